// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIEvent: NSObject {}
