// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    public init() {}
}
