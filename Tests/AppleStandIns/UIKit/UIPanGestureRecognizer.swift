// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, macCatalyst 13.1, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    open func translation(in view: UIView?) -> CGPoint { .zero }

    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
