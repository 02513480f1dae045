// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, macCatalyst 13.1, *)
@MainActor open class UIScene: UIResponder {}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, macCatalyst 13.1, *)
@MainActor open class UIWindowScene: UIScene {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    @available(iOS 13.0, macCatalyst 13.1, *)
    open var screen: UIScreen { UIScreen() }
}
