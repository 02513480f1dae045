/// A paging carousel whose card expands (the paging-carousel seed), for apps: the generated
/// `State` enum in, frames and notices out, no state indices (pages are the app's data: the
/// app passes `pageCount`). Feed it the host's events (`handle`), sample `frame(at:)` each
/// display frame, then call `advance(to:)` (docs/runtime.md, "Carousels").
public struct CarouselInteraction<State: RawRepresentable & CaseIterable & Sendable>: Sendable where State.RawValue == String {
    package private(set) var core: CarouselMotion
    private let collapsed: State
    private let expanded: State

    /// Nil when `State`'s names are not the carousel's states (collapsed, expanded).
    /// `contentLimit`: the largest offset the card's content scrolls to, when the app knows it.
    public init?(configuration: CarouselConfiguration, container: CardContainer, motion: MotionMode = .full, initial: State,
                 pageCount: Int, page: Int = 0, contentLimit: Double = .greatestFiniteMagnitude) {
        guard State.allCases.count == CarouselState.allCases.count,
              let collapsed = State(rawValue: CarouselState.collapsed.rawValue),
              let expanded = State(rawValue: CarouselState.expanded.rawValue),
              let index = CarouselState(rawValue: initial.rawValue).map(CarouselBehavior.index(of:)) else { return nil }
        self.collapsed = collapsed
        self.expanded = expanded
        core = CarouselMotion(configuration: configuration, container: container, motion: motion, initialState: index,
                              pageCount: pageCount, page: page, contentLimit: contentLimit)
    }

    private func state(_ index: Int) -> State { index == 0 ? collapsed : expanded }
    private func index(_ state: State) -> Int { state.rawValue == CarouselState.collapsed.rawValue ? 0 : 1 }

    public var state: State { state(core.state) }
    public var page: Int { core.page }
    public var pageCount: Int { core.pageCount }

    /// The content's scroll limit (e.g. after its size changed).
    public var contentLimit: Double {
        get { core.contentLimit }
        set { core.contentLimit = newValue.isNaN ? 0 : max(0, min(newValue, .greatestFiniteMagnitude)) }
    }

    public mutating func handle(_ event: InteractionEvent) -> Notices { Notices(core.handle(event), collapsed, expanded) }

    public mutating func move(to state: State, animated: Bool = true, time: Double) -> Notices {
        Notices(core.move(to: index(state), animated: animated, time: time), collapsed, expanded)
    }

    /// Pages to `page` (clamped to the pages), while collapsed.
    public mutating func show(page: Int, animated: Bool = true, time: Double) -> Notices {
        Notices(core.show(page: page, animated: animated, time: time), collapsed, expanded)
    }

    public func frame(at time: Double) -> Frame { Frame(core: core.frame(at: time), state: state(core.state)) }

    public mutating func advance(to time: Double) -> Notices { Notices(core.advance(to: time), collapsed, expanded) }

    /// What the carousel shows at one instant; page frames on demand.
    public struct Frame: Sendable {
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
        /// The page the carousel rests on or is heading to.
        public var page: Int { core.page }
        /// Vertical offset (0 collapsed, expandDistance expanded, the content beyond) and speeds.
        public var scrollOffset: Double { core.scrollOffset }
        public var scrollVelocity: Double { core.scrollVelocity }
        public var pageVelocity: Double { core.pageVelocity }
        public var isDragging: Bool { core.isDragging }
        public var isResting: Bool { core.isResting }
        /// The card's corner radius, gone when full screen.
        public var cornerRadius: Double { core.layout.configuration.appearance.cornerRadius * (1 - min(max(core.progress, 0), 1)) }
    }

    public struct Notices: Sendable {
        public var willSettle: State?
        public var didSettle: State?
        public var stateChanged: (from: State, to: State)?
        public var pageChanged: (from: Int, to: Int)?

        // The two states by value, not a closure over the interaction: a closure would box a
        // copy of it on every call (an allocation per event).
        init(_ core: CarouselNotices, _ collapsed: State, _ expanded: State) {
            func state(_ index: Int) -> State { index == 0 ? collapsed : expanded }
            // `if let` rather than Optional.map: unspecialised generic code in an app pays a
            // metadata lookup for each map.
            if let s = core.willSettle { willSettle = state(s) }
            if let s = core.didSettle { didSettle = state(s) }
            if let c = core.stateChanged { stateChanged = (state(c.from), state(c.to)) }
            if let c = core.pageChanged { pageChanged = (c.from, c.to) }
        }
    }

    // MARK: Accessibility (docs/runtime.md, "Accessibility")

    /// The state's name and the page, for VoiceOver's value.
    public var accessibilityValue: String { state.rawValue }

    public struct AccessibilityAction: Sendable {
        public enum Move: Sendable {
            case state(State)
            case nextPage
            case previousPage
        }
        public let name: String
        public let move: Move
    }

    /// The states one gesture reaches from here (the checker's edges), and the neighbouring
    /// pages while collapsed: not a hot path.
    public var accessibilityActions: [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        core.behavior.moves(from: core.state) { to, _ in
            let target = state(to)
            actions.append(AccessibilityAction(name: target.rawValue, move: .state(target)))
        }
        if core.state == 0 {
            if core.page + 1 < core.pageCount { actions.append(AccessibilityAction(name: "next page", move: .nextPage)) }
            if core.page > 0 { actions.append(AccessibilityAction(name: "previous page", move: .previousPage)) }
        }
        return actions
    }

    public mutating func perform(_ action: AccessibilityAction, time: Double) -> Notices {
        switch action.move {
        case .state(let target): return move(to: target, animated: true, time: time)
        case .nextPage: return show(page: core.page + 1, time: time)
        case .previousPage: return show(page: core.page - 1, time: time)
        }
    }

    /// Adjustable, as a page control: increment shows the next page, decrement the previous.
    public mutating func accessibilityIncrement(time: Double) -> Notices { show(page: core.page + 1, time: time) }
    public mutating func accessibilityDecrement(time: Double) -> Notices { show(page: core.page - 1, time: time) }
}
