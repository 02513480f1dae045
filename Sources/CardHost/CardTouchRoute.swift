public import CardEngine

/// Which recognizer a touch on the container goes to, decided at touch-down: the card's pan, the
/// content's scroll view (whose pans are forwarded as `source: .content`, the scroll hand-off),
/// or neither.
public enum CardTouchRoute: Sendable, Hashable {
    /// Not on the card: left to the views behind.
    case none
    /// The card's pan, once the finger has moved the recognizer's slop.
    case card
    /// The card moves under the finger: the card's pan begins at once and catches it where it is,
    /// over the content's scroll view too (its scrolling would otherwise take the touch while the
    /// card moves on, as FloatingPanel's panel is caught whenever it animates).
    case cardAtTouchDown
    /// Over the content's scroll view of a card at rest (or held): the scroll view's own pan, which
    /// hands off to the card as the engine decides; the card's pan does not begin.
    case content
}

extension CardHost {
    /// Where a touch at `location` goes; `overScrollContent` is whether it landed on the content's
    /// scroll view (the adapter's hit test of its own view).
    public func touchRoute(at location: CardVector, overScrollContent: Bool) -> CardTouchRoute {
        if shouldBeginAtTouchDown(at: location) { return .cardAtTouchDown }
        guard shouldBeginPan(at: location) else { return .none }
        return overScrollContent ? .content : .card
    }
}
