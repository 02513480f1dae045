import Testing
@testable import CardEngine
import CardTestSupport

/// StackMotion's rules (docs/runtime.md, "Stacks"): the pan resizes the stack 1:1 between its
/// heights and bands past them, the release is StackBehavior's decision, springs start where
/// and as fast as the stack was, and no event makes a frame NaN.
@Suite struct StackMotionTests {
    typealias Random = SpringTests.Random

    /// The CardsStack seed (examples/cards-stack.card.yaml).
    static let seed = StackConfiguration(cardHeight: 200, offset: 40, spacing: .init(leading: 8, trailing: 8, vertical: 8),
                                         collapsedHeight: 200, expandedHeight: 500, thresholds: .init(upward: 20, downward: 20),
                                         cards: 5, appearance: Appearance(cornerRadius: 12))
    static let phone = CardContainer(width: 375, height: 667)

    static func pan(_ phase: PanEvent.Phase, dy: Double, vy: Double = 0, at t: Double) -> InteractionEvent {
        .pan(PanEvent(phase, translation: CardVector(x: 0, y: dy), velocity: CardVector(x: 0, y: vy), time: t))
    }

    /// Drags from `state` by `dy` (UIKit: negative is up) and lifts at `vy`; returns the motion.
    static func dragged(_ config: StackConfiguration = seed, container: CardContainer = phone, motion: MotionMode = .full,
                        from state: Int, dy: Double, vy: Double = 0) -> (StackMotion, StackNotices) {
        var m = StackMotion(configuration: config, container: container, motion: motion, initialState: state)
        _ = m.handle(pan(.began, dy: 0, at: 1))
        _ = m.handle(pan(.changed, dy: dy / 2, vy: vy, at: 1.05))
        _ = m.handle(pan(.changed, dy: dy, vy: vy, at: 1.1))
        let notices = m.handle(pan(.ended, dy: dy, vy: vy, at: 1.1))
        return (m, notices)
    }

    @Test func theCardsFollowThePanBetweenTheHeights() {
        var m = StackMotion(configuration: Self.seed, container: Self.phone, initialState: 0)
        _ = m.handle(Self.pan(.began, dy: 0, at: 0))
        let layout = StackLayout(configuration: Self.seed, containerWidth: 375)
        for growth in stride(from: 0.0, through: 300, by: 25) {
            _ = m.handle(Self.pan(.changed, dy: -growth, vy: -500, at: growth / 1000))
            let f = m.frame(at: 99)
            expectEqual(f.height, 200 + growth)
            // On the expanded end, moving on up (out), the cards move at the band's slope there.
            expectEqual(f.velocity, growth == 300 ? RubberBand.coefficient * 500 : 500)
            #expect(f.isDragging)
            for card in 0..<5 {
                expectEqual(f.cardFrame(card), layout.frame(index: card, phase: .inTransit(translation: growth)))
            }
        }
        // At the ends the in-transit layout is the seed's collapsed and expanded layouts.
        expectEqual(m.frame(at: 0).cardFrame(3), layout.frame(index: 3, phase: .expanded))
        #expect(StackMotion(configuration: Self.seed, container: Self.phone, initialState: 0).frame(at: 0).cardFrame(3)
                == layout.frame(index: 3, phase: .collapsed))
    }

    @Test func pastTheHeightsTheStackRubberBandsInsteadOfClamping() {
        var m = StackMotion(configuration: Self.seed, container: Self.phone, initialState: 1)
        _ = m.handle(Self.pan(.began, dy: 0, at: 0))
        let band = RubberBand(dimension: 667)
        var last = 500.0
        for over in stride(from: 10.0, through: 5000, by: 10) {
            _ = m.handle(Self.pan(.changed, dy: -over, vy: -100, at: 0))
            let f = m.frame(at: 0)
            expectEqual(f.height, 500 + band.give(overshoot: over))
            #expect(f.height > last && f.height < 500 + 667)
            #expect(abs(f.velocity - 100 * band.slope(overshoot: over)) < 1e-9)
            last = f.height
        }
        // Below collapsed too (from collapsed, dragged down).
        var down = StackMotion(configuration: Self.seed, container: Self.phone, initialState: 0)
        _ = down.handle(Self.pan(.began, dy: 0, at: 0))
        _ = down.handle(Self.pan(.changed, dy: 120, at: 0))
        expectEqual(down.frame(at: 0).height, 200 - band.give(overshoot: 120))
    }

    /// Item 5: "settle by the thresholds": 20 pt is not enough, 20.5 is, both ways.
    @Test(arguments: [(0, -20.0, 0), (0, -20.5, 1), (1, 20.0, 1), (1, 20.5, 0), (0, -800, 1), (1, 900, 0), (0, 300, 0), (1, -300, 1)])
    func releaseSettlesByTheThresholds(from: Int, dy: Double, expected: Int) {
        let (m, notices) = Self.dragged(from: from, dy: dy)
        expectEqual(m.state, expected)
        expectEqual(notices.willSettle, expected)
        expectEqual(notices.stateChanged, (expected == from ? nil : StackNotices.Change(from: from, to: expected)))
        var settled = m
        expectEqual(settled.advance(to: 100).didSettle, expected)
        expectEqual(settled.frame(at: 100).height, m.height(of: expected))
        #expect(settled.frame(at: 100).isResting)
        #expect(settled.advance(to: 101).isEmpty)
    }

    /// Item 2: on random specs, containers and pans, the outcome is StackBehavior.settle's on
    /// the finger's travel (velocity plays no part, as in the seed).
    @Test func outcomeIsTheBehavioursDecision() {
        var random = Random(state: 25)
        for _ in 0..<3_000 {
            let collapsed = random.uniform(0...400)
            let config = StackConfiguration(cardHeight: random.uniform(20...300), offset: random.uniform(0...80),
                                            collapsedHeight: collapsed, expandedHeight: collapsed + random.uniform(0...600),
                                            thresholds: .init(upward: random.uniform(0...300), downward: random.uniform(0...300)))
            let container = CardContainer(width: random.uniform(0...1400), height: random.uniform(0...1400))
            let from = random.next() < 0.5 ? 0 : 1
            let dy = random.uniform(-900...900), vy = random.uniform(-5000...5000)
            let motion: MotionMode = random.next() < 0.2 ? .reduced : .full
            let (m, _) = Self.dragged(config, container: container, motion: motion, from: from, dy: dy, vy: vy)
            let state: StackState = from == 0 ? .collapsed : .expanded
            let expected = StackBehavior(configuration: config).settle(from: state, travel: from == 0 ? -dy : dy)
            #expect(m.state == StackBehavior.index(of: expected), "\(config) \(from) \(dy)")
        }
    }

    @Test func theReleaseSpringStartsWhereAndAsFastAsTheStackWas() {
        var random = Random(state: 7)
        for _ in 0..<500 {
            let from = random.next() < 0.5 ? 0 : 1
            let dy = random.uniform(-1200...1200), vy = random.uniform(-4000...4000)
            var m = StackMotion(configuration: Self.seed, container: Self.phone, initialState: from)
            _ = m.handle(Self.pan(.began, dy: 0, at: 2))
            _ = m.handle(Self.pan(.changed, dy: dy, vy: vy, at: 2.2))
            let held = m.frame(at: 2.2)
            _ = m.handle(Self.pan(.ended, dy: dy, vy: vy, at: 2.2))
            let lifted = m.frame(at: 2.2)
            #expect(abs(lifted.height - held.height) < 1e-9)
            #expect(abs(lifted.velocity - held.velocity) < 1e-6 * max(1, abs(held.velocity)))
            // Just after the lift, the stack has moved by about velocity × dt: no jump.
            let dt = 1e-5
            let next = m.frame(at: 2.2 + dt)
            #expect(abs(next.height - (held.height + held.velocity * dt)) < 0.05)
        }
    }

    @Test func aGrabInFlightTakesTheStackWhereItIsEvenPastTheBand() {
        var random = Random(state: 8)
        for _ in 0..<500 {
            let from = random.next() < 0.5 ? 0 : 1
            let dy = random.uniform(-3000...3000)
            var (m, _) = Self.dragged(from: from, dy: dy, vy: random.uniform(-3000...3000))
            let t = 1.1 + random.uniform(0...0.4)
            let before = m.frame(at: t)
            _ = m.handle(Self.pan(.began, dy: 7, at: t))
            #expect(abs(m.frame(at: t).height - before.height) < 1e-9)
            #expect(m.frame(at: t).isDragging)
            // The finger moves on from there at the band's rate (1:1 inside).
            _ = m.handle(Self.pan(.changed, dy: 7, at: t + 0.01))
            #expect(abs(m.frame(at: t + 0.01).height - before.height) < 1e-6)
        }
    }

    @Test func framesAt60And120HertzAgreeAtSharedInstants() {
        let (m, _) = Self.dragged(from: 0, dy: -180, vy: -1500)
        for i in 0...60 {
            let at60 = m.frame(at: 1.1 + Double(i) / 60)
            let at120 = m.frame(at: 1.1 + Double(2 * i) / 120)
            expectEqual(at60, at120)
        }
        // Sampling in any order gives the same answers: frame(at:) is pure.
        expectEqual(m.frame(at: 1.3), m.frame(at: 1.3))
    }

    @Test func reduceMotionMovesAtOnceAndStopsHard() {
        var m = StackMotion(configuration: Self.seed, container: Self.phone, motion: .reduced, initialState: 0)
        _ = m.handle(Self.pan(.began, dy: 0, at: 0))
        _ = m.handle(Self.pan(.changed, dy: -900, vy: -100, at: 0.1))
        expectEqual(m.frame(at: 0.1).height, 500)
        expectEqual(m.frame(at: 0.1).velocity, 0)
        let notices = m.handle(Self.pan(.ended, dy: -900, vy: -100, at: 0.1))
        #expect(notices.willSettle == 1 && notices.didSettle == 1)
        #expect(m.frame(at: 0.1).isResting)
    }

    @Test func programmaticMovesStartFromThePositionAndVelocity() {
        var (m, _) = Self.dragged(from: 0, dy: -100, vy: -2000)
        let before = m.frame(at: 1.15)
        let notices = m.move(to: 0, animated: true, time: 1.15)
        expectEqual(notices.stateChanged, .init(from: 1, to: 0))
        let after = m.frame(at: 1.15)
        #expect(abs(after.height - before.height) < 1e-9 && abs(after.velocity - before.velocity) < 1e-6 * abs(before.velocity))
        expectEqual(m.move(to: 1, animated: false, time: 1.2).didSettle, 1)
        #expect(m.frame(at: 1.2).height == 500 && m.frame(at: 1.2).isResting)
        #expect(m.move(to: 1, animated: true, time: 1.3).isEmpty)
        #expect(m.move(to: 7, animated: true, time: 1.3).isEmpty)
    }

    @Test func tapsAndContentOffsetsDoNothingAndContainersReflowTheCards() {
        var m = StackMotion(configuration: Self.seed, container: Self.phone, initialState: 0)
        #expect(m.handle(.tap(location: CardVector(x: 10, y: 10), time: 0)).isEmpty)
        #expect(m.handle(.contentOffset(40, time: 0)).isEmpty)
        expectEqual(m.frame(at: 0).height, 200)
        _ = m.handle(.container(CardContainer(width: 667, height: 375), time: 0))
        expectEqual(m.frame(at: 0).cardFrame(0).width, 667 - 16)
    }

    /// Item 9: hostile events never trap and never make a frame NaN.
    @Test func hostileEventsNeverProduceNaN() {
        var random = Random(state: 9)
        let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -1, 1e-300]
        func pick() -> Double { random.next() < 0.4 ? values[Int(random.next() * Double(values.count))] : random.uniform(-2000...2000) }
        for round in 0..<300 {
            let container = round % 3 == 0 ? CardContainer(width: 0, height: 0) : Self.phone
            var m = StackMotion(configuration: Self.seed, container: container, motion: round % 5 == 0 ? .reduced : .full,
                                initialState: round % 2)
            for _ in 0..<40 {
                let phase = PanEvent.Phase.allCases[Int(random.next() * 4)]
                let event: InteractionEvent
                switch Int(random.next() * 6) {
                case 0: event = .tap(location: CardVector(x: pick(), y: pick()), time: pick())
                case 1: event = .container(CardContainer(width: pick(), height: pick()), time: pick())
                case 2: _ = m.move(to: Int(random.next() * 3), animated: random.next() < 0.5, time: pick()); continue
                default:
                    event = .pan(PanEvent(phase, location: CardVector(x: pick(), y: pick()), translation: CardVector(x: pick(), y: pick()),
                                          velocity: CardVector(x: pick(), y: pick()), time: pick()))
                }
                _ = m.handle(event)
                _ = m.advance(to: pick())
                for t in [pick(), m.time, m.time + 0.1] {
                    let f = m.frame(at: t)
                    #expect(f.height.isFinite && f.velocity.isFinite)
                    let card = f.cardFrame(4)
                    #expect(card.x.isFinite && card.y.isFinite && card.width.isFinite && card.height.isFinite)
                }
            }
        }
    }

    @Test func eventsOutOfOrderAreTakenAtTheLatestTime() {
        var (m, _) = Self.dragged(from: 0, dy: -100)
        // The release was at 1.1; an advance to an earlier time does not settle nor rewind.
        #expect(m.advance(to: 0).isEmpty)
        expectEqual(m.time, 1.1)
        _ = m.handle(Self.pan(.began, dy: 0, at: 0.5))
        #expect(abs(m.frame(at: 0).height - StackMotion(configuration: Self.seed, container: Self.phone, initialState: 0).frame(at: 0).height - 100) < 1e-9)
    }

    @Test func movesAreTheLongestDragsOutcome() {
        func moves(_ b: StackBehavior, _ s: Int) -> [Int] {
            var out: [Int] = []
            b.moves(from: s) { to, gesture in
                expectEqual(gesture, .drag)
                out.append(to)
            }
            return out
        }
        let b = StackBehavior(configuration: Self.seed)
        #expect(moves(b, 0) == [1] && moves(b, 1) == [0] && moves(b, 2).isEmpty)
        var stuck = Self.seed
        stuck.thresholds.upward = 300
        #expect(moves(StackBehavior(configuration: stuck), 0).isEmpty)
        expectEqual(moves(StackBehavior(configuration: stuck), 1), [0])
    }

    // MARK: thresholds.velocity (issue 35)

    /// With `thresholds.velocity: 800`, a flick down at 5,000 pt/s after a 21 pt drag up (past
    /// the 20 pt threshold) stays collapsed; without it the travel decides and it expands.
    @Test func aFlickIsNeverAnsweredByTheOppositeState() {
        var flicking = Self.seed
        flicking.thresholds.velocity = 800
        expectEqual(Self.dragged(flicking, from: 0, dy: -21, vy: 5000).0.state, 0)
        expectEqual(Self.dragged(Self.seed, from: 0, dy: -21, vy: 5000).0.state, 1)
        // Up from expanded alike: a 21 pt drag down flicked up stays expanded.
        expectEqual(Self.dragged(flicking, from: 1, dy: 21, vy: -5000).0.state, 1)
        // A flick decides whatever the travel: 5 pt up flicked up expands; a release at 800 pt/s
        // (not past it) is decided by the travel.
        expectEqual(Self.dragged(flicking, from: 0, dy: -5, vy: -5000).0.state, 1)
        expectEqual(Self.dragged(flicking, from: 0, dy: -5, vy: -800).0.state, 0)
        // The checker's moves gain the flicks.
        var moves: [GestureClass] = []
        var stuck = flicking
        stuck.thresholds.upward = 1000
        StackBehavior(configuration: stuck).moves(from: 0) { to, gesture in if to == 1 { moves.append(gesture) } }
        expectEqual(moves, [.flick])
    }
}
