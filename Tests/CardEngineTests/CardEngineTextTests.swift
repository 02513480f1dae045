import Testing
import CardEngine
import CardTestSupport

/// The engine's own words (`CardEngineText`): one table, each key once, and the actions use it.
@Suite struct CardEngineTextTests {
    @Test func everyKeyIsTheEnginesOnceWithEnglish() {
        let all = CardEngineText.all
        expectEqual(Set(all.map(\.key)).count, all.count)
        expectEqual(Set(all.map(\.defaultValue)).count, all.count)
        let engines = all.allSatisfy { $0.key.hasPrefix("cardc.") && !$0.defaultValue.isEmpty }
        #expect(engines)
        expectEqual(CardEngineText.swipe(.left), CardText(key: "cardc.deck.swipe.left", defaultValue: "Swipe left"))
        expectEqual(CardEngineText.undo.key, "cardc.deck.undo")
        expectEqual(CardEngineText.nextPage.key, "cardc.carousel.nextPage")
    }

    /// Every action name a deck or carousel makes that is not a state's label is in the table.
    @Test func decksAndCarouselsNameTheirActionsFromTheTable() {
        var deck = CardInteractionTests.deck(cards: 3)
        deck.move(to: .left, animated: false, time: 0)
        var carousel = CardInteractionTests.carousel()
        carousel.show(page: 1, animated: false, time: 0)
        let names = deck.accessibilityActions.map(\.name) + carousel.accessibilityActions.filter {
            if case .state = $0.move { return false }
            return true
        }.map(\.name)
        expectEqual(names.count, 5)
        let known = names.allSatisfy { CardEngineText.all.contains($0) }
        #expect(known)
    }
}
