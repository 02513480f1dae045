import CardEngine
import CardSupport

/// A recorded sequence of events for `cardc simulate --trace FILE` (docs/runtime.md, "Traces"):
/// a JSON object `{"events": [...]}`, each event an object with a `time` in seconds and a
/// `type`:
///
/// - `pan`: `phase` (`began`, `changed`, `ended`, `cancelled`), `x`, `y` (the finger in the
///   container), `tx`, `ty` (translation since began), `vx`, `vy` (points per second), `source`
///   (`card`, the default, or `content`): UIKit's convention, y downward.
/// - `tap`: `x`, `y`.
/// - `contentOffset`: `offset`, the inner scroll view's offset (0 at its top).
/// - `container`: `width`, `height`, and optionally `safeAreaTop`, `safeAreaBottom`,
///   `keyboard` (the keyboard's height over the bottom edge), `scale`.
/// - `move`: `state` (a state's name), `animated` (default true).
///
/// Numbers missing from an event are 0. The object may also hold `reduceMotion` (true: the
/// replay runs under Reduce Motion). A trace holds at most `maxEvents` events; `TraceScan`
/// enforces that and the other limits while reading, before anything is built.
package struct SimulationTrace: Sendable, Equatable {
    package enum Step: Sendable, Equatable {
        case event(InteractionEvent)
        case move(state: String, animated: Bool, time: Double)

        package var time: Double {
            switch self {
            case .event(let event): return event.time
            case .move(_, _, let time): return time
            }
        }
    }

    package var steps: [Step]
    /// The trace's `reduceMotion`: replay as under the system's Reduce Motion.
    package var reduceMotion = false

    package init(steps: [Step], reduceMotion: Bool = false) {
        self.steps = steps
        self.reduceMotion = reduceMotion
    }

    package static let maxEvents = 100_000
    /// The fields an event may have, each once (`Event`'s properties): an event with more
    /// members is refused while reading.
    package static let fieldsPerEvent = Event.CodingKeys.allCases.count
    /// The longest string or number token: far past any state name or logged number.
    package static let maxTokenBytes = 4_096
    /// Times beyond this many seconds from 0 are refused: there a Double no longer tells frames
    /// 1/1,000 s apart (at 1e12 s its step is 0.00012 s), and past about 1.8e305 a frame's time
    /// printed at three decimals overflowed to `inf` (issue 33, item 8).
    package static let maxTime = 1e12

    /// What `TraceScan` holds a trace of at most `maxEvents` events to.
    package static func limits(maxEvents: Int) -> TraceScan.Limits {
        TraceScan.Limits(maxEvents: maxEvents, maxFieldsPerEvent: fieldsPerEvent, maxValues: (maxEvents + 1) * (fieldsPerEvent + 1),
                         maxDepth: 3, maxTokenBytes: maxTokenBytes)
    }

    /// A reason the trace cannot be read, for the command's error line.
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
    }

    private struct Event: Decodable {
        var time: Double
        var type: String
        var phase: String?
        var x: Double?, y: Double?, tx: Double?, ty: Double?, vx: Double?, vy: Double?
        var source: String?
        var offset: Double?
        var width: Double?, height: Double?, safeAreaTop: Double?, safeAreaBottom: Double?, keyboard: Double?, scale: Double?
        var state: String?
        var animated: Bool?

        /// Spelled out so that `fieldsPerEvent` is counted, not written again.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case time, type, phase, x, y, tx, ty, vx, vy, source, offset, width, height, safeAreaTop, safeAreaBottom, keyboard, scale, state, animated
        }
    }

    private struct File: Decodable {
        var events: [Event]
    }

    /// `maxEvents` is the command's limit; tests pass a small one to reach it cheaply.
    package static func parse(_ bytes: [UInt8], maxEvents: Int = maxEvents) throws(Problem) -> SimulationTrace {
        var scan = TraceScan(bytes, limits: limits(maxEvents: maxEvents))
        try scan.run()
        guard let json = JSONValue.parse(bytes) else { throw TraceScan.notJSON }
        guard let events = json["events"]?.array else { throw Problem(message: "the trace has no \"events\" list") }
        let reduceMotion: Bool
        switch json["reduceMotion"] {
        case nil: reduceMotion = false
        case .bool(let value)?: reduceMotion = value
        case _?: throw Problem(message: "\"reduceMotion\" is true or false")
        }
        var steps: [Step] = []
        steps.reserveCapacity(events.count)
        for (i, value) in events.enumerated() {
            let event: Event
            do { event = try value.decode(Event.self) } catch {
                throw Problem(message: "event \(i + 1): each event needs a numeric \"time\" and a \"type\", and numbers where numbers go")
            }
            guard event.time.isFinite, abs(event.time) <= maxTime else {
                throw Problem(message: "event \(i + 1): \"time\" must be a number of seconds within ±\(NumberText.written(maxTime))")
            }
            func point(_ x: Double?, _ y: Double?) -> CardVector { CardVector(x: x ?? 0, y: y ?? 0) }
            switch event.type {
            case "pan":
                guard let phase = event.phase.flatMap(PanEvent.Phase.init(rawValue:)) else {
                    throw Problem(message: "event \(i + 1): a pan needs \"phase\": \(NameSuggester.oneOf(PanEvent.Phase.allCases.map(\.rawValue)))")
                }
                guard let source = PanEvent.Source(rawValue: event.source ?? "card") else {
                    throw Problem(message: "event \(i + 1): \"source\" is \(NameSuggester.oneOf(PanEvent.Source.allCases.map(\.rawValue)))")
                }
                steps.append(.event(.pan(PanEvent(phase, location: point(event.x, event.y), translation: point(event.tx, event.ty),
                                                  velocity: point(event.vx, event.vy), time: event.time, source: source))))
            case "tap":
                steps.append(.event(.tap(location: point(event.x, event.y), time: event.time)))
            case "contentOffset":
                steps.append(.event(.contentOffset(event.offset ?? 0, time: event.time)))
            case "container":
                let container = CardContainer(width: event.width ?? 0, height: event.height ?? 0, safeAreaTop: event.safeAreaTop ?? 0,
                                              safeAreaBottom: event.safeAreaBottom ?? 0, keyboardInset: event.keyboard ?? 0, scale: event.scale ?? 3)
                steps.append(.event(.container(container, time: event.time)))
            case "move":
                guard let state = event.state else { throw Problem(message: "event \(i + 1): a move needs \"state\"") }
                steps.append(.move(state: state, animated: event.animated ?? true, time: event.time))
            default:
                throw Problem(message: "event \(i + 1): \"type\" is \(NameSuggester.oneOf(["pan", "tap", "contentOffset", "container", "move"]))")
            }
        }
        return SimulationTrace(steps: steps, reduceMotion: reduceMotion)
    }
}
