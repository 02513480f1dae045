// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}
