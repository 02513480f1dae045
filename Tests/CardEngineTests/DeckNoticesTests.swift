import Testing
@testable import CardEngine

@Suite struct DeckNoticesTests {
    /// A later notice wins a field both set; a state change keeps the first `from`, last `to`.
    @Test func mergeKeepsTheWholeStory() {
        var first = DeckNotices<Int>()
        first.willRemove = DeckRemoval(card: 0, direction: .left)
        first.stateChanged = CardStateChange(from: 0, to: 1)
        var second = DeckNotices<Int>()
        second.didSettle = 1
        second.stateChanged = CardStateChange(from: 1, to: 2)
        first.merge(second)
        #expect(first.willRemove == DeckRemoval(card: 0, direction: .left) && first.didSettle == 1)
        #expect(first.stateChanged?.from == 0 && first.stateChanged?.to == 2)
        #expect(!first.isEmpty && DeckNotices<Int>().isEmpty)
    }

    @Test func mapConvertsOnlyStates() {
        var notices = DeckNotices<Int>()
        notices.undone = 4
        notices.willSettle = 2
        notices.stateChanged = CardStateChange(from: 1, to: 2)
        let names = ["center", "left", "right"]
        let typed = notices.map { names[$0] }
        #expect(typed.undone == 4 && typed.willSettle == "right" && typed.didSettle == nil)
        #expect(typed.stateChanged?.from == "left" && typed.stateChanged?.to == "right")
    }

    /// Appends merge into one range of the new indices, are carried through `map`, and make the
    /// notices non-empty.
    @Test func appendedMergesAndMaps() {
        var first = DeckNotices<Int>()
        first.appended = 3..<5
        #expect(!first.isEmpty)
        var second = DeckNotices<Int>()
        second.appended = 5..<9
        first.merge(second)
        #expect(first.appended == 3..<9)
        var earlier = DeckNotices<Int>()
        earlier.appended = 0..<2
        first.merge(earlier)
        #expect(first.appended == 0..<9)
        first.merge(DeckNotices<Int>())
        #expect(first.map { "\($0)" }.appended == 0..<9)
    }
}
