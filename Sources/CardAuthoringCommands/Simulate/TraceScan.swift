/// A bounded pass over a trace's bytes before the platform's JSON parser builds anything
/// (issue 33, item 10). `JSONDecoder` reads a whole document into memory before the trace's
/// limits could be checked, so a 16 MB trace of one event holding 8 million numbers took a
/// minute and half a gigabyte. This pass builds no value: it walks the tokens once, counting
/// events, fields per event, values and nesting, and stops at the first limit passed, so its
/// work (and the parser's after it) is bounded by the limits, not by the file. It checks no
/// more of JSON than it needs to count; the platform's parser still decides what is JSON.
package struct TraceScan {
    package struct Limits: Sendable, Equatable {
        package var maxEvents: Int
        /// The most members one event may have: every field the format names, once.
        package var maxFieldsPerEvent: Int
        /// Values of any kind in the whole document (an event and each of its fields count one).
        package var maxValues: Int
        /// The trace's own depth: the object, its `events` list, an event.
        package var maxDepth: Int
        /// The longest string or number token, in bytes (state names, the numbers a host logs).
        package var maxTokenBytes: Int
    }

    private enum Level {
        case object(expectsKey: Bool, members: Int, isEvent: Bool)
        case array(isEvents: Bool)
    }

    let bytes: [UInt8]
    let limits: Limits
    /// How far the pass has read: where it stopped when it refused (tests count work with it).
    package private(set) var position = 0
    package private(set) var events = 0
    private(set) var values = 0
    private var levels: [Level] = []
    /// The last key read in the root object was `events`.
    private var rootKeyIsEvents = false

    package init(_ bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
        levels.reserveCapacity(limits.maxDepth)
    }

    private static let eventsKey = Array("events".utf8)

    package mutating func run() throws(SimulationTrace.Problem) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                position += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isEvent = try startValue()
                let isEvents = byte == UInt8(ascii: "[") && levels.count == 1 && rootKeyIsEvents
                guard levels.count < limits.maxDepth else {
                    throw SimulationTrace.Problem(message: "the trace nests deeper than \(limits.maxDepth) levels (its object, the \"events\" list, an event of numbers, strings and booleans)")
                }
                levels.append(byte == UInt8(ascii: "{") ? .object(expectsKey: true, members: 0, isEvent: isEvent) : .array(isEvents: isEvents))
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard levels.popLast() != nil else { throw Self.notJSON }
                position += 1
            case UInt8(ascii: ","):
                if case .object(_, let members, let isEvent)? = levels.last { levels[levels.count - 1] = .object(expectsKey: true, members: members, isEvent: isEvent) }
                position += 1
            case UInt8(ascii: ":"):
                if case .object(_, let members, let isEvent)? = levels.last { levels[levels.count - 1] = .object(expectsKey: false, members: members, isEvent: isEvent) }
                position += 1
            case UInt8(ascii: "\""):
                if case .object(true, let members, let isEvent)? = levels.last {
                    guard !isEvent || members < limits.maxFieldsPerEvent else {
                        throw SimulationTrace.Problem(message: "event \(events): an event has at most \(limits.maxFieldsPerEvent) fields")
                    }
                    levels[levels.count - 1] = .object(expectsKey: false, members: members + 1, isEvent: isEvent)
                    let start = position
                    try skipString()
                    if levels.count == 1 { rootKeyIsEvents = bytes[(start + 1)..<(position - 1)].elementsEqual(Self.eventsKey) }
                } else {
                    _ = try startValue()
                    try skipString()
                }
            default:
                // A number, `true`, `false` or `null`: a run of the bytes they are made of.
                _ = try startValue()
                let start = position
                while position < bytes.count, Self.isScalarByte(bytes[position]), position - start <= limits.maxTokenBytes { position += 1 }
                guard position > start else { throw Self.notJSON }
                guard position - start <= limits.maxTokenBytes else { throw tooLong }
            }
        }
    }

    /// Counts a value starting here; true when it is an element of the `events` list (an event).
    private mutating func startValue() throws(SimulationTrace.Problem) -> Bool {
        values += 1
        guard values <= limits.maxValues else {
            throw SimulationTrace.Problem(message: "the trace holds more than \(limits.maxValues) values; \(limits.maxEvents) events of \(limits.maxFieldsPerEvent) fields at most are replayed")
        }
        guard case .array(true)? = levels.last else { return false }
        events += 1
        guard events <= limits.maxEvents else {
            throw SimulationTrace.Problem(message: "the trace has more than \(limits.maxEvents) events; at most \(limits.maxEvents) are replayed")
        }
        return true
    }

    /// Past a string's closing quote (an escaped quote does not close it).
    private mutating func skipString() throws(SimulationTrace.Problem) {
        let start = position
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""):
                position += 1
                try checkToken(from: start)
                return
            default: position += 1
            }
            if position - start > limits.maxTokenBytes + 2 { throw tooLong }
        }
        throw Self.notJSON
    }

    private func checkToken(from start: Int) throws(SimulationTrace.Problem) {
        guard position - start <= limits.maxTokenBytes + 2 else { throw tooLong }
    }

    private var tooLong: SimulationTrace.Problem {
        SimulationTrace.Problem(message: "the trace holds a string or number longer than \(limits.maxTokenBytes) bytes")
    }

    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    package static let notJSON = SimulationTrace.Problem(message: "the trace is not JSON")
}
