// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}
