// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, macCatalyst 13.1, *)
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    @available(iOS 13.0, macCatalyst 13.1, *)
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    @available(iOS 13.0, macCatalyst 13.1, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}
