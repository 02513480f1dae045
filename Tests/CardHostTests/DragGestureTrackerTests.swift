import CardEngine
import Testing
@testable import CardHost

/// SwiftUI's drag: `onEnded` never runs after a system cancel; the reset of the gesture state
/// does, and must cancel the pan (the docs' host froze the card mid-drag).
@Suite struct DragGestureTrackerTests {
    @Test func aResetWithoutAnEndCancels() {
        var tracker = DragGestureTracker()
        let began = tracker.changed(location: CardVector(x: 10, y: 500), startLocation: CardVector(x: 10, y: 510),
                                    translation: CardVector(x: 0, y: -10), velocity: .zero)
        #expect(began.phase == .began)
        #expect(began.location == CardVector(x: 10, y: 510))
        let changed = tracker.changed(location: CardVector(x: 10, y: 400), startLocation: CardVector(x: 10, y: 510),
                                      translation: CardVector(x: 0, y: -110), velocity: CardVector(x: 0, y: -300))
        #expect(changed.phase == .changed)
        #expect(tracker.reset()?.phase == .cancelled)
        #expect(!tracker.isActive)
        #expect(tracker.reset() == nil)
    }

    @Test func anEndThenItsResetReleasesOnce() {
        var tracker = DragGestureTracker()
        _ = tracker.changed(location: .zero, startLocation: .zero, translation: .zero, velocity: .zero)
        #expect(tracker.ended(location: .zero, translation: .zero, velocity: .zero)?.phase == .ended)
        #expect(tracker.reset() == nil)
        #expect(tracker.ended(location: .zero, translation: .zero, velocity: .zero) == nil)
        // The next drag begins afresh.
        #expect(tracker.changed(location: .zero, startLocation: .zero, translation: .zero, velocity: .zero).phase == .began)
    }
}
