// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIResponder: NSObject {
    // Imported from C constants, so not isolated to the main actor (a notification's closure
    // reads them off it).
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    @available(iOS 5.0, macCatalyst 13.1, *)
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")

    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    @available(iOS 3.2, macCatalyst 13.1, *)
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
}
