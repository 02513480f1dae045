import Testing
@testable import CardEngine
import CardTestSupport

/// Checks DeckLayout against the swipe deck's `addCardFrame(index:cardView:)`.
@Suite struct DeckLayoutTests {
    let config = DeckConfiguration(width: 300, height: 400, visible: 3, horizontalInset: 10, verticalInset: 10)

    @Test func depthFramesFollowAddCardFrame() {
        let layout = DeckLayout(configuration: config)
        expectEqual(layout.frame(depth: 0), CardRect(x: 0, y: 0, width: 300, height: 400))
        expectEqual(layout.frame(depth: 1), CardRect(x: 10, y: 10, width: 280, height: 400))
        expectEqual(layout.frame(depth: 2), CardRect(x: 20, y: 20, width: 260, height: 400))
    }

    @Test func visibleCountIsCappedLikeCardsToBeVisible() {
        let layout = DeckLayout(configuration: config)
        expectEqual(layout.visibleCount(remaining: 6), 3)
        expectEqual(layout.visibleCount(remaining: 2), 2)
        expectEqual(layout.visibleCount(remaining: 0), 0)
    }

    @Test func exitMovesOutAndDown() {
        let layout = DeckLayout(configuration: config)
        let right = layout.exitCentre(direction: .right, translationX: 260, translationY: 5)
        #expect(right.x == 460 && right.y == 80)
        let left = layout.exitCentre(direction: .left, translationX: -220, translationY: 0)
        #expect(left.x == -420 && left.y == 75)
    }
}
