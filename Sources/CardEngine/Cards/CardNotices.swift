/// What happened to a sheet or a stack during one call (`handle`, `move`, `advance`, ...): each
/// at most once, no arrays, nothing allocated. A deck and a carousel report more (removals,
/// pages) and have notices of their own with these same names.
public struct CardNotices<State: Hashable & Sendable>: CardNoticeSet, Hashable {
    public var willSettle: State?
    public var didSettle: State?
    public var stateChanged: CardStateChange<State>?

    public init(willSettle: State? = nil, didSettle: State? = nil, stateChanged: CardStateChange<State>? = nil) {
        self.willSettle = willSettle
        self.didSettle = didSettle
        self.stateChanged = stateChanged
    }

    public var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil }
}
