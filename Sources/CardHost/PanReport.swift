public import CardEngine

/// One report of a pan recognizer as an adapter reads it (UIPanGestureRecognizer's state,
/// location, translation, velocity and touch count; or a SwiftUI drag through
/// `DragGestureTracker`). CardHost turns it into the engine's `PanEvent`, stamping its clock.
public struct PanReport: Sendable, Hashable {
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        case began, changed, ended, cancelled
        /// The recognizer failed after it began (UIKit's `.failed`): taken as a cancel.
        case failed
    }

    public var phase: Phase
    /// The finger (the touches' centroid) in the container.
    public var location: CardVector
    /// Since the pan began, as the recognizer reports it (it jumps when a second finger lands).
    public var translation: CardVector
    public var velocity: CardVector
    /// Fingers on the screen: a change re-bases the translation so the card does not jump.
    public var touches: Int
    public var source: PanEvent.Source

    public init(_ phase: Phase, location: CardVector = .zero, translation: CardVector = .zero, velocity: CardVector = .zero,
                touches: Int = 1, source: PanEvent.Source = .card) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.touches = touches
        self.source = source
    }
}
