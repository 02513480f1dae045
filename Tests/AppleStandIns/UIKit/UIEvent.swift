// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}
