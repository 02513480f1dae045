// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { UIColor() }

    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor() }
}
