/// What a carousel's card does when a scroll is released part-way: it settles expanded when the
/// scroll offset, clamped to `0...expandDistance`, is more than the expand threshold (`%` of
/// `expandDistance`), and collapsed otherwise. The comparison is strict.
public struct CarouselBehavior: Sendable {
    public let configuration: CarouselConfiguration

    public init(configuration: CarouselConfiguration) {
        self.configuration = configuration
    }

    public var threshold: Double {
        configuration.expandThreshold.resolved(against: configuration.expandDistance)
    }

    public func settle(releaseOffset offset: Double) -> CarouselState {
        let clamped = min(max(offset, 0), configuration.expandDistance)
        return clamped > threshold ? .expanded : .collapsed
    }
}

extension CarouselBehavior {
    /// The state `index` names (`CarouselState.allCases` order: 0 collapsed, 1 expanded), or nil.
    public static func state(at index: Int) -> CarouselState? {
        switch index {
        case 0: return .collapsed
        case 1: return .expanded
        default: return nil
        }
    }

    public static func index(of state: CarouselState) -> Int {
        state == .collapsed ? 0 : 1
    }

    /// Every state one vertical drag takes the card to from `state` (other than `state`): the
    /// release depends only on the clamped offset, monotonically, so the two ends of the offset
    /// range decide. Paging does not change the state. The checker's reachability and the
    /// runtime's accessibility actions both ask this.
    public func moves(from state: Int, _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        guard Self.state(at: state) != nil else { return }
        let low = Self.index(of: settle(releaseOffset: 0))
        let high = Self.index(of: settle(releaseOffset: configuration.expandDistance))
        if low != state { emit(low, .drag) }
        if high != state && high != low { emit(high, .drag) }
    }

    /// The paging rule (docs/runtime.md, "Carousels"): a horizontal release at page offset
    /// `offset` (points, page `i` at `i * pageWidth`) moving at `velocity` (points per second
    /// in the offset's direction) is projected as a scroll view decelerates
    /// (`SheetBehavior.projectionFactor`), rounded to the nearest page, and kept within one
    /// page of `startPage` and within `0..<pageCount`: at most one page per gesture, as
    /// UIScrollView's paging does.
    public static func page(releaseOffset offset: Double, velocity: Double, startPage: Int,
                            pageCount: Int, pageWidth: Double) -> Int {
        let last = max(0, pageCount - 1)
        let start = min(max(startPage, 0), last)
        guard pageWidth > 0, pageWidth.isFinite, offset.isFinite else { return start }
        let v = velocity.isFinite ? velocity : 0
        let projected = (offset + v * SheetBehavior.projectionFactor) / pageWidth
        let nearest = projected.rounded()
        let step = nearest > Double(start) ? 1 : nearest < Double(start) ? -1 : 0
        return min(max(start + step, 0), last)
    }
}
