// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}
