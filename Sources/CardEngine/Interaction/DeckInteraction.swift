/// A swipe deck's interaction for an app, typed by the generated `State` enum (center, then the
/// spec's directions: the last outcome). Feed it the host's events, sample `frame(at:)` each
/// display frame, then call `advance(to:)` (docs/runtime.md, "Decks"). Cards are data indices
/// `0..<cardCount`; `topCard` is the one a pan moves.
public struct DeckInteraction<State: RawRepresentable & CaseIterable & Sendable>: Sendable where State.RawValue == String {
    package private(set) var core: DeckMotion
    /// `states[i]` is the State for index `i` of the core.
    private let states: [State]

    /// Nil when `State`'s names are not exactly `center` and the configuration's directions.
    public init?(configuration: DeckConfiguration, container: CardContainer, motion: MotionMode = .full,
                 initial: State, cardCount: Int) {
        var states: [State] = []
        guard let center = State(rawValue: DeckBehavior.Outcome.center.rawValue) else { return nil }
        states.append(center)
        for direction in configuration.directions {
            guard let state = State(rawValue: direction.rawValue) else { return nil }
            states.append(state)
        }
        guard State.allCases.count == states.count,
              Set(states.map(\.rawValue)).count == states.count,
              let initialIndex = states.firstIndex(where: { $0.rawValue == initial.rawValue }) else { return nil }
        self.states = states
        core = DeckMotion(configuration: configuration, container: container, motion: motion,
                          initialState: initialIndex, cardCount: cardCount)
    }

    private func index(of state: State) -> Int? {
        var i = 0
        while i < states.count {
            if states[i].rawValue == state.rawValue { return i }
            i += 1
        }
        return nil
    }

    private func typed(_ notices: DeckNotices<Int>) -> DeckNotices<State> {
        notices.map { states[$0] }
    }

    /// The last outcome.
    public var state: State { states[core.state] }
    public var cardCount: Int { core.cardCount }
    /// The data index of the card a pan moves, nil when every card is gone.
    public var topCard: Int? { core.topCard < core.cardCount ? core.topCard : nil }
    public var canUndo: Bool { core.canUndo }

    public mutating func handle(_ event: InteractionEvent) -> DeckNotices<State> {
        typed(core.handle(event))
    }

    /// Swipes the top card toward `state` (`center`: sends it back to the centre), from where it
    /// is and how fast it moves.
    public mutating func move(to state: State, animated: Bool = true, time: Double) -> DeckNotices<State> {
        guard let index = index(of: state) else { return DeckNotices() }
        return typed(core.move(to: index, animated: animated, time: time))
    }

    /// Brings the last removed card back (one level).
    public mutating func undo(animated: Bool = true, time: Double) -> DeckNotices<State> {
        typed(core.undo(animated: animated, time: time))
    }

    public func frame(at time: Double) -> DeckFrame {
        core.frame(at: time)
    }

    public mutating func advance(to time: Double) -> DeckNotices<State> {
        typed(core.advance(to: time))
    }

    /// When everything now moving comes to rest: a host may stop its display link after it.
    public var restTime: Double { core.restTime }

    // MARK: Accessibility

    /// The state's name, for VoiceOver's value.
    public var accessibilityValue: String { state.rawValue }

    /// "swipe <direction>" for each state one gesture on the top card reaches on this container
    /// (the moves the checker's reachability explores), then "undo" when there is one.
    public func accessibilityActions() -> [DeckAccessibilityAction<State>] {
        core.accessibilityActions().map { $0.map { states[$0] } }
    }

    public mutating func perform(_ action: DeckAccessibilityAction<State>, animated: Bool = true, time: Double) -> DeckNotices<State> {
        switch action.kind {
        case .swipe(_, let state): return move(to: state, animated: animated, time: time)
        case .undo: return undo(animated: animated, time: time)
        }
    }
}
