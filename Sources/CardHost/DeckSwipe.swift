public import CardEngine

/// What a deck tells an app about its cards, read from one call's notices (CardSwiftUI's
/// `.cardDeck(onSwipe:)` is fed from `CardHost.onNotices` through `DeckSwipe.of`): a card swiped
/// away, the moment it is decided (by a finger's release, a move or a VoiceOver action; it then
/// leaves on its own), and a card brought back by undo.
public enum DeckSwipe: Sendable, Hashable {
    /// Data card `card` was committed `direction` and starts to leave.
    case swiped(card: Int, direction: SwipeDirection)
    /// Data card `card` came back on top by undo.
    case undone(card: Int)

    /// The swipes in `notices`, in the order they happened (a call reports at most one of each).
    public static func of<State>(_ notices: DeckInteraction<State>.Notices) -> [DeckSwipe] {
        var swipes: [DeckSwipe] = []
        if let card = notices.undone { swipes.append(.undone(card: card)) }
        if let removal = notices.willRemove { swipes.append(.swiped(card: removal.card, direction: removal.direction)) }
        return swipes
    }
}
