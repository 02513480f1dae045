import Testing
@testable import CardEngine
import CardTestSupport

/// The one API of the four kinds (docs/runtime.md, "Events and frames"): typed init from the
/// card type, `restTime` exact with `advance`, Reduce Motion changed at any time, hit tests that
/// agree with what `handle` does, and the accessibility every kind offers.
@Suite struct CardInteractionTests {
    typealias Random = SpringTests.Random

    static func sheet(_ motion: MotionMode = .full) -> SheetInteraction<TestCards.Glide.State> {
        SheetInteraction(TestCards.Glide.self, container: SheetMotionTests.se, motion: motion)
    }

    static func stack(_ motion: MotionMode = .full) -> StackInteraction<TestCards.Stack.State> {
        StackInteraction(TestCards.Stack.self, container: StackMotionTests.phone, motion: motion)
    }

    static func deck(_ motion: MotionMode = .full, cards: Int = 8) -> DeckInteraction<TestCards.Deck.State> {
        DeckInteraction(TestCards.Deck.self, container: DeckMotionTests.phone, motion: motion, cardCount: cards)
    }

    static func carousel(_ motion: MotionMode = .full) -> CarouselInteraction<TestCards.Carousel.State> {
        CarouselInteraction(TestCards.Carousel.self, container: CarouselMotionTests.phone, motion: motion, pageCount: 4)
    }

    // MARK: Random host sessions

    /// One thing a host does at `t`: a pan's phase, a tap, a content offset, a programmatic or
    /// accessibility move, Reduce Motion, or a display frame. `hostile` mixes in NaN, infinities
    /// and huge numbers.
    static func step<Card: CardInteraction>(_ card: inout Card, _ random: inout Random, at t: Double, in box: CardContainer,
                                            hostile: Bool) {
        let wild: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0]
        func pick(_ range: ClosedRange<Double>) -> Double {
            hostile && random.next() < 0.2 ? wild[Int(random.next() * Double(wild.count))] : random.uniform(range)
        }
        let time = hostile && random.next() < 0.1 ? wild[Int(random.next() * Double(wild.count))] : t
        let location = CardVector(x: pick(0...box.width), y: pick(0...box.height))
        let translation = CardVector(x: pick(-700...700), y: pick(-900...900))
        let velocity = CardVector(x: pick(-4000...4000), y: pick(-4000...4000))
        let states = Array(Card.State.allCases)
        switch Int(random.next() * 11) {
        case 0: card.handle(.pan(PanEvent(.began, location: location, time: time, source: random.next() < 0.3 ? .content : .card)))
        case 1, 2: card.handle(.pan(PanEvent(.changed, location: location, translation: translation, velocity: velocity, time: time)))
        case 3: card.handle(.pan(PanEvent(.ended, location: location, translation: translation, velocity: velocity, time: time)))
        case 4: card.handle(.pan(PanEvent(.cancelled, location: location, translation: translation, time: time)))
        case 5: card.move(to: states[Int(random.next() * Double(states.count))], animated: random.next() < 0.7, time: time)
        case 6: card.setMotion(random.next() < 0.5 ? .reduced : .full, time: time)
        case 7:
            let actions = card.accessibilityActions
            if !actions.isEmpty { card.perform(actions[Int(random.next() * Double(actions.count))], time: time) }
        case 8: card.handle(.tap(location: location, time: time))
        case 9: card.handle(.contentOffset(pick(-100...900), time: time))
        default: card.advance(to: time)
        }
    }

    /// After every step of random sessions: while a finger holds the card `restTime` is
    /// +infinity; else `advance` just before it reports no `didSettle`, at it reports one, and
    /// after that `restTime` is nil.
    static func restTimeIsExact<Card: CardInteraction>(_ make: () -> Card, box: CardContainer, seed: UInt64) {
        var random = Random(state: seed)
        for session in 0..<60 {
            var card = make()
            var t = 0.0
            for _ in 0..<40 {
                t += random.next() < 0.3 ? 0 : random.uniform(0...0.4)
                step(&card, &random, at: t, in: box, hostile: false)
                guard let rest = card.restTime else { continue }
                if card.isDragging {
                    #expect(rest == .infinity, "session \(session)")
                    continue
                }
                #expect(rest.isFinite && rest >= t, "session \(session): \(rest) at \(t)")
                guard rest.isFinite else { continue }
                if rest.nextDown >= t {
                    var early = card
                    #expect(early.advance(to: rest.nextDown).didSettle == nil, "session \(session): settled before \(rest)")
                }
                var due = card
                #expect(due.advance(to: rest).didSettle != nil, "session \(session): no didSettle at \(rest)")
                #expect(due.restTime == nil, "session \(session)")
            }
        }
    }

    @Test func restTimeIsExactlyWhenAdvanceSettlesForEveryKind() {
        Self.restTimeIsExact({ Self.sheet() }, box: SheetMotionTests.se, seed: 41)
        Self.restTimeIsExact({ Self.stack() }, box: StackMotionTests.phone, seed: 42)
        Self.restTimeIsExact({ Self.deck() }, box: DeckMotionTests.phone, seed: 43)
        Self.restTimeIsExact({ Self.carousel() }, box: CarouselMotionTests.phone, seed: 44)
    }

    /// Hostile sessions with Reduce Motion switched at random: no trap, every number finite.
    static func survivesHostileSessions<Card: CardInteraction>(_ make: () -> Card, box: CardContainer, seed: UInt64,
                                                             numbers: (Card.Frame) -> [Double]) {
        var random = Random(state: seed)
        for session in 0..<80 {
            var card = make()
            var t = 0.0
            for _ in 0..<60 {
                t += random.uniform(0...0.2)
                step(&card, &random, at: t, in: box, hostile: true)
                for probe in [t, t + 0.05, t + 3] {
                    let values = numbers(card.frame(at: probe))
                    let finite = values.allSatisfy { $0.isFinite }
                    #expect(finite, "session \(session): \(values)")
                }
                #expect(card.restTime.map { !$0.isNaN } ?? true)
            }
        }
    }

    @Test func hostileSessionsWithReduceMotionSwitchedStayFinite() {
        Self.survivesHostileSessions({ Self.sheet() }, box: SheetMotionTests.se, seed: 51) { f in
            [f.height, f.cardTop, f.velocity, f.dimAlpha, f.contentOffset, f.cardFrame.x, f.cardFrame.y, f.cardFrame.width, f.cardFrame.height]
        }
        Self.survivesHostileSessions({ Self.stack() }, box: StackMotionTests.phone, seed: 52) { f in
            [f.height, f.velocity, f.cardFrame(0).y, f.cardFrame(4).y, f.cardFrame(4).height]
        }
        Self.survivesHostileSessions({ Self.deck() }, box: DeckMotionTests.phone, seed: 53) { f in
            (0..<f.count).flatMap { i -> [Double] in
                guard let c = f.card(at: i) else { return [.nan] }
                return [c.offsetX, c.offsetY, c.rotation, c.frame.x, c.frame.y, c.frame.width]
            }
        }
        Self.survivesHostileSessions({ Self.carousel() }, box: CarouselMotionTests.phone, seed: 54) { f in
            [f.progress, f.scrollOffset, f.pageOffset, f.scrollVelocity, f.pageVelocity, f.contentOffset, f.cardFrame.x, f.cardFrame.y]
        }
    }

    // MARK: Typed init from the card type

    @Test func aCardTypeMakesItsInteractionWithItsLabels() {
        var sheet = Self.sheet()
        #expect(sheet.state == .compressed && sheet.accessibilityValue == TestCards.Glide.stateLabels[1])
        expectEqual(Set(sheet.accessibilityActions.map(\.name.defaultValue)), ["Closed", "Open"])
        expectEqual(sheet.escapeState, .closed)
        sheet.perform(CardAccessibilityAction(name: TestCards.Glide.stateLabels[0], move: .state(.closed)), time: 0)
        sheet.advance(to: 10)
        #expect(sheet.state == .closed && sheet.escapeState == nil)

        var stack = Self.stack()
        #expect(stack.accessibilityValue.defaultValue == "Folded" && stack.escapeState == nil)
        stack.accessibilityIncrement(time: 0)
        #expect(stack.state == .expanded && stack.escapeState == .collapsed && stack.accessibilityValue.defaultValue == "Spread")

        let deck = Self.deck()
        #expect(deck.accessibilityValue.defaultValue == "Deciding" && deck.escapeState == nil)
        expectEqual(deck.accessibilityActions.map(\.move), [.state(.left), .state(.right)])

        var carousel = Self.carousel()
        expectEqual(carousel.accessibilityActions.map(\.name), [TestCards.Carousel.stateLabels[1], CardEngineText.nextPage])
        #expect(carousel.escapeState == nil)
        carousel.move(to: .expanded, animated: false, time: 0)
        #expect(carousel.escapeState == .collapsed && carousel.accessibilityValue.defaultValue == "Reading")
    }

    /// A hand-written conformance whose `states` do not match the configuration gets the
    /// documented fallback: no trap, whatever the host does.
    @Test func aLyingCardTypeNeverTraps() {
        var sheet = SheetInteraction(TestCards.LyingSheet.self, container: SheetMotionTests.se)
        // Engine index 0 is `.open` (the one state listed); 1 and 2 fall back to `initialState`,
        // which starts at index 1, labelled by its name; `.open` moves to segment 0's height.
        #expect(sheet.state == .closed && sheet.accessibilityValue == CardText(key: "closed", defaultValue: "closed"))
        sheet.move(to: .open, animated: false, time: 0)
        #expect(sheet.state == .open && sheet.frame(at: 0).height == SheetMotionTests.closed)
        var stack = StackInteraction(TestCards.LyingStack.self, container: StackMotionTests.phone)
        #expect(stack.state == .expanded && stack.frame(at: 0).height == StackMotionTests.seed.collapsedHeight)
        var random = Random(state: 61)
        for i in 0..<400 {
            Self.step(&sheet, &random, at: Double(i) * 0.1, in: SheetMotionTests.se, hostile: true)
            Self.step(&stack, &random, at: Double(i) * 0.1, in: StackMotionTests.phone, hostile: true)
            _ = sheet.accessibilityActions
            _ = stack.accessibilityActions
            #expect(sheet.frame(at: Double(i) * 0.1).height.isFinite && stack.frame(at: Double(i) * 0.1).height.isFinite)
        }
    }

    // MARK: Reduce Motion at any time

    @Test func reduceMotionTurnedOnShowsAMovingCardAtItsDestination() {
        var sheet = Self.sheet()
        #expect(sheet.move(to: .open, time: 0).willSettle == .open)
        #expect(sheet.frame(at: 0.1).height < SheetMotionTests.open - 1)
        let on = sheet.setMotion(.reduced, time: 0.1)
        #expect(on.isEmpty && sheet.motionMode == .reduced)
        #expect(sheet.frame(at: 0.1).height == SheetMotionTests.open && sheet.frame(at: 0.1).isResting && sheet.restTime == 0.1)
        expectEqual(sheet.advance(to: 0.1).didSettle, .open)

        var stack = Self.stack()
        stack.move(to: .expanded, time: 0)
        stack.setMotion(.reduced, time: 0.05)
        #expect(stack.frame(at: 0.05).height == StackMotionTests.seed.expandedHeight && stack.restTime == 0.05)
        expectEqual(stack.advance(to: 0.05).didSettle, .expanded)

        var deck = Self.deck()
        deck.move(to: .right, time: 0)
        #expect(deck.frame(at: 0.05).leaving != nil)
        deck.setMotion(.reduced, time: 0.05)
        #expect(deck.frame(at: 0.05).leaving == nil && deck.frame(at: 0.05).isResting)
        let done = deck.advance(to: 0.05)
        #expect(done.didRemove?.card == 0 && done.didSettle == .right && deck.restTime == nil)

        var carousel = Self.carousel()
        carousel.show(page: 2, time: 0)
        carousel.setMotion(.reduced, time: 0.05)
        #expect(carousel.frame(at: 0.05).pageOffset == 2 * CarouselMotionTests.pageWidth)
        expectEqual(carousel.advance(to: 0.05).didSettle, .collapsed)
    }

    @Test func reduceMotionTurnedOffSpringsTheNextMove() {
        var sheet = Self.sheet(.reduced)
        sheet.setMotion(.full, time: 0)
        sheet.move(to: .open, time: 0)
        #expect((sheet.restTime ?? 0) > 0.1 && sheet.frame(at: 0.05).height < SheetMotionTests.open - 1)
        var carousel = Self.carousel(.reduced)
        carousel.setMotion(.full, time: 0)
        carousel.show(page: 1, time: 0)
        #expect((carousel.restTime ?? 0) > 0.1)
    }

    /// During a drag the band becomes a hard stop where the card shows: no jump; outward it
    /// stays, inward it follows the finger 1:1 at once.
    @Test func reduceMotionDuringADragStopsTheBandWithoutAJump() {
        var sheet = Self.sheet()
        let grab = SheetMotionTests.onCard(SheetMotionTests.compressed)
        sheet.handle(.pan(PanEvent(.began, location: grab, time: 0)))
        sheet.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -600), time: 0.1)))
        let banded = sheet.frame(at: 0.1).height
        #expect(banded > SheetMotionTests.open)
        sheet.setMotion(.reduced, time: 0.1)
        expectEqual(sheet.frame(at: 0.1).height, banded)
        sheet.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -550), time: 0.2)))
        #expect(abs(sheet.frame(at: 0.2).height - (banded - 50)) < 1e-9)
        sheet.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -800), time: 0.3)))
        expectEqual(sheet.frame(at: 0.3).height, banded)

        var stack = Self.stack()
        stack.handle(StackMotionTests.pan(.began, dy: 0, at: 0))
        stack.handle(StackMotionTests.pan(.changed, dy: 300, at: 0.1))
        let below = stack.frame(at: 0.1).height
        #expect(below < StackMotionTests.seed.collapsedHeight)
        stack.setMotion(.reduced, time: 0.1)
        expectEqual(stack.frame(at: 0.1).height, below)
        stack.handle(StackMotionTests.pan(.changed, dy: 280, at: 0.2))
        #expect(abs(stack.frame(at: 0.2).height - (below + 20)) < 1e-9)
        stack.handle(StackMotionTests.pan(.changed, dy: 500, at: 0.3))
        expectEqual(stack.frame(at: 0.3).height, below)

        var carousel = Self.carousel()
        carousel.handle(CarouselMotionTests.pan(.began, at: 0))
        // Past the last of 4 pages (3 × 335 pt), banded.
        carousel.handle(CarouselMotionTests.pan(.changed, dx: -1300, at: 0.1))
        let past = carousel.frame(at: 0.1).pageOffset
        #expect(past > 3 * CarouselMotionTests.pageWidth)
        carousel.setMotion(.reduced, time: 0.1)
        expectEqual(carousel.frame(at: 0.1).pageOffset, past)
        carousel.handle(CarouselMotionTests.pan(.changed, dx: -1250, at: 0.2))
        #expect(abs(carousel.frame(at: 0.2).pageOffset - (past - 50)) < 1e-9)
        carousel.handle(CarouselMotionTests.pan(.changed, dx: -1500, at: 0.3))
        expectEqual(carousel.frame(at: 0.3).pageOffset, past)

        var deck = Self.deck()
        deck.handle(DeckMotionTests.pan(.began, 0, 0, 0))
        deck.handle(DeckMotionTests.pan(.changed, 120, 10, 0.1))
        let before = deck.frame(at: 0.1).card(at: 0)
        #expect(before?.rotation != 0)
        deck.setMotion(.reduced, time: 0.1)
        let after = deck.frame(at: 0.1).card(at: 0)
        #expect(after?.offsetX == before?.offsetX && after?.offsetY == before?.offsetY && after?.rotation == 0)
    }

    // MARK: Hit tests agree with handle

    /// On Glide (and Glide with a hidden state of height 0, which no gesture starts in), in
    /// flight and at rest: a pan grabs the card exactly where the hit test says `.card`, or
    /// `.header` in a state that takes gestures; a tap runs exactly on `.header`.
    @Test func aSheetsHitTestIsWhatItsPanAndTapDo() {
        var random = Random(state: 71)
        let box = SheetMotionTests.se
        var hidden = SheetMotionTests.glide
        hidden.segments.insert(.init(name: "hidden", height: .points(0)), at: 0)
        hidden.dim = nil
        for configuration in [SheetMotionTests.glide, hidden] {
            var card = SheetMotion(configuration: configuration, container: box, initialState: 0)
            let count = configuration.segments.count
            for trial in 0..<400 {
                let t = Double(trial)
                _ = card.move(to: trial % count, animated: trial % 2 == 0, time: t)
                let at = t + random.uniform(0...0.6)
                let point = CardVector(x: random.uniform(-20...box.width + 20), y: random.uniform(-20...box.height + 20))
                let hit = card.hitTest(point, time: at)
                let takesGestures = card.behavior.acceptsGestures(in: card.state)
                var panned = card
                _ = panned.handle(.pan(PanEvent(.began, location: point, time: at)))
                let grabs = hit == .card || (hit == .header && takesGestures)
                #expect(panned.isDragging == grabs, "\(point) at \(at): \(hit)")
                var tapped = card
                let tapMoves = card.behavior.tap(from: card.state) != card.state
                #expect((tapped.handle(.tap(location: point, time: at)).willSettle != nil) == (hit == .header && tapMoves),
                        "\(point): \(hit)")
            }
        }
    }

    @Test func stacksDecksAndCarouselsTakeAPanAnywhereInTheContainer() {
        var random = Random(state: 72)
        func check<Card: CardInteraction>(_ card: Card, _ box: CardContainer) {
            for _ in 0..<100 {
                let inside = CardVector(x: random.uniform(0...box.width), y: random.uniform(0...box.height))
                expectEqual(card.hitTest(inside, time: 0), .card)
                var panned = card
                panned.handle(.pan(PanEvent(.began, location: inside, time: 0)))
                #expect(panned.isDragging)
                let outside = CardVector(x: box.width + random.uniform(1...100), y: random.uniform(-100...0) - 1)
                expectEqual(card.hitTest(outside, time: 0), .none)
            }
        }
        check(Self.stack(), StackMotionTests.phone)
        check(Self.deck(), DeckMotionTests.phone)
        check(Self.carousel(), CarouselMotionTests.phone)
        // An empty deck takes no pan.
        var empty = Self.deck(cards: 1)
        empty.move(to: .left, animated: false, time: 0)
        expectEqual(empty.hitTest(CardVector(x: 100, y: 100), time: 0), .none)
    }
}
