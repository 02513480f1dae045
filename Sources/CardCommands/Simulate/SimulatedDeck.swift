import CardEngine

/// A deck for `cardc simulate`: the released card's centre offset from the deck's centre (x right,
/// y up, as the command's input), its rotation in radians, and the offset of the card that moves
/// up behind it. The deck holds `cards` cards.
struct SimulatedDeck: SimulatedCard {
    var motion: DeckMotion
    let container: CardContainer
    /// The first card on top; the replayed gesture moves it.
    static let cards = 5

    init(configuration: DeckConfiguration, container: CardContainer, from state: Int) {
        motion = DeckMotion(configuration: configuration, container: container, initialState: state, cardCount: Self.cards)
        self.container = container
    }

    var columns: [String] { ["x", "y", "rotation", "nextY"] }

    /// The deck is centred in the container; the finger goes down on its top card's centre.
    var grabPoint: CardVector { CardVector(x: container.width / 2, y: container.height / 2) }

    var headerPoint: CardVector? { nil }

    mutating func handle(_ event: InteractionEvent) { _ = motion.handle(event) }

    mutating func advance(to time: Double) { _ = motion.advance(to: time) }

    mutating func move(to state: Int, animated: Bool, time: Double) { _ = motion.move(to: state, animated: animated, time: time) }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        // The first card (data index 0) wherever it is: leaving, or still on top.
        var first: DeckCardFrame?
        var next: DeckCardFrame?
        for depth in 0..<f.count {
            guard let card = f.card(at: depth) else { continue }
            if card.card == 0 { first = card }
            if card.card == 1 { next = card }
        }
        return [first?.offsetX ?? 0, -(first?.offsetY ?? 0), first?.rotation ?? 0, next.map { $0.frame.y } ?? 0]
    }

    func isResting(at time: Double) -> Bool { !motion.isDragging && time >= motion.restTime }

    func state(at time: Double) -> Int { motion.state }
}
