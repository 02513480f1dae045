/// What happened to a sheet during one call of `SheetMotion` (an event, a programmatic move, an
/// `advance`): each field is set at most once per call, so the value holds no array and
/// allocates nothing. States are segment indices (`SheetInteraction` gives them typed).
package struct SheetNotices: Sendable, Hashable {
    /// A spring started toward this state (a release, a tap, a programmatic move, a cancel).
    package var willSettle: Int?
    /// The card came to rest in this state (reported by `advance(to:)` or the next event once
    /// the spring's rest time has passed).
    package var didSettle: Int?
    /// The state the card is in or heading to changed.
    package var stateChanged: Change?

    package struct Change: Sendable, Hashable {
        package var from: Int
        package var to: Int

        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    package init(willSettle: Int? = nil, didSettle: Int? = nil, stateChanged: Change? = nil) {
        self.willSettle = willSettle
        self.didSettle = didSettle
        self.stateChanged = stateChanged
    }

    /// Nothing happened.
    package var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil }
}
