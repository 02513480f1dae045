import Testing
@testable import CardEngine
import CardTestSupport

/// The typed deck an app uses, with a State enum shaped as the generated one
/// (Tests/GeneratedCodeTests/Generated/ExpenseDeck.swift).
@Suite struct DeckInteractionTests {
    enum State: String, CaseIterable, Sendable { case center, left, right }
    enum Wrong: String, CaseIterable, Sendable { case center, left, rightward }
    enum Extra: String, CaseIterable, Sendable { case center, left, right, up }
    enum NoCenter: String, CaseIterable, Sendable { case left, right }

    func make(_ cards: Int = 4, motion: MotionMode = .full) -> DeckInteraction<State> {
        DeckInteraction<State>(configuration: DeckMotionTests.seed, container: DeckMotionTests.phone, motion: motion,
                               initial: .center, cardCount: cards)!
    }

    @Test func statesMustMatchTheConfiguration() {
        let seed = DeckMotionTests.seed, phone = DeckMotionTests.phone
        #expect(DeckInteraction<Wrong>(configuration: seed, container: phone, initial: .center, cardCount: 1) == nil)
        #expect(DeckInteraction<Extra>(configuration: seed, container: phone, initial: .center, cardCount: 1) == nil)
        #expect(DeckInteraction<NoCenter>(configuration: seed, container: phone, initial: .left, cardCount: 1) == nil)
        #expect(DeckInteraction<State>(configuration: seed, container: phone, initial: .right, cardCount: 1)?.state == .right)
        // The order of the cases does not matter, their names do.
        var reversed = seed
        reversed.directions = [.right, .left]
        let deck = DeckInteraction<State>(configuration: reversed, container: phone, initial: .center, cardCount: 2)
        #expect(deck?.accessibilityActions.map(\.name.defaultValue) == ["Swipe right", "Swipe left"])
    }

    @Test func typedMovesNoticesAndUndo() {
        var deck = make()
        #expect(deck.topCard == 0 && deck.state == .center && deck.accessibilityValue.defaultValue == "center")
        let swiped = deck.move(to: .left, time: 0)
        #expect(swiped.willRemove == DeckRemoval(card: 0, direction: .left) && swiped.willSettle == .left)
        #expect(swiped.stateChanged?.from == .center && swiped.stateChanged?.to == .left)
        #expect(deck.state == .left && deck.topCard == 1 && deck.accessibilityValue.defaultValue == "left")
        let done = deck.advance(to: 5)
        #expect(done.didRemove == DeckRemoval(card: 0, direction: .left) && done.didSettle == .left)
        let undone = deck.undo(time: 6)
        #expect(undone.undone == 0 && undone.willSettle == .center && deck.topCard == 0)
        #expect(deck.frame(at: 6).card(at: 0)!.offsetX < -400)
        expectEqual(deck.frame(at: 10).card(at: 0)!.offsetX, 0)
    }

    @Test func accessibilityActionsSwipeAndUndo() {
        var deck = make(2)
        expectEqual(deck.accessibilityActions.map(\.name), [CardEngineText.swipe(.left), CardEngineText.swipe(.right)])
        let right = deck.accessibilityActions[1]
        #expect(right.move == .state(.right))
        _ = deck.move(to: .right, animated: false, time: 0)
        #expect(deck.state == .right && deck.topCard == 1)
        expectEqual(deck.accessibilityActions.map(\.name.defaultValue), ["Swipe left", "Swipe right", "Undo"])
        _ = deck.move(to: .left, animated: false, time: 1)
        // No card left: only undo.
        #expect(deck.topCard == nil && deck.accessibilityActions.map(\.move) == [.undo])
        deck.perform(deck.accessibilityActions[0], time: 2)
        #expect(deck.topCard == 1 && deck.state == .center && !deck.canUndo)
    }

    /// Undo is refused while the finger holds the top card (it would jump a depth down).
    @Test func undoWaitsForTheFinger() {
        var deck = make()
        _ = deck.move(to: .right, animated: false, time: 0)
        _ = deck.handle(DeckMotionTests.pan(.began, 0, 0, 1))
        #expect(!deck.canUndo && deck.undo(time: 1.1).undone == nil)
        _ = deck.handle(DeckMotionTests.pan(.ended, 10, 0, 1.2))
        #expect(deck.canUndo && deck.undo(time: 1.3).undone == 0)
    }
}

extension DeckInteractionTests {
    /// A host stops sampling at `restTime`: the exit's end or the springs' rest, whichever is
    /// last; nil before anything moves and once `didSettle` was reported.
    @Test func restTimeIsWhenTheLastMotionStops() throws {
        var deck = make()
        expectEqual(deck.restTime, nil)
        _ = deck.move(to: .right, time: 1)
        let rest = try #require(deck.restTime)
        #expect(rest >= 1.2 && rest < 2)
        expectEqual(deck.advance(to: rest).didSettle, .right)
        expectEqual(deck.restTime, nil)
    }
}
