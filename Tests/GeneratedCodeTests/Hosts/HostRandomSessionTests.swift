import CardEngine
import CardHost
import Testing
import CardTestSupport

/// Random sessions, like the engine's hostile sequences but through the host layer: layouts of
/// any size (zero, huge, not finite), the keyboard, pans in any order with any number of fingers
/// and non-finite values, taps, content offsets, Reduce Motion flipping, programmatic moves,
/// selections and VoiceOver actions (and, for a deck, appends of any count, `Int.max` and
/// negative ones included), with display frames in between. After every call the host
/// asks for frames exactly while the engine has something moving; at the end, with the finger
/// lifted and the display run to rest, every completion has run exactly once and the host asks
/// for no frames.
@MainActor @Suite struct HostRandomSessionTests {
    static let zero = CardContainer(width: 0, height: 0)
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6]

    @Test(arguments: seeds) func sheets(seed: UInt64) {
        run(SheetInteraction(GlideCard.self, container: Self.zero), seed: seed)
        run(SheetInteraction(NowPlayingSheet.self, container: Self.zero), seed: seed)
        run(SheetInteraction(MapsSheet.self, container: Self.zero), seed: seed)
    }

    @Test(arguments: seeds) func stacks(seed: UInt64) { run(StackInteraction(CardsStack.self, container: Self.zero), seed: seed) }

    @Test(arguments: seeds) func decks(seed: UInt64) {
        // Mostly small appends (the deck often runs empty and gets cards again), now and then a
        // hostile count.
        let counts = [1, 1, 2, 3, 0, -1, Int.min, Int.max]
        run(DeckInteraction(ExpenseDeck.self, container: Self.zero, cardCount: 4), seed: seed) { host, random in
            let count = Int.random(in: 0..<10, using: &random) == 0 ? counts.randomElement(using: &random) ?? 0 : Int.random(in: 1...3, using: &random)
            let before = host.interaction.cardCount
            host.appendCards(count)
            let expected = count > 0 ? (count > Int.max - before ? Int.max : before + count) : before
            #expect(host.interaction.cardCount == expected, "seed \(seed): \(before) + \(count)")
        }
    }

    @Test(arguments: seeds) func carousels(seed: UInt64) {
        run(CarouselInteraction(PagingCarousel.self, container: Self.zero, pageCount: 4, page: 0), seed: seed)
    }

    /// `extra`, when given, is one more random operation (a deck's append).
    func run<I: CardInteraction>(_ interaction: I, seed: UInt64, steps: Int = 400,
                                 extra: ((CardHost<I>, inout SeededGenerator) -> Void)? = nil) {
        var random = SeededGenerator(state: seed)
        let session = HostSession(interaction)
        let host = session.host
        let states = Array(I.State.allCases)
        var completions: [Int] = []
        var fingers = 0
        let odd: [Double] = [0, -1, 1e9, 1e300, .infinity, -.infinity, .nan]
        func value(_ range: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<20, using: &random) == 0 ? odd.randomElement(using: &random) ?? 0 : Double.random(in: range, using: &random)
        }
        func point() -> CardVector { CardVector(x: value(-50...900), y: value(-50...900)) }

        for step in 0..<steps {
            switch Int.random(in: 0..<(extra == nil ? 14 : 15), using: &random) {
            case 0:
                host.layout(width: value(0...1000), height: value(0...1000),
                            safeArea: CardEdgeInsets(top: value(0...60), leading: value(0...60), bottom: value(0...40), trailing: value(0...60)),
                            scale: value(1...3))
            case 1:
                host.keyboardChanged(overlap: value(0...400))
            case 2, 3, 4:
                let phases: [PanReport.Phase] = [.began, .changed, .changed, .changed, .ended, .cancelled, .failed]
                let phase = phases.randomElement(using: &random) ?? .changed
                if phase == .began { fingers = 1 } else if Int.random(in: 0..<8, using: &random) == 0 { fingers = Int.random(in: 1...3, using: &random) }
                host.pan(PanReport(phase, location: point(), translation: CardVector(x: value(-600...600), y: value(-600...600)),
                                   velocity: CardVector(x: value(-5000...5000), y: value(-5000...5000)), touches: max(fingers, 1),
                                   source: Bool.random(using: &random) ? .card : .content))
            case 5:
                let p = point()
                if host.shouldReceiveTap(at: p) || Bool.random(using: &random) { host.tap(at: p) }
            case 6:
                host.contentOffsetChanged(value(-100...2000))
            case 7:
                host.reduceMotion.toggle()
            case 8:
                let index = completions.count
                completions.append(0)
                if let target = states.randomElement(using: &random) {
                    host.move(to: target, animated: Bool.random(using: &random)) { _ in completions[index] += 1 }
                }
            case 9:
                if let target = states.randomElement(using: &random) { host.selection = target }
            case 10:
                if let action = host.accessibilityActions.randomElement(using: &random) { host.perform(action.action) }
                else { host.accessibilityEscape() }
            case 11:
                if Bool.random(using: &random) { host.accessibilityIncrement() } else { host.accessibilityDecrement() }
            case 14:
                extra?(host, &random)
            default:
                session.wait(Double.random(in: 0...0.5, using: &random))
            }
            session.checkInvariants("seed \(seed), step \(step)")
        }
        // Lift any finger and let everything come to rest.
        host.pan(PanReport(.ended))
        session.runToRest(limit: 10_000)
        #expect(!host.needsDisplayFrames, "seed \(seed)")
        #expect(completions.allSatisfy { $0 == 1 }, "seed \(seed): \(completions)")
        session.checkInvariants("seed \(seed), end")
        // The session did something: the card changed state, frames were drawn, moves completed.
        #expect(!session.changes.isEmpty && session.framesDrawn > 0 && !completions.isEmpty, "seed \(seed)")
    }
}
