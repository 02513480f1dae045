// Stand-in for the part of CoreGraphics that swift-corelibs-foundation lacks (it has CGFloat,
// CGPoint, CGSize and CGRect) and the adapters use (Tests/AppleStandIns/README.md).
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@available(iOS 2.0, macCatalyst 13.1, macOS 10.0, *)
public struct CGAffineTransform: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    @available(iOS 2.0, macCatalyst 13.1, macOS 10.0, *)
    public static let identity = CGAffineTransform()

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    @available(iOS 2.0, macCatalyst 13.1, macOS 10.0, *)
    public init(rotationAngle angle: CGFloat) {}

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    @available(iOS 2.0, macCatalyst 13.1, macOS 10.0, *)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }

    init() {}
}
