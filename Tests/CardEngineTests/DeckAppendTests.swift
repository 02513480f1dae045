import Testing
@testable import CardEngine
import CardTestSupport

/// Decks that grow (docs/runtime.md, "Decks", "A feed"): `appendCards` at rest, mid-drag, while
/// a card leaves, on an empty deck, around an undo, with hostile counts; and, over random
/// sessions, a deck fed as it goes behaves exactly as one made with every card at once.
@Suite struct DeckAppendTests {
    typealias State = DeckInteractionTests.State
    typealias Random = DeckMotionTests.Random

    func make(_ cards: Int, motion: MotionMode = .full) -> DeckInteraction<State> {
        DeckInteraction<State>(configuration: DeckMotionTests.seed, container: DeckMotionTests.phone, motion: motion,
                               initial: .center, cardCount: cards)!
    }

    static func cards(_ frame: DeckFrame) -> [DeckCardFrame] { (0..<frame.count).compactMap { frame.card(at: $0) } }

    /// At rest: the new indices are reported, nothing else; a card that becomes visible asks for
    /// one display frame (`restTime` is now until the next `advance`), a card under the visible
    /// ones asks for none.
    @Test func atRest() throws {
        var deck = make(2)
        let grown = deck.appendCards(3, time: 1)
        expectEqual(grown, DeckInteraction<State>.Notices(appended: 2..<5))
        #expect(deck.cardCount == 5 && deck.topCard == 0 && deck.state == .center)
        let frame = deck.frame(at: 1)
        // Seed: three visible; the third is the first new card, at depth 2.
        expectEqual(Self.cards(frame).map(\.card), [0, 1, 2])
        expectEqual(frame.card(at: 2)?.frame, DeckLayout(configuration: DeckMotionTests.seed).frame(depth: 2))
        #expect(frame.isResting)
        expectEqual(deck.restTime, 1)
        #expect(deck.advance(to: 1).isEmpty && deck.restTime == nil)
        // Five left, three shown: more cards change nothing drawn and ask for no frame.
        expectEqual(deck.appendCards(4, time: 2).appended, 5..<9)
        expectEqual(deck.restTime, nil)
        expectEqual(Self.cards(deck.frame(at: 2)), Self.cards(frame))
    }

    /// Mid-drag: the finger keeps the card where it is; the release then decides as before.
    @Test func midDrag() {
        var deck = make(1)
        deck.handle(DeckMotionTests.pan(.began, 0, 0, 0))
        deck.handle(DeckMotionTests.pan(.changed, 120, 10, 0.1))
        let before = deck.frame(at: 0.1)
        let grown = deck.appendCards(2, time: 0.15)
        #expect(grown.appended == 1..<3 && grown.willSettle == nil && grown.stateChanged == nil)
        #expect(deck.isDragging && deck.restTime == .infinity)
        let held = deck.frame(at: 0.15)
        expectEqual(held.card(at: 0), before.card(at: 0))
        expectEqual(Self.cards(held).map(\.card), [0, 1, 2])
        let release = deck.handle(DeckMotionTests.pan(.ended, 300, 10, v: (900, 0), 0.2))
        expectEqual(release.willRemove, DeckRemoval(card: 0, direction: .right))
        #expect(deck.topCard == 1 && deck.state == .right)
    }

    /// While the last card flies out: it flies on as it would have (and is reported gone at the
    /// exit's end); the first new card is on top at once and can be swiped.
    @Test func whileLeaving() throws {
        var fed = make(1)
        fed.move(to: .right, time: 0)
        var alone = fed
        #expect(fed.topCard == nil && fed.frame(at: 0.05).leaving != nil)
        let grown = fed.appendCards(2, time: 0.05)
        #expect(grown.appended == 1..<3 && grown.didRemove == nil && grown.stateChanged == nil)
        #expect(fed.topCard == 1 && fed.state == .right)
        for t in [0.05, 0.1, 0.15] {
            let flying = try #require(fed.frame(at: t).leaving)
            expectEqual(flying, alone.frame(at: t).leaving)
            expectEqual(fed.frame(at: t).card(at: 1)?.card, 1)
        }
        let gone = fed.advance(to: 5)
        expectEqual(gone.didRemove, alone.advance(to: 5).didRemove)
        #expect(gone.didSettle == .right)
        expectEqual(fed.move(to: .left, animated: false, time: 6).willRemove, DeckRemoval(card: 1, direction: .left))
    }

    /// On an empty deck: the first new card is on top, at rest in the centre; the state (the
    /// last outcome) stays, so the only notice is `appended`; the deck takes pans and offers its
    /// swipes again.
    @Test func whenEmpty() throws {
        var deck = make(1)
        deck.move(to: .left, animated: false, time: 0)
        let centre = CardVector(x: 195, y: 422)
        #expect(deck.topCard == nil && deck.frame(at: 1).count == 0 && deck.hitTest(centre, time: 1) == .none)
        expectEqual(deck.accessibilityActions.map(\.move), [.undo])
        let grown = deck.appendCards(1, time: 1)
        expectEqual(grown, DeckInteraction<State>.Notices(appended: 1..<2))
        #expect(deck.topCard == 1 && deck.state == .left && deck.hitTest(centre, time: 1) == .card)
        let top = try #require(deck.frame(at: 1).card(at: 0))
        #expect(top.card == 1 && top.offsetX == 0 && top.offsetY == 0 && top.rotation == 0 && !top.isLeaving)
        expectEqual(deck.accessibilityActions.map(\.move), [.state(.left), .state(.right), .undo])
        // The host draws it: one frame asked for, none after.
        expectEqual(deck.restTime, 1)
        #expect(deck.advance(to: 1.01).isEmpty && deck.restTime == nil)
        expectEqual(deck.move(to: .right, time: 2).willRemove, DeckRemoval(card: 1, direction: .right))
    }

    /// Undo and append in either order: the undone card comes back on top of the new ones, and
    /// an append after an undo leaves the returning card alone.
    @Test func aroundUndo() throws {
        var deck = make(1)
        deck.move(to: .right, animated: false, time: 0)
        deck.appendCards(2, time: 0.5)
        #expect(deck.canUndo)
        let undone = deck.undo(time: 1)
        #expect(undone.undone == 0 && deck.topCard == 0 && deck.cardCount == 3)
        var alone = deck
        deck.appendCards(5, time: 1.05)
        let frame = deck.frame(at: 1.1)
        expectEqual(frame.card(at: 0), alone.frame(at: 1.1).card(at: 0))
        expectEqual(Self.cards(frame).map(\.card), [0, 1, 2])
        expectEqual(deck.advance(to: 5).didSettle, alone.advance(to: 5).didSettle)
        #expect(deck.state == .center && deck.cardCount == 8)
    }

    /// Hostile counts: 0 and negative add nothing; a total past `Int.max` stops there without
    /// trapping, and the deck still draws and swipes its cards.
    @Test func hugeAndNegativeCountsAreClamped() throws {
        var deck = make(3)
        for count in [0, -1, Int.min] {
            #expect(deck.appendCards(count, time: 0).isEmpty && deck.cardCount == 3)
        }
        expectEqual(deck.appendCards(Int.max, time: 0).appended, 3..<Int.max)
        expectEqual(deck.cardCount, Int.max)
        for count in [1, Int.max] {
            #expect(deck.appendCards(count, time: 0).isEmpty && deck.cardCount == Int.max)
        }
        deck.move(to: .left, animated: false, time: 1)
        expectEqual(Self.cards(deck.frame(at: 1)).map(\.card), [1, 2, 3])
        var full = make(Int.max)
        #expect(full.appendCards(Int.max, time: 0).isEmpty && full.cardCount == Int.max)
        // The core alone, from every count near the top.
        for start in [Int.max - 1, Int.max - 2] {
            var core = DeckMotion(configuration: DeckMotionTests.seed, container: DeckMotionTests.phone, cardCount: start)
            expectEqual(core.appendCards(Int.max, time: 0).appended, start..<Int.max)
        }
    }

    /// A deck fed as it goes, by random appends between any two events (mid-drag, mid-flight,
    /// after undos and moves, under Reduce Motion switched at random) that keep more cards than
    /// it shows, behaves exactly as a deck made with every card at once: the same frames at every
    /// sampled time, the same notices apart from `appended`, the same rest time and actions. Run
    /// twice, it gives the same answers (deterministic).
    @Test func aFedDeckBehavesAsAFullOne() {
        var random = Random(state: 47)
        for session in 0..<60 {
            let configuration = DeckMotionTests.randomConfiguration(&random)
            let container = DeckMotionTests.randomContainer(&random)
            let seed = random.state
            let first = Self.feedSession(configuration, container, seed: seed, session: session)
            let second = Self.feedSession(configuration, container, seed: seed, session: session)
            expectEqual(first, second)
        }
    }

    /// One session; returns everything observed, for the determinism check.
    static func feedSession(_ configuration: DeckConfiguration, _ container: CardContainer, seed: UInt64, session: Int) -> [String] {
        var random = Random(state: seed)
        var full = DeckMotion(configuration: configuration, container: container, cardCount: 100_000)
        var fed = DeckMotion(configuration: configuration, container: container, cardCount: configuration.visible + 1)
        var appendedUpTo = fed.cardCount
        var observed: [String] = []
        var t = 0.0
        func compare(_ a: DeckNotices<Int>, _ b: DeckNotices<Int>) {
            let shown = DeckMotionTests.describe(a)
            #expect(shown == DeckMotionTests.describe(b), "session \(session) at \(t)")
            observed.append(shown)
        }
        func feed() {
            // Enough that no step can empty what the full deck would still show.
            let needed = fed.remaining <= configuration.visible + 1 ? configuration.visible + 2 - fed.remaining : 0
            guard needed > 0 || random.next() < 0.3 else { return }
            let count = needed + Int(random.uniform(0...3.99))
            let notices = fed.appendCards(count, time: t)
            #expect(notices.appended == (count > 0 ? appendedUpTo..<(appendedUpTo + count) : nil), "session \(session)")
            appendedUpTo += count
            var quiet = notices
            quiet.appended = nil
            compare(full.advance(to: t), quiet)
        }
        for _ in 0..<12 {
            feed()
            let roll = random.next()
            if roll < 0.6 {
                for event in DeckMotionTests.randomGesture(&random, at: t) {
                    t = event.time
                    compare(full.handle(event), fed.handle(event))
                    feed()
                }
            } else if roll < 0.75 {
                let state = Int(random.uniform(0...Double(full.stateCount) - 0.01))
                let animated = random.next() < 0.7
                compare(full.move(to: state, animated: animated, time: t), fed.move(to: state, animated: animated, time: t))
            } else if roll < 0.9 {
                compare(full.undo(animated: true, time: t), fed.undo(animated: true, time: t))
            } else {
                let mode: MotionMode = random.next() < 0.5 ? .reduced : .full
                compare(full.setMotion(mode, time: t), fed.setMotion(mode, time: t))
            }
            feed()
            for probe in [t, t + 0.03, t + 0.1, t + 2] {
                let a = cards(full.frame(at: probe)), b = cards(fed.frame(at: probe))
                #expect(a == b, "session \(session) at \(probe)")
                observed.append("\(b)")
            }
            #expect(full.restTime == fed.restTime, "session \(session) at \(t)")
            expectEqual(full.topCard, fed.topCard)
            expectEqual(full.accessibilityActions().map(\.move), fed.accessibilityActions().map(\.move))
            t += random.uniform(0...0.4)
            compare(full.advance(to: t), fed.advance(to: t))
        }
        return observed
    }
}
