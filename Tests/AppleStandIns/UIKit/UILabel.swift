// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var text: String?
}
