import CYAML
import CardModel
import CardSupport

/// One stream's events, one libyaml event per `next()`, each recorded in the table as
/// `YAMLReader.read` records it (the same bookkeeping, limits and diagnostics): `lint`
/// decodes a document while its events arrive, instead of after a batch of documents was
/// read. The table (`tree`) is still the one YAML layer: what a decoder replays, and what
/// `--fix` and the language server read from a whole read. A class, one per stream read: the
/// reading loop and the decoder's cursor share it, and libyaml's parser, which points at
/// itself, stays at one address.
///
/// Also a table alone (`init(replaying:)`): the source of a decoder reading a tree already
/// read whole, whose events are only replayed.
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
    }

    /// The reader's state. Not checked for overlapping access at run time: one thread reads a
    /// stream, and the check cost more than an event's own bookkeeping.
    @exclusivity(unchecked) var state: ReadState
    private let parser: UnsafeMutablePointer<yaml_parser_t>?
    /// The event libyaml fills, kept from one event to the next.
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let storage: ReaderStorage?
    /// The arrays of the last document's cursor, for the next (`EventCursor.init(live:)`).
    @exclusivity(unchecked) var spareFrames: [EventCursor.Frame] = []
    @exclusivity(unchecked) var spareLive: [Int32] = []
    /// Set once `.stop` was read (or there was nothing to read).
    @exclusivity(unchecked) package private(set) var stopped = false

    init(state: consuming ReadState, storage: ReaderStorage?) {
        self.state = state
        self.storage = storage
        event = .allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        if self.state.begin(parser) {
            self.parser = parser
        } else {
            parser.deallocate()
            self.parser = nil
            stopped = true
        }
    }

    deinit {
        if let parser {
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        state.release()
        event.deallocate()
    }

    /// Where the last complete document begins (nil before one), read without copying the
    /// table (which retained and released each of its arrays, twice per document).
    package var lastDocumentLocation: SourceLocation? {
        guard let root = state.ownTable.pointee.documents.last else { return nil }
        return state.ownTable.pointee.nodes[Int(root.index)].location
    }

    /// The next event (one `yaml_parser_parse`), recorded.
    @inline(__always)
    package func next() -> Step {
        guard !stopped, let parser else { return .stop }
        let step = Self.next(&state, parser, event)
        if step == .stop { stopped = true }
        return step
    }

    /// The reading itself, on the state as an `inout` value: the loop's shape, where reading
    /// the state through the class cost more per event.
    private static func next(_ state: inout ReadState, _ parser: UnsafeMutablePointer<yaml_parser_t>,
                             _ event: UnsafeMutablePointer<yaml_event_t>) -> Step {
        while true {
            switch state.step(parser, event) {
            case .scalar: return .scalar(NodeID(Int32(truncatingIfNeeded: state.tree.nodes.count &- 1)))
            case .collection: return .collection(NodeID(Int32(truncatingIfNeeded: state.tree.nodes.count &- 1)))
            case .alias: return .alias(NodeID(Int32(truncatingIfNeeded: state.tree.nodes.count &- 1)))
            case .end: return .end
            case .documentStart: return .documentStart
            case .documentEnd: return .documentEnd
            case .other: continue
            case .stop: return .stop
            }
        }
    }

    /// `next()` for a decoder that holds the table (`tree`, taken with `lend`): the table is
    /// moved back for the event and out again, never copied, so that the reader's appends
    /// find its arrays unshared.
    @inline(__always)
    package func next(holding tree: inout YAMLTree) -> Step {
        withUnsafeMutablePointer(to: &tree) { table in
            state.table = table
            defer { state.table = state.ownTable }
            return next()
        }
    }

    /// Moves the table out to a decoder (which gives it back with `take`).
    package func lend(_ tree: inout YAMLTree) {
        swap(&tree, &state.ownTable.pointee)
    }

    /// Moves the table back from the decoder it was lent to.
    package func take(_ tree: inout YAMLTree) {
        swap(&tree, &state.ownTable.pointee)
    }

    /// Drops the finished document's nodes, keeping the arrays for the next.
    package func clearDocument() {
        state.clearTree()
    }

    /// Ends reading: the reader's diagnostics, in stream order, and the arrays back to the
    /// storage they came from.
    package func finish() -> [Diagnostic] {
        if let storage { state.giveBack(to: storage) }
        return state.diagnostics
    }
}
