#if canImport(UIKit)
import UIKit
// Makes `state` settable and `touchesBegan` overridable, as a subclass must (Apple: UIGestureRecognizer.state).
import UIKit.UIGestureRecognizerSubclass

/// A pan recognizer that catches a moving card: a stock one begins only after the finger moved
/// about 10 pt, and meanwhile the card moves on. At touch-down it asks `beginsAtTouchDown`
/// (CardHost's `touchRoute`, `.cardAtTouchDown`) and begins at once when the card is moving
/// under the finger, over the card's scroll content too, as FloatingPanel's recognizer does while
/// its panel animates.
final class CardPanGestureRecognizer: UIPanGestureRecognizer {
    /// Asked with this recognizer, whose location the controller reads in its views.
    var beginsAtTouchDown: (@MainActor (CardPanGestureRecognizer) -> Bool)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let beginsAtTouchDown, beginsAtTouchDown(self) else { return }
        state = .began
    }
}
#endif
