// Target-action: see README.md, "Selectors and target-action".
// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {}

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) {}

    // Settable as UIKit.UIGestureRecognizerSubclass declares it (README.md).
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State = .possible

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
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
    open var view: UIView? { nil }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { .zero }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
    open var numberOfTouches: Int { 0 }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
}
