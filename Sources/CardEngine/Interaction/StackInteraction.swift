/// A stack of cards that a finger resizes (CardsStack), for apps: the generated `State` enum in,
/// frames and notices out, no indices. Feed it the host's events (`handle`), sample `frame(at:)`
/// each display frame, then call `advance(to:)` (docs/runtime.md, "Stacks").
public struct StackInteraction<State: RawRepresentable & CaseIterable & Hashable & Sendable>: CardInteraction
where State.RawValue == String {
    package private(set) var core: StackMotion
    /// `State` values and labels by engine index (collapsed, expanded); fixed at init.
    private let states: CardStateTable<State>

    /// The generated card's stack, starting in `Card.initialState` (states mapped by
    /// `Card.states`, collapsed then expanded; a lying card gets `CardStateTable`'s fallback).
    public init<Card: StackCard>(_ card: Card.Type, container: CardContainer, motion: MotionMode = .full) where Card.State == State {
        let states = CardStateTable(states: Card.states, labels: Card.stateLabels, initial: Card.initialState,
                                    count: StackState.allCases.count)
        self.states = states
        core = StackMotion(configuration: Card.configuration, container: container, motion: motion,
                           initialState: states.index(of: Card.initialState) ?? 0)
    }

    /// For a hand-written `State` enum: nil when its names are not the stack's states
    /// (collapsed, expanded).
    public init?(configuration: StackConfiguration, container: CardContainer, motion: MotionMode = .full, initial: State) {
        guard State.allCases.count == StackState.allCases.count,
              let collapsed = State(rawValue: StackState.collapsed.rawValue),
              let expanded = State(rawValue: StackState.expanded.rawValue),
              let index = StackState(rawValue: initial.rawValue).map(StackBehavior.index(of:)) else { return nil }
        states = CardStateTable(states: [collapsed, expanded])
        core = StackMotion(configuration: configuration, container: container, motion: motion, initialState: index)
    }

    /// The state the stack rests in, or is heading to once released.
    public var state: State { states[core.state] }
    public var isDragging: Bool { core.isDragging }
    public var restTime: Double? { core.restTime }
    public var motionMode: MotionMode { core.motion }

    @discardableResult
    public mutating func handle(_ event: InteractionEvent) -> Notices { Notices(core.handle(event), states) }

    @discardableResult
    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        guard let index = states.index(of: state) else { return Notices() }
        return Notices(core.move(to: index, animated: animated, time: time), states)
    }

    public func frame(at time: Double) -> Frame { Frame(core: core.frame(at: time), state: states[core.state]) }

    @discardableResult
    public mutating func advance(to time: Double) -> Notices { Notices(core.advance(to: time), states) }

    @discardableResult
    public mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices { Notices(core.setMotion(mode, time: time), states) }

    /// `.card` anywhere in the container: the stack takes a pan wherever it begins.
    public func hitTest(_ location: CardVector, time: Double) -> CardHitRegion { core.hitTest(location, time: time) }

    /// What the stack shows at one instant; card frames by index, on demand.
    public struct Frame: CardFrame, Hashable {
        package let core: StackFrame
        public let state: State
        /// The stack's height in points.
        public var height: Double { core.height }
        /// Points per second, positive when the stack grows.
        public var velocity: Double { core.velocity }
        public var isDragging: Bool { core.isDragging }
        public var isResting: Bool { core.isResting }
        /// A stack holds no scroll view.
        public var heldContentOffset: Double? { nil }
        /// Card `index`'s frame in the stack's coordinates (index: the card's place in the stack).
        public func cardFrame(_ index: Int) -> CardRect { core.cardFrame(index) }
        public var cornerRadius: Double { core.layout.configuration.appearance.cornerRadius }
        /// How many cards the stack lays out (the spec's `cards`, never negative).
        public var cardCount: Int { max(0, core.layout.configuration.cards) }
    }

    /// What happened during one call.
    public typealias Notices = CardNotices<State>

    // MARK: Accessibility (docs/runtime.md, "Accessibility")

    /// The state's label, for VoiceOver's value.
    public var accessibilityValue: CardText { states.label(core.state) }

    /// The states one gesture reaches from here (the checker's edges): not a hot path.
    public var accessibilityActions: [CardAccessibilityAction<State>] {
        var actions: [CardAccessibilityAction<State>] = []
        core.behavior.moves(from: core.state) { to, _ in
            actions.append(CardAccessibilityAction(name: states.label(to), move: .state(states[to])))
        }
        return actions
    }

    /// Moves to the action's state; the other moves are no stack's, and do nothing.
    @discardableResult
    public mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices {
        guard case .state(let target) = action.move else { return Notices() }
        return move(to: target, animated: true, time: time)
    }

    /// Adjustable: increment expands, decrement collapses, when a gesture could.
    @discardableResult
    public mutating func accessibilityIncrement(time: Double) -> Notices { step(to: 1, time: time) }
    @discardableResult
    public mutating func accessibilityDecrement(time: Double) -> Notices { step(to: 0, time: time) }

    /// Collapsed, when expanded and a gesture collapses it; else nil.
    public var escapeState: State? { core.state == 1 && reaches(0) ? states[0] : nil }

    private func reaches(_ target: Int) -> Bool {
        var reachable = false
        core.behavior.moves(from: core.state) { to, _ in if to == target { reachable = true } }
        return reachable
    }

    private mutating func step(to target: Int, time: Double) -> Notices {
        guard reaches(target) else { return Notices() }
        return Notices(core.move(to: target, animated: true, time: time), states)
    }
}

extension CardNotices where State: RawRepresentable, State.RawValue == String {
    /// A stack core's notices typed. The table by value, not a closure over the interaction: a
    /// closure would box a copy of it on every call (an allocation per event).
    init(_ core: StackNotices, _ states: CardStateTable<State>) {
        self.init()
        // `if let` rather than Optional.map: unspecialised generic code in an app pays a
        // metadata lookup for each map.
        if let s = core.willSettle { willSettle = states[s] }
        if let s = core.didSettle { didSettle = states[s] }
        if let c = core.stateChanged { stateChanged = CardStateChange(from: states[c.from], to: states[c.to]) }
    }
}
