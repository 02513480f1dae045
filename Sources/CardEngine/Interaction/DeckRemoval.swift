/// A card leaving the deck: its data index and the way it goes.
public struct DeckRemoval: Sendable, Hashable {
    public var card: Int
    public var direction: SwipeDirection

    public init(card: Int, direction: SwipeDirection) {
        self.card = card
        self.direction = direction
    }
}
