import CardEngine
import CardHost
import Testing
import CardTestSupport

/// Calls made from inside CardHost's callbacks (docs/runtime.md, "Calls from callbacks"): random
/// sessions of every kind where the observers, the completions and the display-frame callback
/// themselves move the card, pan, tap, lay out, flip Reduce Motion and perform actions. Compared
/// with the states the engine really went through (recorded by a wrapper around it), the
/// callback, the notices and the `AsyncStream` each see every change once, in that order; a
/// completion runs once, with `true` exactly when the card rests in its target, `false` only
/// once the card is in another state or held, and never while the card is still on its way there.
@MainActor @Suite struct HostReentrancyTests {
    static let zero = CardContainer(width: 0, height: 0)
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]

    @Test(arguments: seeds) func sheets(seed: UInt64) async {
        await run(SheetInteraction(GlideCard.self, container: Self.zero), seed: seed)
        await run(SheetInteraction(MapsSheet.self, container: Self.zero), seed: seed)
    }

    @Test(arguments: seeds) func stacks(seed: UInt64) async {
        await run(StackInteraction(CardsStack.self, container: Self.zero), seed: seed)
    }

    /// Appends (a feed) among the calls, from callbacks too: queued like every other call.
    @Test(arguments: seeds) func decks(seed: UInt64) async {
        await run(DeckInteraction(ExpenseDeck.self, container: Self.zero, cardCount: 6), seed: seed) { deck, random, time in
            deck.appendCards(Int.random(in: 0...2, using: &random), time: time)
        }
    }

    @Test(arguments: seeds) func carousels(seed: UInt64) async {
        await run(CarouselInteraction(PagingCarousel.self, container: Self.zero, pageCount: 4, page: 1), seed: seed)
    }

    /// The case, written out: an observer that moves the card on to `open` as soon as it
    /// heads to `compressed`. The stream ends on `open`, where the card rests, and the
    /// observer's move completes with `true`.
    @Test func anObserverThatMovesTheCardOn() async {
        let (stream, completions) = Self.observerMovesOn()
        expectEqual(completions, [true])
        // The host has gone: the stream holds what it was sent, and ends.
        var seen: [CardStateChange<GlideCard.State>] = []
        for await change in stream { seen.append(change) }
        expectEqual(seen, [CardStateChange(from: .closed, to: .compressed), CardStateChange(from: .compressed, to: .open)])
    }

    static func observerMovesOn() -> (AsyncStream<CardStateChange<GlideCard.State>>, [Bool]) {
        let clock = FakeClock()
        let host = CardHost(SheetInteraction(GlideCard.self, container: Self.zero), clock: { clock.now })
        host.layout(width: 393, height: 852, safeArea: CardEdgeInsets(top: 59, bottom: 34), scale: 3)
        let stream = host.stateChanges()
        var completions: [Bool] = []
        host.onStateChange = { [unowned host] change in
            if change.to == .compressed { host.move(to: .open) { completions.append($0) } }
        }
        host.move(to: .compressed)
        while host.needsDisplayFrames {
            clock.now += 1.0 / 60
            _ = host.displayFrame(at: clock.now)
        }
        expectEqual(host.state, .open)
        return (stream, completions)
    }

    /// `extra`, when given, is one more random call on the engine (a deck's append), made through
    /// `update` like a kind-specific call.
    func run<I: CardInteraction>(_ interaction: I, seed: UInt64, steps: Int = 300,
                                 extra: ReentrantSession<I>.Extra? = nil) async {
        let session = ReentrantSession(interaction, seed: seed, extra: extra)
        for step in 0..<steps {
            session.step = step
            session.act(topLevel: true)
            session.checkAfterCall()
        }
        // Lift any finger and let everything come to rest; then the host goes and the streams end.
        session.callbacksAct = false
        session.host?.pan(PanReport(.ended))
        session.runToRest()
        session.checkAfterCall()
        let truth = session.truth
        let resting = session.host?.state
        #expect(session.host?.needsDisplayFrames == false, "seed \(seed): still moving")
        #expect(truth.last == resting, "seed \(seed)")
        expectEqual(session.outstanding.count, 0)
        expectEqual(session.completionsRun, session.completionsMade)
        #expect(session.reentrantCalls > 20, "seed \(seed): only \(session.reentrantCalls) calls from callbacks")
        if extra != nil { #expect(session.extraCalls > 5, "seed \(seed): only \(session.extraCalls) extra calls") }
        let expected = zip(truth, truth.dropFirst()).map { CardStateChange(from: $0, to: $1) }
        #expect(expected.count > 5, "seed \(seed): the card hardly moved")
        expectEqual(session.seenByCallback, expected)
        expectEqual(session.seenInNotices, expected)
        let stream = session.stream
        session.host = nil
        var streamed: [CardStateChange<I.State>] = []
        for await change in stream { streamed.append(change) }
        expectEqual(streamed, expected)
        #expect(streamed.last?.to == resting, "seed \(seed): the stream ends elsewhere than the card rests")
    }
}

/// A random session whose callbacks call the host back.
@MainActor final class ReentrantSession<I: CardInteraction> {
    typealias State = I.State
    typealias Extra = (inout I, inout SeededGenerator, Double) -> I.Notices
    private let extra: Extra?
    /// How many times `extra` ran (queued ones included, once they ran).
    private(set) var extraCalls = 0
    let clock = FakeClock()
    var host: CardHost<RecordedInteraction<I>>?
    let stream: AsyncStream<CardStateChange<State>>
    var random: SeededGenerator
    let seed: UInt64
    var step = 0
    var callbacksAct = true
    /// Calls callbacks may still make in this step: a chain of callbacks calling back ends.
    private var budget = 0
    private(set) var reentrantCalls = 0
    private(set) var seenByCallback: [CardStateChange<State>] = []
    private(set) var seenInNotices: [CardStateChange<State>] = []
    private(set) var completionsMade = 0
    private(set) var completionsRun = 0
    /// Moves whose completion has not run: their number and target.
    private(set) var outstanding: [Int: State] = [:]
    private var fingers = 0
    private let states = Array(State.allCases)

    init(_ interaction: I, seed: UInt64, extra: Extra? = nil) {
        self.seed = seed
        self.extra = extra
        random = SeededGenerator(state: seed)
        let clock = self.clock
        let host = CardHost(RecordedInteraction(interaction), clock: { clock.now })
        self.host = host
        stream = host.stateChanges()
        host.layout(width: 393, height: 852, safeArea: CardEdgeInsets(top: 59, bottom: 34), scale: 3)
        host.onStateChange = { [unowned self] change in
            seenByCallback.append(change)
            callback()
        }
        host.onNotices = { [unowned self] notices in
            if let change = notices.stateChanged { seenInNotices.append(change) }
            callback()
        }
        host.onNeedsDisplayFramesChange = { [unowned self] needs in
            #expect(needs == self.host?.needsDisplayFrames, "seed \(seed), step \(step)")
            callback()
        }
    }

    /// The states the engine went through, one entry per change.
    var truth: [State] { host?.interaction.states ?? [] }

    private func callback() {
        guard callbacksAct, budget > 0, Int.random(in: 0..<3, using: &random) == 0 else { return }
        budget -= 1
        reentrantCalls += 1
        act(topLevel: false)
    }

    func act(topLevel: Bool) {
        guard let host else { return }
        if topLevel { budget = 6 }
        func point() -> CardVector { CardVector(x: Double.random(in: 0...393, using: &random), y: Double.random(in: 0...852, using: &random)) }
        func state() -> State { states.randomElement(using: &random) ?? host.state }
        let calls = topLevel ? 13 : 11
        if let extra, Int.random(in: 0...calls, using: &random) == calls {
            var generator = SeededGenerator(state: UInt64.random(in: 0...UInt64.max, using: &random))
            host.update { [unowned self] interaction, time in
                extraCalls += 1
                return interaction.updateBase { extra(&$0, &generator, time) }
            }
            return
        }
        switch Int.random(in: 0..<calls, using: &random) {
        case 0, 1:
            move(to: state(), animated: Int.random(in: 0..<4, using: &random) != 0)
        case 2:
            host.selection = state()
        case 3:
            if let action = host.accessibilityActions.randomElement(using: &random) { host.perform(action.action) }
            else { host.accessibilityEscape() }
        case 4:
            if Bool.random(using: &random) { host.accessibilityIncrement() } else { host.accessibilityDecrement() }
        case 5:
            host.tap(at: point())
        case 6:
            let phases: [PanReport.Phase] = [.began, .changed, .changed, .ended, .cancelled]
            let phase = phases.randomElement(using: &random) ?? .changed
            if phase == .began { fingers = 1 } else if Int.random(in: 0..<8, using: &random) == 0 { fingers = 2 }
            host.pan(PanReport(phase, location: point(),
                               translation: CardVector(x: Double.random(in: -400...400, using: &random), y: Double.random(in: -400...400, using: &random)),
                               velocity: CardVector(x: Double.random(in: -3000...3000, using: &random), y: Double.random(in: -3000...3000, using: &random)),
                               touches: max(fingers, 1)))
        case 7:
            host.reduceMotion = Int.random(in: 0..<4, using: &random) == 0
        case 8:
            let wide = Bool.random(using: &random)
            host.layout(width: wide ? 852 : 393, height: wide ? 393 : 852, safeArea: CardEdgeInsets(top: wide ? 0 : 59, bottom: 21), scale: 3)
        case 9:
            let target = state(), animated = Bool.random(using: &random)
            host.update { interaction, time in interaction.move(to: target, animated: animated, time: time) }
        case 10:
            _ = host.displayFrame(at: clock.now)
        default:
            wait(Double.random(in: 0...0.6, using: &random))
        }
    }

    private func move(to target: State, animated: Bool) {
        let id = completionsMade
        completionsMade += 1
        outstanding[id] = target
        host?.move(to: target, animated: animated) { [unowned self] finished in
            completionsRun += 1
            #expect(outstanding.removeValue(forKey: id) != nil, "seed \(seed), step \(step): a completion ran twice")
            if let engine = host?.interaction {
                let rests = engine.state == target && engine.restTime == nil
                let taken = engine.state != target || engine.isDragging
                if finished {
                    #expect(rests, "seed \(seed), step \(step): true, but the card does not rest in \(target)")
                } else {
                    #expect(taken, "seed \(seed), step \(step): false, but the card is in \(engine.state), heading to or resting in \(target)")
                }
            }
            callback()
        }
    }

    /// After a call from outside (every call from its callbacks has run by then): a move still
    /// waiting is one whose card is still on its way to its target.
    func checkAfterCall() {
        guard let engine = host?.interaction else { return }
        for target in outstanding.values {
            #expect(engine.state == target && !engine.isDragging && engine.restTime != nil,
                    "seed \(seed), step \(step): a completion still waits, the card in \(engine.state) (target \(target))")
        }
        #expect(host?.needsDisplayFrames == (engine.restTime != nil), "seed \(seed), step \(step)")
    }

    func wait(_ seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end - 1e-9 {
            clock.now += 1.0 / 60
            if host?.needsDisplayFrames == true { _ = host?.displayFrame(at: clock.now) }
        }
    }

    func runToRest() {
        var frames = 0
        while host?.needsDisplayFrames == true, frames < 60 * 600 {
            clock.now += 1.0 / 60
            _ = host?.displayFrame(at: clock.now)
            frames += 1
        }
    }
}

/// A kind's interaction that records the states the engine goes through (read after every call
/// that can change it): the truth the observers are compared with.
struct RecordedInteraction<Base: CardInteraction>: CardInteraction {
    typealias State = Base.State
    typealias Frame = Base.Frame
    typealias Notices = Base.Notices

    private var base: Base
    private(set) var states: [State]

    init(_ base: Base) {
        self.base = base
        states = [base.state]
    }

    private mutating func recorded(_ notices: Notices) -> Notices {
        if base.state != states.last { states.append(base.state) }
        return notices
    }

    /// A kind-specific call on the wrapped interaction (a deck's append), recorded like the rest.
    mutating func updateBase(_ body: (inout Base) -> Notices) -> Notices { recorded(body(&base)) }

    var state: State { base.state }
    var isDragging: Bool { base.isDragging }
    var restTime: Double? { base.restTime }
    var motionMode: MotionMode { base.motionMode }
    var accessibilityValue: CardText { base.accessibilityValue }
    var accessibilityActions: [CardAccessibilityAction<State>] { base.accessibilityActions }
    var escapeState: State? { base.escapeState }

    mutating func handle(_ event: InteractionEvent) -> Notices { recorded(base.handle(event)) }
    mutating func move(to state: State, animated: Bool, time: Double) -> Notices { recorded(base.move(to: state, animated: animated, time: time)) }
    func frame(at time: Double) -> Frame { base.frame(at: time) }
    mutating func advance(to time: Double) -> Notices { recorded(base.advance(to: time)) }
    mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices { recorded(base.setMotion(mode, time: time)) }
    func hitTest(_ location: CardVector, time: Double) -> CardHitRegion { base.hitTest(location, time: time) }
    mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices { recorded(base.perform(action, time: time)) }
    mutating func accessibilityIncrement(time: Double) -> Notices { recorded(base.accessibilityIncrement(time: time)) }
    mutating func accessibilityDecrement(time: Double) -> Notices { recorded(base.accessibilityDecrement(time: time)) }
}
