import Testing
@testable import CardEngine
import CardTestSupport

/// `DeckBehavior.moves(from:)`: the one-gesture successors the checker and the accessibility
/// actions share.
@Suite struct DeckMovesTests {
    func moves(_ configuration: DeckConfiguration, from state: Int = 0, width: Double = 390, height: Double = 844) -> [String] {
        var out: [String] = []
        DeckBehavior(configuration: configuration).moves(from: state, in: CardContainer(width: width, height: height)) { to, gesture in
            out.append("\(to) \(gesture)")
        }
        return out
    }

    @Test func seedReachesBothWaysByDragAndByFlick() {
        expectEqual(moves(DeckMotionTests.seed), ["1 drag", "1 flick", "2 drag", "2 flick"])
        // The same from every state: the next card starts at the centre.
        expectEqual(moves(DeckMotionTests.seed, from: 2), moves(DeckMotionTests.seed))
        #expect(moves(DeckMotionTests.seed, from: 3).isEmpty && moves(DeckMotionTests.seed, from: -1).isEmpty)
    }

    /// A threshold past the screen's edge leaves only the flick; with no flick either, nothing.
    @Test func unreachableThresholdsLeaveOnlyFlicks() {
        var far = DeckMotionTests.seed
        far.thresholds.right = .points(1_000)
        expectEqual(moves(far), ["1 drag", "1 flick", "2 flick"])
        far.thresholds.velocity = .greatestFiniteMagnitude
        expectEqual(moves(far), ["1 drag"])
        // On a wider screen the drag reaches it again.
        expectEqual(moves(far, width: 1_800), ["1 drag", "2 drag"])
    }
}
