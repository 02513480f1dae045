#if canImport(UIKit)
import UIKit
// Makes `state` settable and `touchesBegan` overridable, as a subclass must (Apple: UIGestureRecognizer.state).
import UIKit.UIGestureRecognizerSubclass

/// A pan recognizer that catches a moving card: a stock one begins only after the finger moved
/// about 10 pt, and meanwhile the card moves on. At touch-down it asks `beginsAtTouchDown`
/// (CardHost's `shouldBeginAtTouchDown`) and begins at once when the card is moving under the
/// finger, as FloatingPanel's recognizer does while its panel animates.
final class CardPanGestureRecognizer: UIPanGestureRecognizer {
    /// Asked with the touch's location in the recognizer's view.
    var beginsAtTouchDown: (@MainActor (CGPoint) -> Bool)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let beginsAtTouchDown, beginsAtTouchDown(location(in: view)) else { return }
        state = .began
    }
}
#endif
