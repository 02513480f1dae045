import Testing
@testable import CardEngine
import CardTestSupport

/// CarouselMotion's rules (docs/runtime.md, "Carousels"): paging 1:1 with bands and at most one
/// page per gesture, swipe up to expand by CarouselBehavior's decision, the content's scroll and
/// its hand-off, continuity, and no NaN from hostile events.
@Suite struct CarouselMotionTests {
    typealias Random = SpringTests.Random

    /// The paging-carousel seed (examples/paging-carousel.card.yaml).
    static let seed = CarouselConfiguration(insets: .init(top: 120, leading: 24, trailing: 24, bottom: 80), peek: 16, spacing: 8,
                                            expandDistance: 200, expandThreshold: .fraction(0.5),
                                            appearance: Appearance(cornerRadius: 12), animation: CardAnimation(duration: 0.3, damping: 0.9))
    static let phone = CardContainer(width: 375, height: 667)
    /// 327 pt of card and 8 of gap.
    static let pageWidth = 335.0

    static func pan(_ phase: PanEvent.Phase, dx: Double = 0, dy: Double = 0, vx: Double = 0, vy: Double = 0, at t: Double,
                    source: PanEvent.Source = .card) -> InteractionEvent {
        .pan(PanEvent(phase, translation: CardVector(x: dx, y: dy), velocity: CardVector(x: vx, y: vy), time: t, source: source))
    }

    static func motion(_ config: CarouselConfiguration = seed, container: CardContainer = phone, mode: MotionMode = .full,
                       state: Int = 0, pages: Int = 5, page: Int = 0) -> CarouselMotion {
        CarouselMotion(configuration: config, container: container, motion: mode, initialState: state, pageCount: pages, page: page)
    }

    /// A straight pan by (dx, dy), in two moves, lifted at (vx, vy).
    static func swipe(_ m: inout CarouselMotion, dx: Double = 0, dy: Double = 0, vx: Double = 0, vy: Double = 0, at t: Double) -> CarouselNotices {
        _ = m.handle(pan(.began, at: t))
        _ = m.handle(pan(.changed, dx: dx / 2, dy: dy / 2, vx: vx, vy: vy, at: t + 0.05))
        _ = m.handle(pan(.changed, dx: dx, dy: dy, vx: vx, vy: vy, at: t + 0.1))
        return m.handle(pan(.ended, dx: dx, dy: dy, vx: vx, vy: vy, at: t + 0.1))
    }

    @Test func thePagesFollowTheFingerAndBandPastTheEnds() {
        var m = Self.motion(pages: 3, page: 1)
        expectEqual(m.frame(at: 0).pageOffset, Self.pageWidth)
        expectEqual(m.frame(at: 0).cardFrame, CardRect(x: 24, y: 120, width: 327, height: 467))
        // The neighbours peek: 16 pt of each shows (24 pt inset less the 8 pt gap).
        expectEqual(m.frame(at: 0).neighbourFrame(1).minX, 375 - 16)
        expectEqual(m.frame(at: 0).neighbourFrame(-1).maxX, 16)
        _ = m.handle(Self.pan(.began, at: 0))
        _ = m.handle(Self.pan(.changed, dx: -100, dy: -30, vx: -400, at: 0.1))
        var f = m.frame(at: 0.1)
        #expect(f.pageOffset == Self.pageWidth + 100 && f.pageVelocity == 400)
        #expect(f.cardFrame.x == 24 - 100 && f.neighbourFrame(1).x == 24 + Self.pageWidth - 100)
        // The vertical part of a horizontal pan is ignored.
        expectEqual(f.scrollOffset, 0)
        // Past the last page (offset 670): the band, D = the container's width.
        _ = m.handle(Self.pan(.changed, dx: -500, at: 0.2))
        f = m.frame(at: 0.2)
        let band = RubberBand(dimension: 375)
        expectEqual(f.pageOffset, 2 * Self.pageWidth + band.give(overshoot: 500 - Self.pageWidth))
        // Before the first: banded the other way.
        _ = m.handle(Self.pan(.changed, dx: 400, at: 0.3))
        expectEqual(m.frame(at: 0.3).pageOffset, -band.give(overshoot: 400 - Self.pageWidth))
    }

    @Test(arguments: [
        (-100.0, 0.0, 0), (-170.0, 0.0, 1), (-60.0, -800.0, 1), (-10.0, -3000.0, 1), (-900.0, -9000.0, 1), (100.0, 0.0, 0),
        (40.0, 1500.0, 0), (-170.0, 500.0, 0),
    ])
    func aReleaseSettlesOnThePagingRulesPage(dx: Double, vx: Double, expected: Int) {
        var m = Self.motion()
        let notices = Self.swipe(&m, dx: dx, vx: vx, at: 0)
        expectEqual(m.page, expected)
        expectEqual(notices.pageChanged, (expected == 0 ? nil : .init(from: 0, to: expected)))
        expectEqual(m.advance(to: 10).didSettle, 0)
        expectEqual(m.frame(at: 10).pageOffset, Double(expected) * Self.pageWidth)
    }

    @Test func thePagingRuleMovesAtMostOnePageTowardTheProjection() {
        let w = 100.0
        expectEqual(CarouselBehavior.page(releaseOffset: 249, velocity: 0, startPage: 2, pageCount: 5, pageWidth: w), 2)
        expectEqual(CarouselBehavior.page(releaseOffset: 251, velocity: 0, startPage: 2, pageCount: 5, pageWidth: w), 3)
        expectEqual(CarouselBehavior.page(releaseOffset: 200, velocity: 1e6, startPage: 2, pageCount: 5, pageWidth: w), 3)
        expectEqual(CarouselBehavior.page(releaseOffset: 200, velocity: -1e6, startPage: 2, pageCount: 5, pageWidth: w), 1)
        // 0.5 s of projection per pt/s: 150 pt/s carries 75 pt, past the half page.
        expectEqual(CarouselBehavior.page(releaseOffset: 200, velocity: 110, startPage: 2, pageCount: 5, pageWidth: w), 3)
        expectEqual(CarouselBehavior.page(releaseOffset: 200, velocity: 90, startPage: 2, pageCount: 5, pageWidth: w), 2)
        expectEqual(CarouselBehavior.page(releaseOffset: 400, velocity: 1e6, startPage: 4, pageCount: 5, pageWidth: w), 4)
        expectEqual(CarouselBehavior.page(releaseOffset: 0, velocity: -1e6, startPage: 0, pageCount: 5, pageWidth: w), 0)
        for bad in [Double.nan, .infinity, 0, -3] {
            expectEqual(CarouselBehavior.page(releaseOffset: 250, velocity: 0, startPage: 2, pageCount: 5, pageWidth: bad), 2)
        }
        for bad in [Double.nan, .infinity, -.infinity] {
            expectEqual(CarouselBehavior.page(releaseOffset: bad, velocity: bad, startPage: 2, pageCount: 5, pageWidth: w), 2)
            expectEqual(CarouselBehavior.page(releaseOffset: 200, velocity: bad, startPage: 2, pageCount: 5, pageWidth: w), 2)
        }
        expectEqual(CarouselBehavior.page(releaseOffset: 0, velocity: 0, startPage: 9, pageCount: 0, pageWidth: w), 0)
    }

    @Test func swipingUpExpandsTheCardAndTheReleaseIsTheBehavioursDecision() {
        var m = Self.motion()
        _ = m.handle(Self.pan(.began, at: 0))
        _ = m.handle(Self.pan(.changed, dx: 20, dy: -100, vy: -500, at: 0.1))
        let f = m.frame(at: 0.1)
        #expect(f.scrollOffset == 100 && f.progress == 0.5 && f.pageOffset == 0)
        expectEqual(f.cardFrame, CarouselLayout(configuration: Self.seed, containerWidth: 375, containerHeight: 667).cardFrame(scrollOffset: 100))
        let lifted = m.handle(Self.pan(.ended, dx: 20, dy: -101, vy: -500, at: 0.1))
        #expect(lifted.stateChanged == .init(from: 0, to: 1) && lifted.willSettle == 1)
        expectEqual(m.advance(to: 5).didSettle, 1)
        expectEqual(m.frame(at: 5).cardFrame, CardRect(x: 0, y: 0, width: 375, height: 667))
        expectEqual(m.frame(at: 5).contentOffset, 0)
        // Random pans from either state: the outcome is CarouselBehavior.settle's on the offset.
        var random = Random(state: 31)
        for _ in 0..<2_000 {
            let config = CarouselConfiguration(insets: .init(top: random.uniform(0...200), leading: random.uniform(0...40),
                                                             trailing: random.uniform(0...40), bottom: random.uniform(0...200)),
                                               spacing: random.uniform(0...20), expandDistance: random.uniform(0...600),
                                               expandThreshold: random.next() < 0.5 ? .fraction(random.uniform(0...1.2)) : .points(random.uniform(0...700)))
            let from = random.next() < 0.5 ? 0 : 1
            var c = Self.motion(config, container: CardContainer(width: random.uniform(0...1000), height: random.uniform(0...1000)),
                                mode: random.next() < 0.2 ? .reduced : .full, state: from)
            let dy = random.uniform(-900...900)
            _ = Self.swipe(&c, dx: random.uniform(-0.9...0.9) * abs(dy), dy: dy, vy: random.uniform(-4000...4000), at: 0)
            let start = from == 1 ? config.expandDistance : 0
            let expected = CarouselBehavior.index(of: CarouselBehavior(configuration: config).settle(releaseOffset: start - dy))
            #expect(c.state == expected, "\(config) from \(from) dy \(dy)")
        }
    }

    @Test func expandedTheContentScrollsAndCoastsAndStopsAtItsTop() {
        var m = Self.motion(state: 1)
        _ = Self.swipe(&m, dy: -300, vy: -1000, at: 0)
        expectEqual(m.state, 1)
        let lift = m.frame(at: 0.1)
        #expect(lift.contentOffset == 300 && lift.progress == 1 && lift.scrollVelocity == 1000)
        // It coasts as a scroll view does: about 0.5 s × 1000 pt/s further.
        _ = m.advance(to: 20)
        let rest = m.frame(at: 20)
        #expect(rest.isResting && abs(rest.contentOffset - (300 + 1000 * SheetBehavior.projectionFactor)) < 2)
        // A fling down inside the content coasts to its top and no further: the card stays expanded.
        var n = Self.motion(state: 1)
        _ = Self.swipe(&n, dy: -100, at: 0)
        _ = Self.swipe(&n, dy: 50, vy: 5000, at: 1)
        _ = n.advance(to: 20)
        #expect(n.state == 1 && n.frame(at: 20).scrollOffset == 200 && n.frame(at: 20).contentOffset == 0)
    }

    /// The hand-off: a pan that begins with the content scrolled only scrolls the content (it
    /// stops dead at the top); a swipe down that begins at the top collapses the card.
    /// A release exactly at expandDistance goes as one beside it on the side it moves toward:
    /// down, the card springs, dipping and coming back, as from 0.1 pt short (it used to stop
    /// dead there); up, the content coasts, as from 0.1 pt past.
    @Test func aReleaseExactlyAtTheExpandDistanceGoesAsOneOnTheSideItMovesToward() {
        func path(_ dy: Double, vy: Double) -> [Double] {
            var m = Self.motion()
            _ = Self.swipe(&m, dy: dy, vy: vy, at: 0)
            return (1...60).map { m.frame(at: 0.1 + Double($0) / 120).scrollOffset }
        }
        let down = path(-200, vy: 300), short = path(-199.9, vy: 300)
        #expect((down.min() ?? 200) < 200 - 1)
        #expect(zip(down, short).allSatisfy { abs($0 - $1) < 0.2 })
        let up = path(-200, vy: -300), past = path(-200.1, vy: -300)
        #expect((up.last ?? 0) > 200 + 10)
        #expect(zip(up, past).allSatisfy { abs($0 - $1) < 0.2 })
    }

    @Test func aSwipeDownAtTheContentsTopCollapses() {
        var m = Self.motion(state: 1)
        _ = Self.swipe(&m, dy: -80, at: 0)
        expectEqual(m.frame(at: 0.2).contentOffset, 80)
        _ = m.handle(Self.pan(.began, at: 1))
        _ = m.handle(Self.pan(.changed, dy: 300, vy: 900, at: 1.1))
        #expect(m.frame(at: 1.1).scrollOffset == 200 && m.frame(at: 1.1).contentOffset == 0 && m.frame(at: 1.1).scrollVelocity == 0)
        _ = m.handle(Self.pan(.ended, dy: 300, vy: 900, at: 1.1))
        expectEqual(m.state, 1)
        // From the top, the same swipe collapses.
        let notices = Self.swipe(&m, dy: 150, vy: 300, at: 2)
        #expect(notices.stateChanged == .init(from: 1, to: 0) && m.state == 0)
        _ = m.advance(to: 9)
        expectEqual(m.frame(at: 9).scrollOffset, 0)
        // The host may set the content's offset while the card rests expanded (scroll to top).
        var e = Self.motion(state: 1)
        _ = e.handle(.contentOffset(120, time: 0))
        expectEqual(e.frame(at: 0).contentOffset, 120)
    }

    @Test func thePansAxisIsItsFirstMovementAndExpandedCardsDoNotPage() {
        var m = Self.motion()
        _ = m.handle(Self.pan(.began, at: 0))
        _ = m.handle(Self.pan(.changed, dx: -10, dy: -9, at: 0.01))
        _ = m.handle(Self.pan(.changed, dx: -10, dy: -200, at: 0.02))
        #expect(m.frame(at: 0.02).scrollOffset == 0 && m.frame(at: 0.02).pageOffset == 10)
        _ = m.handle(Self.pan(.ended, dx: -10, dy: -200, at: 0.02))
        expectEqual(m.state, 0)
        var v = Self.motion()
        _ = v.handle(Self.pan(.began, at: 0))
        _ = v.handle(Self.pan(.changed, dx: -9, dy: -9, at: 0.01))
        _ = v.handle(Self.pan(.changed, dx: -300, dy: -9, at: 0.02))
        #expect(v.frame(at: 0.02).scrollOffset == 9 && v.frame(at: 0.02).pageOffset == 0)
        var e = Self.motion(state: 1, page: 2)
        _ = Self.swipe(&e, dx: -300, vx: -2000, at: 0)
        #expect(e.page == 2 && e.state == 1 && e.frame(at: 0.1).pageOffset == 2 * Self.pageWidth)
    }

    @Test func releasesAndGrabsInFlightAreContinuousOnBothAxes() {
        var random = Random(state: 32)
        for _ in 0..<500 {
            var m = Self.motion(state: random.next() < 0.5 ? 0 : 1, page: 2)
            let horizontal = random.next() < 0.5
            let d = random.uniform(-1500...1500), v = random.uniform(-4000...4000)
            _ = m.handle(Self.pan(.began, at: 0))
            _ = m.handle(Self.pan(.changed, dx: horizontal ? d : 0, dy: horizontal ? 0 : d, vx: horizontal ? v : 0, vy: horizontal ? 0 : v, at: 0.1))
            let held = m.frame(at: 0.1)
            _ = m.handle(Self.pan(.ended, dx: horizontal ? d : 0, dy: horizontal ? 0 : d, vx: horizontal ? v : 0, vy: horizontal ? 0 : v, at: 0.1))
            let lifted = m.frame(at: 0.1)
            #expect(abs(lifted.scrollOffset - held.scrollOffset) < 1e-9 && abs(lifted.pageOffset - held.pageOffset) < 1e-9)
            #expect(abs(lifted.scrollVelocity - held.scrollVelocity) < 1e-6 * max(1, abs(held.scrollVelocity)))
            #expect(abs(lifted.pageVelocity - held.pageVelocity) < 1e-6 * max(1, abs(held.pageVelocity)))
            let t = 0.1 + random.uniform(0...0.5)
            let flying = m.frame(at: t)
            _ = m.handle(Self.pan(.began, dx: 3, dy: 4, at: t))
            let grabbed = m.frame(at: t)
            #expect(abs(grabbed.scrollOffset - flying.scrollOffset) < 1e-9 && abs(grabbed.pageOffset - flying.pageOffset) < 1e-9)
            // The first movement picks an axis; that axis moves on from where it was held.
            _ = m.handle(Self.pan(.changed, dx: horizontal ? 3 : 3.5, dy: horizontal ? 4.5 : 4, at: t + 0.01))
            let moved = m.frame(at: t + 0.01)
            #expect(abs(moved.scrollOffset - flying.scrollOffset) < 1 && abs(moved.pageOffset - flying.pageOffset) < 1)
        }
    }

    @Test func framesAt60And120HertzAgree() {
        var m = Self.motion()
        _ = Self.swipe(&m, dx: -120, vx: -700, at: 0)
        for i in 0...60 {
            expectEqual(m.frame(at: 0.1 + Double(i) / 60), m.frame(at: 0.1 + Double(2 * i) / 120))
        }
    }

    @Test func reduceMotionMovesAtOnceAndStopsHard() {
        var m = Self.motion(mode: .reduced, pages: 2)
        _ = m.handle(Self.pan(.began, at: 0))
        _ = m.handle(Self.pan(.changed, dx: -900, at: 0.1))
        expectEqual(m.frame(at: 0.1).pageOffset, Self.pageWidth)
        let notices = m.handle(Self.pan(.ended, dx: -900, vx: -100, at: 0.1))
        #expect(notices.pageChanged == .init(from: 0, to: 1) && notices.didSettle == 0 && m.frame(at: 0.1).isResting)
        let up = Self.swipe(&m, dy: -150, vy: -900, at: 1)
        #expect(up.didSettle == 1 && m.frame(at: 1.1).scrollOffset == 200)
    }

    @Test func programmaticMovesStartFromThePositionAndVelocity() {
        var m = Self.motion()
        _ = Self.swipe(&m, dy: -150, vy: -1200, at: 0)
        let before = m.frame(at: 0.15)
        let notices = m.move(to: 0, animated: true, time: 0.15)
        expectEqual(notices.stateChanged, .init(from: 1, to: 0))
        let after = m.frame(at: 0.15)
        #expect(abs(after.scrollOffset - before.scrollOffset) < 1e-9 && abs(after.scrollVelocity - before.scrollVelocity) < 1e-6 * abs(before.scrollVelocity))
        expectEqual(m.show(page: 3, animated: false, time: 0.2).pageChanged, .init(from: 0, to: 3))
        #expect(m.frame(at: 0.2).pageOffset == 3 * Self.pageWidth && m.frame(at: 0.2).scrollOffset == 0)
        expectEqual(m.move(to: 1, animated: false, time: 0.3).didSettle, 1)
        // Expanded, the pages stay.
        #expect(m.show(page: 1, animated: true, time: 0.4).isEmpty && m.page == 3)
        #expect(m.move(to: 1, animated: true, time: 0.5).isEmpty)
    }

    @Test func aContainerChangeKeepsThePage() {
        var m = Self.motion(page: 2)
        _ = m.handle(.container(CardContainer(width: 667, height: 375), time: 0))
        expectEqual(m.frame(at: 0).pageOffset, 2 * (667 - 48 + 8))
        _ = Self.swipe(&m, dx: -100, vx: -2000, at: 1)
        _ = m.handle(.container(Self.phone, time: 1.15))
        _ = m.advance(to: 9)
        expectEqual(m.frame(at: 9).pageOffset, 3 * Self.pageWidth)
    }

    @Test func hostileEventsNeverProduceNaN() {
        var random = Random(state: 33)
        let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -1, 1e-300]
        func pick() -> Double { random.next() < 0.4 ? values[Int(random.next() * Double(values.count))] : random.uniform(-2000...2000) }
        for round in 0..<300 {
            let container = round % 3 == 0 ? CardContainer(width: 0, height: 0) : Self.phone
            var m = Self.motion(container: container, mode: round % 5 == 0 ? .reduced : .full, state: round % 2, pages: round % 4)
            for _ in 0..<40 {
                let event: InteractionEvent
                switch Int(random.next() * 7) {
                case 0: event = .tap(location: CardVector(x: pick(), y: pick()), time: pick())
                case 1: event = .container(CardContainer(width: pick(), height: pick()), time: pick())
                case 2: event = .contentOffset(pick(), time: pick())
                case 3: _ = m.move(to: Int(random.next() * 3), animated: random.next() < 0.5, time: pick()); continue
                case 4: _ = m.show(page: Int(random.next() * 6) - 1, animated: random.next() < 0.5, time: pick()); continue
                default:
                    event = .pan(PanEvent(PanEvent.Phase.allCases[Int(random.next() * 4)], location: CardVector(x: pick(), y: pick()),
                                          translation: CardVector(x: pick(), y: pick()), velocity: CardVector(x: pick(), y: pick()), time: pick()))
                }
                _ = m.handle(event)
                _ = m.advance(to: pick())
                for t in [pick(), m.time, m.time + 0.1] {
                    let f = m.frame(at: t)
                    for x in [f.scrollOffset, f.scrollVelocity, f.pageOffset, f.pageVelocity, f.progress, f.contentOffset] {
                        #expect(x.isFinite, "\(f)")
                    }
                    for r in [f.cardFrame, f.neighbourFrame(1), f.neighbourFrame(-1)] {
                        #expect(r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite)
                    }
                }
            }
        }
    }

    @Test func movesAreTheEndsOfTheOffsetRange() {
        func moves(_ b: CarouselBehavior, _ s: Int) -> [Int] {
            var out: [Int] = []
            b.moves(from: s) { to, _ in out.append(to) }
            return out
        }
        let b = CarouselBehavior(configuration: Self.seed)
        #expect(moves(b, 0) == [1] && moves(b, 1) == [0] && moves(b, 5).isEmpty)
        var never = Self.seed
        never.expandThreshold = .fraction(1)
        #expect(moves(CarouselBehavior(configuration: never), 0).isEmpty)
        expectEqual(moves(CarouselBehavior(configuration: never), 1), [0])
    }
}
