import CardEngine
import CardHost
import Testing

/// Every example card, through the host layer as an app's adapter drives it: programmatic moves
/// with completions, VoiceOver's actions, a flicked drag, a rotation while moving, the keyboard
/// and Reduce Motion turned on mid-session. Each step runs the display loop until the host stops
/// asking for frames and checks what the observers saw.
@MainActor @Suite struct ExampleSessionTests {
    static let zero = CardContainer(width: 0, height: 0)

    @Test func glide() { script(SheetInteraction(GlideCard.self, container: Self.zero)) }
    @Test func cardDemo() { script(SheetInteraction(CardDemo.self, container: Self.zero)) }
    @Test func filterSheet() { script(SheetInteraction(FilterSheet.self, container: Self.zero)) }
    @Test func nowPlaying() { script(SheetInteraction(NowPlayingSheet.self, container: Self.zero)) }
    @Test func mapsSheet() { script(SheetInteraction(MapsSheet.self, container: Self.zero)) }
    @Test func cardsStack() { script(StackInteraction(CardsStack.self, container: Self.zero)) }
    @Test func expenseDeck() { script(DeckInteraction(ExpenseDeck.self, container: Self.zero, cardCount: 5)) }
    @Test func pagingCarousel() { script(CarouselInteraction(PagingCarousel.self, container: Self.zero, pageCount: 3, page: 1)) }

    func script<I: CardInteraction>(_ interaction: I, sourceLocation: SourceLocation = #_sourceLocation) {
        let session = HostSession(interaction)
        let host = session.host
        #expect(!host.needsDisplayFrames, "a card resting at its start asks for no frames", sourceLocation: sourceLocation)

        // Every state by a programmatic move: the completion runs once, true exactly when the
        // card came to rest there.
        for target in I.State.allCases {
            var calls: [Bool] = []
            host.move(to: target) { calls.append($0) }
            session.runToRest()
            #expect(calls.count == 1, "\(target)", sourceLocation: sourceLocation)
            #expect(calls.first == (host.state == target), "\(target)", sourceLocation: sourceLocation)
            #expect(!host.needsDisplayFrames, sourceLocation: sourceLocation)
            session.checkInvariants("move to \(target)", sourceLocation: sourceLocation)
        }

        // VoiceOver: every action a state offers moves the card where it says.
        for item in host.accessibilityActions {
            host.perform(item.action)
            session.runToRest()
            if case .state(let target) = item.action.move {
                #expect(host.state == target, "\(item.name)", sourceLocation: sourceLocation)
            }
            #expect(!item.name.isEmpty, sourceLocation: sourceLocation)
            session.checkInvariants("action \(item.name)", sourceLocation: sourceLocation)
        }

        // A drag up and a flick, released, then left to rest.
        if let point = session.pointOnCard() {
            host.pan(PanReport(.began, location: point))
            #expect(host.needsDisplayFrames, "frames while a finger holds the card", sourceLocation: sourceLocation)
            for step in 1...10 {
                session.clock.now += 1.0 / 60
                let dy = -30.0 * Double(step)
                host.pan(PanReport(.changed, location: CardVector(x: point.x, y: point.y + dy), translation: CardVector(x: 0, y: dy),
                                   velocity: CardVector(x: 0, y: -1800)))
                _ = host.displayFrame(at: session.clock.now)
            }
            host.pan(PanReport(.ended, location: CardVector(x: point.x, y: point.y - 300), translation: CardVector(x: 0, y: -300),
                               velocity: CardVector(x: 0, y: -2000)))
            session.runToRest()
            #expect(!host.needsDisplayFrames && !host.interaction.isDragging, sourceLocation: sourceLocation)
            session.checkInvariants("drag", sourceLocation: sourceLocation)
        } else {
            Issue.record("no point on the card", sourceLocation: sourceLocation)
        }

        // Turned to landscape while moving: the move still ends, where it was going.
        if let target = I.State.allCases.first(where: { $0 != host.state }) {
            var finished: Bool?
            host.move(to: target) { finished = $0 }
            session.wait(0.1)
            host.layout(width: 852, height: 393, safeArea: CardEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), scale: 3)
            session.runToRest()
            #expect(finished == (host.state == target), sourceLocation: sourceLocation)
            session.checkInvariants("rotation", sourceLocation: sourceLocation)
        }

        // The keyboard comes and goes: nothing is left moving.
        host.keyboardChanged(overlap: 300)
        session.runToRest()
        host.keyboardChanged(overlap: 0)
        session.runToRest()
        #expect(!host.needsDisplayFrames, sourceLocation: sourceLocation)

        // Reduce Motion turned on: a move arrives at once (one frame reports it).
        host.reduceMotion = true
        if let target = I.State.allCases.first(where: { $0 != host.state }) {
            host.move(to: target)
            #expect(session.runToRest() <= 2.0 / 60 + 1e-9, sourceLocation: sourceLocation)
        }
        session.checkInvariants("reduce motion", sourceLocation: sourceLocation)
        #expect(host.accessibilityValue.isEmpty == false, sourceLocation: sourceLocation)
    }
}
