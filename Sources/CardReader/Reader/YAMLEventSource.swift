import CYAML
import CardModel
import CardSupport

/// One stream's events, one per `next()`, each recorded in the table as `YAMLReader.read`
/// records it (the same bookkeeping, limits and diagnostics): `lint` decodes a document while
/// its events arrive, instead of after a batch of documents was read. libyaml is run a burst
/// of events at a time (up to 64, never past a document's start or end), which the decoder's
/// cursor then takes one by one, a few events behind the reader. The table (`tree`) is still the one YAML layer: what a decoder replays, and what
/// `--fix` and the language server read from a whole read. A class, kept by a worker's storage
/// from one stream to the next (`make`), one stream read at a time: the
/// reading loop and the decoder's cursor share it, and libyaml's parser, which points at
/// itself, stays at one address.
package final class YAMLEventSource {
    /// What `next()` read.
    package enum Step: Equatable {
        case documentStart
        /// A scalar's node, just recorded.
        case scalar(NodeID)
        /// A collection's start: its node, just recorded.
        case collection(NodeID)
        /// An alias's node (what it stands for is complete before it).
        case alias(NodeID)
        /// A collection's end.
        case end
        /// A document's end: it is complete.
        case documentEnd
        /// The stream's end, a syntax error or a limit (reported): nothing more comes.
        case stop
        /// The stream's start, or its end before `.stop`: the reader's loop skips it, so
        /// `next()` never hands it on.
        case other
    }

    /// The reader's state. Not checked for overlapping access at run time: one thread reads a
    /// stream, and the check cost more than an event's own bookkeeping.
    @exclusivity(unchecked) var state: ReadState
    /// libyaml's parser, initialized while `parserLive` (its room is kept from one file to the
    /// next; a parked source keeps it initialized, its buffers reset for the next file).
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    @exclusivity(unchecked) private var parserLive = false
    /// The event libyaml fills, kept from one event to the next.
    private let event: UnsafeMutablePointer<yaml_event_t>
    /// The storage lending the arrays; nil while the source is parked in it (no cycle).
    @exclusivity(unchecked) private var storage: ReaderStorage?
    /// The arrays of the last document's cursor, for the next (`EventCursor.init(live:)`).
    @exclusivity(unchecked) var spareFrames: [EventCursor.Frame] = []
    /// The live cursor's stack of open collections (`EventCursor.liveNodes`): one deeper than
    /// the reader lets a document nest.
    let liveNodes: UnsafeMutablePointer<Int32>
    let liveCapacity: Int
    /// Set once `.stop` was read from libyaml (or there was nothing to read); the burst may
    /// still hold events before it.
    @exclusivity(unchecked) package private(set) var stopped = false
    /// Events read ahead (`burstSize` at most, never past a document's start or end), handed
    /// out from `burstNext` to `burstCount`: libyaml is run in a tight loop that keeps the
    /// reader's state in registers, where one call per event loaded it again each time.
    @usableFromInline let burst: UnsafeMutablePointer<Step>
    @usableFromInline @exclusivity(unchecked) var burstNext = 0
    @usableFromInline @exclusivity(unchecked) var burstCount = 0
    static let burstSize = 64

    /// The reader's state is made in place: made outside and passed in, it was copied (its
    /// arrays retained) and destroyed once per file.
    init(file: String, limits: ReaderLimits, input: UnsafeBufferPointer<UInt8>, lineOffset: Int, part: Bool, storage: ReaderStorage?) {
        state = ReadState(file: file, limits: limits, input: input, part: part, storage: storage)
        state.lineOffset = lineOffset
        state.prepare(borrowing: storage)
        self.storage = storage
        event = .allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        liveCapacity = max(state.limits.maxDepth, 0) + 1
        liveNodes = .allocate(capacity: liveCapacity)
        // Both left uninitialized (trivial types, each entry written before it is read): filling
        // them cost hundreds of instructions per file.
        burst = .allocate(capacity: Self.burstSize)
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        begin()
    }

    /// A worker's source for its next file: the one its storage kept from the last file
    /// (`finish` parks it there), reset, or a new one. Keeping it saves the class, the parser's
    /// room, the event, the burst, the stacks and the cursor's arrays for every file.
    static func make(file: String, limits: ReaderLimits, input: UnsafeBufferPointer<UInt8>, lineOffset: Int, part: Bool,
                     storage: ReaderStorage?) -> YAMLEventSource {
        guard let storage, let source = storage.spareSource, source.liveCapacity >= max(limits.maxDepth, 0) + 1 else {
            return YAMLEventSource(file: file, limits: limits, input: input, lineOffset: lineOffset, part: part, storage: storage)
        }
        storage.spareSource = nil
        source.state = ReadState(file: file, limits: limits, input: input, part: part, storage: storage)
        source.state.lineOffset = lineOffset
        source.state.prepare(borrowing: storage)
        source.storage = storage
        source.stopped = false
        source.burstNext = 0
        source.burstCount = 0
        source.begin()
        return source
    }

    /// Readies libyaml's parser for the state's input (or stops, with the reason reported).
    private func begin() {
        if state.begin(parser, initialized: parserLive) {
            parserLive = true
        } else {
            stopped = true
        }
    }

    deinit {
        if parserLive { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
        burst.deallocate()
        liveNodes.deallocate()
    }

    /// Where the last complete document begins (nil before one), read without copying the
    /// table (which retained and released each of its arrays, twice per document).
    package var lastDocumentLocation: SourceLocation? {
        guard let root = state.tree.documents.last else { return nil }
        return state.tree.nodes[Int(root.index)].location
    }

    /// The next event, recorded (read with those after it in a burst, up to the document's
    /// start or end).
    @inline(__always)
    package func next() -> Step {
        if burstNext < burstCount {
            let step = burst[burstNext]
            burstNext &+= 1
            return step
        }
        return refill()
    }

    /// The next event if it is already read and is a scalar (its node) or a collection's end
    /// (`.some(nil)`); else nil, and nothing is taken. The cursor's common case, inlined into
    /// the decoder's loops: a call per event cost as much as the event.
    @inlinable @inline(__always)
    package func takeScalarOrEnd() -> NodeID?? {
        guard burstNext < burstCount else { return .none }
        switch burst[burstNext] {
        case .scalar(let id):
            burstNext &+= 1
            return .some(id)
        case .end:
            burstNext &+= 1
            return .some(nil)
        default:
            return .none
        }
    }

    /// Reads the next burst; its first event.
    @inline(never)
    private func refill() -> Step {
        guard !stopped else { return .stop }
        let count = Self.read(&state, parser, event, into: burst)
        if burst[count &- 1] == .stop { stopped = true }
        burstCount = count
        burstNext = 1
        return burst[0]
    }

    /// The reading loop, on the state as an `inout` value: up to `burstSize` events into
    /// `steps`, stopping after a document's start or end or the stream's stop; how many.
    private static func read(_ state: inout ReadState, _ parser: UnsafeMutablePointer<yaml_parser_t>,
                             _ event: UnsafeMutablePointer<yaml_event_t>, into steps: UnsafeMutablePointer<Step>) -> Int {
        var count = 0
        // Each event appends at most one node: a burst of at most `room + 1` events can pass
        // the document's node limit only at its last event, which is then the first node past
        // it (checked once a burst, not once an event).
        let room = state.nodeLimit &- state.tree.nodes.count
        let bound = room < burstSize ? max(room, 0) &+ 1 : burstSize
        while count < bound {
            // The step as the reader's `handle` made it, written as it is.
            let step = state.step(parser, event)
            switch step {
            case .scalar, .collection, .alias, .end:
                steps[count] = step
                count &+= 1
            case .other:
                continue
            case .documentStart, .documentEnd, .stop:
                steps[count] = step
                return count &+ 1
            }
        }
        if _slowPath(state.passedNodeLimit) {
            state.refuseNodePastLimit()
            steps[count &- 1] = .stop
        }
        return count
    }

    /// `next()` for a decoder that holds the table (`tree`, taken with `lend`): the table is
    /// moved into the reader for a burst and out again, never copied, so that the reader's
    /// appends find its arrays unshared; events already read need no table.
    @inline(__always)
    package func next(holding tree: inout YAMLTree) -> Step {
        if burstNext < burstCount {
            let step = burst[burstNext]
            burstNext &+= 1
            return step
        }
        swap(&tree, &state.tree)
        defer { swap(&tree, &state.tree) }
        return refill()
    }

    /// Moves the table out to a decoder (which gives it back with `take`).
    package func lend(_ tree: inout YAMLTree) {
        swap(&tree, &state.tree)
    }

    /// Moves the table back from the decoder it was lent to.
    package func take(_ tree: inout YAMLTree) {
        swap(&tree, &state.tree)
    }

    /// Drops the finished document's nodes, keeping the arrays for the next.
    package func clearDocument() {
        state.clearTree()
    }

    /// Ends reading: the reader's diagnostics, in stream order, and how many more it counted
    /// past the cap (`ReadState.leftOut`); the arrays back to the storage they came from.
    package func finish() -> (diagnostics: [Diagnostic], leftOut: Int) {
        guard let storage else {
            if parserLive {
                yaml_parser_delete(parser)
                parserLive = false
            }
            return (state.diagnostics, state.leftOut)
        }
        state.giveBack(to: storage)
        let diagnostics = state.diagnostics
        let leftOut = state.leftOut
        // Nothing of this file stays with the parked source.
        state.diagnostics = []
        state.leftOut = 0
        state.anchors = [:]
        state.openAnchors = [:]
        self.storage = nil
        storage.spareSource = self
        return (diagnostics, leftOut)
    }
}
