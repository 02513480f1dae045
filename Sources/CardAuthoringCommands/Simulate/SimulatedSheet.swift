import CardEngine

/// A sheet for `cardc simulate`: its visible height, speed (up positive), backdrop dim and the
/// card's top edge.
struct SimulatedSheet: SimulatedCard {
    var motion: SheetMotion

    init(configuration: SheetConfiguration, container: CardContainer, motion mode: MotionMode = .full, from state: Int) {
        motion = SheetMotion(configuration: configuration, container: container, motion: mode, initialState: state)
    }

    var columns: [String] { ["height", "velocity", "dimAlpha", "top"] }

    /// The middle of the header (of the card's top 20 points when it has none): the engine's
    /// synthetic drag's grab point, which the preview's film strips use too.
    var grabPoint: CardVector { SyntheticDrag.sheetGrabPoint(motion) }

    var headerPoint: CardVector? { grabPoint }

    mutating func handle(_ event: InteractionEvent) { _ = motion.handle(event) }

    mutating func advance(to time: Double) { _ = motion.advance(to: time) }

    mutating func move(to state: Int, animated: Bool, time: Double) { _ = motion.move(to: state, animated: animated, time: time) }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        return [f.height, f.velocity, f.dimAlpha, f.cardTop]
    }

    func isResting(at time: Double) -> Bool { motion.frame(at: time).isResting }

    func state(at time: Double) -> Int { motion.frame(at: time).state }
}
