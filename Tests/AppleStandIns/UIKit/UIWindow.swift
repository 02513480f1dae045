// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, *)
    open var windowScene: UIWindowScene? { nil }
}
