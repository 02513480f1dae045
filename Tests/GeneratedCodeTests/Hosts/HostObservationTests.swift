import CardEngine
import CardHost
import Testing

/// State observation: the callback, the `AsyncStream` and the selection tell the same story, and
/// a completion runs once with whether the card got there.
@MainActor @Suite struct HostObservationTests {
    static func glide() -> HostSession<SheetInteraction<GlideCard.State>> {
        HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
    }

    @Test func theStreamSeesWhatTheCallbackSees() async {
        let session = Self.glide()
        let stream = session.host.stateChanges()
        session.host.move(to: .open)
        session.runToRest()
        session.host.selection = .compressed
        session.runToRest()
        #expect(session.host.selection == .compressed)
        var seen: [CardStateChange<GlideCard.State>] = []
        for await change in stream {
            seen.append(change)
            if seen.count == session.changes.count { break }
        }
        #expect(seen == session.changes)
        #expect(seen == [CardStateChange(from: .closed, to: .open), CardStateChange(from: .open, to: .compressed)])
    }

    @Test func aStreamEndsWithItsHost() async {
        var session: HostSession<SheetInteraction<GlideCard.State>>? = Self.glide()
        let stream = session?.host.stateChanges()
        session = nil
        var count = 0
        if let stream { for await _ in stream { count += 1 } }
        #expect(count == 0)
    }

    @Test func aMoveTakenOverByAFingerCompletesUnfinished() throws {
        let session = Self.glide()
        let host = session.host
        var calls: [Bool] = []
        host.move(to: .open) { calls.append($0) }
        session.wait(0.2)
        let top = host.currentFrame.cardTop
        host.pan(PanReport(.began, location: CardVector(x: 196, y: top + 20)))
        #expect(calls == [false])
        host.pan(PanReport(.ended, location: CardVector(x: 196, y: top + 20)))
        session.runToRest()
        #expect(calls == [false])
    }

    @Test func aSecondMoveCompletesTheFirstUnfinished() {
        let session = Self.glide()
        var first: [Bool] = []
        var second: [Bool] = []
        session.host.move(to: .open) { first.append($0) }
        session.wait(0.1)
        session.host.move(to: .compressed) { second.append($0) }
        session.runToRest()
        #expect(first == [false] && second == [true])
        #expect(session.host.state == .compressed)
    }

    @Test func aMoveToWhereTheCardRestsCompletesAtOnce() {
        let session = Self.glide()
        var calls: [Bool] = []
        session.host.move(to: .closed) { calls.append($0) }
        #expect(calls == [true])
        #expect(!session.host.needsDisplayFrames)
    }
}
