/// What happened to a stack during one call (`handle`, `move`, `advance`): optionals, no arrays,
/// so reporting allocates nothing. States are indices in `StackState.allCases` order.
package struct StackNotices: Sendable, Hashable {
    /// A release or a move chose where the stack settles: the spring toward it has started.
    package var willSettle: Int?
    /// The stack came to rest in this state.
    package var didSettle: Int?
    /// The state the stack rests in or is heading to changed (reported with `willSettle`).
    package var stateChanged: Change?

    package struct Change: Sendable, Hashable {
        package var from: Int
        package var to: Int
    }

    package init(willSettle: Int? = nil, didSettle: Int? = nil, stateChanged: Change? = nil) {
        self.willSettle = willSettle
        self.didSettle = didSettle
        self.stateChanged = stateChanged
    }

    package var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil }

    /// Both calls' notices, the later's winning where both say something.
    package func merged(with later: StackNotices) -> StackNotices {
        StackNotices(willSettle: later.willSettle ?? willSettle, didSettle: later.didSettle ?? didSettle,
                     stateChanged: later.stateChanged ?? stateChanged)
    }
}
