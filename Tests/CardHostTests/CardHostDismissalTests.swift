import CardEngine
import Testing
@testable import CardHost

/// What CardHost gives the adapters for a dismissable sheet (docs/runtime.md, "Sheets", Dismissal): the
/// dismissed state, the dismissal reported as a state change and by `onDismiss`, and the
/// run-time switch (`isDismissalEnabled`, SwiftUI's `interactiveDismissDisabled` inverted).
@MainActor @Suite struct CardHostDismissalTests {
    enum Sheet: String, CaseIterable, Hashable, Sendable { case hidden, peek, open }

    final class Clock {
        var now = 0.0
    }

    static let configuration = SheetConfiguration(
        segments: [.init(name: "hidden", height: .points(0)), .init(name: "peek", height: .points(100)),
                   .init(name: "open", height: .points(500))],
        initialIndex: 1,
        dismissal: .init(state: "hidden", distance: 80))

    /// A host on iphone-se in portrait (375 x 667), reading `clock`.
    static func host(_ clock: Clock) throws -> CardHost<SheetInteraction<Sheet>> {
        let interaction = try #require(SheetInteraction(configuration: configuration, container: CardContainer(device: .iPhoneSE),
                                                        initial: Sheet.peek))
        return CardHost(interaction, clock: { clock.now })
    }

    /// A pan from a point on the peeking card, `down` points down, released at `velocity` (down positive).
    static func drag(_ host: CardHost<SheetInteraction<Sheet>>, _ clock: Clock, down: Double, velocity: Double) {
        let start = CardVector(x: 187, y: 667 - 100 + 10)
        host.pan(PanReport(.began, location: start))
        clock.now += 0.05
        host.pan(PanReport(.changed, location: CardVector(x: 187, y: start.y + down), translation: CardVector(x: 0, y: down),
                           velocity: CardVector(x: 0, y: velocity)))
        clock.now += 0.05
        host.pan(PanReport(.ended, location: CardVector(x: 187, y: start.y + down), translation: CardVector(x: 0, y: down),
                           velocity: CardVector(x: 0, y: velocity)))
    }

    @Test func aDragPastTheDistanceIsReportedAsADismissal() throws {
        let clock = Clock()
        let host = try Self.host(clock)
        #expect(host.dismissedState == .hidden)
        #expect(host.isDismissalEnabled)
        #expect(!host.isDismissed)
        var changes: [String] = []
        var dismissals = 0
        host.onStateChange = { changes.append("\($0.from)->\($0.to)") }
        host.onDismiss = { dismissals += 1 }
        Self.drag(host, clock, down: 90, velocity: 0)
        #expect(changes == ["peek->hidden"])
        #expect(dismissals == 1)
        #expect(host.isDismissed)
        // It leaves below the screen.
        clock.now += 5
        let frame = host.displayFrame(at: clock.now)
        #expect(frame.height == 0 && frame.cardTop == 667)
        // A move brings it back; `onDismiss` is not called again.
        host.move(to: .peek, animated: false)
        #expect(changes == ["peek->hidden", "hidden->peek"])
        #expect(dismissals == 1)
        #expect(!host.isDismissed)
    }

    @Test func switchedOffTheCardSpringsBack() throws {
        let clock = Clock()
        let host = try Self.host(clock)
        var dismissals = 0
        host.onDismiss = { dismissals += 1 }
        host.isDismissalEnabled = false
        #expect(!host.isDismissalEnabled)
        Self.drag(host, clock, down: 95, velocity: 1500)
        #expect(dismissals == 0)
        #expect(host.state == .peek)
        clock.now += 5
        #expect(host.displayFrame(at: clock.now).height == 100)
        // VoiceOver's escape does not dismiss while it is off.
        #expect(host.accessibilityEscape() == false)
        // Back on, the same drag dismisses.
        host.isDismissalEnabled = true
        Self.drag(host, clock, down: 95, velocity: 1500)
        #expect(dismissals == 1)
        #expect(host.state == .hidden)
    }

    @Test func aSwitchFromInsideACallbackIsQueuedAndApplied() throws {
        let clock = Clock()
        let host = try Self.host(clock)
        host.onStateChange = { [unowned host] _ in host.isDismissalEnabled = false }
        host.move(to: .open, animated: false)
        #expect(!host.isDismissalEnabled)
    }
}
