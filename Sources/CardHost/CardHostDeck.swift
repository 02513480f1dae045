public import CardEngine

extension CardHost {
    /// Adds `count` cards after a deck's last one, at any time (a feed): the engine's
    /// `DeckInteraction.appendCards`, run like every call, so the observers hear its notices
    /// (`appended`, and whatever came due by now) and a call from inside a callback is queued.
    /// When the cards shown change, `needsDisplayFrames` turns on until the next display frame
    /// has drawn them.
    public func appendCards<DeckState>(_ count: Int) where Interaction == DeckInteraction<DeckState> {
        update { deck, time in deck.appendCards(count, time: time) }
    }
}
