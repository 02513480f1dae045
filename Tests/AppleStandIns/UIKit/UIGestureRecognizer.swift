// Target-action: see README.md, "Selectors and target-action".
// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, macCatalyst 13.1, *)
@MainActor open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    public init(target: Any?, action: Selector?) {}

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    open func addTarget(_ target: Any, action: Selector) {}

    // Get-only for clients; `UIGestureRecognizerSubclass` below adds the setter (README.md,
    // "The subclass split").
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    @available(iOS 3.2, macCatalyst 13.1, *)
    open var state: UIGestureRecognizer.State { .possible }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    @available(iOS 3.2, macCatalyst 13.1, *)
    public enum State: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
        case possible
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
        case began
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
        case changed
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
        case ended
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
        case cancelled
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
        case failed
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @available(iOS 3.2, macCatalyst 13.1, *)
    open var view: UIView? { nil }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    open func location(in view: UIView?) -> CGPoint { .zero }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
    @available(iOS 3.2, macCatalyst 13.1, *)
    open var numberOfTouches: Int { 0 }

    // Overridable only through `import UIKit.UIGestureRecognizerSubclass`: here the SPI group of
    // that name, which the harness makes that import into (README.md, "The subclass split").
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    @_spi(UIGestureRecognizerSubclass) open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
}

// What `UIKit.UIGestureRecognizerSubclass` redeclares: `state` settable. A Swift module cannot
// redeclare a member, so the setter is a protocol extension's `state`, which Swift ranks below the
// class's own (clients that read it get the class's) and which is the only settable one; it is in
// the SPI group, so only a file with the subclass import sees it.
// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
@available(iOS 3.2, macCatalyst 13.1, *)
public protocol UIGestureRecognizerSubclassState: AnyObject {}

@available(iOS 3.2, macCatalyst 13.1, *)
extension UIGestureRecognizer: UIGestureRecognizerSubclassState {}

@available(iOS 3.2, macCatalyst 13.1, *)
extension UIGestureRecognizerSubclassState where Self: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    @available(iOS 3.2, macCatalyst 13.1, *)
    @_spi(UIGestureRecognizerSubclass) public var state: UIGestureRecognizer.State {
        get { .possible }
        set {}
    }
}
