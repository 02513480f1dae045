import Testing
import CardEngine
import CardTestSupport

/// A dismissable sheet (`SheetConfiguration.dismissal`, docs/engine.md, "Sheets", Dismissal): a drag
/// whose release projects past the distance below the lowest state, or a downward flick from
/// it, settles in the dismissed state; nothing else does; the host's switch turns it off; a
/// programmatic move brings the card back.
@Suite struct SheetDismissalTests {
    /// hidden 0 (dismissed), peek 100, open 500 on iphone-se (667 high); distance 80.
    static func sheet(release: SheetConfiguration.Release = .neighbour, dismissal: Bool = true) -> SheetConfiguration {
        SheetConfiguration(
            segments: [.init(name: "hidden", height: .points(0)), .init(name: "peek", height: .points(100)),
                       .init(name: "open", height: .points(500))],
            initialIndex: 1,
            release: release,
            dismissal: dismissal ? .init(state: "hidden", distance: 80) : nil)
    }

    static let se = CardContainer(device: .iPhoneSE)
    static let hidden = 0, peek = 1, open = 2

    static func behavior(_ release: SheetConfiguration.Release = .neighbour, dismissal: Bool = true) -> SheetBehavior {
        SheetBehavior(configuration: sheet(release: release, dismissal: dismissal), device: .iPhoneSE)
    }

    static func pan(_ phase: PanEvent.Phase, _ ty: Double, velocity vy: Double = 0, at t: Double) -> InteractionEvent {
        .pan(PanEvent(phase, location: CardVector(x: 187, y: 667 - 100 + 10), translation: CardVector(x: 0, y: ty),
                      velocity: CardVector(x: 0, y: vy), time: t))
    }

    // MARK: Where a release settles

    @Test(arguments: [SheetConfiguration.Release.neighbour, .projected])
    func aDragPastTheDistanceBelowTheLowestStateDismisses(release: SheetConfiguration.Release) {
        let b = Self.behavior(release)
        // Strictly past 80 pt below peek (100): a release at 19 pt dismisses, one at 21 pt does not.
        expectEqual(b.settle(from: Self.peek, releaseHeight: 19, velocity: 0), Self.hidden)
        expectEqual(b.settle(from: Self.peek, releaseHeight: 21, velocity: 0), Self.peek)
        // The release's projection counts: at 60 pt moving down at 100 pt/s projects to 10.1 pt.
        expectEqual(b.settle(from: Self.peek, releaseHeight: 60, velocity: -100), Self.hidden)
        // A downward flick from peek dismisses at any distance.
        expectEqual(b.settle(from: Self.peek, releaseHeight: 99, velocity: -900), Self.hidden)
        // Switched off at run time: the same releases stay.
        for (y, v) in [(19.0, 0.0), (60, -100), (99, -900), (0, -5000)] {
            expectEqual(b.settle(from: Self.peek, releaseHeight: y, velocity: v, dismissalEnabled: false), Self.peek)
        }
        // From a higher state no release dismisses: the lowest state is as far as it goes.
        expectEqual(b.settle(from: Self.open, releaseHeight: 0, velocity: -790), Self.peek)
        expectEqual(b.settle(from: Self.open, releaseHeight: 0, velocity: -5000), Self.peek)
    }

    @Test func theDismissedStateIsNoOtherGesturesTarget() {
        let b = Self.behavior()
        expectEqual(b.dismissedIndex, Self.hidden)
        expectEqual(b.extreme(highest: false), Self.peek)
        #expect(b.neighbour(of: Self.peek, upward: false) == nil)
        #expect(!b.isTarget(Self.hidden) && b.isTarget(Self.peek))
        expectEqual(b.threshold(from: Self.peek, to: Self.hidden), 80)
        // The card follows the finger down to the dismissed height, unless switched off.
        expectEqual(b.releaseSpan(from: Self.peek), 0...500)
        expectEqual(b.releaseSpan(from: Self.peek, dismissalEnabled: false), 100...500)
        expectEqual(Self.behavior(.projected).releaseSpan(from: Self.peek), 0...500)
        // Without a dismissal, the 0 pt state is an ordinary lowest state.
        let plain = Self.behavior(dismissal: false)
        expectEqual(plain.extreme(highest: false), Self.hidden)
        expectEqual(plain.neighbour(of: Self.peek, upward: false), Self.hidden)
    }

    @Test(arguments: [SheetConfiguration.Release.neighbour, .projected])
    func movesOfferTheDismissalFromTheLowestStateOnly(release: SheetConfiguration.Release) {
        let b = Self.behavior(release)
        func moves(_ from: Int, enabled: Bool = true) -> Set<String> {
            var out: Set<String> = []
            b.moves(from: from, dismissalEnabled: enabled) { to, gesture in out.insert("\(to) \(gesture)") }
            return out
        }
        #expect(moves(Self.peek).isSuperset(of: ["0 drag", "0 flick"]))
        #expect(!moves(Self.peek, enabled: false).contains { $0.hasPrefix("0 ") })
        #expect(!moves(Self.open).contains { $0.hasPrefix("0 ") })
        // No gesture starts in the dismissed state.
        #expect(moves(Self.hidden).isEmpty)
    }

    // MARK: The interaction

    @Test func theCardFollowsTheFingerDownAndLeavesBelowTheScreen() {
        var m = SheetMotion(configuration: Self.sheet(), container: Self.se, initialState: Self.peek)
        _ = m.handle(Self.pan(.began, 0, at: 0))
        _ = m.handle(Self.pan(.changed, 90, velocity: 50, at: 0.1))
        // 1:1 down to 10 pt: no band below peek.
        #expect(abs(m.frame(at: 0.1).height - 10) < 1e-9)
        let notices = m.handle(Self.pan(.ended, 90, velocity: 50, at: 0.2))
        expectEqual(notices.stateChanged, SheetNotices.Change(from: Self.peek, to: Self.hidden))
        expectEqual(notices.willSettle, Self.hidden)
        expectEqual(m.state, Self.hidden)
        let rest = m.restTime ?? .infinity
        #expect(rest.isFinite)
        let f = m.frame(at: rest)
        expectEqual(f.height, 0)
        // The card's top edge is the screen's bottom: nothing of it shows, and no touch lands on it.
        expectEqual(f.cardTop, 667)
        expectEqual(m.hitTest(CardVector(x: 187, y: 666), time: rest), .none)
        expectEqual(m.advance(to: rest).didSettle, Self.hidden)
        // A programmatic move brings it back.
        let back = m.move(to: Self.peek, animated: true, time: rest + 1)
        expectEqual(back.stateChanged, SheetNotices.Change(from: Self.hidden, to: Self.peek))
        expectEqual(m.frame(at: rest + 1 + (m.restTime ?? 0)).height, 100)
    }

    @Test func aFlickDownFromTheLowestStateDismisses() {
        var m = SheetMotion(configuration: Self.sheet(), container: Self.se, initialState: Self.peek)
        _ = m.handle(Self.pan(.began, 0, at: 0))
        _ = m.handle(Self.pan(.changed, 12, velocity: 1200, at: 0.05))
        expectEqual(m.handle(Self.pan(.ended, 12, velocity: 1200, at: 0.06)).stateChanged?.to, Self.hidden)
    }

    @Test func switchedOffTheCardBandsBelowTheLowestStateAndSpringsBack() {
        var m = SheetMotion(configuration: Self.sheet(), container: Self.se, initialState: Self.peek)
        m.isDismissalEnabled = false
        _ = m.handle(Self.pan(.began, 0, at: 0))
        _ = m.handle(Self.pan(.changed, 90, velocity: 1200, at: 0.1))
        // The band holds it above the finger's 10 pt.
        #expect(m.frame(at: 0.1).height > 10)
        let notices = m.handle(Self.pan(.ended, 90, velocity: 1200, at: 0.2))
        #expect(notices.stateChanged == nil)
        expectEqual(notices.willSettle, Self.peek)
        expectEqual(m.state, Self.peek)
        // Switched off, VoiceOver offers no dismissal either; on, decrement and escape dismiss.
        #expect(!m.accessibilityTargets().contains(Self.hidden))
        #expect(m.accessibilityStep(upward: false) == nil)
        m.isDismissalEnabled = true
        #expect(m.accessibilityTargets().contains(Self.hidden))
        expectEqual(m.accessibilityStep(upward: false), Self.hidden)
    }

    @Test func aReleaseJustShortOfTheDistanceSpringsBack() {
        var m = SheetMotion(configuration: Self.sheet(), container: Self.se, initialState: Self.peek)
        _ = m.handle(Self.pan(.began, 0, at: 0))
        _ = m.handle(Self.pan(.changed, 79, at: 0.1))
        let notices = m.handle(Self.pan(.ended, 79, at: 0.2))
        #expect(notices.stateChanged == nil)
        expectEqual(m.state, Self.peek)
    }
}

extension SheetDismissalTests {
    /// Random dismissable sheets under both release policies: every release on a grid (heights
    /// every 2 pt across the screen, speeds around the flick threshold) from every state lands
    /// where `moves(from:)` says one gesture of that class can, so the checker, which explores
    /// `moves`, misses no state a release reaches, the dismissed state included; and the
    /// dismissed state is reached only from the lowest position.
    @Test(arguments: 0..<40)
    func everyReleaseLandsWhereMovesSays(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var segments: [SheetConfiguration.Segment] = [.init(name: "hidden", height: .points(0))]
        for i in 0..<Int.random(in: 1...4, using: &random) {
            segments.append(.init(name: "s\(i)", height: .points(Double(Int.random(in: 10...700, using: &random)))))
        }
        let velocity = [100.0, 400, 800, 1500][Int.random(in: 0...3, using: &random)]
        for release in SheetConfiguration.Release.allCases {
            let c = SheetConfiguration(segments: segments, initialIndex: 1,
                                       thresholds: .init(upward: .fraction(0.25), downward: .points(Double(Int.random(in: 5...100, using: &random))),
                                                         velocity: velocity),
                                       release: release, dismissal: .init(state: "hidden", distance: Double(Int.random(in: 0...300, using: &random))))
            let b = SheetBehavior(configuration: c, device: .iPhoneSE)
            for s in b.heights.indices {
                var drags: Set<Int> = [s], all: Set<Int> = [s]
                b.moves(from: s) { to, gesture in
                    all.insert(to)
                    if gesture == .drag { drags.insert(to) }
                }
                for y in stride(from: -50.0, through: 720, by: 2) {
                    for v in [-1e6, -velocity * 1.5, -velocity, -velocity / 2, 0, velocity / 2, velocity, velocity * 1.5, 1e6] {
                        let to = b.settle(from: s, releaseHeight: y, velocity: v)
                        #expect((b.isFlick(velocity: v) ? all : drags).contains(to),
                                "seed \(seed) \(release) from \(s) at \(y), \(v) pt/s: \(to), not in \(b.isFlick(velocity: v) ? all : drags)")
                        if to == 0 && s != 0 { #expect(b.neighbour(of: s, upward: false) == nil) }
                    }
                }
            }
        }
    }
}
