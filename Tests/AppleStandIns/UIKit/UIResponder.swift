// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    // Imported from C constants, so not isolated to the main actor (a notification's closure
    // reads them off it).
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")

    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
}
