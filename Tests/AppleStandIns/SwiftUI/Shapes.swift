// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/backgroundstyle
@frozen public struct BackgroundStyle: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/backgroundstyle/init()
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/background
    public static var background: BackgroundStyle { BackgroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    var cornerSize: CGSize
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@frozen public enum RoundedCornerStyle: Sendable {
    case continuous
}

// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable, Sendable {
    var isEOFilled: Bool
    var isAntialiased: Bool
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: View, ShapeStyle, Hashable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color(name: "black")
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        EmptyView()
    }

    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { EmptyView() }
}
