/// One report of a pan recognizer (UIPanGestureRecognizer, or SwiftUI's DragGesture), as the host
/// receives it: where the finger is in the container, how far it moved since the pan began, how
/// fast, and when. `time` is the host's clock in seconds (any origin; the engine reads no clock).
public struct PanEvent: Sendable, Hashable {
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        case began, changed, ended, cancelled
    }

    /// Whose pan: the card's own recognizer, or the pan of the scroll view inside the card.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case card, content
    }

    public var phase: Phase
    public var location: CardVector
    public var translation: CardVector
    public var velocity: CardVector
    public var time: Double
    public var source: Source

    public init(_ phase: Phase, location: CardVector = .zero, translation: CardVector = .zero, velocity: CardVector = .zero,
                time: Double, source: Source = .card) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.time = time
        self.source = source
    }
}
