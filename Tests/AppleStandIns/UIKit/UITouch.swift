// https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UITouch: NSObject {}
