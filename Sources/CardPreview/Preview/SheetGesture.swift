import CardEngine

/// One synthesized drag of a sheet, as `cardc simulate` makes it (docs/runtime.md, "cardc
/// simulate"): the finger goes down on the card's header at t = −0.2 s, moves `distance` points
/// (up positive) in a straight line with a `changed` report every 1/60 s, and lifts at t = 0
/// moving at `velocity` points per second (up positive). The preview's film strips replay it.
package struct SheetGesture: Sendable, Hashable {
    package var distance: Double
    package var velocity: Double

    package static let duration = 0.2
    package static let steps = 12

    package init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// Feeds the gesture's events to `motion`, resting where it starts.
    package func perform(on motion: inout SheetMotion) {
        // Up positive to the host's y down.
        let dy = -distance, vy = -velocity
        let frame = motion.frame(at: -Self.duration)
        let header = motion.behavior.layout.headerHeight
        let depth = header > 0 ? header / 2 : min(20, frame.height / 2)
        let start = CardVector(x: frame.cardFrame.midX, y: frame.cardTop + max(0, depth))
        let began = -Self.duration
        _ = motion.handle(.pan(PanEvent(.began, location: start, time: began)))
        for step in 1...Self.steps {
            let f = Double(step) / Double(Self.steps)
            let pace = step == Self.steps ? vy : dy / Self.duration
            _ = motion.handle(.pan(PanEvent(.changed, location: CardVector(x: start.x, y: start.y + dy * f), translation: CardVector(x: 0, y: dy * f),
                                            velocity: CardVector(x: 0, y: pace), time: began + Self.duration * f)))
        }
        _ = motion.handle(.pan(PanEvent(.ended, location: CardVector(x: start.x, y: start.y + dy), translation: CardVector(x: 0, y: dy),
                                        velocity: CardVector(x: 0, y: vy), time: 0)))
    }
}
