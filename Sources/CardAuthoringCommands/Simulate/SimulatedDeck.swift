import CardEngine

/// A deck for `cardc simulate`: card 1's centre offset from the deck's centre (x right, y up, as
/// the command's input), its rotation in radians, and card 2's top edge. The deck holds `cards`
/// cards. What the columns hold when a card is not drawn is decided in docs/runtime.md ("cardc
/// simulate"): a gone card stays at the end of its exit path, and card 2 waiting behind the
/// shown cards (`visible: 1`) sits at the depth it enters from, so no column jumps.
struct SimulatedDeck: SimulatedCard {
    var motion: DeckMotion
    let container: CardContainer
    static let axes = 2
    /// A deck's state is the last swipe's outcome and every card starts at the centre, so
    /// `--from` would change nothing shown (docs/runtime.md, "cardc simulate").
    static let fromRefusal: String? = "its cards always start at the centre and its state is the last swipe's outcome"
    /// The first card on top; the replayed gesture moves it.
    static let cards = 5
    /// The exits of cards 1 and 2 (data 0 and 1), kept when they commit.
    private var firstExit: DeckExit?
    private var secondExit: DeckExit?

    init(configuration: DeckConfiguration, container: CardContainer, motion mode: MotionMode = .full, from state: Int) {
        motion = DeckMotion(configuration: configuration, container: container, motion: mode, initialState: state, cardCount: Self.cards)
        self.container = container
    }

    var columns: [String] { ["x", "y", "rotation", "nextY"] }

    /// The finger goes down on the top card's centre, where the engine places the deck (centred
    /// in the safe area).
    var grabPoint: CardVector { DeckLayout(configuration: motion.configuration).centre(in: container) }

    mutating func handle(_ event: InteractionEvent) {
        _ = motion.handle(event)
        keepExits()
    }

    mutating func move(to state: Int, animated: Bool, time: Double) {
        _ = motion.move(to: state, animated: animated, time: time)
        keepExits()
    }

    /// A commit happens only in `handle` and `move`: the exit it starts is the last removed one.
    private mutating func keepExits() {
        guard let exit = motion.lastRemoved else { return }
        if exit.card == 0 { firstExit = exit }
        if exit.card == 1 { secondExit = exit }
    }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        // Cards 1 and 2 (data indices 0 and 1) wherever they are drawn: leaving, or in the deck.
        var first: DeckCardFrame?
        var next: DeckCardFrame?
        for depth in 0..<f.count {
            guard let card = f.card(at: depth) else { continue }
            if card.card == 0 { first = card }
            if card.card == 1 { next = card }
        }
        // A card gone is where the engine last drew it: the end of its exit path.
        if first == nil, let exit = firstExit { first = motion.frame(of: exit, at: exit.end) }
        if next == nil, let exit = secondExit { next = motion.frame(of: exit, at: exit.end) }
        // Card 2 not drawn yet sits behind the shown cards, at the depth a card enters from.
        let c = motion.configuration
        let nextY = next?.frame.y ?? Double(max(0, c.visible)) * c.verticalInset
        return [first?.offsetX ?? 0, -(first?.offsetY ?? 0), first?.rotation ?? 0, nextY]
    }

    func isResting(at time: Double) -> Bool {
        // Nothing left to report: resting from the latest time the deck saw (0 before any).
        !motion.isDragging && time >= (motion.restTime ?? (motion.time > -Double.greatestFiniteMagnitude ? motion.time : 0))
    }

    func state(at time: Double) -> Int { motion.state }
}
