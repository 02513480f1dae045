// An accessibility element that is not a view: it takes no touches, and VoiceOver finds it in
// its container's `accessibilityElements`. The UIAccessibility informal protocol's members it
// overrides are NSObject's in UIKit; declared here, as on UIView (README.md).
// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@available(iOS 3.0, macCatalyst 13.1, *)
@MainActor open class UIAccessibilityElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    @available(iOS 3.0, macCatalyst 13.1, *)
    public init(accessibilityContainer container: Any) {}

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, macCatalyst 13.1, *)
    open var accessibilityFrameInContainerSpace: CGRect { get { .zero } set {} }

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    @available(iOS 3.0, macCatalyst 13.1, *)
    open var isAccessibilityElement: Bool = false

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    @available(iOS 3.0, macCatalyst 13.1, *)
    open var accessibilityTraits: UIAccessibilityTraits = []

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    @available(iOS 3.0, macCatalyst 13.1, *)
    open var accessibilityLabel: String?

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    @available(iOS 3.0, macCatalyst 13.1, *)
    open var accessibilityValue: String?

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @available(iOS 8.0, macCatalyst 13.1, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { nil } set {} }

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @available(iOS 4.0, macCatalyst 13.1, *)
    open func accessibilityIncrement() {}

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    @available(iOS 4.0, macCatalyst 13.1, *)
    open func accessibilityDecrement() {}

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    @available(iOS 5.0, macCatalyst 13.1, *)
    open func accessibilityPerformEscape() -> Bool { false }
}
