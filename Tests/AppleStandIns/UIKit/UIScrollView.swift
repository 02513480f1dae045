// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var contentOffset: CGPoint = .zero

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var contentSize: CGSize = .zero

    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, macCatalyst 13.1, *)
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }

    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, macCatalyst 13.1, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}
