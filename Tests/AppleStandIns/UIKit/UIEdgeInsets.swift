// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, macCatalyst 13.1, *)
public struct UIEdgeInsets: Sendable, Equatable {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    @available(iOS 2.0, macCatalyst 13.1, *)
    public var top: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    @available(iOS 2.0, macCatalyst 13.1, *)
    public var left: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    @available(iOS 2.0, macCatalyst 13.1, *)
    public var bottom: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    @available(iOS 2.0, macCatalyst 13.1, *)
    public var right: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    @available(iOS 2.0, macCatalyst 13.1, *)
    public init() {}
}
