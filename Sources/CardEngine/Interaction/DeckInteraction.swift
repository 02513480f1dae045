/// A swipe deck's interaction for an app, typed by the generated `State` enum (center, then the
/// spec's directions: the last outcome). Feed it the host's events, sample `frame(at:)` each
/// display frame, then call `advance(to:)` (docs/runtime.md, "Decks"). Cards are data indices
/// `0..<cardCount`; `topCard` is the one a pan moves; `appendCards` adds more at any time (a feed).
public struct DeckInteraction<State: RawRepresentable & CaseIterable & Hashable & Sendable>: CardInteraction
where State.RawValue == String {
    package private(set) var core: DeckMotion
    /// The State and label for each index of the core.
    private let states: CardStateTable<State>

    /// The generated card's deck of `cardCount` cards, its state `Card.initialState` (states
    /// mapped by `Card.states`: center, then the directions; a lying card gets
    /// `CardStateTable`'s fallback).
    public init<Card: DeckCard>(_ card: Card.Type, container: CardContainer, motion: MotionMode = .full, cardCount: Int)
    where Card.State == State {
        let configuration = Card.configuration
        let states = CardStateTable(states: Card.states, labels: Card.stateLabels, initial: Card.initialState,
                                    count: configuration.directions.count + 1)
        self.states = states
        core = DeckMotion(configuration: configuration, container: container, motion: motion,
                          initialState: states.index(of: Card.initialState) ?? 0, cardCount: cardCount)
    }

    /// For a hand-written `State` enum: nil when its names are not exactly `center` and the
    /// configuration's directions.
    public init?(configuration: DeckConfiguration, container: CardContainer, motion: MotionMode = .full,
                 initial: State, cardCount: Int) {
        var states: [State] = []
        guard let center = State(rawValue: DeckBehavior.Outcome.center.rawValue) else { return nil }
        states.append(center)
        for direction in configuration.directions {
            guard let state = State(rawValue: direction.rawValue) else { return nil }
            states.append(state)
        }
        guard State.allCases.count == states.count, Set(states).count == states.count,
              let initialIndex = states.firstIndex(of: initial) else { return nil }
        self.states = CardStateTable(states: states)
        core = DeckMotion(configuration: configuration, container: container, motion: motion,
                          initialState: initialIndex, cardCount: cardCount)
    }

    /// What happened during one call: each at most once.
    public struct Notices: CardNoticeSet, Hashable {
        /// A card was committed and starts to leave.
        public var willRemove: DeckRemoval?
        /// A card finished leaving (its exit's duration has passed) and is no longer shown.
        public var didRemove: DeckRemoval?
        /// This card (a data index) came back on top by `undo`.
        public var undone: Int?
        /// A release (or move, or undo) decided where the deck goes: the outcome.
        public var willSettle: State?
        /// Everything that release started has come to rest.
        public var didSettle: State?
        /// The deck's state (the last outcome) changed.
        public var stateChanged: CardStateChange<State>?
        /// Cards were appended (`appendCards`): their data indices.
        public var appended: Range<Int>?

        public init(willRemove: DeckRemoval? = nil, didRemove: DeckRemoval? = nil, undone: Int? = nil, willSettle: State? = nil,
                    didSettle: State? = nil, stateChanged: CardStateChange<State>? = nil, appended: Range<Int>? = nil) {
            self.willRemove = willRemove
            self.didRemove = didRemove
            self.undone = undone
            self.willSettle = willSettle
            self.didSettle = didSettle
            self.stateChanged = stateChanged
            self.appended = appended
        }

        public var isEmpty: Bool {
            willRemove == nil && didRemove == nil && undone == nil && willSettle == nil && didSettle == nil && stateChanged == nil
                && appended == nil
        }

        // The table by value, not a closure over the interaction (a boxed copy per call).
        init(_ core: DeckNotices<Int>, _ states: CardStateTable<State>) {
            willRemove = core.willRemove
            didRemove = core.didRemove
            undone = core.undone
            if let s = core.willSettle { willSettle = states[s] }
            if let s = core.didSettle { didSettle = states[s] }
            if let c = core.stateChanged { stateChanged = CardStateChange(from: states[c.from], to: states[c.to]) }
            appended = core.appended
        }
    }

    /// The last outcome.
    public var state: State { states[core.state] }
    public var cardCount: Int { core.cardCount }
    /// The data index of the card a pan moves, nil when every card is gone.
    public var topCard: Int? { core.topCard < core.cardCount ? core.topCard : nil }
    public var canUndo: Bool { core.canUndo }
    public var isDragging: Bool { core.isDragging }
    /// When `advance(to:)` reports `didSettle`; nil when nothing moves and nothing is left to
    /// report; +infinity while a finger holds the top card; the current time after an append
    /// that changed the cards shown, until the next `advance` (so a host draws them).
    public var restTime: Double? { core.restTime }
    public var motionMode: MotionMode { core.motion }

    @discardableResult
    public mutating func handle(_ event: InteractionEvent) -> Notices {
        Notices(core.handle(event), states)
    }

    /// Swipes the top card toward `state` (`center`: sends it back to the centre), from where it
    /// is and how fast it moves.
    @discardableResult
    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        guard let index = states.index(of: state) else { return Notices() }
        return Notices(core.move(to: index, animated: animated, time: time), states)
    }

    /// Adds `count` cards after the last one (data indices `cardCount..<cardCount + count`, in
    /// `Notices.appended`), at any time: mid-drag, while a card leaves, on an empty deck (the
    /// first new card becomes `topCard`), after an undo. Nothing moves and the state stays; 0 or
    /// less adds nothing; the total stops at `Int.max`.
    @discardableResult
    public mutating func appendCards(_ count: Int, time: Double) -> Notices {
        Notices(core.appendCards(count, time: time), states)
    }

    /// Brings the last removed card back (one level).
    @discardableResult
    public mutating func undo(animated: Bool = true, time: Double) -> Notices {
        Notices(core.undo(animated: animated, time: time), states)
    }

    public func frame(at time: Double) -> DeckFrame {
        core.frame(at: time)
    }

    @discardableResult
    public mutating func advance(to time: Double) -> Notices {
        Notices(core.advance(to: time), states)
    }

    @discardableResult
    public mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices {
        Notices(core.setMotion(mode, time: time), states)
    }

    /// `.card` anywhere in the container while a card is left: the deck takes a pan wherever it
    /// begins; `.none` once every card is gone.
    public func hitTest(_ location: CardVector, time: Double) -> CardHitRegion { core.hitTest(location, time: time) }

    // MARK: Accessibility

    /// The state's label, for VoiceOver's value.
    public var accessibilityValue: CardText { states.label(core.state) }

    /// "Swipe <direction>" for each state one gesture on the top card reaches on this container
    /// (the moves the checker's reachability explores), then "Undo" when there is one.
    public var accessibilityActions: [CardAccessibilityAction<State>] {
        core.accessibilityActions().map { action in
            switch action.move {
            case .state(let index): return CardAccessibilityAction(name: action.name, move: .state(states[index]))
            case .undo: return CardAccessibilityAction(name: action.name, move: .undo)
            case .nextPage: return CardAccessibilityAction(name: action.name, move: .nextPage)
            case .previousPage: return CardAccessibilityAction(name: action.name, move: .previousPage)
            }
        }
    }

    /// Swipes toward the action's state, or undoes; a page move is no deck's, and does nothing.
    @discardableResult
    public mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices {
        switch action.move {
        case .state(let state): return move(to: state, time: time)
        case .undo: return undo(time: time)
        case .nextPage, .previousPage: return Notices()
        }
    }

    /// A deck has no adjustable value: increment and decrement do nothing.
    @discardableResult
    public mutating func accessibilityIncrement(time: Double) -> Notices { Notices() }
    @discardableResult
    public mutating func accessibilityDecrement(time: Double) -> Notices { Notices() }

    /// A deck handles no escape: nil.
    public var escapeState: State? { nil }
}
