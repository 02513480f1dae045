import CardEngine
import CardModel
import CardSupport
import CardReporters
import CardCommands

/// Runs a replay through a card's runtime and samples its frames (docs/runtime.md,
/// "cardc simulate"). A synthesized drag (`SyntheticDrag`): the finger goes down on the card at
/// t = −0.2 s, moves by the distance in a straight line at a steady pace (a `changed` event every
/// 1/60 s) and lifts at t = 0 with the given velocity; frames are sampled from t = 0 until the
/// card rests.
package struct Simulator {
    package var spec: CardSpec
    package var device: DeviceProfile
    package var from: Int
    package var fps: Double
    package var maxFrames: Int
    /// `.reduced` replays as the system's Reduce Motion setting makes an app's host do.
    package var motion: MotionMode

    package struct Failure: Error, Sendable {
        package var message: String
    }

    package init(spec: CardSpec, device: DeviceProfile, from: Int, fps: Double, maxFrames: Int, motion: MotionMode = .full) {
        self.spec = spec
        self.device = device
        self.from = from
        self.fps = fps
        self.maxFrames = maxFrames
        self.motion = motion
    }

    package func run(_ replay: SimulationReplay) throws(Failure) -> Simulation {
        var card = try makeCard()
        switch replay {
        case .drag(let distance, let velocity):
            // The command's convention (up positive) to UIKit's (y down).
            let translation = distance.count == 1 ? CardVector(x: 0, y: -distance[0]) : CardVector(x: distance[0], y: -distance[1])
            let speed = velocity.count == 1 ? CardVector(x: 0, y: -velocity[0]) : CardVector(x: velocity[0], y: -velocity[1])
            for event in SyntheticDrag(start: card.grabPoint, translation: translation, velocity: speed).events {
                card.handle(.pan(event))
            }
            return try sample(&card, from: 0, through: 0)
        case .tap:
            guard type(of: card).hasHeader else { throw Failure(message: "this card has no header to tap") }
            card.handle(.tap(location: card.grabPoint, time: 0))
            return try sample(&card, from: 0, through: 0)
        case .trace(let trace):
            // Steps in time order; among equal times, as recorded. Frames run on the trace's own
            // clock from its earliest event, wherever in the file that event is written.
            let steps = trace.steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            guard let first = steps.first, let last = steps.last else { throw Failure(message: "the trace has no events") }
            return try sample(&card, from: first.time, through: last.time, steps: steps)
        }
    }

    /// Frames at `start + k/fps` until the card rests after `end`, applying each step of `steps`
    /// (a trace's, in time order; none for a synthesized gesture) before the first frame at or
    /// after its time.
    private func sample(_ card: inout any SimulatedCard, from start: Double, through end: Double,
                        steps: [SimulationTrace.Step] = []) throws(Failure) -> Simulation {
        var next = 0
        var rows: [[Double]] = []
        var complete = false
        for k in 0..<maxFrames {
            let t = start + Double(k) / fps
            while next < steps.count, steps[next].time <= t {
                switch steps[next] {
                case .event(let event):
                    card.handle(event)
                case .move(let state, let animated, let time):
                    guard let index = spec.stateNames.firstIndex(of: state) else {
                        throw Failure(message: "the trace moves to '\(VisibleText.line(state))', which is not a state of "
                                      + "\(VisibleText.line(spec.name)); its states are "
                                      + VisibleText.line(NameSuggester.sentence(spec.stateNames, conjunction: "and")))
                    }
                    card.move(to: index, animated: animated, time: time)
                }
                next += 1
            }
            rows.append([t] + card.values(at: t))
            card.advance(to: t)
            if next == steps.count, t >= end, card.isResting(at: t) {
                complete = true
                break
            }
        }
        let lastTime = start + Double(max(0, rows.count - 1)) / fps
        let settled = card.state(at: lastTime)
        return Simulation(settled: spec.stateNames.indices.contains(settled) ? spec.stateNames[settled] : "", columns: ["t"] + card.columns, frames: rows, complete: complete)
    }

    /// The kind's runtime (`CardKind.simulated`) on the spec's configuration.
    private func makeCard() throws(Failure) -> any SimulatedCard {
        let container = CardContainer(device: device)
        func make<Card: SimulatedCard>(_: Card.Type) -> Card? {
            Card.Configuration(spec.configuration).map { Card(configuration: $0, container: container, motion: motion, from: from) }
        }
        // The kind is the configuration's own, so its type always takes it.
        guard let card = make(spec.kind.simulated) else { throw Failure(message: "\(spec.kind.rawValue) has no runtime to simulate") }
        return card
    }
}
