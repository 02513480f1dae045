public import CardEngine

extension CardHost {
    /// The app's card count now, as a declarative adapter reads it on every update (SwiftUI's
    /// `.cardDeck(cardCount:)`): a count larger than the deck's appends the difference
    /// (`appendCards`: a feed that loaded more); an equal or smaller one changes nothing, since a
    /// deck never drops cards (its data indices stay those the app gave; to start over with fewer,
    /// the app makes a new deck). Returns how many cards were appended.
    @discardableResult
    public func followCardCount<DeckState>(_ count: Int) -> Int where Interaction == DeckInteraction<DeckState> {
        let missing = count - interaction.cardCount
        guard missing > 0 else { return 0 }
        appendCards(missing)
        return missing
    }
}
