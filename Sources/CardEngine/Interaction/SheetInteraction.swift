/// A sheet an app runs with its generated `State` enum: events in, frames and notices out, no
/// integer index anywhere (docs/runtime.md, "Sheets"). The host feeds it its pan recognizer's and
/// scroll view's reports and calls `frame(at:)` and `advance(to:)` each display frame.
public struct SheetInteraction<State: RawRepresentable & CaseIterable & Hashable & Sendable>: CardInteraction
where State.RawValue == String {
    private var motion: SheetMotion
    /// The State of each segment, by index, and its label: read once, so a frame converts
    /// without comparing strings.
    private let states: CardStateTable<State>

    /// The generated card's sheet, starting in `Card.initialState`. Cannot fail: the generator
    /// writes `Card.states` as the segments in order (a hand-written card that lies gets
    /// `CardStateTable`'s defined fallback, docs/runtime.md, "Sheets").
    public init<Card: SheetCard>(_ card: Card.Type, container: CardContainer, motion: MotionMode = .full) where Card.State == State {
        let configuration = Card.configuration
        let states = CardStateTable(states: Card.states, labels: Card.stateLabels, initial: Card.initialState,
                                    count: configuration.segments.count)
        self.states = states
        self.motion = SheetMotion(configuration: configuration, container: container, motion: motion,
                                  initialState: states.index(of: Card.initialState) ?? 0)
    }

    /// For a hand-written `State` enum: nil when its names are not exactly the configuration's
    /// segment names.
    public init?(configuration: SheetConfiguration, container: CardContainer, motion: MotionMode = .full, initial: State) {
        let segments = configuration.segments
        guard !segments.isEmpty, State.allCases.count == segments.count else { return nil }
        var states: [State] = []
        states.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            // Each name once: with the counts equal, every case then has its segment.
            guard let state = State(rawValue: segment.name),
                  !segments[..<index].contains(where: { $0.name == segment.name }) else { return nil }
            states.append(state)
        }
        guard let initialIndex = configuration.segmentIndex(named: initial.rawValue) else { return nil }
        self.states = CardStateTable(states: states)
        self.motion = SheetMotion(configuration: configuration, container: container, motion: motion, initialState: initialIndex)
    }

    /// What to show at one instant.
    public struct Frame: CardFrame, Hashable {
        /// Visible height of the card, up from the container's bottom (the keyboard's top).
        public var height: Double
        /// y of the card's top edge in the container.
        public var cardTop: Double
        /// Inside the leading and trailing safe areas, less the spec's side insets.
        public var cardFrame: CardRect
        /// Points per second, up positive.
        public var velocity: Double
        public var dimAlpha: Double
        public var cornerRadius: Double
        /// How much of the header band the card shows, from `cardTop` down: the spec's header
        /// height, no more than `height` (where `hitTest` answers `.header`).
        public var headerHeight: Double
        /// The offset to hold the inner scroll view at while `contentScrolls` is false.
        public var contentOffset: Double
        public var contentScrolls: Bool
        /// The state the card is in or heading to (during a drag, the one it left).
        public var state: State
        public var isDragging: Bool
        public var isResting: Bool

        /// `contentOffset` while the content may not scroll, else nil.
        public var heldContentOffset: Double? { contentScrolls ? nil : contentOffset }
    }

    /// What happened during one call: each at most once.
    public typealias Notices = CardNotices<State>

    @discardableResult
    public mutating func handle(_ event: InteractionEvent) -> Notices {
        notices(motion.handle(event))
    }

    @discardableResult
    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        guard let index = states.index(of: state) else { return Notices() }
        return notices(motion.move(to: index, animated: animated, time: time))
    }

    public func frame(at time: Double) -> Frame {
        let f = motion.frame(at: time)
        return Frame(height: f.height, cardTop: f.cardTop, cardFrame: f.cardFrame, velocity: f.velocity, dimAlpha: f.dimAlpha,
                     cornerRadius: f.cornerRadius, headerHeight: f.headerHeight, contentOffset: f.contentOffset, contentScrolls: f.contentScrolls,
                     state: states[f.state], isDragging: f.isDragging, isResting: f.isResting)
    }

    @discardableResult
    public mutating func advance(to time: Double) -> Notices {
        notices(motion.advance(to: time))
    }

    /// The state the card is in or heading to.
    public var state: State { states[motion.state] }
    public var isDragging: Bool { motion.isDragging }
    public var restTime: Double? { motion.restTime }
    public var motionMode: MotionMode { motion.motion }

    @discardableResult
    public mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices {
        notices(motion.setMotion(mode, time: time))
    }

    public func hitTest(_ location: CardVector, time: Double) -> CardHitRegion {
        motion.hitTest(location, time: time)
    }

    // MARK: Accessibility

    /// The state's label, for VoiceOver's value.
    public var accessibilityValue: CardText { states.label(motion.state) }

    /// A move to each state one gesture reaches from here (not a hot path: allocates).
    public var accessibilityActions: [CardAccessibilityAction<State>] {
        motion.accessibilityTargets().map { CardAccessibilityAction(name: states.label($0), move: .state(states[$0])) }
    }

    /// Moves to the action's state; the other moves are no sheet's, and do nothing.
    @discardableResult
    public mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices {
        guard case .state(let target) = action.move else { return Notices() }
        return move(to: target, time: time)
    }

    /// Whether adjustable increment (decrement) does anything: the neighbour up (down) is one
    /// gesture away.
    public var canIncrement: Bool { motion.accessibilityStep(upward: true) != nil }
    public var canDecrement: Bool { motion.accessibilityStep(upward: false) != nil }

    @discardableResult
    public mutating func accessibilityIncrement(time: Double) -> Notices { step(upward: true, time: time) }
    @discardableResult
    public mutating func accessibilityDecrement(time: Double) -> Notices { step(upward: false, time: time) }

    /// The neighbour below when one gesture reaches it (what decrement does), else nil.
    public var escapeState: State? { motion.accessibilityStep(upward: false).map { states[$0] } }

    private mutating func step(upward: Bool, time: Double) -> Notices {
        guard let next = motion.accessibilityStep(upward: upward) else { return Notices() }
        return notices(motion.move(to: next, animated: true, time: time))
    }

    private func notices(_ n: SheetNotices) -> Notices {
        var out = Notices()
        // `if let` rather than Optional.map: unspecialised generic code pays a metadata lookup per map.
        if let s = n.willSettle { out.willSettle = states[s] }
        if let s = n.didSettle { out.didSettle = states[s] }
        if let c = n.stateChanged { out.stateChanged = CardStateChange(from: states[c.from], to: states[c.to]) }
        return out
    }
}
