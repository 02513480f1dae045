import CardEngine

/// One drag of a sheet for a film strip, in `cardc simulate`'s terms: the finger goes down on
/// the card's header, moves `distance` points (up positive) and lifts at `velocity` points per
/// second (up positive) at t = 0; the events are `SyntheticDrag`'s, the ones `simulate` replays.
package struct SheetGesture: Sendable, Hashable {
    package var distance: Double
    package var velocity: Double

    package init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// Feeds the gesture's events to `motion`, resting where it starts.
    package func perform(on motion: inout SheetMotion) {
        // Up positive to the host's y down.
        let drag = SyntheticDrag(start: SyntheticDrag.sheetGrabPoint(motion), translation: CardVector(x: 0, y: -distance),
                                 velocity: CardVector(x: 0, y: -velocity))
        for event in drag.events {
            _ = motion.handle(.pan(event))
        }
    }
}
