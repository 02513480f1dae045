import CardEngine

/// A sheet for `cardc simulate`: its visible height, speed (up positive), backdrop dim and the
/// card's top edge.
struct SimulatedSheet: SimulatedCard {
    var motion: SheetMotion
    static let axes = 1
    static let hasHeader = true

    init(configuration: SheetConfiguration, container: CardContainer, motion mode: MotionMode = .full, from state: Int) {
        motion = SheetMotion(configuration: configuration, container: container, motion: mode, initialState: state)
    }

    var columns: [String] { ["height", "velocity", "dimAlpha", "top"] }

    /// The middle of the header (of the card's top 20 points when it has none): the engine's
    /// synthetic drag's grab point, which the preview's film strips use too.
    var grabPoint: CardVector { SyntheticDrag.sheetGrabPoint(motion) }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        return [f.height, f.velocity, f.dimAlpha, f.cardTop]
    }
}
