#if canImport(UIKit)
import UIKit

/// The controller's view, as large as the screen it covers: touches land on it only where the
/// card is (or while a backdrop dims the screen), so the app's screen behind keeps the rest; and
/// its recognizers begin only where CardHost says the card takes them.
final class CardContainerView: UIView {
    /// Whether a touch at a point (in this view) is the card's.
    var takesTouch: (@MainActor (CGPoint) -> Bool)?
    /// Whether a recognizer of this view may begin (its location is asked by the controller).
    var recognizerShouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) && (takesTouch?(point) ?? false)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        recognizerShouldBegin?(gestureRecognizer) ?? true
    }
}
#endif
