// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, macCatalyst 13.1, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}
