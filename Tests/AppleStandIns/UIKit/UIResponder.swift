// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}
