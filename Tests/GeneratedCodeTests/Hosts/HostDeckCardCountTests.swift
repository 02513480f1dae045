import CardEngine
import CardHost
import Testing

/// `.cardDeck(cardCount:)` read on every body: a larger count appends the new cards once, an equal
/// or smaller one changes nothing (`CardHost.followCardCount`).
@MainActor @Suite struct HostDeckCardCountTests {
    @Test func aLargerCountAppendsTheNewCardsOnce() {
        let session = HostSession(DeckInteraction(ExpenseDeck.self, container: CardContainer(width: 0, height: 0), cardCount: 2))
        let host = session.host
        var appended: [Range<Int>] = []
        host.onNotices = { if let range = $0.appended { appended.append(range) } }
        // The same count on every body: nothing.
        #expect(host.followCardCount(2) == 0)
        // The feed loaded three more; SwiftUI may evaluate the body twice with it.
        #expect(host.followCardCount(5) == 3)
        #expect(host.followCardCount(5) == 0)
        #expect(host.interaction.cardCount == 5 && appended == [2..<5])
        // A smaller count (the app dropped cards it had shown) keeps the deck as it is.
        #expect(host.followCardCount(1) == 0)
        #expect(host.followCardCount(-4) == 0)
        #expect(host.interaction.cardCount == 5 && appended == [2..<5])
        session.checkInvariants()
    }

    @Test func anEmptiedDeckTakesTheNewCardsOnTop() {
        let session = HostSession(DeckInteraction(ExpenseDeck.self, container: CardContainer(width: 0, height: 0), cardCount: 1))
        let host = session.host
        host.move(to: .right)
        session.runToRest()
        #expect(host.interaction.topCard == nil)
        host.followCardCount(3)
        session.runToRest()
        #expect(host.interaction.topCard == 1 && host.interaction.cardCount == 3)
        #expect(host.currentScene.accessibilityFrame != nil)
    }
}
