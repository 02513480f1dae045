/// A stack of cards that a finger resizes (CardsStack), for apps: the generated `State` enum in,
/// frames and notices out, no indices. Feed it the host's events (`handle`), sample `frame(at:)`
/// each display frame, then call `advance(to:)` (docs/runtime.md, "Stacks").
public struct StackInteraction<State: RawRepresentable & CaseIterable & Sendable>: Sendable where State.RawValue == String {
    package private(set) var core: StackMotion
    /// `State` values by engine index (collapsed, expanded); fixed at init.
    private let collapsed: State
    private let expanded: State

    /// Nil when `State`'s names are not the stack's states (collapsed, expanded).
    public init?(configuration: StackConfiguration, container: CardContainer, motion: MotionMode = .full, initial: State) {
        guard State.allCases.count == StackState.allCases.count,
              let collapsed = State(rawValue: StackState.collapsed.rawValue),
              let expanded = State(rawValue: StackState.expanded.rawValue),
              let index = StackState(rawValue: initial.rawValue).map(StackBehavior.index(of:)) else { return nil }
        self.collapsed = collapsed
        self.expanded = expanded
        core = StackMotion(configuration: configuration, container: container, motion: motion, initialState: index)
    }

    private func state(_ index: Int) -> State { index == 0 ? collapsed : expanded }
    private func index(_ state: State) -> Int { state.rawValue == StackState.collapsed.rawValue ? 0 : 1 }

    /// The state the stack rests in, or is heading to once released.
    public var state: State { state(core.state) }

    public mutating func handle(_ event: InteractionEvent) -> Notices { Notices(core.handle(event), collapsed, expanded) }

    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        Notices(core.move(to: index(state), animated: animated, time: time), collapsed, expanded)
    }

    public func frame(at time: Double) -> Frame { Frame(core: core.frame(at: time), state: state(core.state)) }

    public mutating func advance(to time: Double) -> Notices { Notices(core.advance(to: time), collapsed, expanded) }

    /// What the stack shows at one instant; card frames by index, on demand.
    public struct Frame: Sendable, Hashable {
        package let core: StackFrame
        public let state: State
        /// The stack's height in points.
        public var height: Double { core.height }
        /// Points per second, positive when the stack grows.
        public var velocity: Double { core.velocity }
        public var isDragging: Bool { core.isDragging }
        public var isResting: Bool { core.isResting }
        /// Card `index`'s frame in the stack's coordinates (index: the card's place in the stack).
        public func cardFrame(_ index: Int) -> CardRect { core.cardFrame(index) }
        public var cornerRadius: Double { core.layout.configuration.appearance.cornerRadius }

        public static func == (a: Frame, b: Frame) -> Bool { a.core == b.core && a.state.rawValue == b.state.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(core) }
    }

    /// What happened during one call.
    public struct Notices: Sendable {
        public var willSettle: State?
        public var didSettle: State?
        public var stateChanged: (from: State, to: State)?

        // The two states by value, not a closure over the interaction: a closure would box a
        // copy of it on every call (an allocation per event).
        init(_ core: StackNotices, _ collapsed: State, _ expanded: State) {
            func state(_ index: Int) -> State { index == 0 ? collapsed : expanded }
            // `if let` rather than Optional.map: unspecialised generic code in an app pays a
            // metadata lookup for each map.
            if let s = core.willSettle { willSettle = state(s) }
            if let s = core.didSettle { didSettle = state(s) }
            if let c = core.stateChanged { stateChanged = (state(c.from), state(c.to)) }
        }
    }

    // MARK: Accessibility (docs/runtime.md, "Accessibility")

    /// The state's name, for VoiceOver's value.
    public var accessibilityValue: String { state.rawValue }

    /// A custom action: its name (the state it moves to) and the move.
    public struct AccessibilityAction: Sendable {
        public let name: String
        public let target: State
    }

    /// The states one gesture reaches from here (the checker's edges): not a hot path.
    public var accessibilityActions: [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        core.behavior.moves(from: core.state) { to, _ in
            let target = state(to)
            actions.append(AccessibilityAction(name: target.rawValue, target: target))
        }
        return actions
    }

    public mutating func perform(_ action: AccessibilityAction, time: Double) -> Notices {
        move(to: action.target, animated: true, time: time)
    }

    /// Adjustable: increment expands, decrement collapses, when a gesture could.
    public mutating func accessibilityIncrement(time: Double) -> Notices { step(to: 1, time: time) }
    public mutating func accessibilityDecrement(time: Double) -> Notices { step(to: 0, time: time) }

    private mutating func step(to target: Int, time: Double) -> Notices {
        var reachable = false
        core.behavior.moves(from: core.state) { to, _ in if to == target { reachable = true } }
        guard reachable else { return Notices(StackNotices(), collapsed, expanded) }
        return Notices(core.move(to: target, animated: true, time: time), collapsed, expanded)
    }
}
