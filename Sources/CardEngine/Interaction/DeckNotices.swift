/// What happened in a deck during one call (an event, a move, an undo, or `advance(to:)`): each
/// field is set when that thing happened, so reading them allocates nothing. `State` is `Int`
/// (center = 0, then the enabled directions in declared order) for the index-based
/// `DeckMotion`, and the generated `State` enum for `DeckInteraction`.
public struct DeckNotices<State: Sendable>: Sendable {
    /// A card was committed and starts to leave.
    public var willRemove: DeckRemoval?
    /// A card finished leaving (the exit's duration has passed) and is no longer shown.
    public var didRemove: DeckRemoval?
    /// This card (a data index) came back on top by `undo`.
    public var undone: Int?
    /// A release (or move, or undo) decided where the deck goes: the outcome.
    public var willSettle: State?
    /// Everything that release started has come to rest.
    public var didSettle: State?
    /// The deck's state (the last outcome) changed.
    public var stateChanged: (from: State, to: State)?

    public init() {}

    public var isEmpty: Bool {
        willRemove == nil && didRemove == nil && undone == nil && willSettle == nil && didSettle == nil && stateChanged == nil
    }

    /// The same notices with states converted (the typed wrapper's Int → State).
    public func map<Other: Sendable>(_ transform: (State) -> Other) -> DeckNotices<Other> {
        var out = DeckNotices<Other>()
        out.willRemove = willRemove
        out.didRemove = didRemove
        out.undone = undone
        out.willSettle = willSettle.map(transform)
        out.didSettle = didSettle.map(transform)
        out.stateChanged = stateChanged.map { (transform($0.from), transform($0.to)) }
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
            stateChanged = (stateChanged?.from ?? change.from, change.to)
        }
    }
}
