/// What happened to a carousel during one call (`handle`, `move`, `page`, `advance`): optionals,
/// no arrays. States are indices in `CarouselState.allCases` order; pages are the app's pages.
package struct CarouselNotices: Sendable, Hashable {
    /// A release or a move chose where the card settles (its state): the motion has started.
    package var willSettle: Int?
    /// The card came to rest on both axes, in this state.
    package var didSettle: Int?
    package var stateChanged: Change?
    /// The page the carousel rests on or is heading to changed.
    package var pageChanged: Change?

    package struct Change: Sendable, Hashable {
        package var from: Int
        package var to: Int
    }

    package init(willSettle: Int? = nil, didSettle: Int? = nil, stateChanged: Change? = nil, pageChanged: Change? = nil) {
        self.willSettle = willSettle
        self.didSettle = didSettle
        self.stateChanged = stateChanged
        self.pageChanged = pageChanged
    }

    package var isEmpty: Bool { willSettle == nil && didSettle == nil && stateChanged == nil && pageChanged == nil }

    /// Both calls' notices, the later's winning where both say something.
    package func merged(with later: CarouselNotices) -> CarouselNotices {
        CarouselNotices(willSettle: later.willSettle ?? willSettle, didSettle: later.didSettle ?? didSettle,
                        stateChanged: later.stateChanged ?? stateChanged, pageChanged: later.pageChanged ?? pageChanged)
    }
}
