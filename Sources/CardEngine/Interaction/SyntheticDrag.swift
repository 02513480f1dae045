/// A drag made up for a replay (`cardc simulate`, the preview's film strips; docs/runtime.md,
/// "cardc simulate"): the finger goes down at `start` at t = −`duration`, moves by `translation`
/// in a straight line at a steady pace, reported by a `changed` event every `duration / steps`
/// seconds, the last carrying the lift's `velocity`, and lifts at t = 0 with that velocity.
/// Coordinates are the host's (y down). One definition, so that the preview shows what
/// `simulate` prints.
package struct SyntheticDrag: Sendable, Hashable {
    package var start: CardVector
    package var translation: CardVector
    package var velocity: CardVector

    /// How long the drag lasts before the lift, and how many `changed` events report it.
    package static let duration = 0.2
    package static let steps = 12

    package init(start: CardVector, translation: CardVector, velocity: CardVector) {
        self.start = start
        self.translation = translation
        self.velocity = velocity
    }

    /// The pan events in order: began, `steps` changed, ended.
    package var events: [PanEvent] {
        let began = -Self.duration
        var events = [PanEvent(.began, location: start, time: began)]
        for step in 1...Self.steps {
            let f = Double(step) / Double(Self.steps)
            let moved = CardVector(x: translation.x * f, y: translation.y * f)
            // The pace of the drag, until the last report, which carries the lift's velocity.
            let pace = step == Self.steps ? velocity
                : CardVector(x: translation.x / Self.duration, y: translation.y / Self.duration)
            events.append(PanEvent(.changed, location: CardVector(x: start.x + moved.x, y: start.y + moved.y), translation: moved,
                                   velocity: pace, time: began + Self.duration * f))
        }
        events.append(PanEvent(.ended, location: CardVector(x: start.x + translation.x, y: start.y + translation.y),
                               translation: translation, velocity: velocity, time: 0))
        return events
    }

    /// Where a drag of a sheet starts, and where `cardc simulate --tap` taps: the middle of the
    /// part of its header the card shows (without a header, of its top 40 points: 20 points
    /// down), across the middle, with the sheet resting as `motion` has it. A header taller than
    /// the visible card is taken only as far as the card shows, so the finger lands on the card
    /// (the engine takes a pan or tap only there) and never below the screen (issue 33, item 12).
    package static func sheetGrabPoint(_ motion: SheetMotion) -> CardVector {
        let frame = motion.frame(at: 0)
        let header = motion.behavior.layout.headerHeight
        let band = header > 0 ? header : 40
        let depth = min(band, max(0, frame.height)) / 2
        return CardVector(x: frame.cardFrame.midX, y: frame.cardTop + max(0, depth))
    }
}
