import CYAML
import CardModel

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
        /// A scalar, an alias or a collection's start: its node, just recorded.
        case node(NodeID)
        /// A collection's end.
        case end
        /// A document's end: it is complete.
        case documentEnd
        /// The stream's end, a syntax error or a limit (reported): nothing more comes.
        case stop
    }

    /// The reader's state; nil for a table only replayed.
    var state: ReadState?
    /// The table, where the reader records it (`ReadState.table`), or the replayed tree.
    package let table: UnsafeMutablePointer<YAMLTree>
    private let parser: UnsafeMutablePointer<yaml_parser_t>?
    private let storage: ReaderStorage?
    /// Set once `.stop` was read (or there was nothing to read).
    package private(set) var stopped = false

    init(state: ReadState, storage: ReaderStorage?) {
        var state = state
        self.storage = storage
        table = state.table
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        let ready = state.begin(parser)
        self.state = state
        if ready {
            self.parser = parser
        } else {
            parser.deallocate()
            self.parser = nil
            stopped = true
        }
    }

    /// A source whose table is `tree`, read whole before: nothing more comes from it.
    package init(replaying tree: YAMLTree) {
        state = nil
        table = .allocate(capacity: 1)
        table.initialize(to: tree)
        parser = nil
        storage = nil
        stopped = true
    }

    deinit {
        if let parser {
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        if let state {
            state.release()
        } else {
            table.deinitialize(count: 1)
            table.deallocate()
        }
    }

    /// The table, as recorded so far.
    @inlinable package var tree: YAMLTree {
        unsafeAddress { UnsafePointer(table) }
    }

    /// The next event (one `yaml_parser_parse`), recorded.
    package func next() -> Step {
        guard !stopped, let parser, state != nil else { return .stop }
        while true {
            // In place: `state` is not copied out of the optional.
            switch state!.step(parser) {
            case .node: return .node(NodeID(Int32(truncatingIfNeeded: table.pointee.nodes.count - 1)))
            case .end: return .end
            case .documentStart: return .documentStart
            case .documentEnd: return .documentEnd
            case .other: continue
            case .stop:
                stopped = true
                return .stop
            }
        }
    }

    /// Drops the finished document's nodes, keeping the arrays for the next.
    package func clearDocument() {
        state?.clearTree()
    }

    /// Ends reading: the reader's diagnostics, in stream order, and the arrays back to the
    /// storage they came from.
    package func finish() -> [Diagnostic] {
        if let storage { state?.giveBack(to: storage) }
        return state?.diagnostics ?? []
    }
}
