import CardEngine
import CardHost
import Testing

/// A card hosted as an adapter hosts it, on a fake clock: a display loop at 60 Hz that runs only
/// while the host asks for frames, and a record of what the observers saw.
@MainActor final class HostSession<Interaction: CardInteraction> {
    let clock = FakeClock()
    let host: CardHost<Interaction>
    private(set) var changes: [CardStateChange<Interaction.State>] = []
    private(set) var framesDrawn = 0

    init(_ interaction: Interaction, width: Double = 393, height: Double = 852,
         safeArea: CardEdgeInsets = CardEdgeInsets(top: 59, bottom: 34)) {
        let clock = self.clock
        host = CardHost(interaction, clock: { clock.now })
        host.onStateChange = { [weak self] in self?.changes.append($0) }
        host.layout(width: width, height: height, safeArea: safeArea, scale: 3)
    }

    /// Display frames every 1/60 s while the host needs them, at most `limit` seconds; the seconds run.
    @discardableResult
    func runToRest(limit: Double = 120) -> Double {
        let start = clock.now
        while host.needsDisplayFrames, clock.now - start < limit {
            clock.now += 1.0 / 60
            _ = host.displayFrame(at: clock.now)
            framesDrawn += 1
        }
        return clock.now - start
    }

    /// Advances the clock `seconds`, drawing frames while they are needed.
    func wait(_ seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end - 1e-9 {
            clock.now += 1.0 / 60
            if host.needsDisplayFrames {
                _ = host.displayFrame(at: clock.now)
                framesDrawn += 1
            }
        }
    }

    /// A point the card takes a pan at, scanning up the container's middle from the bottom.
    func pointOnCard() -> CardVector? {
        let container = host.container
        var y = container.height - 5
        while y > 0 {
            let point = CardVector(x: container.width / 2, y: y)
            if host.interaction.hitTest(point, time: clock.now) != .none { return point }
            y -= 10
        }
        return nil
    }

    /// What holds after every call: frames are asked for exactly while the engine has a rest
    /// time, and the observed changes chain up to the state the card is in or heading to.
    func checkInvariants(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.needsDisplayFrames == (host.interaction.restTime != nil), comment, sourceLocation: sourceLocation)
        var previous: Interaction.State?
        for change in changes {
            if let previous { #expect(change.from == previous, comment, sourceLocation: sourceLocation) }
            previous = change.to
        }
        if let previous { #expect(previous == host.state, comment, sourceLocation: sourceLocation) }
    }
}
