/// A VoiceOver custom action a deck offers (docs/runtime.md, "Accessibility"): swipe the top
/// card toward a state a gesture can reach, or undo. `name` is what VoiceOver reads.
public struct DeckAccessibilityAction<State: Sendable>: Sendable {
    public enum Kind: Sendable {
        /// Commit the top card; the deck's state becomes `State`.
        case swipe(SwipeDirection, State)
        case undo
    }

    public let name: String
    public let kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The same action with its state converted (the typed wrapper's Int → State).
    public func map<Other: Sendable>(_ transform: (State) -> Other) -> DeckAccessibilityAction<Other> {
        switch kind {
        case let .swipe(direction, state): return DeckAccessibilityAction<Other>(name: name, kind: .swipe(direction, transform(state)))
        case .undo: return DeckAccessibilityAction<Other>(name: name, kind: .undo)
        }
    }
}
