import Testing
@testable import CardEngine
import CardTestSupport

@Suite struct SheetBehaviorTests {
    // Heights on iphone-se: 80, 291.15, 582.3.
    let glide = SheetConfiguration(
        header: .init(height: .points(80), tap: .cycle),
        segments: [.init(name: "closed", height: .points(80)), .init(name: "compressed", height: .fraction(0.45)), .init(name: "open", height: .fraction(0.9))],
        thresholds: .init(upward: .points(40), downward: .points(40), velocity: 800)
    )

    @Test func dragsCommitOnlyPastTheThresholdStrictly() {
        let b = SheetBehavior(configuration: glide, device: .iPhoneSE)
        expectEqual(b.settle(from: 0, releaseHeight: 120, velocity: 0), 0)        // exactly 40: not more
        expectEqual(b.settle(from: 0, releaseHeight: 120.5, velocity: 0), 1)
        expectEqual(b.settle(from: 1, releaseHeight: b.heights[1] - 40, velocity: 0), 1)     // exactly 40 down
        expectEqual(b.settle(from: 1, releaseHeight: b.heights[1] - 40.5, velocity: 0), 0)
        // One state per release, however far the drag goes.
        expectEqual(b.settle(from: 0, releaseHeight: 582.3, velocity: 0), 1)
    }

    @Test func velocityProjectsTheRelease() {
        let b = SheetBehavior(configuration: glide, device: .iPhoneSE)
        // 100 pt/s projects about 49.9 pt: from 80 + 0 travel the projection passes 40.
        #expect(abs(SheetBehavior.projectionFactor - 0.499) < 1e-12)
        expectEqual(b.settle(from: 0, releaseHeight: 80, velocity: 100), 1)
        expectEqual(b.settle(from: 0, releaseHeight: 100, velocity: -100), 0)
    }

    @Test func flicksMoveOneStateInTheirDirection() {
        let b = SheetBehavior(configuration: glide, device: .iPhoneSE)
        expectEqual(b.settle(from: 1, releaseHeight: 291.15, velocity: 801), 2)
        expectEqual(b.settle(from: 1, releaseHeight: 291.15, velocity: -801), 0)
        expectEqual(b.settle(from: 2, releaseHeight: 582.3, velocity: 5000), 2)
        // 800 is not more than 800: a drag, projected 399.2 pt.
        expectEqual(b.settle(from: 0, releaseHeight: 80, velocity: 800), 1)
    }

    @Test func headerTaps() {
        let b = SheetBehavior(configuration: glide, device: .iPhoneSE)
        expectEqual((0..<3).map(b.tap), [1, 2, 0])
        var toggle = glide
        toggle.header.tap = .toggle
        let t = SheetBehavior(configuration: toggle, device: .iPhoneSE)
        expectEqual((0..<3).map(t.tap), [2, 0, 0])
        var none = glide
        none.header.tap = .none
        expectEqual(SheetBehavior(configuration: none, device: .iPhoneSE).tap(from: 0), 0)
        var hidden = glide
        hidden.header.height = .points(0)
        expectEqual(SheetBehavior(configuration: hidden, device: .iPhoneSE).tap(from: 0), 0)
    }

    @Test func statesAboveTheContainerAreNeverTargets() {
        var tall = glide
        tall.segments[2].height = .points(700)
        let b = SheetBehavior(configuration: tall, device: .iPhoneSE)
        #expect(!b.isRestable(2))
        expectEqual(b.releaseSpan(from: 1), 80...b.heights[1])
        expectEqual(b.releaseSpan(from: 2), b.heights[1]...700)
        expectEqual(b.settle(from: 1, releaseHeight: 900, velocity: 5000), 1)
    }

    @Test func coincidentStatesSettleInTheFirstDeclared() {
        let twins = SheetConfiguration(segments: [.init(name: "a", height: .points(100)), .init(name: "b", height: .points(100)), .init(name: "c", height: .points(300))])
        let b = SheetBehavior(configuration: twins, device: .iPhoneSE)
        expectEqual(b.settle(from: 2, releaseHeight: 100, velocity: -2000), 0)
        expectEqual(b.neighbour(of: 1, upward: true), 2)
    }

    @Test func aZeroHeightStateAcceptsNoGesture() {
        let zero = SheetConfiguration(header: .init(height: .points(40), tap: .toggle), segments: [.init(name: "gone", height: .points(0)), .init(name: "open", height: .points(300))])
        let b = SheetBehavior(configuration: zero, device: .iPhoneSE)
        #expect(!b.acceptsGestures(in: 0))
        expectEqual(b.settle(from: 0, releaseHeight: 300, velocity: 5000), 0)
        expectEqual(b.tap(from: 0), 0)
        expectEqual(b.settle(from: 1, releaseHeight: 0, velocity: 0), 0)
    }

    @Test func percentThresholdsAreOfTheGap() {
        var config = glide
        config.thresholds = .init(upward: .fraction(0.5), downward: .fraction(0.25), velocity: 800)
        let b = SheetBehavior(configuration: config, device: .iPhoneSE)
        #expect(abs(b.threshold(from: 0, to: 1) - (291.15 - 80) / 2) < 1e-9)
        #expect(abs(b.threshold(from: 2, to: 1) - (582.3 - 291.15) / 4) < 1e-9)
    }
}

@Suite struct OtherBehaviorTests {
    @Test func stackExpandsPastTheUpwardThreshold() {
        let b = StackBehavior(configuration: StackConfiguration(cardHeight: 200, offset: 40, collapsedHeight: 200, expandedHeight: 500, thresholds: .init(upward: 20, downward: 30)))
        expectEqual(b.travel, 300)
        expectEqual(b.settle(from: .collapsed, travel: 20), .collapsed)
        expectEqual(b.settle(from: .collapsed, travel: 21), .expanded)
        expectEqual(b.settle(from: .expanded, travel: 30), .expanded)
        expectEqual(b.settle(from: .expanded, travel: 31), .collapsed)
        let stuck = StackBehavior(configuration: StackConfiguration(cardHeight: 200, offset: 40, collapsedHeight: 200, expandedHeight: 500, thresholds: .init(upward: 400, downward: 20)))
        expectEqual(stuck.settle(from: .collapsed, travel: 10_000), .collapsed)
    }

    @Test func deckOutcomes() {
        // The seed: right past 250 pt of travel, left past 215.
        let b = DeckBehavior(configuration: DeckConfiguration(width: 300, height: 400, thresholds: .init(left: .points(215), right: .points(250), velocity: 1100)))
        expectEqual(b.outcome(translationX: 251, translationY: 0, velocityX: 0, velocityY: 0), .right)
        expectEqual(b.outcome(translationX: 250, translationY: 0, velocityX: 0, velocityY: 0), .center)
        expectEqual(b.outcome(translationX: -216, translationY: 30, velocityX: 0, velocityY: 0), .left)
        expectEqual(b.outcome(translationX: 10, translationY: 0, velocityX: 1101, velocityY: 0), .right)
        expectEqual(b.outcome(translationX: 0, translationY: -500, velocityX: 0, velocityY: -3000), .center) // up not enabled
        expectEqual(DeckBehavior.maximumTravel(.right, configuration: b.configuration, in: CardContainer(width: 375, height: 667)), 337.5)
        let percent = DeckBehavior(configuration: DeckConfiguration(width: 300, height: 400, directions: [.up], thresholds: .init(up: .fraction(0.25))))
        expectEqual(percent.threshold(.up), 100)
        expectEqual(percent.outcome(translationX: 0, translationY: -101, velocityX: 0, velocityY: 0), .up)
    }

    @Test func carouselExpandsPastItsThreshold() {
        let b = CarouselBehavior(configuration: CarouselConfiguration(insets: .init(), expandDistance: 200, expandThreshold: .fraction(0.5)))
        expectEqual(b.settle(releaseOffset: 100), .collapsed)
        expectEqual(b.settle(releaseOffset: 101), .expanded)
        expectEqual(b.settle(releaseOffset: 900), .expanded)
        expectEqual(b.settle(releaseOffset: -40), .collapsed)
    }
}
