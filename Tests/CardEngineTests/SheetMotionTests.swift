import Testing
import CardEngine
import CardTestSupport

/// The sheet's interaction by index (docs/runtime.md, "Sheets"): drags, the band, releases,
/// grabs in flight, taps, the scroll hand-off, container changes, Reduce Motion, notices.
@Suite struct SheetMotionTests {
    // MARK: Fixtures (examples/glide.card.yaml and examples/card-demo.card.yaml, as configurations)

    static let glide = SheetConfiguration(
        header: .init(height: .points(80), tap: .cycle),
        segments: [.init(name: "closed", height: .points(80)), .init(name: "compressed", height: .fraction(0.45)),
                   .init(name: "open", height: .fraction(0.9))],
        thresholds: .init(upward: .points(40), downward: .points(40), velocity: 800),
        dim: .init(alpha: 0.4, from: "closed", to: "compressed"),
        scrollEnabledIn: ["open"],
        appearance: Appearance(cornerRadius: 15),
        animation: CardAnimation(duration: 0.8, damping: 1))

    static let cardDemo = SheetConfiguration(
        header: .init(height: .points(65), tap: .toggle),
        segments: [.init(name: "collapsed", height: .points(65)), .init(name: "expanded", height: .points(600))],
        thresholds: .init(upward: .fraction(0.5), downward: .fraction(0.5), velocity: 500),
        animation: CardAnimation(duration: 0.3, damping: 1))

    static let se = CardContainer(device: .iPhoneSE)
    // iphone-se: 667 high, usable 647: closed 80, compressed 291.15, open 582.3.
    static let closed = 80.0, compressed = 647 * 0.45, open = 647 * 0.9

    static func glideMotion(_ state: Int, motion: MotionMode = .full) -> SheetMotion {
        SheetMotion(configuration: glide, container: se, motion: motion, initialState: state)
    }

    /// A point on the card when `height` of it shows on iphone-se (10 pt below its top edge).
    static func onCard(_ height: Double) -> CardVector { CardVector(x: 187, y: 667 - height + 10) }

    static func pan(_ phase: PanEvent.Phase, _ ty: Double, velocity vy: Double = 0, at t: Double, location: CardVector = .zero,
                    source: PanEvent.Source = .card) -> InteractionEvent {
        .pan(PanEvent(phase, location: location, translation: CardVector(x: 0, y: ty), velocity: CardVector(x: 0, y: vy), time: t, source: source))
    }

    /// The highest height shown from `from` to `to` seconds, sampled at 240 Hz.
    static func highest(_ m: SheetMotion, from: Double, to: Double) -> Double {
        var top = -Double.infinity
        var t = from
        while t <= to { top = max(top, m.frame(at: t).height); t += 1.0 / 240 }
        return top
    }

    // MARK: Drag and band

    /// A release exactly on the release span's end leaves as one 0.01 pt further along its way:
    /// moving out, at the band's slope there (0.55; it used to leave at the finger's full
    /// speed); moving back in, at the finger's speed, as just inside (docs/runtime.md, "Rubber band").
    @Test func aReleaseExactlyOnTheSpanEndLeavesAsOneJustAlongItsWay() {
        // card-demo from collapsed: the span is [65, 600], both exact.
        func released(past overshoot: Double, velocity vy: Double) -> Double {
            var m = SheetMotion(configuration: Self.cardDemo, container: Self.se, motion: .full, initialState: 0)
            _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(65)))
            let ty = -(600 - 65) - overshoot
            _ = m.handle(Self.pan(.changed, ty, velocity: vy, at: 0.1))
            _ = m.handle(Self.pan(.ended, ty, velocity: vy, at: 0.2))
            return m.frame(at: 0.2).velocity
        }
        let out = released(past: 0, velocity: -300)
        #expect(abs(out - RubberBand.coefficient * 300) < 1e-9)
        #expect(abs(out - released(past: 0.01, velocity: -300)) < 0.01)
        let back = released(past: 0, velocity: 300)
        expectEqual(back, -300)
        expectEqual(back, released(past: -0.01, velocity: 300))
    }

    @Test func theCardFollowsTheFingerAcrossTheReleaseSpanAndBandsBeyondIt() {
        var m = Self.glideMotion(1)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.compressed)))
        _ = m.handle(Self.pan(.changed, -100, velocity: -300, at: 0.1))
        var f = m.frame(at: 0.1)
        #expect(abs(f.height - (Self.compressed + 100)) < 1e-9)
        #expect(abs(f.velocity - 300) < 1e-9)
        #expect(f.isDragging && !f.isResting && f.state == 1)
        #expect(abs(f.cardTop - (667 - f.height)) < 1e-9)
        #expect(f.dimAlpha == 0.4 && f.cornerRadius == 15)
        // Past open (the up neighbour), the band: finger 200 pt past the span's top.
        let band = RubberBand(dimension: 667)
        let over = Self.compressed + 200 + (Self.open - Self.compressed)
        _ = m.handle(Self.pan(.changed, -(over - Self.compressed), velocity: -300, at: 0.2))
        f = m.frame(at: 0.2)
        #expect(abs(f.height - (Self.open + band.give(overshoot: 200))) < 1e-9)
        #expect(f.height < over)
        #expect(abs(f.velocity - band.slope(overshoot: 200) * 300) < 1e-9)
        // Down past closed, the same below.
        _ = m.handle(Self.pan(.changed, Self.compressed - Self.closed + 50, at: 0.3))
        #expect(abs(m.frame(at: 0.3).height - (Self.closed - band.give(overshoot: 50))) < 1e-9)
    }

    @Test func theBandStartsAtTheReleaseSpanNotTheDragRange() {
        // From closed the span is closed...compressed: a finger at open's height is banded,
        // where the old clamp to the whole drag range let the card follow it there.
        var m = Self.glideMotion(0)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.closed)))
        _ = m.handle(Self.pan(.changed, -(Self.open - Self.closed), at: 0.1))
        let h = m.frame(at: 0.1).height
        #expect(h > Self.compressed && h < Self.compressed + RubberBand(dimension: 667).give(overshoot: Self.open - Self.compressed) + 1e-9)
        #expect(h < Self.open - 100)
    }

    /// Issue 25, item 4: Glide on iphone-se from closed, the finger to 500 pt, a flick up at
    /// 900 pt/s: the card is never shown above compressed plus the band's give (nor near the
    /// finger), and settles at compressed without falling across the screen.
    @Test func issueExampleAFlickPastTheSpanIsNeverThrownBack() {
        var m = Self.glideMotion(0)
        let band = RubberBand(dimension: 667)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.closed)))
        var t = 0.0
        var highest = 0.0
        for step in 1...20 {
            t = Double(step) / 60
            _ = m.handle(Self.pan(.changed, -(500 - Self.closed) * Double(step) / 20, velocity: -900, at: t))
            highest = max(highest, m.frame(at: t).height)
        }
        let give = band.give(overshoot: 500 - Self.compressed)
        #expect(abs(highest - (Self.compressed + give)) < 1e-9)
        let notices = m.handle(Self.pan(.ended, -(500 - Self.closed), velocity: -900, at: t))
        #expect(notices.willSettle == 1 && notices.stateChanged == SheetNotices.Change(from: 0, to: 1))
        // The card moves up at the band's slope times the finger's speed, then the spring
        // (critically damped) takes it down to compressed: its peak is the spring's throw
        // v/ω·e^(−1)-bounded, and nothing falls below compressed.
        let release = m.frame(at: t)
        #expect(abs(release.velocity - band.slope(overshoot: 500 - Self.compressed) * 900) < 1e-9)
        let omega = 2 * Double.pi / 0.8
        let peak = Self.highest(m, from: t, to: t + 3)
        #expect(peak <= release.height + release.velocity / omega + 1e-9)
        #expect(peak < Self.compressed + give + 20 && peak < 500 - 80)
        var lowest = Double.infinity
        var s = t
        while s < t + 3 { lowest = min(lowest, m.frame(at: s).height); s += 1.0 / 240 }
        #expect(lowest >= Self.compressed - 1e-9)
        expectEqual(m.advance(to: t + 10).didSettle, 1)
        #expect(m.frame(at: t + 10).height == Self.compressed && m.frame(at: t + 10).isResting)
    }

    // MARK: Release, cancel, notices

    @Test func aReleaseSettlesWhereTheBehaviorSaysFromWhereTheCardShows() {
        let behavior = SheetBehavior(configuration: Self.glide, device: .iPhoneSE)
        for (ty, vy) in [(-30.0, 0.0), (-50, 0), (-50, 400), (60, -100), (10, 900), (-300, -2000), (-5, -100)] {
            var m = Self.glideMotion(1)
            _ = m.handle(Self.pan(.began, 0, at: 1, location: Self.onCard(Self.compressed)))
            _ = m.handle(Self.pan(.changed, ty, velocity: vy, at: 1.1))
            let before = m.frame(at: 1.1)
            let notices = m.handle(Self.pan(.ended, ty, velocity: vy, at: 1.1))
            let expected = behavior.settle(from: 1, releaseHeight: Self.compressed - ty, velocity: -vy)
            expectEqual(m.state, expected)
            expectEqual(notices.willSettle, expected)
            expectEqual(notices.stateChanged, (expected == 1 ? nil : SheetNotices.Change(from: 1, to: expected)))
            // Continuity at the lift: same height, same velocity.
            let after = m.frame(at: 1.1)
            #expect(abs(after.height - before.height) < 1e-9 && abs(after.velocity - before.velocity) < 1e-6)
            #expect(!after.isDragging && after.state == expected)
            #expect(m.advance(to: 1.2).isEmpty)
            expectEqual(m.advance(to: 20).didSettle, expected)
            #expect(m.advance(to: 21).isEmpty)
            expectEqual(m.frame(at: 20).height, behavior.heights[expected])
        }
    }

    @Test func aCancelSpringsBackToTheStateTheDragLeftFromRest() {
        var m = Self.glideMotion(1)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.compressed)))
        _ = m.handle(Self.pan(.changed, -200, velocity: -3000, at: 0.1))
        let notices = m.handle(Self.pan(.cancelled, -200, velocity: -3000, at: 0.1))
        #expect(notices.willSettle == 1 && notices.stateChanged == nil)
        expectEqual(m.frame(at: 0.1).velocity, 0)
        #expect(abs(m.frame(at: 0.1).height - (Self.compressed + 200)) < 1e-9)
        expectEqual(m.advance(to: 5).didSettle, 1)
        // Later events of the cancelled pan do nothing.
        #expect(m.handle(Self.pan(.changed, -50, at: 5.1)).isEmpty)
        #expect(m.handle(Self.pan(.ended, -50, velocity: -3000, at: 5.2)).isEmpty)
        expectEqual(m.frame(at: 5.2).height, Self.compressed)
    }

    @Test func aPanThatBeginsOffTheCardOrWhereNoGestureStartsDoesNothingUntilItEnds() {
        var m = Self.glideMotion(0)
        // Above the closed card's top edge.
        _ = m.handle(Self.pan(.began, 0, at: 0, location: CardVector(x: 187, y: 667 - Self.closed - 5)))
        _ = m.handle(Self.pan(.changed, -300, velocity: -2000, at: 0.1))
        #expect(m.frame(at: 0.1).height == Self.closed && !m.frame(at: 0.1).isDragging)
        #expect(m.handle(Self.pan(.ended, -300, velocity: -2000, at: 0.2)).isEmpty)
        expectEqual(m.state, 0)
        // Beside a card inset from the sides.
        var inset = Self.glide
        inset.insets = .init(top: 0, leading: 20, trailing: 20)
        var side = SheetMotion(configuration: inset, container: Self.se, initialState: 1)
        _ = side.handle(Self.pan(.began, 0, at: 0, location: CardVector(x: 10, y: 600)))
        _ = side.handle(Self.pan(.changed, -100, at: 0.1))
        #expect(!side.frame(at: 0.1).isDragging)
        // A state of height 0 shows nothing to touch.
        var hidden = Self.glide
        hidden.segments[0].height = .points(0)
        var zero = SheetMotion(configuration: hidden, container: Self.se, initialState: 0)
        _ = zero.handle(Self.pan(.began, 0, at: 0, location: CardVector(x: 187, y: 666.9)))
        _ = zero.handle(Self.pan(.changed, -300, at: 0.1))
        #expect(zero.handle(Self.pan(.ended, -300, velocity: -2000, at: 0.2)).isEmpty && zero.state == 0)
        // A changed without began is ignored too.
        var m2 = Self.glideMotion(1)
        #expect(m2.handle(Self.pan(.changed, -100, at: 0)).isEmpty)
        #expect(m2.handle(Self.pan(.ended, -100, velocity: -2000, at: 0)).isEmpty && m2.state == 1)
    }

    // MARK: Grab in flight

    @Test func aGrabInFlightTakesTheCardWhereItIsAndStartsFromTheTarget() {
        var m = Self.glideMotion(0)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.closed)))
        _ = m.handle(Self.pan(.ended, -30, velocity: -900, at: 0.05))   // a flick up: to compressed
        expectEqual(m.state, 1)
        let flying = m.frame(at: 0.2)
        #expect(!flying.isResting && flying.height > Self.closed && flying.height < Self.compressed)
        _ = m.handle(Self.pan(.began, 0, at: 0.2, location: Self.onCard(flying.height)))
        let grabbed = m.frame(at: 0.2)
        #expect(grabbed.height == flying.height && grabbed.isDragging && grabbed.state == 1)
        expectEqual(grabbed.velocity, 0)
        // The finger moves the card 1:1 inside compressed's span (closed...open).
        _ = m.handle(Self.pan(.changed, -40, at: 0.25))
        #expect(abs(m.frame(at: 0.25).height - (flying.height + 40)) < 1e-9)
        // Released: the start state is compressed (the target), so the release is judged from there.
        let behavior = SheetBehavior(configuration: Self.glide, device: .iPhoneSE)
        _ = m.handle(Self.pan(.ended, -40, velocity: 0, at: 0.3))
        expectEqual(m.state, behavior.settle(from: 1, releaseHeight: flying.height + 40, velocity: 0))
    }

    @Test func aGrabPastTheBandsEdgeMapsTheFingerThroughTheBandsInverse() {
        // Released far past open, the card springs back from above open's height: grabbed there,
        // it must not jump, and the finger's further travel moves it at the band's slope.
        var m = Self.glideMotion(2)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open)))
        _ = m.handle(Self.pan(.ended, -150, velocity: 0, at: 0.1))
        let flying = m.frame(at: 0.12)
        #expect(flying.height > Self.open)
        _ = m.handle(Self.pan(.began, 0, at: 0.12, location: Self.onCard(flying.height)))
        #expect(abs(m.frame(at: 0.12).height - flying.height) < 1e-9)
        let band = RubberBand(dimension: 667)
        let finger = band.finger(showing: flying.height, within: Self.compressed...Self.open)
        _ = m.handle(Self.pan(.changed, -10, at: 0.13))
        #expect(abs(m.frame(at: 0.13).height - band.shown(finger + 10, within: Self.compressed...Self.open)) < 1e-9)
        #expect(m.frame(at: 0.13).height - flying.height < 10 * band.slope(overshoot: finger - Self.open))
    }

    // MARK: Header tap

    @Test func aHeaderTapWhileAnimatingReversesFromWhereTheCardIsAtItsSpeed() {
        var m = SheetMotion(configuration: Self.cardDemo, container: Self.se, initialState: 0)
        // A tap above the header does nothing; on the header, collapsed -> expanded.
        #expect(m.handle(.tap(location: CardVector(x: 100, y: 667 - 65 - 1), time: 0)).isEmpty)
        let up = m.handle(.tap(location: CardVector(x: 100, y: 667 - 30), time: 0))
        #expect(up.willSettle == 1 && up.stateChanged == SheetNotices.Change(from: 0, to: 1))
        let mid = m.frame(at: 0.1)
        #expect(mid.height > 65 && mid.height < 600 && mid.velocity > 0)
        // A tap below the header, on the card's body, does nothing.
        #expect(m.handle(.tap(location: CardVector(x: 100, y: mid.cardTop + 65 + 5), time: 0.1)).isEmpty)
        let down = m.handle(.tap(location: CardVector(x: 100, y: mid.cardTop + 10), time: 0.1))
        #expect(down.willSettle == 0 && down.stateChanged == SheetNotices.Change(from: 1, to: 0))
        let reversed = m.frame(at: 0.1)
        #expect(reversed.height == mid.height && abs(reversed.velocity - mid.velocity) < 1e-9)
        // It keeps moving up a little, then comes down; never past expanded.
        #expect(m.frame(at: 0.11).height > mid.height)
        #expect(Self.highest(m, from: 0.1, to: 2) < 600)
        expectEqual(m.advance(to: 3).didSettle, 0)
        expectEqual(m.frame(at: 3).height, 65)
    }

    @Test func aTapDuringADragDoesNothing() {
        var m = SheetMotion(configuration: Self.cardDemo, container: Self.se, initialState: 0)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: CardVector(x: 100, y: 660)))
        #expect(m.handle(.tap(location: CardVector(x: 100, y: 660), time: 0.05)).isEmpty)
        #expect(m.frame(at: 0.05).isDragging)
    }

    // MARK: Scroll hand-off (Glide: the content scrolls only when open)

    @Test func atTheContentsTopADownwardContentPanMovesTheCard() {
        var m = Self.glideMotion(2)
        #expect(m.frame(at: 0).contentScrolls)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open), source: .content))
        _ = m.handle(Self.pan(.changed, 30, velocity: 200, at: 0.05, source: .content))
        let f = m.frame(at: 0.05)
        #expect(f.isDragging && abs(f.height - (Self.open - 30)) < 1e-9)
        #expect(!f.contentScrolls && f.contentOffset == 0)
        // Reversing up keeps moving the card (the pan was decided at its first movement).
        _ = m.handle(Self.pan(.changed, 10, velocity: -200, at: 0.1, source: .content))
        #expect(abs(m.frame(at: 0.1).height - (Self.open - 10)) < 1e-9 && m.frame(at: 0.1).contentOffset == 0)
    }

    @Test func anUpwardContentPanScrollsTheContentAndTheCardStays() {
        var m = Self.glideMotion(2)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open), source: .content))
        _ = m.handle(Self.pan(.changed, -120, velocity: -500, at: 0.05, source: .content))
        let f = m.frame(at: 0.05)
        #expect(!f.isDragging && f.isResting && f.height == Self.open)
        #expect(f.contentScrolls && f.contentOffset == 120)
        // A move to the state it rests in leaves the scrolling pan alone.
        #expect(m.move(to: 2, animated: true, time: 0.06).isEmpty)
        _ = m.handle(Self.pan(.changed, -130, velocity: -500, at: 0.07, source: .content))
        expectEqual(m.frame(at: 0.07).contentOffset, 130)
        let notices = m.handle(Self.pan(.ended, -130, velocity: -3000, at: 0.1, source: .content))
        #expect(notices.isEmpty && m.state == 2 && m.frame(at: 0.1).height == Self.open)
    }

    @Test func aScrollThatReachesTheTopMovingDownHandsOverToTheCardWithoutAJump() {
        var m = Self.glideMotion(2)
        _ = m.handle(.contentOffset(100, time: 0))
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open), source: .content))
        _ = m.handle(Self.pan(.changed, 60, velocity: 400, at: 0.05, source: .content))
        var f = m.frame(at: 0.05)
        #expect(!f.isDragging && f.contentOffset == 40 && f.height == Self.open && f.contentScrolls)
        _ = m.handle(Self.pan(.changed, 100, velocity: 400, at: 0.1, source: .content))
        f = m.frame(at: 0.1)
        #expect(f.contentOffset == 0 && f.height == Self.open)
        _ = m.handle(Self.pan(.changed, 150, velocity: 400, at: 0.15, source: .content))
        f = m.frame(at: 0.15)
        #expect(f.isDragging && !f.contentScrolls && f.contentOffset == 0)
        #expect(abs(f.height - (Self.open - 50)) < 1e-9)
        // Released, the card's own rule applies: 50 pt down from open passes the 40 pt threshold.
        _ = m.handle(Self.pan(.ended, 150, velocity: 0, at: 0.15, source: .content))
        expectEqual(m.state, 1)
    }

    @Test func aScrollFirstUpThenBackDownPastItsStartHandsOverAtTheTop() {
        var m = Self.glideMotion(2)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open), source: .content))
        _ = m.handle(Self.pan(.changed, -20, at: 0.05, source: .content))
        expectEqual(m.frame(at: 0.05).contentOffset, 20)
        // The scroll view reports where it is (it may have moved on its own): the pan goes on from there.
        _ = m.handle(.contentOffset(25, time: 0.06))
        _ = m.handle(Self.pan(.changed, 15, at: 0.1, source: .content))
        let f = m.frame(at: 0.1)
        #expect(f.isDragging && f.contentOffset == 0 && abs(f.height - (Self.open - 10)) < 1e-9)
    }

    @Test func inStatesWithoutScrollingEveryDragMovesTheCardAndTheContentHolds() {
        var m = Self.glideMotion(1)
        _ = m.handle(.contentOffset(70, time: 0))
        #expect(!m.frame(at: 0).contentScrolls)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.compressed), source: .content))
        _ = m.handle(Self.pan(.changed, -50, velocity: -100, at: 0.05, source: .content))
        let f = m.frame(at: 0.05)
        #expect(f.isDragging && abs(f.height - (Self.compressed + 50)) < 1e-9 && !f.contentScrolls && f.contentOffset == 70)
        // The card's own pan in a scrolling state moves the card too, and the content holds its offset.
        var open = Self.glideMotion(2)
        _ = open.handle(.contentOffset(100, time: 0))
        _ = open.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.open), source: .card))
        _ = open.handle(Self.pan(.changed, 30, at: 0.05, source: .card))
        let g = open.frame(at: 0.05)
        #expect(g.isDragging && abs(g.height - (Self.open - 30)) < 1e-9 && g.contentOffset == 100 && !g.contentScrolls)
        // While the card animates into open, the content does not scroll yet; at rest it does.
        var rising = Self.glideMotion(1)
        _ = rising.move(to: 2, animated: true, time: 0)
        #expect(!rising.frame(at: 0.1).contentScrolls && rising.frame(at: 10).contentScrolls)
    }

    // MARK: Programmatic moves, containers, Reduce Motion

    @Test func aProgrammaticMoveStartsFromWhereAndHowFastTheCardMoves() {
        var m = Self.glideMotion(0)
        let n = m.move(to: 2, animated: true, time: 0)
        #expect(n.willSettle == 2 && n.stateChanged == SheetNotices.Change(from: 0, to: 2))
        let mid = m.frame(at: 0.2)
        #expect(m.move(to: 2, animated: true, time: 0.2).isEmpty)   // already heading there
        let back = m.move(to: 0, animated: true, time: 0.2)
        expectEqual(back.stateChanged, SheetNotices.Change(from: 2, to: 0))
        #expect(m.frame(at: 0.2).height == mid.height && abs(m.frame(at: 0.2).velocity - mid.velocity) < 1e-9)
        // Not animated: there at once; reported settled on the next advance.
        let jump = m.move(to: 1, animated: false, time: 0.3)
        #expect(jump.willSettle == 1 && m.frame(at: 0.3).height == Self.compressed)
        expectEqual(m.advance(to: 0.3).didSettle, 1)
        #expect(m.move(to: 7, animated: true, time: 0.4).isEmpty && m.state == 1)
    }

    @Test func aContainerChangeLaysTheSheetOutAgainInEveryPhase() {
        let turned = CardContainer(device: DeviceProfile.iPhoneSE.turned(to: .landscape))   // 667 x 375, usable 375
        // Resting: the state's new height.
        var resting = Self.glideMotion(1)
        _ = resting.handle(.container(turned, time: 0))
        #expect(abs(resting.frame(at: 0).height - 375 * 0.45) < 1e-9 && resting.frame(at: 0).cardTop == 375 - 375 * 0.45)
        // Animating: retargeted from where it is, as fast as it moves.
        var flying = Self.glideMotion(0)
        _ = flying.move(to: 2, animated: true, time: 0)
        let before = flying.frame(at: 0.2)
        #expect(flying.handle(.container(turned, time: 0.2)).isEmpty)
        let after = flying.frame(at: 0.2)
        #expect(after.height == before.height && abs(after.velocity - before.velocity) < 1e-9)
        #expect(flying.advance(to: 10).didSettle == 2 && abs(flying.frame(at: 10).height - 375 * 0.9) < 1e-9)
        // Dragging: the finger keeps its height, the span is the new one (compressed's: 36...337.5).
        var dragging = Self.glideMotion(1)
        _ = dragging.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.compressed)))
        _ = dragging.handle(.container(turned, time: 0.1))
        _ = dragging.handle(Self.pan(.changed, -10, at: 0.2))
        #expect(abs(dragging.frame(at: 0.2).height - (Self.compressed + 10)) < 1e-9)
        _ = dragging.handle(Self.pan(.changed, -100, at: 0.3))
        let band = RubberBand(dimension: 375)
        #expect(abs(dragging.frame(at: 0.3).height - (375 * 0.9 + band.give(overshoot: Self.compressed + 100 - 375 * 0.9))) < 1e-9)
        // The keyboard: heights measured up from its top.
        var keyboard = Self.glideMotion(0)
        var withKeyboard = Self.se
        withKeyboard.keyboardInset = 260
        _ = keyboard.handle(.container(withKeyboard, time: 0))
        expectEqual(keyboard.frame(at: 0).cardTop, 667 - 260 - 80)
    }

    @Test func reduceMotionMovesAtOnceAndStopsHardAtTheSpan() {
        var m = Self.glideMotion(1, motion: .reduced)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.compressed)))
        _ = m.handle(Self.pan(.changed, -(Self.open - Self.compressed) - 100, velocity: -100, at: 0.1))
        expectEqual(m.frame(at: 0.1).height, Self.open)
        _ = m.handle(Self.pan(.changed, -50, velocity: -100, at: 0.2))
        #expect(abs(m.frame(at: 0.2).height - (Self.compressed + 50)) < 1e-9)
        let n = m.handle(Self.pan(.ended, -50, velocity: 0, at: 0.2))
        expectEqual(n.willSettle, 2)
        #expect(m.frame(at: 0.2).height == Self.open && m.frame(at: 0.2).isResting)
        expectEqual(m.advance(to: 0.2).didSettle, 2)
        // A tap, too, moves at once.
        _ = m.handle(.tap(location: Self.onCard(Self.open), time: 0.3))
        #expect(m.state == 0 && m.frame(at: 0.3).height == Self.closed)
    }

    // MARK: Time and hostile input

    @Test func framesArePureAndAgreeAt60And120Hertz() {
        var m = Self.glideMotion(0)
        _ = m.handle(Self.pan(.began, 0, at: 0, location: Self.onCard(Self.closed)))
        _ = m.handle(Self.pan(.ended, -100, velocity: -1200, at: 0.05))
        let copy = m
        for frame in stride(from: 59, through: 0, by: -1) {
            let at60 = m.frame(at: 0.05 + Double(frame) / 60), at120 = m.frame(at: 0.05 + Double(frame * 2) / 120)
            expectEqual(at60, at120)
        }
        expectEqual(copy.frame(at: 0.3), m.frame(at: 0.3))
    }

    @Test func anEarlierTimeIsTakenAsTheLatest() {
        var m = Self.glideMotion(0)
        _ = m.move(to: 1, animated: true, time: 10)
        // A tap stamped before the move happens at 10: the next spring starts where the card is at 10
        // (cycle: compressed -> open).
        _ = m.handle(.tap(location: Self.onCard(Self.closed), time: 3))
        #expect(m.state == 2 && m.frame(at: 10).height == Self.closed && m.frame(at: 10).velocity == 0)
        #expect(m.frame(at: 10.1).height > Self.closed)
        // A NaN time, too (open -> closed).
        _ = m.handle(.tap(location: Self.onCard(Self.closed), time: .nan))
        #expect(m.state == 0 && m.frame(at: 10).height == Self.closed && m.frame(at: 10.1).height == Self.closed)
    }

    @Test func randomHostileEventSequencesNeverTrapNorShowNaN() {
        var random = SpringTests.Random(state: 25)
        let values: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, 1e-300, 50, -50, 400, -400, 3000]
        func pick() -> Double { values[Int(random.next() * Double(values.count))] }
        func real(_ range: ClosedRange<Double>) -> Double { random.next() < 0.2 ? pick() : random.uniform(range) }
        let containers = [Self.se, CardContainer(width: 0, height: 0), CardContainer(width: .nan, height: .infinity),
                          CardContainer(device: .iPad11), CardContainer(width: 375, height: 667, keyboardInset: 2000)]
        for configuration in [Self.glide, Self.cardDemo] {
            for mode in MotionMode.allCases {
                var m = SheetMotion(configuration: configuration, container: Self.se, motion: mode, initialState: 0)
                var t = 0.0
                for _ in 0..<3_000 {
                    t += random.next() < 0.1 ? -0.5 : random.uniform(0...0.05)
                    let time = random.next() < 0.05 ? pick() : t
                    let location = CardVector(x: real(0...375), y: real(0...667))
                    let event: InteractionEvent
                    switch Int(random.next() * 8) {
                    case 0...3:
                        let phase = PanEvent.Phase.allCases[Int(random.next() * 4)]
                        event = .pan(PanEvent(phase, location: location, translation: CardVector(x: real(-50...50), y: real(-700...700)),
                                              velocity: CardVector(x: real(-50...50), y: real(-4000...4000)), time: time,
                                              source: random.next() < 0.5 ? .card : .content))
                    case 4: event = .tap(location: location, time: time)
                    case 5: event = .contentOffset(real(-100...500), time: time)
                    case 6: event = .container(containers[Int(random.next() * Double(containers.count))], time: time)
                    default:
                        _ = m.move(to: Int(random.next() * 4) - 1, animated: random.next() < 0.5, time: time)
                        continue
                    }
                    _ = m.handle(event)
                    _ = m.advance(to: time)
                    for sample in [time, t, t + 0.1, .nan, .infinity, -.infinity] {
                        let f = m.frame(at: sample)
                        for value in [f.height, f.cardTop, f.velocity, f.dimAlpha, f.contentOffset, f.cardFrame.x, f.cardFrame.y, f.cardFrame.width, f.cardFrame.height] {
                            #expect(value.isFinite)
                        }
                        #expect(configuration.segments.indices.contains(f.state))
                    }
                }
            }
        }
    }

    @Test func aConfigurationWithoutSegmentsIgnoresEverything() {
        var m = SheetMotion(configuration: SheetConfiguration(segments: []), container: Self.se, initialState: 3)
        #expect(m.handle(Self.pan(.began, 0, at: 0, location: CardVector(x: 1, y: 666))).isEmpty)
        #expect(m.handle(.tap(location: CardVector(x: 1, y: 666), time: 0)).isEmpty)
        #expect(m.move(to: 0, animated: true, time: 0).isEmpty)
        #expect(m.frame(at: 0).height == 0 && m.accessibilityTargets().isEmpty)
    }
}
