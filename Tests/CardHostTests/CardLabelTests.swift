import Testing
@testable import CardHost

/// The English default of a card's label: its type name in words.
@Suite struct CardLabelTests {
    @Test func aTypeNameReadsAsWords() {
        #expect(CardLabel.words("GlideCard") == "Glide card")
        #expect(CardLabel.words("NowPlayingSheet") == "Now playing sheet")
        #expect(CardLabel.words("FAQSheet") == "FAQ sheet")
        #expect(CardLabel.words("Deck2Up") == "Deck2 up")
        #expect(CardLabel.words("deck") == "deck")
        #expect(CardLabel.words("") == CardLabel.generic.defaultValue)
    }
}
