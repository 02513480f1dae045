/// A paging carousel whose card expands (the paging-carousel seed), for apps: the generated
/// `State` enum in, frames and notices out, no state indices (pages are the app's data: the
/// app passes `pageCount`). Feed it the host's events (`handle`), sample `frame(at:)` each
/// display frame, then call `advance(to:)` (docs/runtime.md, "Carousels").
public struct CarouselInteraction<State: RawRepresentable & CaseIterable & Hashable & Sendable>: CardInteraction
where State.RawValue == String {
    package private(set) var core: CarouselMotion
    /// `State` values and labels by engine index (collapsed, expanded); fixed at init.
    private let states: CardStateTable<State>

    /// The generated card's carousel of `pageCount` pages on `page`, starting in
    /// `Card.initialState` (states mapped by `Card.states`, collapsed then expanded; a lying card
    /// gets `CardStateTable`'s fallback). `contentLimit`: the largest offset the card's content
    /// scrolls to, when the app knows it.
    public init<Card: CarouselCard>(_ card: Card.Type, container: CardContainer, motion: MotionMode = .full, pageCount: Int,
                                    page: Int = 0, contentLimit: Double = .greatestFiniteMagnitude) where Card.State == State {
        let states = CardStateTable(states: Card.states, labels: Card.stateLabels, initial: Card.initialState,
                                    count: CarouselState.allCases.count)
        self.states = states
        core = CarouselMotion(configuration: Card.configuration, container: container, motion: motion,
                              initialState: states.index(of: Card.initialState) ?? 0, pageCount: pageCount, page: page,
                              contentLimit: contentLimit)
    }

    /// For a hand-written `State` enum: nil when its names are not the carousel's states
    /// (collapsed, expanded). `contentLimit`: the largest offset the card's content scrolls to,
    /// when the app knows it.
    public init?(configuration: CarouselConfiguration, container: CardContainer, motion: MotionMode = .full, initial: State,
                 pageCount: Int, page: Int = 0, contentLimit: Double = .greatestFiniteMagnitude) {
        guard State.allCases.count == CarouselState.allCases.count,
              let collapsed = State(rawValue: CarouselState.collapsed.rawValue),
              let expanded = State(rawValue: CarouselState.expanded.rawValue),
              let index = CarouselState(rawValue: initial.rawValue).map(CarouselBehavior.index(of:)) else { return nil }
        states = CardStateTable(states: [collapsed, expanded])
        core = CarouselMotion(configuration: configuration, container: container, motion: motion, initialState: index,
                              pageCount: pageCount, page: page, contentLimit: contentLimit)
    }

    public var state: State { states[core.state] }
    public var isDragging: Bool { core.isDragging }
    public var restTime: Double? { core.restTime }
    public var motionMode: MotionMode { core.motion }
    public var page: Int { core.page }
    public var pageCount: Int { core.pageCount }

    /// The content's scroll limit (e.g. after its size changed).
    public var contentLimit: Double {
        get { core.contentLimit }
        set { core.contentLimit = newValue.isNaN ? 0 : max(0, min(newValue, .greatestFiniteMagnitude)) }
    }

    @discardableResult
    public mutating func handle(_ event: InteractionEvent) -> Notices { Notices(core.handle(event), states) }

    @discardableResult
    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        guard let index = states.index(of: state) else { return Notices() }
        return Notices(core.move(to: index, animated: animated, time: time), states)
    }

    /// Pages to `page` (clamped to the pages), while collapsed.
    @discardableResult
    public mutating func show(page: Int, animated: Bool = true, time: Double) -> Notices {
        Notices(core.show(page: page, animated: animated, time: time), states)
    }

    public func frame(at time: Double) -> Frame { Frame(core: core.frame(at: time), state: states[core.state]) }

    @discardableResult
    public mutating func advance(to time: Double) -> Notices { Notices(core.advance(to: time), states) }

    @discardableResult
    public mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices { Notices(core.setMotion(mode, time: time), states) }

    /// `.card` anywhere in the container: the carousel takes a pan wherever it begins.
    public func hitTest(_ location: CardVector, time: Double) -> CardHitRegion { core.hitTest(location, time: time) }

    /// What the carousel shows at one instant; page frames on demand.
    public struct Frame: CardFrame {
        package let core: CarouselFrame
        public let state: State
        /// 0 collapsed, 1 expanded.
        public var progress: Double { core.progress }
        /// The current page's card.
        public var cardFrame: CardRect { core.cardFrame }
        /// The page `step` pages away from the current one (negative: to the left).
        public func neighbourFrame(_ step: Int) -> CardRect { core.neighbourFrame(step) }
        /// Any page's frame.
        public func pageFrame(_ index: Int) -> CardRect { core.pageFrame(index) }
        /// Set the card's content (table) view's offset to this.
        public var contentOffset: Double { core.contentOffset }
        /// Horizontal offset of the pages, points (page i rests at i × pageWidth).
        public var pageOffset: Double { core.pageOffset }
        public var pageWidth: Double { core.pageWidth }
        /// How many pages the carousel has (`pageFrame(_:)` answers for `0..<pageCount`).
        public var pageCount: Int { max(0, core.pageCount) }
        /// The page the carousel rests on or is heading to.
        public var page: Int { core.page }
        /// Vertical offset (0 collapsed, expandDistance expanded, the content beyond) and speeds.
        public var scrollOffset: Double { core.scrollOffset }
        public var scrollVelocity: Double { core.scrollVelocity }
        public var pageVelocity: Double { core.pageVelocity }
        public var isDragging: Bool { core.isDragging }
        public var isResting: Bool { core.isResting }
        /// The content's offset, always: the engine drives the content's scroll in every phase
        /// (a host that scrolls it itself reports `.contentOffset` while the card rests expanded).
        public var heldContentOffset: Double? { core.contentOffset }
        /// The card's corner radius, gone when full screen.
        public var cornerRadius: Double { core.layout.configuration.appearance.cornerRadius * (1 - min(max(core.progress, 0), 1)) }
    }

    /// What happened during one call: each at most once.
    public struct Notices: CardNoticeSet, Hashable {
        public var willSettle: State?
        public var didSettle: State?
        public var stateChanged: CardStateChange<State>?
        /// The page the carousel rests on or is heading to changed.
        public var pageChanged: CardStateChange<Int>?

        public init(willSettle: State? = nil, didSettle: State? = nil, stateChanged: CardStateChange<State>? = nil,
                    pageChanged: CardStateChange<Int>? = nil) {
            self.willSettle = willSettle
            self.didSettle = didSettle
            self.stateChanged = stateChanged
            self.pageChanged = pageChanged
        }

        public var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil && pageChanged == nil }

        // The table by value, not a closure over the interaction: a closure would box a copy of
        // it on every call (an allocation per event).
        init(_ core: CarouselNotices, _ states: CardStateTable<State>) {
            // `if let` rather than Optional.map: unspecialised generic code in an app pays a
            // metadata lookup for each map.
            if let s = core.willSettle { willSettle = states[s] }
            if let s = core.didSettle { didSettle = states[s] }
            if let c = core.stateChanged { stateChanged = CardStateChange(from: states[c.from], to: states[c.to]) }
            if let c = core.pageChanged { pageChanged = CardStateChange(from: c.from, to: c.to) }
        }
    }

    // MARK: Accessibility (docs/runtime.md, "Accessibility")

    /// The state's label, for VoiceOver's value.
    public var accessibilityValue: CardText { states.label(core.state) }

    /// The states one gesture reaches from here (the checker's edges), and the neighbouring
    /// pages while collapsed: not a hot path.
    public var accessibilityActions: [CardAccessibilityAction<State>] {
        var actions: [CardAccessibilityAction<State>] = []
        core.behavior.moves(from: core.state) { to, _ in
            actions.append(CardAccessibilityAction(name: states.label(to), move: .state(states[to])))
        }
        if core.state == 0 {
            if core.page + 1 < core.pageCount { actions.append(CardAccessibilityAction(name: CardEngineText.nextPage, move: .nextPage)) }
            if core.page > 0 { actions.append(CardAccessibilityAction(name: CardEngineText.previousPage, move: .previousPage)) }
        }
        return actions
    }

    /// Moves to the action's state or pages; undo is no carousel's, and does nothing.
    @discardableResult
    public mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices {
        switch action.move {
        case .state(let target): return move(to: target, animated: true, time: time)
        case .nextPage: return show(page: core.page + 1, time: time)
        case .previousPage: return show(page: core.page - 1, time: time)
        case .undo: return Notices()
        }
    }

    /// Adjustable, as a page control: increment shows the next page, decrement the previous.
    @discardableResult
    public mutating func accessibilityIncrement(time: Double) -> Notices { show(page: core.page + 1, time: time) }
    @discardableResult
    public mutating func accessibilityDecrement(time: Double) -> Notices { show(page: core.page - 1, time: time) }

    /// Collapsed, when expanded and a gesture collapses it; else nil.
    public var escapeState: State? {
        guard core.state == 1 else { return nil }
        var reachable = false
        core.behavior.moves(from: core.state) { to, _ in if to == 0 { reachable = true } }
        return reachable ? states[0] : nil
    }
}
