// Stand-in for the part of CoreGraphics that swift-corelibs-foundation lacks (it has CGFloat,
// CGPoint, CGSize and CGRect) and the adapters use (Tests/AppleStandIns/README.md).
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static let identity = CGAffineTransform()

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {}

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }

    init() {}
}
