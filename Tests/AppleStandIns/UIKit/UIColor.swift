// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, macCatalyst 13.1, *)
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, macCatalyst 13.1, *)
    open class var systemBackground: UIColor { UIColor() }

    // https://developer.apple.com/documentation/uikit/uicolor/black
    @available(iOS 2.0, macCatalyst 13.1, *)
    open class var black: UIColor { UIColor() }
}
