// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {}
