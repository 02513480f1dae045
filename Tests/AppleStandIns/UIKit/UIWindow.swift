// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, macCatalyst 13.1, *)
    open var windowScene: UIWindowScene? { nil }
}
