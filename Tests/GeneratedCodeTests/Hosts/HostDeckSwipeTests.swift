import CardEngine
import CardHost
import Testing

/// What `.cardDeck(onSwipe:)` reports, read from the host's notices by `DeckSwipe.of`: one swipe
/// per committed card, when it is decided (a finger's release, a move, a VoiceOver action), and
/// one per undo; nothing for a card that springs back.
@MainActor @Suite struct HostDeckSwipeTests {
    @Test func everyCommitAndUndoIsReportedOnce() throws {
        let session = HostSession(DeckInteraction(ExpenseDeck.self, container: CardContainer(width: 0, height: 0), cardCount: 3))
        let host = session.host
        var swipes: [DeckSwipe] = []
        host.onNotices = { swipes += DeckSwipe.of($0) }
        // The top card's centre, where the scene draws it.
        let top = try #require(host.currentScene.accessibilityFrame)
        let start = CardVector(x: top.midX, y: top.midY)

        // A short drag springs back: no swipe.
        host.dragChanged(location: start, startLocation: start, translation: .zero, velocity: .zero)
        for dx in [12.0, 30] {
            host.dragChanged(location: CardVector(x: start.x + dx, y: start.y), startLocation: start,
                             translation: CardVector(x: dx, y: 0), velocity: .zero)
        }
        host.dragEnded(location: CardVector(x: start.x + 30, y: start.y), translation: CardVector(x: 30, y: 0), velocity: .zero)
        host.dragReset()
        session.runToRest()
        #expect(swipes.isEmpty)

        // A flick to the right commits card 0, reported at the release, not again when it has left.
        host.dragChanged(location: start, startLocation: start, translation: .zero, velocity: .zero)
        for dx in [12.0, 200] {
            host.dragChanged(location: CardVector(x: start.x + dx, y: start.y), startLocation: start,
                             translation: CardVector(x: dx, y: 0), velocity: CardVector(x: 1500, y: 0))
        }
        host.dragEnded(location: CardVector(x: start.x + 200, y: start.y), translation: CardVector(x: 200, y: 0),
                       velocity: CardVector(x: 1500, y: 0))
        host.dragReset()
        #expect(swipes == [.swiped(card: 0, direction: .right)])
        session.runToRest()
        #expect(swipes == [.swiped(card: 0, direction: .right)])

        // A move and an undo, each once.
        host.move(to: .left)
        session.runToRest()
        host.update { deck, time in deck.undo(animated: true, time: time) }
        session.runToRest()
        #expect(swipes == [.swiped(card: 0, direction: .right), .swiped(card: 1, direction: .left), .undone(card: 1)])
    }
}
