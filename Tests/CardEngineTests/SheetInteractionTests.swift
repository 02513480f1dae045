import Testing
import CardEngine
import CardTestSupport

/// The typed sheet an app uses: the generated `State` enum in, out, and nowhere an index.
@Suite struct SheetInteractionTests {
    /// As the generator writes it (Tests/GeneratedCodeTests/Generated/GlideCard.swift).
    enum GlideState: String, CaseIterable, Sendable {
        case closed, compressed, `open`
    }

    enum Misnamed: String, CaseIterable, Sendable {
        case closed, compressed, full
    }

    enum TooFew: String, CaseIterable, Sendable {
        case closed, compressed
    }

    static func glide(_ initial: GlideState = .closed, motion: MotionMode = .full) -> SheetInteraction<GlideState> {
        SheetInteraction(configuration: SheetMotionTests.glide, container: SheetMotionTests.se, motion: motion, initial: initial)!
    }

    @Test func statesMustBeExactlyTheSegments() {
        let glide = SheetMotionTests.glide, se = SheetMotionTests.se
        #expect(SheetInteraction<GlideState>(configuration: glide, container: se, initial: .open) != nil)
        #expect(SheetInteraction<Misnamed>(configuration: glide, container: se, initial: .closed) == nil)
        #expect(SheetInteraction<TooFew>(configuration: glide, container: se, initial: .closed) == nil)
        // Two segments of one name leave a case without a segment.
        var twice = glide
        twice.segments[2].name = "closed"
        #expect(SheetInteraction<GlideState>(configuration: twice, container: se, initial: .closed) == nil)
        // Declared in another order than the enum: matched by name, not position.
        var shuffled = glide
        shuffled.segments.swapAt(0, 2)
        let s = SheetInteraction<GlideState>(configuration: shuffled, container: se, initial: .open)
        #expect(s?.state == .open && s?.frame(at: 0).height == SheetMotionTests.open)
    }

    @Test func framesAndNoticesSpeakInStates() {
        var sheet = Self.glide(.compressed)
        #expect(sheet.frame(at: 0).state == .compressed && sheet.accessibilityValue.defaultValue == "compressed")
        _ = sheet.handle(.pan(PanEvent(.began, location: SheetMotionTests.onCard(SheetMotionTests.compressed), time: 0)))
        _ = sheet.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -100), time: 0.1)))
        let notices = sheet.handle(.pan(PanEvent(.ended, translation: CardVector(x: 0, y: -100), time: 0.1)))
        #expect(notices.willSettle == .open && notices.stateChanged == .init(from: .compressed, to: .open))
        #expect(sheet.state == .open && sheet.frame(at: 0.1).state == .open)
        expectEqual(sheet.advance(to: 5).didSettle, .open)
        let move = sheet.move(to: .closed, animated: false, time: 6)
        #expect(move.willSettle == .closed && sheet.frame(at: 6).height == 80)
    }

    @Test func accessibilityOffersTheOneGestureMovesByName() throws {
        var sheet = Self.glide(.closed)
        // From closed: a drag or flick up reaches compressed; the header tap (cycle) too.
        expectEqual(sheet.accessibilityActions.map(\.name.defaultValue), ["compressed"])
        #expect(sheet.canIncrement && !sheet.canDecrement)
        _ = sheet.accessibilityIncrement(time: 0)
        expectEqual(sheet.state, .compressed)
        // From compressed: both neighbours, each once, named by the state.
        expectEqual(Set(sheet.accessibilityActions.map(\.move)), [.state(.closed), .state(.open)])
        expectEqual(sheet.accessibilityActions.count, 2)
        let open = try #require(sheet.accessibilityActions.first { $0.move == .state(.open) })
        expectEqual(sheet.perform(open, time: 0.1).willSettle, .open)
        expectEqual(sheet.accessibilityValue.defaultValue, "open")
        // From open: the tap cycles to closed, so closed is an action though not a neighbour.
        expectEqual(Set(sheet.accessibilityActions.map(\.name.defaultValue)), ["compressed", "closed"])
        #expect(!sheet.canIncrement && sheet.canDecrement)
        #expect(sheet.accessibilityIncrement(time: 0.2).isEmpty)
        _ = sheet.accessibilityDecrement(time: 0.2)
        expectEqual(sheet.state, .compressed)
    }
}
