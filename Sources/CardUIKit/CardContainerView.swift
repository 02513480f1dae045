#if canImport(UIKit)
import UIKit

/// The controller's view, as large as the screen it covers: touches land on it only where
/// CardHost says the card takes them (the card as drawn, or anywhere while a backdrop dims the
/// screen), so the app's screen behind keeps the rest; its recognizers begin only where CardHost
/// says; and VoiceOver's escape performed on any element of the card (every card view and the
/// app's content are its descendants; the accessibility element names it as its container)
/// reaches it.
final class CardContainerView: UIView {
    /// Whether a touch at a point (in this view) is the card's.
    var takesTouch: (@MainActor (CGPoint) -> Bool)?
    /// Whether a recognizer of this view may begin (its location is asked by the controller).
    var recognizerShouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)?
    var performEscape: (@MainActor () -> Bool)?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) && (takesTouch?(point) ?? false)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        recognizerShouldBegin?(gestureRecognizer) ?? true
    }

    override func accessibilityPerformEscape() -> Bool {
        performEscape?() ?? false
    }
}
#endif
