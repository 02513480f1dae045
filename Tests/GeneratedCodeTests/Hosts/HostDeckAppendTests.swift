import CardEngine
import CardHost
import Testing
import CardTestSupport

/// A feed through CardHost (docs/runtime.md, "The host layer"): `appendCards` reaches the
/// observers like every call, asks for display frames exactly when the cards shown change, and
/// is queued when a callback makes it.
@MainActor @Suite struct HostDeckAppendTests {
    static func session(cards: Int) -> HostSession<DeckInteraction<ExpenseDeck.State>> {
        HostSession(DeckInteraction(ExpenseDeck.self, container: CardContainer(width: 0, height: 0), cardCount: cards))
    }

    /// An emptied deck gets cards: `onNotices` hears `appended`, no state changes, the host asks
    /// for one display frame (which shows the new top card) and then for none. An append under
    /// the cards shown asks for no frame at all.
    @Test func observersHearAnAppendAndTheNewCardIsDrawn() throws {
        let session = Self.session(cards: 1)
        let host = session.host
        var heard: [DeckInteraction<ExpenseDeck.State>.Notices] = []
        var needs: [Bool] = []
        host.onNotices = { heard.append($0) }
        host.onNeedsDisplayFramesChange = { needs.append($0) }
        host.move(to: .right, animated: false)
        #expect(host.interaction.topCard == nil && host.currentFrame.count == 0 && !host.needsDisplayFrames)
        heard = []
        needs = []
        let changesBefore = session.changes.count

        host.appendCards(2)
        expectEqual(heard, [DeckInteraction<ExpenseDeck.State>.Notices(appended: 1..<3)])
        expectEqual(needs, [true])
        #expect(host.needsDisplayFrames && host.interaction.topCard == 1)
        session.checkInvariants()
        session.clock.now += 1.0 / 60
        let drawn = host.displayFrame(at: session.clock.now)
        expectEqual(drawn.topCard, 1)
        expectEqual(drawn.card(at: 0)?.card, 1)
        expectEqual(needs, [true, false])
        #expect(!host.needsDisplayFrames && session.changes.count == changesBefore && host.state == .right)
        session.checkInvariants()

        // Two cards left, both shown (three fit): a third one appears, with one frame.
        needs = []
        host.appendCards(1)
        expectEqual(needs, [true])
        session.runToRest()
        expectEqual(host.currentFrame.count, 3)
        // Three shown: more cards change nothing drawn and ask for no frame.
        heard = []
        needs = []
        host.appendCards(10)
        expectEqual(heard.map(\.appended), [4..<14])
        expectEqual(needs, [])
        #expect(!host.needsDisplayFrames && host.interaction.cardCount == 14)
        session.checkInvariants()
    }

    /// A callback that appends (a feed topping up as the last card goes): the append is queued
    /// and runs after the call being processed has delivered everything, its completion
    /// included; the callback itself still sees the deck as it was.
    @Test func anAppendFromACallbackIsQueued() {
        let session = Self.session(cards: 1)
        let host = session.host
        var log: [String] = []
        host.onNotices = { [unowned host] notices in
            if let removal = notices.willRemove {
                log.append("willRemove \(removal.card)")
                host.appendCards(3)
                log.append("count in callback \(host.interaction.cardCount)")
            }
            if let range = notices.appended { log.append("appended \(range)") }
        }
        host.move(to: .left, animated: false) { log.append("completion \($0)") }
        expectEqual(log, ["willRemove 0", "count in callback 1", "completion true", "appended 1..<4"])
        #expect(host.interaction.cardCount == 4 && host.interaction.topCard == 1)
        session.runToRest()
        #expect(!host.needsDisplayFrames)
        session.checkInvariants()
    }

    /// Mid-drag through the host: the finger keeps the card, frames keep running, and the release
    /// still commits.
    @Test func anAppendMidDragKeepsTheFinger() throws {
        let session = Self.session(cards: 1)
        let host = session.host
        let point = try #require(session.pointOnCard())
        host.pan(PanReport(.began, location: point))
        host.pan(PanReport(.changed, location: point, translation: CardVector(x: 80, y: 0)))
        let held = host.currentFrame.card(at: 0)
        host.appendCards(2)
        #expect(host.interaction.isDragging && host.needsDisplayFrames)
        expectEqual(host.currentFrame.card(at: 0), held)
        host.pan(PanReport(.ended, location: point, translation: CardVector(x: 300, y: 0), velocity: CardVector(x: 1500, y: 0)))
        session.runToRest()
        #expect(host.state == .right && host.interaction.topCard == 1 && !host.needsDisplayFrames)
        session.checkInvariants()
    }
}
