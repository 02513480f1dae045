/// A sheet an app runs with its generated `State` enum: events in, frames and notices out, no
/// integer index anywhere (docs/runtime.md, "Sheets"). The host feeds it its pan recognizer's and
/// scroll view's reports and calls `frame(at:)` and `advance(to:)` each display frame.
public struct SheetInteraction<State: RawRepresentable & CaseIterable & Sendable>: Sendable where State.RawValue == String {
    private var motion: SheetMotion
    /// The State of each segment, by index: read once, so a frame converts without comparing strings.
    private let states: [State]

    /// Nil when `State`'s names are not exactly the configuration's segment names.
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
        self.states = states
        self.motion = SheetMotion(configuration: configuration, container: container, motion: motion, initialState: initialIndex)
    }

    /// What to show at one instant.
    public struct Frame: Sendable {
        /// Visible height of the card, up from the container's bottom (the keyboard's top).
        public var height: Double
        /// y of the card's top edge in the container.
        public var cardTop: Double
        public var cardFrame: CardRect
        /// Points per second, up positive.
        public var velocity: Double
        public var dimAlpha: Double
        public var cornerRadius: Double
        /// The offset to hold the inner scroll view at while `contentScrolls` is false.
        public var contentOffset: Double
        public var contentScrolls: Bool
        /// The state the card is in or heading to (during a drag, the one it left).
        public var state: State
        public var isDragging: Bool
        public var isResting: Bool
    }

    /// What happened during one call: each at most once.
    public struct Notices: Sendable {
        public var willSettle: State?
        public var didSettle: State?
        public var stateChanged: StateChange?

        public init(willSettle: State? = nil, didSettle: State? = nil, stateChanged: StateChange? = nil) {
            self.willSettle = willSettle
            self.didSettle = didSettle
            self.stateChanged = stateChanged
        }

        public var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil }
    }

    public struct StateChange: Sendable {
        public var from: State
        public var to: State

        public init(from: State, to: State) {
            self.from = from
            self.to = to
        }
    }

    /// One VoiceOver custom action: move to `state`, named by it.
    public struct AccessibilityAction: Sendable {
        public var name: String
        public var state: State
    }

    public mutating func handle(_ event: InteractionEvent) -> Notices {
        notices(motion.handle(event))
    }

    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        guard let index = motion.configuration.segmentIndex(named: state.rawValue) else { return Notices() }
        return notices(motion.move(to: index, animated: animated, time: time))
    }

    public func frame(at time: Double) -> Frame {
        let f = motion.frame(at: time)
        return Frame(height: f.height, cardTop: f.cardTop, cardFrame: f.cardFrame, velocity: f.velocity, dimAlpha: f.dimAlpha,
                     cornerRadius: f.cornerRadius, contentOffset: f.contentOffset, contentScrolls: f.contentScrolls,
                     state: states[f.state], isDragging: f.isDragging, isResting: f.isResting)
    }

    public mutating func advance(to time: Double) -> Notices {
        notices(motion.advance(to: time))
    }

    /// The state the card is in or heading to.
    public var state: State { states[motion.state] }

    // MARK: Accessibility

    /// The state's name, for VoiceOver's value.
    public var accessibilityValue: String { state.rawValue }

    /// A move to each state one gesture reaches from here (not a hot path: allocates).
    public var accessibilityActions: [AccessibilityAction] {
        motion.accessibilityTargets().map { AccessibilityAction(name: states[$0].rawValue, state: states[$0]) }
    }

    public mutating func perform(_ action: AccessibilityAction, time: Double) -> Notices {
        move(to: action.state, time: time)
    }

    /// Whether adjustable increment (decrement) does anything: the neighbour up (down) is one
    /// gesture away.
    public var canIncrement: Bool { motion.accessibilityStep(upward: true) != nil }
    public var canDecrement: Bool { motion.accessibilityStep(upward: false) != nil }

    public mutating func accessibilityIncrement(time: Double) -> Notices { step(upward: true, time: time) }
    public mutating func accessibilityDecrement(time: Double) -> Notices { step(upward: false, time: time) }

    private mutating func step(upward: Bool, time: Double) -> Notices {
        guard let next = motion.accessibilityStep(upward: upward) else { return Notices() }
        return notices(motion.move(to: next, animated: true, time: time))
    }

    private func notices(_ n: SheetNotices) -> Notices {
        Notices(willSettle: n.willSettle.map { states[$0] }, didSettle: n.didSettle.map { states[$0] },
                stateChanged: n.stateChanged.map { StateChange(from: states[$0.from], to: states[$0.to]) })
    }
}

extension SheetInteraction.Frame: Equatable where State: Equatable {}
extension SheetInteraction.Notices: Equatable where State: Equatable {}
extension SheetInteraction.StateChange: Equatable where State: Equatable {}
extension SheetInteraction.AccessibilityAction: Equatable where State: Equatable {}
