// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero

    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }

    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}
