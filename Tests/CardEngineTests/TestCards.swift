import CardEngine

/// Card types as the generator declares them (a `State` enum, its states in engine order, their
/// labels, the configuration), for the four kinds, and ones that lie about their states.
enum TestCards {
    enum Glide: SheetCard {
        enum State: String, CaseIterable, Hashable, Sendable { case closed, compressed, `open` }
        static let configuration = SheetMotionTests.glide
        static let initialState = State.compressed
        static let states: [State] = [.closed, .compressed, .open]
        static let stateLabels = [CardText(key: "Glide.closed", defaultValue: "Closed"),
                                  CardText(key: "Glide.compressed", defaultValue: "Peek"),
                                  CardText(key: "Glide.open", defaultValue: "Open")]
    }

    enum Stack: StackCard {
        enum State: String, CaseIterable, Hashable, Sendable { case collapsed, expanded }
        static let configuration = StackMotionTests.seed
        static let initialState = State.collapsed
        static let states: [State] = [.collapsed, .expanded]
        static let stateLabels = [CardText(key: "Stack.collapsed", defaultValue: "Folded"),
                                  CardText(key: "Stack.expanded", defaultValue: "Spread")]
    }

    enum Deck: DeckCard {
        enum State: String, CaseIterable, Hashable, Sendable { case center, left, right }
        static let configuration = DeckMotionTests.seed
        static let initialState = State.center
        static let states: [State] = [.center, .left, .right]
        static let stateLabels = [CardText(key: "Deck.center", defaultValue: "Deciding"),
                                  CardText(key: "Deck.left", defaultValue: "Rejected"),
                                  CardText(key: "Deck.right", defaultValue: "Kept")]
    }

    enum Carousel: CarouselCard {
        enum State: String, CaseIterable, Hashable, Sendable { case collapsed, expanded }
        static let configuration = CarouselMotionTests.seed
        static let initialState = State.collapsed
        static let states: [State] = [.collapsed, .expanded]
        static let stateLabels = [CardText(key: "Carousel.collapsed", defaultValue: "Browsing"),
                                  CardText(key: "Carousel.expanded", defaultValue: "Reading")]
    }

    /// A hand-written conformance that lies: one state for three segments, no labels, and an
    /// initial state it does not list.
    enum LyingSheet: SheetCard {
        typealias State = Glide.State
        static let configuration = SheetMotionTests.glide
        static let initialState = State.closed
        static let states: [State] = [.open]
        static let stateLabels: [CardText] = []
    }

    /// States in another order than the engine's, and more of them than it has.
    enum LyingStack: StackCard {
        typealias State = Stack.State
        static let configuration = StackMotionTests.seed
        static let initialState = State.expanded
        static let states: [State] = [.expanded, .collapsed, .expanded]
        static let stateLabels = [CardText(key: "x", defaultValue: "x")]
    }
}
