/// What happened in a deck during one call (an event, a move, an undo, an append, or `advance(to:)`): each
/// field is set when that thing happened, so reading them allocates nothing. `State` is `Int`
/// (center = 0, then the enabled directions in declared order) for the index-based
/// `DeckMotion` (`DeckInteraction.Notices` gives them typed).
package struct DeckNotices<State: Sendable>: Sendable {
    /// A card was committed and starts to leave.
    package var willRemove: DeckRemoval?
    /// A card finished leaving (the exit's duration has passed) and is no longer shown.
    package var didRemove: DeckRemoval?
    /// This card (a data index) came back on top by `undo`.
    package var undone: Int?
    /// A release (or move, or undo) decided where the deck goes: the outcome.
    package var willSettle: State?
    /// Everything that release started has come to rest.
    package var didSettle: State?
    /// The deck's state (the last outcome) changed.
    package var stateChanged: CardStateChange<State>?
    /// Cards were appended: their data indices.
    package var appended: Range<Int>?

    package init() {}

    package var isEmpty: Bool {
        willRemove == nil && didRemove == nil && undone == nil && willSettle == nil && didSettle == nil && stateChanged == nil
            && appended == nil
    }

    /// The same notices with states converted (the typed wrapper's Int → State).
    package func map<Other: Sendable>(_ transform: (State) -> Other) -> DeckNotices<Other> {
        var out = DeckNotices<Other>()
        out.willRemove = willRemove
        out.didRemove = didRemove
        out.undone = undone
        out.willSettle = willSettle.map(transform)
        out.didSettle = didSettle.map(transform)
        out.stateChanged = stateChanged.map { CardStateChange(from: transform($0.from), to: transform($0.to)) }
        out.appended = appended
        return out
    }

    /// Folds `other`, which happened after `self`, into one set of notices (the later wins a field
    /// both set; a state change keeps the first `from` and the last `to`).
    mutating func merge(_ other: DeckNotices<State>) {
        if let v = other.willRemove { willRemove = v }
        if let v = other.didRemove { didRemove = v }
        if let v = other.undone { undone = v }
        if let v = other.willSettle { willSettle = v }
        if let v = other.didSettle { didSettle = v }
        if let change = other.stateChanged {
            stateChanged = CardStateChange(from: stateChanged?.from ?? change.from, to: change.to)
        }
        // Appends follow one another: one range from the lowest index to the highest.
        if let range = other.appended {
            appended = appended.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) } ?? range
        }
    }
}
