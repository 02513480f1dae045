import Testing
@testable import CardEngine
import CardTestSupport

/// The swipe deck's runtime (docs/runtime.md, "Decks"): a golden trace of the seed, and the
/// properties of issue 25's item 9 over random traces.
@Suite struct DeckMotionTests {
    /// Seed 002's deck (300 x 400 pt cards; examples/swipe-deck.card.yaml makes them 300 pt square
    /// so that they fit phones turned to landscape, `card-bounds`).
    static let seed = DeckConfiguration(
        width: 300, height: 400, visible: 3, horizontalInset: 10, verticalInset: 10, directions: [.left, .right],
        thresholds: .init(left: .points(215), right: .points(250), velocity: 1100),
        exit: .init(distance: 200, drop: 75, duration: 0.2), animation: CardAnimation(duration: 0.2, damping: 1))
    static let phone = CardContainer(width: 390, height: 844)

    static func pan(_ phase: PanEvent.Phase, _ tx: Double, _ ty: Double, v: (Double, Double) = (0, 0), at y: Double = 300,
                    _ time: Double) -> InteractionEvent {
        .pan(PanEvent(phase, location: CardVector(x: 195 + tx, y: y + ty), translation: CardVector(x: tx, y: ty),
                      velocity: CardVector(x: v.0, y: v.1), time: time))
    }

    // MARK: Golden trace of the seed

    /// One sampled instant: the front card (data index, centre offset, rotation, leaving) and
    /// the frame of the card behind it.
    struct Row: Equatable, CustomStringConvertible {
        var t: Double, count: Int, card: Int, x: Double, y: Double, rotation: Double, leaving: Bool
        var next: Int, nextX: Double, nextY: Double, nextWidth: Double
        var description: String { "(\(t), \(count), \(card), \(x), \(y), \(rotation), \(leaving), \(next), \(nextX), \(nextY), \(nextWidth))" }
        func matches(_ o: Row) -> Bool {
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
            return close(t, o.t) && count == o.count && card == o.card && close(x, o.x) && close(y, o.y)
                && close(rotation, o.rotation) && leaving == o.leaving && next == o.next
                && close(nextX, o.nextX) && close(nextY, o.nextY) && close(nextWidth, o.nextWidth)
        }
    }

    static func row(_ frame: DeckFrame) -> Row {
        let front = frame.card(at: 0)!, next = frame.card(at: 1)!
        return Row(t: frame.time, count: frame.count, card: front.card, x: front.offsetX, y: front.offsetY, rotation: front.rotation,
                   leaving: front.isLeaving, next: next.card, nextX: next.frame.x, nextY: next.frame.y, nextWidth: next.frame.width)
    }

    /// Drag right past the threshold (250 pt) and release at 800 pt/s: the card flies out (x:
    /// 270 + 800·τ + 2000·τ²/2, y: 20 + 50·τ + 75·(τ/0.2)², so 470, 105 at 0.2 s), and the cards
    /// under it move up one depth on a critically damped spring (ω = 2π/0.2). A short drag
    /// (60 pt, grabbed in the lower half: rotation negative) springs back, x = (60 + 1984.96·τ)·e^(−ωτ).
    /// Undo brings the card back from where its exit ended.
    @Test func seedGoldenTrace() {
        var deck = DeckMotion(configuration: Self.seed, container: Self.phone, cardCount: 6)
        var rows: [Row] = []
        var notices: [String] = []
        func note(_ n: DeckNotices<Int>) {
            if let r = n.willRemove { notices.append("willRemove \(r.card) \(r.direction)") }
            if let r = n.didRemove { notices.append("didRemove \(r.card) \(r.direction)") }
            if let u = n.undone { notices.append("undone \(u)") }
            if let s = n.willSettle { notices.append("willSettle \(s)") }
            if let s = n.didSettle { notices.append("didSettle \(s)") }
            if let c = n.stateChanged { notices.append("changed \(c.from)->\(c.to)") }
        }
        func sample(_ times: [Double]) {
            for t in times {
                rows.append(Self.row(deck.frame(at: t)))
                note(deck.advance(to: t))
            }
        }
        note(deck.handle(Self.pan(.began, 0, 0, 0)))
        note(deck.handle(Self.pan(.changed, 100, 10, v: (2000, 200), 0.05)))
        sample([0.05])
        note(deck.handle(Self.pan(.ended, 270, 20, v: (800, 50), 0.15)))
        sample([0.15, 0.25, 0.3, 0.35, 0.5])
        note(deck.handle(Self.pan(.began, 0, 0, at: 600, 1)))
        note(deck.handle(Self.pan(.ended, 60, 0, v: (100, 0), at: 600, 1.1)))
        sample([1.1, 1.15, 1.2, 1.5])
        note(deck.undo(animated: true, time: 2))
        sample([2, 2.05, 2.1, 2.5])

        let golden: [Row] = [
            Row(t: 0.05, count: 3, card: 0, x: 100, y: 10, rotation: 0.104719755, leaving: false, next: 1, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 0.15, count: 4, card: 0, x: 270, y: 20, rotation: 0.282743339, leaving: true, next: 1, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 0.25, count: 4, card: 0, x: 360, y: 43.75, rotation: 0.314159265, leaving: true, next: 1, nextX: 1.789744464, nextY: 1.789744464, nextWidth: 296.420511072),
            Row(t: 0.3, count: 4, card: 0, x: 412.5, y: 69.6875, rotation: 0.314159265, leaving: true, next: 1, nextX: 0.513160526, nextY: 0.513160526, nextWidth: 298.973678947),
            Row(t: 0.35, count: 3, card: 1, x: 0, y: 0, rotation: 0, leaving: false, next: 2, nextX: 10.136009315, nextY: 10.136009315, nextWidth: 279.727981371),
            Row(t: 0.5, count: 3, card: 1, x: 0, y: 0, rotation: 0, leaving: false, next: 2, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 1.1, count: 3, card: 1, x: 60, y: 0, rotation: -0.062831853, leaving: false, next: 2, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 1.15, count: 3, card: 1, x: 33.10436096, y: 0, rotation: -0.034666806, leaving: false, next: 2, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 1.2, count: 3, card: 1, x: 11.170605967, y: 0, rotation: -0.011697831, leaving: false, next: 2, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 1.5, count: 3, card: 1, x: 0, y: 0, rotation: 0, leaving: false, next: 2, nextX: 10, nextY: 10, nextWidth: 280),
            Row(t: 2, count: 3, card: 0, x: 470, y: 105, rotation: 0.314159265, leaving: false, next: 1, nextX: 0, nextY: 0, nextWidth: 300),
            Row(t: 2.05, count: 3, card: 0, x: 251.17554411, y: 56.113685386, rotation: 0.263030415, leaving: false, next: 1, nextX: 4.655839487, nextY: 4.655839487, nextWidth: 290.688321026),
            Row(t: 2.1, count: 3, card: 0, x: 84.117989815, y: 18.792316873, rotation: 0.088088153, leaving: false, next: 1, nextX: 8.210255536, nextY: 8.210255536, nextWidth: 283.579488928),
            Row(t: 2.5, count: 3, card: 0, x: 0, y: 0, rotation: 0, leaving: false, next: 1, nextX: 10, nextY: 10, nextWidth: 280),
        ]
        expectEqual(rows.count, golden.count)
        for (row, expected) in zip(rows, golden) {
            #expect(row.matches(expected), "\(row) != \(expected)")
        }
        #expect(notices == [
            "willRemove 0 right", "willSettle 2", "changed 0->2",
            "didRemove 0 right", "didSettle 2",
            "willSettle 0", "changed 2->0", "didSettle 0",
            "undone 0", "willSettle 0", "didSettle 0",
        ])
        #expect(deck.topCard == 0 && deck.state == 0 && !deck.canUndo)
    }

    // MARK: Properties over random traces

    typealias Random = SpringTests.Random

    static func randomConfiguration(_ random: inout Random) -> DeckConfiguration {
        var directions: [SwipeDirection] = SwipeDirection.allCases.filter { _ in random.next() < 0.6 }
        if directions.isEmpty { directions = [.right] }
        func length() -> Length { random.next() < 0.5 ? .points(random.uniform(20...300)) : .fraction(random.uniform(0.1...0.9)) }
        return DeckConfiguration(
            width: random.uniform(150...400), height: random.uniform(200...600), visible: Int(random.uniform(1...4.99)),
            horizontalInset: random.uniform(0...15), verticalInset: random.uniform(0...15), directions: directions,
            thresholds: .init(left: length(), right: length(), up: length(), down: length(), velocity: random.uniform(300...2500)),
            exit: .init(distance: random.uniform(0...300), drop: random.uniform(-50...120), duration: random.uniform(0.05...0.6)),
            animation: CardAnimation(duration: random.uniform(0.1...1), damping: random.uniform(0.3...2)))
    }

    static func randomContainer(_ random: inout Random) -> CardContainer {
        CardContainer(width: random.uniform(320...1024), height: random.uniform(480...1366))
    }

    /// A drag of a few changes then a release or a cancel, starting at `t`; returns the events.
    static func randomGesture(_ random: inout Random, at t: Double) -> [InteractionEvent] {
        var events: [InteractionEvent] = []
        var time = t
        let y = random.uniform(0...900)
        events.append(pan(.began, 0, 0, at: y, time))
        var tx = 0.0, ty = 0.0
        for _ in 0..<Int(random.uniform(0...5.99)) {
            time += random.uniform(0.005...0.05)
            tx += random.uniform(-120...120)
            ty += random.uniform(-120...120)
            events.append(pan(.changed, tx, ty, v: (random.uniform(-3000...3000), random.uniform(-3000...3000)), at: y, time))
        }
        time += random.uniform(0.005...0.05)
        let phase: PanEvent.Phase = random.next() < 0.9 ? .ended : .cancelled
        events.append(pan(phase, tx, ty, v: (random.uniform(-3000...3000), random.uniform(-3000...3000)), at: y, time))
        return events
    }

    /// Every release lands where `DeckBehavior.outcome` says for the card's centre travel and
    /// the release velocity, including grabs in flight (the travel is then not the translation).
    @Test func outcomeIsAlwaysTheBehaviorsDecision() {
        var random = Random(state: 25)
        var releases = 0, commits = 0, inFlight = 0
        for _ in 0..<300 {
            let configuration = Self.randomConfiguration(&random)
            var deck = DeckMotion(configuration: configuration, container: Self.randomContainer(&random), cardCount: 8)
            var t = random.uniform(0...10)
            for _ in 0..<6 {
                let gesture = Self.randomGesture(&random, at: t)
                guard case let .pan(began) = gesture[0] else { continue }
                // Where the card is when grabbed: the travel is that plus the translation.
                let grabbed = deck.frame(at: began.time)
                let start = grabbed.leaving == nil ? grabbed.card(at: 0) : grabbed.card(at: 1)
                if let start, start.offsetX != 0 || start.offsetY != 0 { inFlight += 1 }
                let hadCard = deck.topCard < deck.cardCount
                for event in gesture.dropLast() { _ = deck.handle(event) }
                guard case let .pan(last) = gesture[gesture.count - 1] else { continue }
                let notices = deck.handle(gesture[gesture.count - 1])
                if hadCard, let start {
                    releases += 1
                    let x = start.offsetX + last.translation.x, y = start.offsetY + last.translation.y
                    let expected: DeckBehavior.Outcome = last.phase == .cancelled ? .center
                        : deck.behavior.outcome(translationX: x, translationY: y, velocityX: last.velocity.x, velocityY: last.velocity.y)
                    expectEqual(notices.willSettle, deck.state(of: expected))
                    expectEqual(deck.state, deck.state(of: expected))
                    if expected != .center {
                        commits += 1
                        #expect(notices.willRemove?.direction.rawValue == expected.rawValue)
                    }
                } else {
                    expectEqual(notices.willSettle, nil)
                }
                // Sometimes wait for rest, sometimes grab the next card in flight.
                t = last.time + (random.next() < 0.5 ? random.uniform(0...0.1) : 2)
            }
        }
        #expect(releases > 1_000 && commits > 100 && inFlight > 50)
    }

    /// The position and velocity the card has when let go are where and how fast its motion
    /// starts: for a card that flies out and for one that springs back.
    @Test func releaseIsContinuous() {
        var random = Random(state: 9)
        var checked = 0
        for _ in 0..<400 {
            let configuration = Self.randomConfiguration(&random)
            var deck = DeckMotion(configuration: configuration, container: Self.randomContainer(&random), cardCount: 4)
            let t = random.uniform(0...5)
            let tx = random.uniform(-500...500), ty = random.uniform(-500...500)
            let vx = random.uniform(-3000...3000), vy = random.uniform(-3000...3000)
            _ = deck.handle(Self.pan(.began, 0, 0, t))
            _ = deck.handle(Self.pan(.changed, tx, ty, v: (vx, vy), t + 0.05))
            let held = deck.frame(at: t + 0.1).card(at: 0)!
            _ = deck.handle(Self.pan(.ended, tx, ty, v: (vx, vy), t + 0.1))
            // Small enough that the acceleration (up to ω²·500 pt/s²) adds under 0.1 pt/s.
            let h = 1e-8
            let after = deck.frame(at: t + 0.1), later = deck.frame(at: t + 0.1 + h)
            let card = after.card(at: 0)!, moved = later.card(at: 0)!
            expectEqual(card.card, held.card)
            #expect(abs(card.offsetX - held.offsetX) < 1e-9 && abs(card.offsetY - held.offsetY) < 1e-9)
            #expect(abs(card.rotation - held.rotation) < 1e-12)
            #expect(abs(card.frame.x - held.frame.x) < 1e-9 && abs(card.frame.y - held.frame.y) < 1e-9)
            let speed = max(1, abs(vx), abs(vy))
            #expect(abs((moved.offsetX - card.offsetX) / h - vx) < 1e-4 * speed + 0.1)
            #expect(abs((moved.offsetY - card.offsetY) / h - vy) < 1e-4 * speed + 0.1)
            checked += 1
        }
        expectEqual(checked, 400)
    }

    /// A card grabbed while it springs back, or while the deck moves up, is taken where it is:
    /// the frame just after `began` is the frame just before it, and the finger then moves it 1:1.
    @Test func grabInFlightIsContinuous() {
        var random = Random(state: 10)
        for _ in 0..<400 {
            let configuration = Self.randomConfiguration(&random)
            var deck = DeckMotion(configuration: configuration, container: Self.randomContainer(&random), cardCount: 5)
            // A short drag that springs back, or a commit that moves the deck up.
            let commit = random.next() < 0.5
            _ = deck.handle(Self.pan(.began, 0, 0, 0))
            let tx = commit ? 0 : random.uniform(-10...10), ty = commit ? 0 : random.uniform(-10...10)
            _ = deck.handle(Self.pan(.changed, tx, ty, v: (random.uniform(-400...400), 0), 0.05))
            if commit {
                _ = deck.move(to: 1 + Int(random.uniform(0...Double(configuration.directions.count) - 0.01)), animated: true, time: 0.1)
            } else {
                _ = deck.handle(Self.pan(.ended, tx, ty, v: (random.uniform(-300...300), random.uniform(-300...300)), 0.1))
            }
            let t = 0.1 + random.uniform(0.001...0.3)
            let before = deck.frame(at: t)
            let index = before.leaving == nil ? 0 : 1
            guard let top = before.card(at: index) else { continue }
            _ = deck.handle(Self.pan(.began, 0, 0, at: random.uniform(0...900), t))
            func card(_ frame: DeckFrame) -> DeckCardFrame? {
                (0..<frame.count).lazy.compactMap { frame.card(at: $0) }.first { $0.card == top.card }
            }
            let after = card(deck.frame(at: t))!
            expectEqual(after.card, top.card)
            #expect(abs(after.offsetX - top.offsetX) < 1e-9 && abs(after.offsetY - top.offsetY) < 1e-9)
            #expect(abs(after.frame.x - top.frame.x) < 1e-9 && abs(after.frame.y - top.frame.y) < 1e-9)
            expectEqual(after.rotation, top.rotation)
            let dx = random.uniform(-50...50), dy = random.uniform(-50...50)
            _ = deck.handle(Self.pan(.changed, dx, dy, t + 0.02))
            let dragged = card(deck.frame(at: t + 0.02))!
            #expect(abs(dragged.offsetX - (top.offsetX + dx)) < 1e-9 && abs(dragged.offsetY - (top.offsetY + dy)) < 1e-9)
        }
    }

    /// A host sampling at 60 Hz and one at 120 Hz (events delivered on the next display frame,
    /// `advance` after each sample) show the same frames and get the same notices in the
    /// frames they share.
    @Test func sixtyAndOneHundredTwentyHertzAgree() {
        var random = Random(state: 11)
        for _ in 0..<60 {
            let configuration = Self.randomConfiguration(&random)
            let container = Self.randomContainer(&random)
            var events: [InteractionEvent] = []
            var t = 0.02
            for _ in 0..<4 {
                let gesture = Self.randomGesture(&random, at: t)
                events += gesture
                t = gesture[gesture.count - 1].time + random.uniform(0.01...0.8)
            }
            func run(hertz: Int) -> [(frame: [DeckCardFrame], notices: String)] {
                var deck = DeckMotion(configuration: configuration, container: container, cardCount: 6)
                var out: [(frame: [DeckCardFrame], notices: String)] = []
                var next = 0
                var pending = ""
                for tick in 0...Int(t * Double(hertz)) + hertz {
                    let now = Double(tick) / Double(hertz)
                    while next < events.count, events[next].time <= now {
                        pending += Self.describe(deck.handle(events[next]))
                        next += 1
                    }
                    let frame = deck.frame(at: now)
                    pending += Self.describe(deck.advance(to: now))
                    if tick % (hertz / 60) == 0 {
                        out.append(((0..<frame.count).map { frame.card(at: $0)! }, pending))
                        pending = ""
                    }
                }
                return out
            }
            let slow = run(hertz: 60), fast = run(hertz: 120)
            expectEqual(slow.count, fast.count)
            for (a, b) in zip(slow, fast) {
                expectEqual(a.frame, b.frame)
                // The same notices in each 60 Hz frame; their order within it may differ: a
                // spring that rests between a 120 Hz host's two samples is reported by its
                // `advance`, and at 60 Hz by the event handled next (docs/runtime.md, "didSettle").
                expectEqual(a.notices.split(separator: " ").sorted(), b.notices.split(separator: " ").sorted())
            }
        }
    }

    static func describe(_ n: DeckNotices<Int>) -> String {
        var s = ""
        if let r = n.willRemove { s += "wr\(r.card)\(r.direction) " }
        if let r = n.didRemove { s += "dr\(r.card)\(r.direction) " }
        if let u = n.undone { s += "u\(u) " }
        if let v = n.willSettle { s += "ws\(v) " }
        if let v = n.didSettle { s += "ds\(v) " }
        if let c = n.stateChanged { s += "c\(c.from)\(c.to) " }
        return s
    }

    static func isFinite(_ card: DeckCardFrame) -> Bool {
        [card.frame.x, card.frame.y, card.frame.width, card.frame.height, card.offsetX, card.offsetY,
         card.rotation, card.scale, card.overlayAlpha].allSatisfy(\.isFinite)
            && card.frame.width >= 0 && (0...1).contains(card.overlayAlpha)
    }

    /// Hostile hosts: times out of order or not finite, NaN and infinite translations and
    /// velocities, events after a cancel, changes without a began, zero-size and wild
    /// containers, moves and undos in between: nothing traps and no frame holds a NaN.
    @Test func hostileEventsNeverTrapOrProduceNaN() {
        var random = Random(state: 12)
        let wild: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0, 1e-300, 5e8]
        func value(_ range: ClosedRange<Double>) -> Double {
            random.next() < 0.2 ? wild[Int(random.next() * Double(wild.count))] : random.uniform(range)
        }
        var frames = 0
        for round in 0..<200 {
            var configuration = Self.randomConfiguration(&random)
            if round % 10 == 0 { configuration.exit.duration = 0 }
            if round % 10 == 1 { configuration.exit.duration = 1e-300; configuration.animation.duration = 1e-300 }
            if round % 10 == 2 { configuration.exit.duration = 1e300; configuration.animation = CardAnimation(duration: 1e300, damping: 1e-300) }
            if round % 7 == 0 { configuration.width = 0; configuration.height = 0 }
            let container = round % 5 == 0 ? CardContainer(width: 0, height: 0) : Self.randomContainer(&random)
            var deck = DeckMotion(configuration: configuration, container: container,
                                  motion: round % 3 == 0 ? .reduced : .full, cardCount: Int(random.uniform(0...4.99)))
            for _ in 0..<60 {
                let time = value(0...5)
                switch Int(random.next() * 7) {
                case 0: _ = deck.handle(.container(CardContainer(width: value(0...900), height: value(0...900)), time: time))
                case 1: _ = deck.move(to: Int(random.uniform(-1...5)), animated: random.next() < 0.5, time: time)
                case 2: _ = deck.undo(animated: random.next() < 0.5, time: time)
                case 3: _ = deck.advance(to: time)
                case 4: _ = deck.handle(.tap(location: CardVector(x: value(0...400), y: value(0...800)), time: time))
                default:
                    let phase = PanEvent.Phase.allCases[Int(random.next() * 4)]
                    _ = deck.handle(.pan(PanEvent(phase, location: CardVector(x: value(0...400), y: value(0...800)),
                                                  translation: CardVector(x: value(-900...900), y: value(-900...900)),
                                                  velocity: CardVector(x: value(-5000...5000), y: value(-5000...5000)), time: time)))
                }
                let frame = deck.frame(at: value(0...6))
                for depth in 0..<frame.count {
                    #expect(Self.isFinite(frame.card(at: depth)!))
                    frames += 1
                }
                #expect(frame.card(at: frame.count) == nil && frame.card(at: -1) == nil)
                #expect(deck.topCard >= 0 && deck.topCard <= deck.cardCount)
                #expect(deck.state >= 0 && deck.state < deck.stateCount)
            }
        }
        #expect(frames > 1_000)
    }

    /// Reduce Motion: no rotation while dragging, a committed card is gone at once (will and
    /// did remove together) and the deck moves up at once; a card not committed is back at once.
    @Test func reducedMotionMovesAtOnce() {
        var deck = DeckMotion(configuration: Self.seed, container: Self.phone, motion: .reduced, cardCount: 3)
        _ = deck.handle(Self.pan(.began, 0, 0, 0))
        _ = deck.handle(Self.pan(.changed, 200, 30, 0.05))
        let dragged = deck.frame(at: 0.05).card(at: 0)!
        #expect(dragged.offsetX == 200 && dragged.rotation == 0 && dragged.overlay == .right)
        let commit = deck.handle(Self.pan(.ended, 260, 30, v: (300, 0), 0.1))
        #expect(commit.willRemove == DeckRemoval(card: 0, direction: .right) && commit.didRemove == commit.willRemove)
        #expect(commit.willSettle == 2 && commit.didSettle == 2)
        let after = deck.frame(at: 0.1)
        #expect(after.count == 2 && after.leaving == nil)
        #expect(after.card(at: 0)! == DeckCardFrame(card: 1, frame: CardRect(x: 0, y: 0, width: 300, height: 400), offsetX: 0, offsetY: 0,
                                                    rotation: 0, scale: 1, overlay: nil, overlayAlpha: 0, isLeaving: false))
        _ = deck.handle(Self.pan(.began, 0, 0, 1))
        let back = deck.handle(Self.pan(.ended, 100, 0, v: (200, 0), 1.1))
        #expect(back.willSettle == 0 && back.didSettle == 0)
        expectEqual(deck.frame(at: 1.1).card(at: 0)!.offsetX, 0)
        let undo = deck.undo(animated: true, time: 2)
        #expect(undo.undone == 0 && undo.didSettle == 0)
        #expect(deck.frame(at: 2).card(at: 0)!.card == 0 && deck.frame(at: 2).card(at: 0)!.offsetX == 0)
    }

    /// A flick below the position threshold commits (velocity decides, unlike Koloda), and a
    /// flick toward a disabled direction springs back.
    @Test func flickCommitsOnlyTowardEnabledDirections() {
        var deck = DeckMotion(configuration: Self.seed, container: Self.phone, cardCount: 3)
        _ = deck.handle(Self.pan(.began, 0, 0, 0))
        let flick = deck.handle(Self.pan(.ended, -40, 0, v: (-1500, 0), 0.05))
        #expect(flick.willRemove?.direction == .left && deck.state == 1)
        _ = deck.handle(Self.pan(.began, 0, 0, 1))
        let up = deck.handle(Self.pan(.ended, 0, -40, v: (0, -3000), 1.05))
        #expect(up.willRemove == nil && up.willSettle == 0 && deck.topCard == 1)
    }

    /// The exit path of a fast flick keeps its speed (no slowdown) and a grab of the next card
    /// while a card flies out leaves the flying card alone.
    @Test func nextCardCanBeGrabbedWhileOneLeaves() {
        var deck = DeckMotion(configuration: Self.seed, container: Self.phone, cardCount: 3)
        _ = deck.handle(Self.pan(.began, 0, 0, 0))
        _ = deck.handle(Self.pan(.ended, 300, 0, v: (3000, 0), 0.05))
        _ = deck.handle(Self.pan(.began, 0, 0, 0.1))
        _ = deck.handle(Self.pan(.changed, -30, 0, 0.12))
        let frame = deck.frame(at: 0.12)
        #expect(frame.count == 3 && frame.card(at: 0)!.isLeaving && frame.card(at: 0)!.card == 0)
        #expect(abs(frame.card(at: 0)!.offsetX - (300 + 3000 * 0.07)) < 1e-9)
        #expect(frame.card(at: 1)!.card == 1 && frame.card(at: 1)!.offsetX == -30)
        let second = deck.handle(Self.pan(.ended, -300, 0, v: (-2000, 0), 0.15))
        // The first card is still in flight: it is reported gone as the second one starts.
        expectEqual(second.didRemove, DeckRemoval(card: 0, direction: .right))
        expectEqual(second.willRemove, DeckRemoval(card: 1, direction: .left))
        expectEqual(deck.topCard, 2)
    }

    /// An exit under a millisecond is taken at once and ends where every exit ends, off the
    /// screen: at the end of the path the exit takes as its duration goes to 0, which for a
    /// release with no speed across its axis is where the seed's 0.2 s exit ends (it stayed at
    /// the release point, on the screen). An undo brings the card back from there.
    @Test func anInstantExitEndsOffTheScreen() throws {
        let half = (300.0 * 300 + 400 * 400).squareRoot() / 2
        for duration in [0, DeckExit.shortest / 2, DeckExit.shortest.nextDown] {
            for (tx, direction) in [(260.0, SwipeDirection.right), (-230, .left)] {
                var configuration = Self.seed
                configuration.exit.duration = duration
                var instant = DeckMotion(configuration: configuration, container: Self.phone, cardCount: 3)
                var timed = DeckMotion(configuration: Self.seed, container: Self.phone, cardCount: 3)
                var ends: [DeckCardFrame] = []
                for deck in [instant, timed] {
                    var deck = deck
                    _ = deck.handle(Self.pan(.began, 0, 0, 0))
                    let notices = deck.handle(Self.pan(.ended, tx, 0, v: (tx > 0 ? 300 : -300, 0), 0.1))
                    expectEqual(notices.willRemove, DeckRemoval(card: 0, direction: direction))
                    let exit = try #require(deck.lastRemoved)
                    ends.append(deck.frame(of: exit, at: exit.end))
                    if deck.configuration.exit.duration == duration {
                        // Gone in the call that commits it; drawn nowhere.
                        expectEqual(notices.didRemove, DeckRemoval(card: 0, direction: direction))
                        #expect(deck.frame(at: 0.1).card(at: 0)?.card == 1)
                        instant = deck
                    } else {
                        timed = deck
                    }
                }
                let (now, later) = (ends[0], ends[1])
                #expect(abs(now.offsetX - later.offsetX) < 1e-9, "\(duration) \(direction): \(now.offsetX), \(later.offsetX)")
                expectEqual(now.offsetY, 75)
                #expect(abs(now.rotation - later.rotation) < 1e-12 && now.rotation != 0)
                // Off the screen however it is turned: its centre a half diagonal past the edge.
                #expect(abs(now.offsetX) - half >= Self.phone.width / 2 - 1e-9, "\(now.offsetX)")
                _ = instant.undo(animated: true, time: 0.2)
                expectEqual(instant.frame(at: 0.2).card(at: 0)?.offsetX, now.offsetX)
            }
        }
    }
}
