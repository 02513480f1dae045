import CardEngine

/// A stack for `cardc simulate`: its height, speed (up positive: growing) and the top edge of
/// each of its first `shownCards` cards in the stack's coordinates.
struct SimulatedStack: SimulatedCard {
    var motion: StackMotion
    let container: CardContainer
    static let axes = 1

    /// Columns a stack prints at most: its first cards' tops.
    static let shownCards = 16

    init(configuration: StackConfiguration, container: CardContainer, motion mode: MotionMode = .full, from state: Int) {
        motion = StackMotion(configuration: configuration, container: container, motion: mode, initialState: state)
        self.container = container
    }

    private var cardCount: Int { min(max(motion.configuration.cards, 1), Self.shownCards) }

    var columns: [String] { ["height", "velocity"] + (0..<cardCount).map { "card\($0 + 1).y" } }

    /// The stack's centre: its pan is the whole stack's.
    var grabPoint: CardVector { CardVector(x: container.width / 2, y: container.height / 2) }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        return [f.height, f.velocity] + (0..<cardCount).map { f.cardFrame($0).y }
    }
}
