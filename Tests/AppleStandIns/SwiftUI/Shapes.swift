// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/backgroundstyle
@available(iOS 14.0, macOS 11.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/backgroundstyle/init()
    @available(iOS 14.0, macOS 11.0, *)
    public init() {}
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/background
    @available(iOS 15.0, macOS 12.0, *)
    public static var background: BackgroundStyle { BackgroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, *)
public protocol Shape: Sendable, View {}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct RoundedRectangle: Shape {
    var cornerSize: CGSize
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum RoundedCornerStyle: Sendable {
    case continuous
}

// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct FillStyle: Equatable, Sendable {
    var isEOFilled: Bool
    var isAntialiased: Bool
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    @available(iOS 13.0, macOS 10.15, *)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Color: View, ShapeStyle, Hashable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/color/black
    @available(iOS 13.0, macOS 10.15, *)
    public static let black = Color(name: "black")
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        EmptyView()
    }

    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { EmptyView() }
}
