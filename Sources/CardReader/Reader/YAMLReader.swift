#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import CYAML
import CardSupport
import CardModel

/// Reads a YAML stream into a `YAMLTree` with libyaml's event API. The loop keeps its own stack
/// of open collections instead of recursing, so nesting depth costs heap, not call stack, and
/// is bounded by `ReaderLimits.maxDepth`.
public struct YAMLReader: Sendable {
    public var limits: ReaderLimits

    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    public struct Result: Sendable {
        public var tree: YAMLTree
        /// At most the limits' `maxDiagnostics`, and any syntax error or limit reading stopped at.
        public var diagnostics: [Diagnostic]
        /// Errors past `maxDiagnostics`, counted and never built (`ReadState.report`).
        public var leftOut = 0
    }

    public func read(_ bytes: [UInt8], file: String) -> Result {
        bytes.withUnsafeBufferPointer { read($0, file: file) }
    }

    public func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result {
        let (tree, diagnostics, leftOut) = read(bytes, file: file, lineOffset: 0, batchSize: nil)
        return Result(tree: tree, diagnostics: diagnostics, leftOut: leftOut)
    }

    /// Reads a stream one document at a time: `document` is called with each complete document's
    /// tree and root, and the tree is then cleared, so memory holds one document, not the stream.
    /// Returns the reader's diagnostics, in stream order.
    public func read(_ bytes: [UInt8], file: String, document: (YAMLTree, NodeID) -> Void) -> [Diagnostic] {
        bytes.withUnsafeBufferPointer { all in
            read(all, file: file, lineOffset: 0, batchSize: 1) { tree in document(tree, tree.documents[0]) }
        }
    }

    /// Reads part of a file (starting `lineOffset` lines into it; every position reported is a
    /// position in the whole file) a batch of documents at a time: `batch` gets a tree whose
    /// `documents` are up to `batchSize` complete documents, in stream order, and the tree is
    /// then cleared. Reading a batch before anything else runs keeps libyaml's code in the
    /// processor's instruction cache, rather than evicting it with the decoder's at every
    /// document (docs/performance.md); memory still holds a bounded number of documents.
    /// With `storage`, the tree's arrays come from it and go back to it when reading ends.
    /// `part`: the bytes are one of several parts of a stream read in parallel; the expanded
    /// text limit is then the part's share of the whole's, without the floor (see
    /// `ReaderLimits.maxExpandedTextRatio`), so that a part goes over it whenever the whole would.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, batchSize: Int, part: Bool = false,
                     storage: ReaderStorage? = nil, batch: (YAMLTree) -> Void) -> [Diagnostic] {
        read(bytes, file: file, lineOffset: lineOffset, batchSize: max(1, batchSize), part: part, storage: storage, batch: batch).diagnostics
    }

    /// The reading loop. With a `batchSize`, complete documents are handed to `batch` that many
    /// at a time and dropped; without one, the whole stream is kept and returned.
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, batchSize: Int?, part: Bool = false,
                      storage: ReaderStorage? = nil, batch: (YAMLTree) -> Void = { _ in }) -> (tree: YAMLTree, diagnostics: [Diagnostic], leftOut: Int) {
        // Only a batched read may borrow storage: a whole read returns its tree.
        let storage = batchSize == nil ? nil : storage
        var state = ReadState(file: file, limits: limits, input: bytes, part: part, storage: storage)
        state.lineOffset = lineOffset
        state.prepare(borrowing: storage)
        readEvents(bytes, into: &state, batchSize: batchSize, batch: batch)
        if let storage {
            // Given back while nothing else holds the arrays: returning the tree first would
            // share them, and emptying a shared array allocates a new one.
            state.giveBack(to: storage)
            return (YAMLTree(), state.diagnostics, state.leftOut)
        }
        return (state.tree, state.diagnostics, state.leftOut)
    }

    private func readEvents(_ bytes: UnsafeBufferPointer<UInt8>, into state: inout ReadState, batchSize: Int?,
                            batch: (YAMLTree) -> Void) {
        var parser = yaml_parser_t()
        guard state.begin(&parser) else { return }
        defer { yaml_parser_delete(&parser) }
        loop: while true {
            switch state.step(&parser) {
            case .documentEnd:
                if let batchSize, state.tree.documents.count >= batchSize {
                    batch(state.tree)
                    state.clearTree()
                }
            case .stop:
                break loop
            case .scalar, .collection, .alias:
                if _slowPath(state.passedNodeLimit) {
                    state.refuseNodePastLimit()
                    break loop
                }
            default:
                continue
            }
        }
        // Documents completed before the end (or before an error) are handed on too.
        if batchSize != nil && !state.tree.documents.isEmpty {
            batch(state.tree)
            state.clearTree()
        }
        if batchSize == nil { state.keepPartialDocument() }
    }

    /// A stream's events one at a time, each recorded as `read` records it (`YAMLEventSource`):
    /// lint decodes a document while its events arrive. `storage` lends the table's arrays.
    package func events(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, part: Bool = false,
                        storage: ReaderStorage?) -> YAMLEventSource {
        YAMLEventSource.make(file: file, limits: limits, input: bytes, lineOffset: lineOffset, part: part, storage: storage)
    }
}

/// What one `ReadState.step` read: what `YAMLEventSource.next()` hands on, written into its
/// burst as it is (`.other`, the stream's start and end, is not).
typealias ReadStep = YAMLEventSource.Step

extension ReadState {
    /// Checks made before libyaml reads anything, then the parser readied for the input;
    /// false (with the reason reported, or nothing to read) when reading must not start.
    /// `initialized`: the parser was initialized for an earlier input and not deleted; it is
    /// reset (`ReadState.reset`) rather than initialized again where `resetsInPlace`, else
    /// deleted and initialized again.
    mutating func begin(_ parser: UnsafeMutablePointer<yaml_parser_t>, initialized: Bool = false) -> Bool {
        if input.count > limits.maxFileSize {
            stoppedAt = 0
            report(
                .resourceLimit, at: SourceLocation(line: 1, column: 1),
                "file is larger than the limit of \(limits.maxFileSize) bytes"
            )
            return false
        }
        // Before libyaml, which would count these as line breaks where editors show none: one
        // in a comment would shift every later position by a line and could hide a key.
        if refuseUnusualBreaks() {
            stoppedAt = 0
            return false
        }
        if initialized && Self.resetsInPlace {
            Self.reset(parser)
        } else {
            // Zeroed before its set-up, so that one that fails leaves nothing a later delete
            // would free twice, whatever the version does on failure.
            if initialized { yaml_parser_delete(parser) }
            parser.pointee = yaml_parser_t()
            if yaml_parser_initialize(parser) == 0 {
                stoppedAt = 0
                report(.resourceLimit, at: SourceLocation(line: 1, column: 1), "libyaml could not allocate a parser")
                return false
            }
        }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
        return true
    }

    /// Whether `reset` may be used: it mirrors libyaml 0.2.5's `yaml_parser_initialize` and
    /// `yaml_parser_delete` (the version Debian, Ubuntu and Homebrew ship). With any other
    /// version, whose set-up might allocate or set more than the fields `reset` knows, the parser
    /// is deleted and initialized again, as libyaml's API intends.
    static let resetsInPlace: Bool = {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        yaml_get_version(&major, &minor, &patch)
        return (major, minor, patch) == (0, 2, 5)
    }()

    /// A parser initialized for an earlier input made as `yaml_parser_initialize` makes one,
    /// keeping its buffers: what `yaml_parser_delete` frees besides them (tokens left queued,
    /// the tag directives) is freed, every field zeroed, and the buffers, queue and stacks
    /// set empty. Deleting and initializing again allocated and freed eight blocks per file
    /// (about 2.8 M instructions on 1,000 files). Only the reader's worker, between inputs.
    static func reset(_ parser: UnsafeMutablePointer<yaml_parser_t>) {
        var token = parser.pointee.tokens.head
        while let t = token, t != parser.pointee.tokens.tail {
            yaml_token_delete(t)
            token = t + 1
        }
        var directive = parser.pointee.tag_directives.start
        while let d = directive, d != parser.pointee.tag_directives.top {
            free(d.pointee.handle)
            free(d.pointee.prefix)
            directive = d + 1
        }
        let raw = parser.pointee.raw_buffer, buffer = parser.pointee.buffer, tokens = parser.pointee.tokens
        let indents = parser.pointee.indents, simpleKeys = parser.pointee.simple_keys, states = parser.pointee.states
        let marks = parser.pointee.marks, tags = parser.pointee.tag_directives
        parser.pointee = yaml_parser_t()
        parser.pointee.raw_buffer.start = raw.start
        parser.pointee.raw_buffer.end = raw.end
        parser.pointee.raw_buffer.pointer = raw.start
        parser.pointee.raw_buffer.last = raw.start
        parser.pointee.buffer.start = buffer.start
        parser.pointee.buffer.end = buffer.end
        parser.pointee.buffer.pointer = buffer.start
        parser.pointee.buffer.last = buffer.start
        parser.pointee.tokens.start = tokens.start
        parser.pointee.tokens.end = tokens.end
        parser.pointee.tokens.head = tokens.start
        parser.pointee.tokens.tail = tokens.start
        parser.pointee.indents.start = indents.start
        parser.pointee.indents.end = indents.end
        parser.pointee.indents.top = indents.start
        parser.pointee.simple_keys.start = simpleKeys.start
        parser.pointee.simple_keys.end = simpleKeys.end
        parser.pointee.simple_keys.top = simpleKeys.start
        parser.pointee.states.start = states.start
        parser.pointee.states.end = states.end
        parser.pointee.states.top = states.start
        parser.pointee.marks.start = marks.start
        parser.pointee.marks.end = marks.end
        parser.pointee.marks.top = marks.start
        parser.pointee.tag_directives.start = tags.start
        parser.pointee.tag_directives.end = tags.end
        parser.pointee.tag_directives.top = tags.start
    }

    /// One libyaml event, handled and recorded: the reading loop's body, the one place that
    /// runs libyaml's parser (the batch loop and `YAMLEventSource` both step through it).
    @inline(__always)
    mutating func step(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> ReadStep {
        var event = yaml_event_t()
        return step(parser, &event)
    }

    /// `step` into an event the caller keeps (zeroed once, not per event).
    @inline(__always)
    mutating func step(_ parser: UnsafeMutablePointer<yaml_parser_t>, _ event: UnsafeMutablePointer<yaml_event_t>) -> ReadStep {
        guard yaml_parser_parse(parser, event) != 0 else {
            reportParserError(parser.pointee)
            stopAtParserError(parser.pointee)
            return .stop
        }
        // By address: passing the event (over 100 bytes) by value copied it for each event.
        let step = handle(event)
        switch step {
        case .stop:
            stoppedAt = min(lastEnd, Int(offset(event.pointee.start_mark)))
            yaml_event_delete(event)
            return .stop
        case .documentEnd:
            yaml_event_delete(event)
            guard let root = completedDocument else { return .other }
            completedDocument = nil
            tree.documents.append(root)
            return .documentEnd
        case .other:
            let streamEnd = event.pointee.type == YAML_STREAM_END_EVENT
            yaml_event_delete(event)
            return streamEnd ? .stop : .other
        default:
            yaml_event_delete(event)
            return step
        }
    }
}

/// The reader's working state for one stream.
struct ReadState {
    let file: String
    let limits: ReaderLimits
    let input: UnsafeBufferPointer<UInt8>
    /// Where events are recorded. Stored in the state, not reached through a pointer: the
    /// reading loop then keeps its arrays' addresses in registers. A live decoder holds it
    /// between bursts (`YAMLEventSource.next(holding:)` moves it in for a burst and out).
    var tree = YAMLTree()
    /// The first `maxDiagnostics` reports, and every syntax error or limit (reading stops at one).
    var diagnostics: [Diagnostic] = []
    /// Reports past `maxDiagnostics`: counted, their text never made. A file's collector keeps
    /// at most that many of the reader's, which come after the decoder's and checker's.
    var leftOut = 0

    /// Open collections, innermost last, each with where its children begin in `pending`.
    var open: ReaderStackCursor<OpenCollection>
    /// Children of every open collection, innermost last.
    var pending: ReaderStackCursor<NodeID>
    /// Anchors of the current document, each with the expanded size of its node's text. An
    /// anchor is registered only once its node is complete, so an alias can never refer to a
    /// node that contains it: the tree stays acyclic.
    var anchors: [String: (node: NodeID, text: UInt64)] = [:]
    /// Anchors of collections still open, registered when they close, each with `expandedText`
    /// when the collection opened: everything read until it closes is inside it, so the
    /// difference is its expanded text, with no count kept per node.
    var openAnchors: [Int32: (name: String, textBefore: UInt64)] = [:]
    /// The stream's text so far with every alias counted as a copy of what it stands for: each
    /// scalar's bytes plus one per node (so that a tree of empty strings counts too). Bounded by
    /// `textBudget`.
    var expandedText: UInt64 = 0
    let textBudget: UInt64
    var documentRoot: NodeID?
    /// Between a document's start and its end.
    var documentOpen = false
    /// Set when a document ends, until the reader hands it on.
    var completedDocument: NodeID?
    var documentCount = 0
    /// The index in `tree.nodes` past which the current document holds more than
    /// `maxAliasExpansion` nodes: one that holds more necessarily spans more, so reading stops
    /// at the first node past it (`refuseNodePastLimit`) rather than storing the rest of a
    /// document it would refuse when the document closed.
    var nodeLimit: Int

    /// Source offsets (`YAMLNode.sourceStart`): libyaml's marks count characters; before
    /// `asciiEnd` (the first byte of 0x80 or more after a byte-order mark, found by the scan for
    /// unusual breaks that reads every byte anyway, as a character index) a character is a
    /// byte, so an ASCII spec's offsets cost a compare and an add. Past it, `cursor` steps from
    /// the last mark to the next (marks are close). -1 for UTF-16: every offset is -1.
    var asciiEnd = -1
    /// UTF-8 input no larger than an `Int32` offset: the only input given byte offsets.
    var byteOffsets = false
    /// The byte-order mark's length: libyaml's character indices start after it.
    var bom = 0
    var cursor = (character: 0, byte: 0)
    /// The index in `tree.nodes` of the last alias node appended (-1: none yet). After the tree
    /// is cleared it may be past a new collection's index, which then only takes the long way
    /// (summing its children) to its expanded size.
    var lastAlias: Int32 = -1
    /// The index in `tree.nodes` of the last double-quoted scalar whose text is not ASCII (an
    /// escape can make one in an ASCII source), or of an alias of a double-quoted scalar; -1:
    /// none since the tree was cleared. A mapping that opened after it, in a source ASCII up to
    /// the mapping's end, has only ASCII keys: its keys' bytes need no look (`checkDuplicateKeys`).
    var lastNonASCIIQuoted: Int32 = -1
    /// The furthest end of a node read so far, and where reading stopped (nil: at the end).
    var lastEnd = 0
    var stoppedAt: Int?

    /// Drops the finished document's nodes, keeping the storage for the next.
    /// (An array already empty is left alone: emptying one still goes through
    /// `replaceSubrange`, and the tree is cleared twice per file, after its batch and when
    /// given back.)
    mutating func clearTree() {
        if !tree.nodes.isEmpty { tree.nodes.removeAll(keepingCapacity: true) }
        if !tree.children.isEmpty { tree.children.removeAll(keepingCapacity: true) }
        tree.bytesUsed = 0
        if !tree.tags.isEmpty { tree.tags.removeAll(keepingCapacity: true) }
        if !tree.documents.isEmpty { tree.documents.removeAll(keepingCapacity: true) }
        tree.partialDocument = nil
        lastNonASCIIQuoted = -1
    }

    /// With `storage`, its stacks are used (and left empty when reading ends).
    init(file: String, limits: ReaderLimits, input: UnsafeBufferPointer<UInt8>, part: Bool, storage: ReaderStorage?) {
        open = ReaderStackCursor(storage?.open ?? ReaderStack())
        pending = ReaderStackCursor(storage?.pending ?? ReaderStack())
        self.file = file
        self.limits = limits
        self.input = input
        textBudget = limits.expandedTextBudget(inputSize: input.count, part: part)
        nodeLimit = Int(clamping: limits.maxAliasExpansion)
        byteOffsets = LineIndex.Encoding(of: input) == .utf8 && input.count < Int(Int32.max)
        bom = byteOffsets ? LineIndex.Encoding.utf8.bomLength(input) : 0
        cursor.byte = bom
    }

    /// The UTF-8 byte offset of a libyaml mark in the input; -1 for UTF-16 input. Up to
    /// `asciiEnd` (the end of the input included) a character index is the byte offset.
    @inline(__always) mutating func offset(_ mark: yaml_mark_t) -> Int32 {
        let target = Int(mark.index)
        if _fastPath(target <= asciiEnd) { return Int32(truncatingIfNeeded: target &+ bom) }
        return offsetPastASCII(target)
    }

    /// `offset` past the first byte of 0x80 or more: stepping from the last mark.
    @inline(never) mutating func offsetPastASCII(_ target: Int) -> Int32 {
        guard byteOffsets else { return -1 }
        // Up to `asciiEnd` characters are bytes: no need to step through them.
        if cursor.character < asciiEnd { cursor = (asciiEnd, asciiEnd + bom) }
        let bytes = input
        while cursor.character < target && cursor.byte < bytes.count {
            cursor.byte += 1
            while cursor.byte < bytes.count && bytes[cursor.byte] & 0xC0 == 0x80 { cursor.byte += 1 }
            cursor.character += 1
        }
        while cursor.character > target && cursor.byte > 0 {
            cursor.byte -= 1
            while cursor.byte > 0 && bytes[cursor.byte] & 0xC0 == 0x80 { cursor.byte -= 1 }
            cursor.character -= 1
        }
        return Int32(truncatingIfNeeded: cursor.byte)
    }

    /// Where reading stopped at libyaml's error. The parser fails at the token it was given,
    /// every token before it having become an event: up to that token every node is known. The
    /// reader and the scanner run ahead of the parser, so after their errors only what events
    /// were given for is known (a quoted scalar scanned ahead may hold any offset after them).
    mutating func stopAtParserError(_ parser: yaml_parser_t) {
        guard byteOffsets else {
            stoppedAt = 0
            return
        }
        switch parser.error {
        case YAML_PARSER_ERROR:
            stoppedAt = Int(offset(parser.problem_mark))
        case YAML_READER_ERROR:
            stoppedAt = min(lastEnd, max(0, Int(parser.problem_offset)))
        default:
            var stop = min(lastEnd, Int(offset(parser.problem_mark)))
            if parser.context != nil { stop = min(stop, Int(offset(parser.context_mark))) }
            stoppedAt = stop
        }
    }

    /// After a whole read: `readableEnd`, and the document reading stopped in, if any, with
    /// its open collections closed over what they hold, as `partialDocument`. Nothing is
    /// checked or reported about it: it is never decoded.
    mutating func keepPartialDocument() {
        tree.readableEnd = byteOffsets ? stoppedAt ?? input.count : 0
        guard stoppedAt != nil, documentOpen else { return }
        while let collection = open.pop() {
            let index = collection.node, first = collection.firstChild
            // A key whose value was not read gets an empty one (a null written as nothing)
            // right after it, so that the mapping holds pairs as every reader of it expects.
            if tree.nodes[Int(index)].kind == .mapping && (pending.count - first) % 2 == 1, let key = pending.last {
                var value = tree.nodes[Int(key.index)]
                value = YAMLNode(kind: .scalar, style: .plain, sourceStart: value.sourceEnd, location: value.location,
                                 textStart: tree.bytesUsed, textLength: 0, tagIndex: -1, childStart: 0, childCount: 0,
                                 sourceEnd: value.sourceEnd, expandedSize: 1)
                pending.push(append(value))
            }
            let start = Int32(tree.children.count)
            tree.children.append(contentsOf: pending.suffix(from: first))
            tree.nodes[Int(index)].childStart = start
            tree.nodes[Int(index)].childCount = Int32(pending.count - first)
            pending.removeSuffix(from: first)
            var end = tree.nodes[Int(index)].sourceEnd
            if let last = tree.children.last, tree.children.count > Int(start) { end = max(end, tree.nodes[Int(last.index)].sourceEnd) }
            tree.nodes[Int(index)].sourceEnd = end
            attach(NodeID(index))
        }
        tree.partialDocument = documentRoot
    }


    /// Takes `storage`'s tree (if given) and makes room for the input.
    mutating func prepare(borrowing storage: ReaderStorage?) {
        if let storage {
            swap(&tree, &storage.tree)
        }
        // A node takes at least a few bytes of input: reserve once instead of growing the
        // arrays through every power of two for each small file.
        // (A spec holds about one node per five bytes; a short reserve would regrow per file.)
        let estimate = min(input.count / 4 + 16, 1 << 14)
        tree.nodes.reserveCapacity(estimate)
        tree.children.reserveCapacity(estimate)
        tree.documents.reserveCapacity(8)
        // Scalar text is at most about as long as the input (UTF-16 input can grow a little).
        let room = min(input.count + 64, 1 << 20)
        if tree.bytes.count < room {
            tree.bytes = [UInt8](repeating: 0, count: room)
        }
    }

    /// Returns the arrays to `storage`, emptied but keeping their room. Text bytes past
    /// `bytesUsed` are room, so they are not cleared. Very large arrays (from a large stream)
    /// are dropped rather than held by the worker for the rest of the run.
    mutating func giveBack(to storage: ReaderStorage) {
        clearTree()
        pending.removeAll()
        open.removeAll()
        storage.pending.shrinkIfLarge()
        storage.open.shrinkIfLarge()
        guard tree.nodes.capacity <= 1 << 14, tree.bytes.count <= 1 << 16 else {
            // Too large to keep: dropped here, not held by a parked source until its next file.
            tree = YAMLTree()
            return
        }
        swap(&tree, &storage.tree)
    }

    mutating func report(_ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
                         suggestions: [DiagnosticSuggestion] = []) {
        guard builds(rule) else {
            leftOut += 1
            return
        }
        diagnostics.append(Diagnostic(file: file, location: location, severity: .error, rule: rule, message: message,
                                      suggestions: suggestions, notes: notes))
    }

    /// Whether a report of `rule` is built: always a syntax error or limit (whether reading
    /// stopped is read from it, and reading stops at one), any other while fewer than the cap
    /// are kept.
    @inline(__always) func builds(_ rule: RuleID) -> Bool {
        diagnostics.count < limits.maxDiagnostics || rule == .yamlSyntax || rule == .resourceLimit
    }

    /// Lines before this stream's first byte in its file, when a file is read in chunks.
    var lineOffset = 0

    /// (Unchecked sums: a line or column of the input, which is smaller than 16 MB, plus one,
    /// plus the lines of the file before it.)
    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) &+ 1 &+ lineOffset, column: Int(mark.column) &+ 1)
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Stores a tag, if the event has one, and returns its index (-1 for none).
    mutating func tagIndex(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = Self.string(pointer) else { return -1 }
        tree.tags.append(tag)
        return Int32(tree.tags.count - 1)
    }

    /// Handles one event: what it was, for the reading loop (`.stop`: a limit was hit and
    /// reading ends; the stream's start and end are `.other`). Inlined into the event loop,
    /// its one caller: the call's saving and restoring of registers cost more than a scalar's
    /// own work.
    @inline(__always)
    mutating func handle(_ event: UnsafePointer<yaml_event_t>) -> ReadStep {
        switch event.pointee.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > limits.maxDocuments { return tooManyDocuments(at: location(event.pointee.start_mark)) }
            anchors.removeAll(keepingCapacity: true)
            nodeLimit = tree.nodes.count.addingReportingOverflow(Int(clamping: limits.maxAliasExpansion)).partialValue
            if nodeLimit < tree.nodes.count { nodeLimit = .max }
            documentRoot = nil
            documentOpen = true
            return .documentStart
        case YAML_DOCUMENT_END_EVENT:
            completedDocument = documentRoot
            documentOpen = false
            return .documentEnd
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            let length = Int(scalar.length)
            let location = location(event.pointee.start_mark)
            if length > limits.maxScalarLength { return scalarTooLong(length, at: location) }
            let style: YAMLNode.Style
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
                style = .doubleQuoted
                // Here, not per key: most scalars are not double-quoted, and the check's switch
                // case is already taken (`lastNonASCIIQuoted`).
                if let text = scalar.value, YAMLTree.orOfBytes(UnsafeBufferPointer(start: text, count: length), from: 0, length: length) >= 0x80 {
                    lastNonASCIIQuoted = Int32(truncatingIfNeeded: tree.nodes.count)
                }
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            var start = tree.bytesUsed
            if let text = scalar.value, length > 0 {
                start = tree.appendText(text, count: length)
            }
            let sourceEnd = offset(event.pointee.end_mark)
            lastEnd = max(lastEnd, Int(sourceEnd))
            let id = append(YAMLNode(
                kind: .scalar, style: style, sourceStart: offset(event.pointee.start_mark), location: location, textStart: start, textLength: length,
                tagIndex: scalar.tag == nil ? -1 : tagIndex(scalar.tag), childStart: 0, childCount: 0, sourceEnd: sourceEnd, expandedSize: 1
            ))
            let text = UInt64(length) + 1
            if scalar.anchor != nil, let anchor = Self.string(scalar.anchor) { anchors[anchor] = (id, text) }
            if !countExpandedText(text, at: location, alias: nil) { return .stop }
            attach(id)
            return .scalar(id)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
            let location = location(event.pointee.start_mark)
            if open.count >= limits.maxDepth { return tooDeep(at: location) }
            let anchor = isMapping ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor
            let tag = isMapping ? event.pointee.data.mapping_start.tag : event.pointee.data.sequence_start.tag
            let flow = isMapping ? event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            // Its end is known when it closes; until then, the end of its opening token.
            let openingEnd = offset(event.pointee.end_mark)
            lastEnd = max(lastEnd, Int(openingEnd))
            let id = append(YAMLNode(
                kind: isMapping ? .mapping : .sequence, style: .collection, isFlow: flow, sourceStart: offset(event.pointee.start_mark),
                location: location, textStart: 0, textLength: 0,
                tagIndex: tag == nil ? -1 : tagIndex(tag), childStart: 0, childCount: 0, sourceEnd: openingEnd, expandedSize: 1
            ))
            if anchor != nil, let anchor = Self.string(anchor) { openAnchors[id.index] = (anchor, expandedText) }
            if !countExpandedText(1, at: location, alias: nil) { return .stop }
            open.push(OpenCollection(node: id.index, firstChild: pending.count))
            return .collection(id)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let collection = open.pop() else { return .end }
            let index = collection.node, first = collection.firstChild
            var size: UInt64 = 1
            let start = Int32(tree.children.count)
            let children = pending.suffix(from: first)
            // With no alias in it, the collection spans the nodes appended since it opened,
            // which is what the sum below comes to (every scalar counting one, every
            // collection what it spans) when that is within the limit.
            let spanned = tree.nodes.count - Int(index)
            if lastAlias < index && spanned <= limits.maxAliasExpansion {
                size = UInt64(spanned)
            } else {
                tree.nodes.withUnsafeBufferPointer { nodes in
                    for child in children {
                        size = size.addingReportingOverflow(nodes[Int(child.index)].expandedSize).partialValue
                        if size > limits.maxAliasExpansion { break }
                    }
                }
            }
            tree.children.append(contentsOf: children)
            let count = Int32(children.count)
            pending.removeSuffix(from: first)
            let sourceEnd = offset(event.pointee.end_mark)
            // Through the buffer: one check that the array is not shared, not one per field.
            let isMapping = tree.nodes.withUnsafeMutableBufferPointer { nodes in
                // `index` is in bounds: the node was appended when the collection opened.
                nodes[Int(index)].childStart = start
                nodes[Int(index)].childCount = count
                nodes[Int(index)].expandedSize = size
                nodes[Int(index)].sourceEnd = sourceEnd
                return nodes[Int(index)].kind == .mapping
            }
            lastEnd = max(lastEnd, Int(sourceEnd))
            let id = NodeID(index)
            if size > limits.maxAliasExpansion { return expansionTooLarge(id) }
            if isMapping && count >= 4 {
                // Before `asciiEnd` the source is ASCII: so then is every key's text but an
                // escape's, and no escape made one that is not since the mapping opened.
                let keysAreASCII = Int(event.pointee.end_mark.index) <= asciiEnd && lastNonASCIIQuoted < index
                checkDuplicateKeys(start: Int(start), pairs: Int(count) / 2, keysAreASCII: keysAreASCII)
            }
            if !openAnchors.isEmpty, let anchor = openAnchors.removeValue(forKey: index) {
                anchors[anchor.name] = (id, expandedText - anchor.textBefore)
            }
            attach(id)
            return .end
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.pointee.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                // libyaml does not check anchors; an alias to an unknown or still-open anchor
                // would otherwise be a dangling or cyclic reference.
                return unknownAlias(name, at: location(event.pointee.start_mark))
            }
            // The alias gets a node of its own for its position, sharing the anchored node's
            // value and children: nothing below it is copied. What it stands for is counted as
            // if it were, since generate, preview and hover write the copies out.
            var use = tree.nodes[Int(target.node.index)]
            use.location = location(event.pointee.start_mark)
            use.repeatsEarlierKey = false
            use.isAlias = true
            use.sourceStart = offset(event.pointee.start_mark)
            use.sourceEnd = offset(event.pointee.end_mark)
            lastEnd = max(lastEnd, Int(use.sourceEnd))
            if !countExpandedText(target.text, at: use.location, alias: name) { return .stop }
            let id = append(use)
            lastAlias = id.index
            if use.style == .doubleQuoted { lastNonASCIIQuoted = id.index }
            attach(id)
            return .alias(id)
        default:
            return .other
        }
    }

    @inline(__always) mutating func append(_ node: YAMLNode) -> NodeID {
        tree.nodes.append(node)
        return NodeID(Int32(tree.nodes.count - 1))
    }

    @inline(__always) mutating func attach(_ id: NodeID) {
        if open.isEmpty {
            documentRoot = id
        } else {
            pending.push(id)
        }
    }

    /// Adds a node's expanded text to the stream's; false (with a `resource-limit` error at the
    /// node, an alias's when `alias` names one) once it would pass `textBudget`. Inlined: it
    /// runs for every node, and the call cost more than the sum.
    @inline(__always)
    mutating func countExpandedText(_ text: UInt64, at location: SourceLocation, alias: String?) -> Bool {
        let (total, overflow) = expandedText.addingReportingOverflow(text)
        if _fastPath(!overflow && total <= textBudget) {
            expandedText = total
            return true
        }
        return reportTextBudget(text, at: location, alias: alias)
    }

    /// `countExpandedText`'s report, once the text would pass `textBudget`; false.
    @inline(never) mutating func reportTextBudget(_ text: UInt64, at location: SourceLocation, alias: String?) -> Bool {
        let limit = "\(textBudget) bytes, the limit for \(input.count) bytes of input (\(limits.maxExpandedTextRatio) times it, and at least \(limits.expandedTextFloor))"
        if let alias {
            report(.resourceLimit, at: location,
                   "alias '*\(alias)' stands for \(text) bytes of text; with it the file's text, its aliases expanded, would be more than \(limit)")
        } else {
            report(.resourceLimit, at: location, "the file's text, its aliases expanded, would be more than \(limit)")
        }
        return false
    }

    /// Whether the current document holds more nodes than `maxAliasExpansion` (checked after
    /// each event, which appends at most one node).
    @inline(__always) var passedNodeLimit: Bool { tree.nodes.count > nodeLimit }

    /// Reports the node just appended, the first past `nodeLimit`, and stops there: a
    /// document of more nodes than `maxAliasExpansion` spans more than it.
    @inline(never) mutating func refuseNodePastLimit() {
        let node = tree.nodes[nodeLimit]
        stoppedAt = min(lastEnd, Int(node.sourceStart))
        report(.resourceLimit, at: node.location,
               "this document holds more than \(limits.maxAliasExpansion) nodes, the limit on the nodes a document holds or spans with its aliases counted as copies; the rest is not read")
    }

    /// Reports a collection that would span more than `maxAliasExpansion` nodes; `.stop`.
    @inline(never) mutating func expansionTooLarge(_ id: NodeID) -> ReadStep {
        report(.resourceLimit, at: tree.nodes[Int(id.index)].location,
               "with its aliases expanded this node would hold more than \(limits.maxAliasExpansion) nodes")
        return .stop
    }

    // The reports below are out of line: written in `handle`, their messages' pieces were
    // made ready at every event (the reading loop runs `handle` once per event).

    /// Reports a stream of more than `maxDocuments` documents; `.stop` (reading ends).
    @inline(never) mutating func tooManyDocuments(at location: SourceLocation) -> ReadStep {
        report(.resourceLimit, at: location, "stream has more than \(limits.maxDocuments) documents; the rest are not read")
        return .stop
    }

    /// Reports nesting deeper than `maxDepth`; `.stop` (reading ends).
    @inline(never) mutating func tooDeep(at location: SourceLocation) -> ReadStep {
        report(.resourceLimit, at: location, "nesting is deeper than the limit of \(limits.maxDepth)")
        return .stop
    }

    /// Reports an alias to no complete anchor; `.stop` (reading ends).
    @inline(never) mutating func unknownAlias(_ name: String, at location: SourceLocation) -> ReadStep {
        report(.yamlSyntax, at: location, "alias '*\(name)' refers to no complete anchor before it")
        return .stop
    }

    /// Reports a scalar longer than `maxScalarLength`; `.stop` (reading ends).
    @inline(never) mutating func scalarTooLong(_ length: Int, at location: SourceLocation) -> ReadStep {
        report(.resourceLimit, at: location, "scalar is \(length) bytes, more than the limit of \(limits.maxScalarLength)")
        return .stop
    }

    /// At most this many of the characters `refuseUnusualBreaks` looks for are reported one by one.
    static let maxUnusualBreaksReported = 20

    /// Reports every U+2028, U+2029 and U+0085 in the input, at the line and column an editor
    /// shows (`LineIndex`), and returns whether there was one: the file is then not parsed, so
    /// no position libyaml counts differently is ever reported, and no key hidden behind one
    /// in what editors show as a comment is read.
    mutating func refuseUnusualBreaks() -> Bool {
        let found = LineIndex.unusualBreaks(in: input, keeping: Self.maxUnusualBreaksReported)
        asciiEnd = byteOffsets ? found.asciiEnd - bom : -1
        guard found.count > 0 else { return false }
        let locations = LineIndex.locations(of: found.first.map(\.offset), in: input)
        for (location, character) in zip(locations, found.first.map(\.scalar)) {
            let (name, escapes) = switch character {
            case 0x2028: ("U+2028 (LINE SEPARATOR)", "\\L or \\u2028")
            case 0x2029: ("U+2029 (PARAGRAPH SEPARATOR)", "\\P or \\u2029")
            default: ("U+0085 (NEXT LINE)", "\\N or \\u0085")
            }
            report(.yamlSyntax, at: SourceLocation(line: location.line + lineOffset, column: location.column),
                   "\(name) is a line break to YAML but editors do not show it as one, so the file is not read: "
                   + "lines after it would not be the lines the editor shows; remove it, or inside a double-quoted string write it as \(escapes)")
        }
        if found.count > found.first.count {
            let more = found.count - found.first.count
            let last = locations.last ?? SourceLocation(line: 1, column: 1)
            report(.yamlSyntax, at: SourceLocation(line: last.line + lineOffset, column: last.column),
                   "\(more) more U+2028, U+2029 or U+0085 character\(more == 1 ? "" : "s") in this file after the first \(found.first.count)")
        }
        return true
    }

    /// Reports the second and later occurrence of each scalar key, pointing back at the first,
    /// of a mapping of `pairs` pairs (2 or more) whose children start at `start`. Reads keys in
    /// place rather than copying nodes: this runs for every mapping.
    /// Keys are the same when they are equal Strings (Unicode canonical equivalence: `été` in
    /// NFC and in NFD, U+212B and U+00C5, U+212A and `K`), at every size of mapping, as Swift
    /// code made of them would take them. Bytes decide alone only when every key is ASCII.
    /// `keysAreASCII`: known without looking at the keys (`lastNonASCIIQuoted`); else their
    /// bytes are looked at first (`checkKeysOfUnknownText`).
    @inline(__always)
    mutating func checkDuplicateKeys(start: Int, pairs: Int, keysAreASCII: Bool) {
        if _fastPath(pairs <= 16 && keysAreASCII) {
            let repeats = tree.repeatedKeys(start: start, count: pairs)
            if _slowPath(repeats != 0) { markDuplicates(repeats, start: start) }
        } else {
            checkKeysOfUnknownText(start: start, pairs: pairs)
        }
    }

    /// `checkDuplicateKeys` for a mapping of more than 16 pairs or whose keys may not be
    /// ASCII: Strings decide when one is not (`checkManyKeys`), bytes when every one is.
    @inline(never) mutating func checkKeysOfUnknownText(start: Int, pairs: Int) {
        guard pairs <= 16, !tree.keysHaveNonASCIIByte(start: start, count: pairs) else {
            return checkManyKeys(start: start, pairs: pairs)
        }
        let repeats = tree.repeatedKeys(start: start, count: pairs)
        if repeats != 0 { markDuplicates(repeats, start: start) }
    }

    /// Marks and reports the keys `repeats` has a bit for (`YAMLTree.repeatedKeys`), each
    /// pointing back at the first key with its text.
    @inline(never) mutating func markDuplicates(_ repeats: UInt32, start: Int) {
        func keyIndex(_ i: Int) -> Int { Int(tree.children[start + 2 * i].index) }
        var repeats = repeats
        while repeats != 0 {
            let i = repeats.trailingZeroBitCount
            repeats &= repeats - 1
            let k = keyIndex(i)
            for j in 0..<i {
                let e = keyIndex(j)
                if tree.nodes[e].kind == .scalar && tree.sameText(NodeID(Int32(e)), NodeID(Int32(k))) {
                    markDuplicate(k, firstAt: tree.nodes[e].location)
                    break
                }
            }
        }
    }

    /// `checkDuplicateKeys` for a mapping of more than 16 pairs, or one with a key that is not
    /// ASCII, through a dictionary of Strings (whose equality is canonical equivalence).
    @inline(never) mutating func checkManyKeys(start: Int, pairs: Int) {
        var seen: [String: SourceLocation] = [:]
        for i in 0..<pairs {
            let k = Int(tree.children[start + 2 * i].index)
            guard tree.nodes[k].kind == .scalar else { continue }
            let text = tree.value(NodeID(Int32(k)))
            if let first = seen[text] {
                markDuplicate(k, firstAt: first)
            } else {
                seen[text] = tree.nodes[k].location
            }
        }
    }

    /// Flags the key at node index `k` as a repeat (decoders skip it) and reports it.
    mutating func markDuplicate(_ k: Int, firstAt first: SourceLocation) {
        tree.nodes[k].repeatsEarlierKey = true
        // Past the cap only counted: the message would copy the key's text.
        guard builds(.duplicateKey) else {
            leftOut += 1
            return
        }
        report(.duplicateKey, at: tree.nodes[k].location,
               "duplicate key '\(tree.value(NodeID(Int32(k))))'; the first, at line \(first.line), is the one used")
    }

    /// Reports libyaml's error at its position. Reader errors (bad encoding) carry only a byte
    /// offset, which is turned into a line and column here.
    mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let location: SourceLocation
        var message = problem
        if parser.error == YAML_READER_ERROR {
            location = locationOfByte(Int(parser.problem_offset))
            if parser.problem_value != -1 && problem.contains("invalid") {
                message += " (byte 0x\(String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)))"
            }
            message += "; cardc reads UTF-8 or UTF-16 with a byte-order mark"
        } else if parser.error == YAML_MEMORY_ERROR {
            location = SourceLocation(line: 1, column: 1)
            message = "libyaml ran out of memory"
        } else {
            location = self.location(parser.problem_mark)
            if let context = parser.context.map({ String(cString: $0) }) {
                let at = withinInput(self.location(parser.context_mark))
                message += " (\(context) at line \(at.line), column \(at.column))"
                if let hint = flowCommentHint(parser) {
                    report(.yamlSyntax, at: hint.location, hint.message, notes: ["libyaml: " + message], suggestions: hint.suggestions)
                    return
                }
            }
        }
        report(.yamlSyntax, at: withinInput(location), message)
    }

    /// A position libyaml gives, on a line of the input: libyaml places the end of the input
    /// on the line after a final line break, which no editor shows, so a position there goes
    /// at the end of the last line instead.
    private func withinInput(_ location: SourceLocation) -> SourceLocation {
        var location = location
        let end = LineIndex.locations(of: [input.count], in: input)[0]
        let lastLine = end.column == 1 && end.line > 1 ? end.line - 1 : end.line
        if location.line - lineOffset > lastLine {
            location = SourceLocation(line: lastLine + lineOffset, column: lastLineEndColumn(lastLine: lastLine, end: end))
        }
        if location.line < 1 { location.line = 1 }
        if location.column < 1 { location.column = 1 }
        return location
    }

    /// The column just past the last character of `lastLine`, the input's last non-empty line.
    private func lastLineEndColumn(lastLine: Int, end: SourceLocation) -> Int {
        guard end.line > lastLine else { return end.column }
        // The input ends in a line break: the column of that break, one or two code units back.
        let width = LineIndex.Encoding(of: input) == .utf8 ? 1 : 2
        for back in [width, 2 * width] where input.count - back >= 0 {
            let at = LineIndex.locations(of: [input.count - back], in: input)[0]
            if at.line == lastLine { return at.column }
        }
        return 1
    }

    /// When the collection libyaml was parsing is a flow one (`{` or `[` at its context mark)
    /// and a `#` in it turned a value into a comment: that, said so, at the `#`, with quoting
    /// the value as the fix.
    private func flowCommentHint(_ parser: yaml_parser_t) -> (location: SourceLocation, message: String, suggestions: [DiagnosticSuggestion])? {
        guard let hint = FlowCommentHint.find(in: input, line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1,
                                              lastLine: Int(parser.problem_mark.line) + 1) else { return nil }
        let found = LineIndex.locations(of: [hint.offset], in: input)[0]
        let location = SourceLocation(line: found.line + lineOffset, column: found.column)
        let openingAt = LineIndex.locations(of: [hint.openingOffset], in: input)[0]
        let opening = SourceLocation(line: openingAt.line + lineOffset, column: openingAt.column)
        let bracket = hint.opening == UInt8(ascii: "{") ? "{" : "["
        var message = "'#' starts a comment in YAML, so '\(hint.value)' and the rest of line \(location.line) are not read"
            + " and the '\(bracket)' at line \(opening.line), column \(opening.column) is left open"
        var suggestions: [DiagnosticSuggestion] = []
        if hint.quotable {
            message += "; quote the value: \"\(hint.value)\""
            suggestions = [DiagnosticSuggestion(.replace(original: hint.value, replacement: "\"\(hint.value)\"", written: hint.value), wording: .unworded, location: location)]
        } else {
            message += "; quote the value"
        }
        return (location, message, suggestions)
    }

    /// The line and column of a byte offset into the raw input, counting characters in the
    /// input's own encoding (UTF-8, or UTF-16 after a byte-order mark, which is not a column)
    /// and lines as `LineIndex` does (LF, CRLF or a lone CR, as libyaml does too).
    func locationOfByte(_ offset: Int) -> SourceLocation {
        let location = LineIndex.locations(of: [offset], in: input)[0]
        return SourceLocation(line: location.line + lineOffset, column: location.column)
    }
}

extension YAMLTree {
    /// Whether a scalar key of a mapping's first `count` keys, from `start` in `children`, has
    /// a byte of 0x80 or more: bytes then do not decide whether keys are the same (canonically
    /// equivalent keys may differ in them), Strings do (`checkManyKeys`).
    mutating func keysHaveNonASCIIByte(start: Int, count: Int) -> Bool {
        children.withUnsafeBufferPointer { children in
            nodes.withUnsafeBufferPointer { nodes in
                bytes.withUnsafeBufferPointer { bytes in
                    var allBytes: UInt8 = 0
                    for i in 0..<count {
                        let key = Int(children[start + 2 * i].index)
                        guard nodes[key].kind == .scalar else { continue }
                        allBytes |= Self.orOfBytes(bytes, from: nodes[key].textStart, length: nodes[key].textLength)
                    }
                    return allBytes >= 0x80
                }
            }
        }
    }

    /// Some bits of every byte of `bytes[from..<from + length]` ORed together, the top bit of
    /// every byte among them: read as overlapping words, a few loads a key rather than one a byte.
    @inline(__always)
    static func orOfBytes(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, length: Int) -> UInt8 {
        guard length > 0, let base = bytes.baseAddress else { return 0 }
        let start = UnsafeRawPointer(base + from)
        func fold(_ word: UInt64) -> UInt8 {
            let w = word | word >> 32
            let h = w | w >> 16
            return UInt8(truncatingIfNeeded: h | h >> 8)
        }
        if length >= 8 {
            var word: UInt64 = 0
            var offset = 0
            while offset &+ 8 < length {
                word |= start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            word |= start.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            return fold(word)
        }
        if length >= 4 {
            let word = start.loadUnaligned(as: UInt32.self) | start.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            return fold(UInt64(word))
        }
        return start.load(as: UInt8.self) | start.load(fromByteOffset: length / 2, as: UInt8.self) | start.load(fromByteOffset: length &- 1, as: UInt8.self)
    }

    /// Of a mapping's first `count` (at most 32) keys, from `start` in `children`: a bit for
    /// each scalar key whose text an earlier scalar key has, byte for byte (every key is ASCII:
    /// `checkDuplicateKeys`). A key is compared with the
    /// earlier ones only when one of them has its signature, one bit of 64 mixed from its
    /// length, first and last byte: texts that are equal have the same, and nearly every key
    /// of a spec differs from the others in one of them. Comparing every pair cost 13 M
    /// instructions on the 2 MB stream; reading through the buffers skips the arrays' checks.
    /// On the tree, not the reader's state: a method of the state copied all of it per call.
    /// `mutating` though it changes nothing: called on the state's stored tree, a non-mutating
    /// call copied the tree, retaining its arrays. Inlined where the reader closes a mapping.
    @inline(__always)
    mutating func repeatedKeys(start: Int, count: Int) -> UInt32 {
        children.withUnsafeBufferPointer { children in
            nodes.withUnsafeBufferPointer { nodes in
                bytes.withUnsafeBufferPointer { bytes in
                    var signatures: UInt64 = 0
                    var repeats: UInt32 = 0
                    // In bounds: a closed mapping's keys are `children[start + 2 * i]`, every
                    // child is a node, and a scalar's text is within `bytesUsed`.
                    for i in 0..<count {
                        let key = Int(children[start &+ 2 &* i].index)
                        guard nodes[key].kind == .scalar else { continue }
                        let length = nodes[key].textLength, textStart = nodes[key].textStart
                        var mix = UInt32(truncatingIfNeeded: length)
                        if length > 0 {
                            mix |= UInt32(bytes[textStart]) << 16 | UInt32(bytes[textStart &+ length &- 1]) << 24
                        }
                        let bit: UInt64 = 1 << UInt64((mix &* 0x9E37_79B1) >> 26)
                        defer { signatures |= bit }
                        guard signatures & bit != 0 else { continue }
                        for j in 0..<i {
                            let earlier = Int(children[start &+ 2 &* j].index)
                            guard nodes[earlier].kind == .scalar, nodes[earlier].textLength == length else { continue }
                            let other = nodes[earlier].textStart
                            var same = other == textStart || length == 0
                            if !same, let base = bytes.baseAddress { same = memcmp(base + other, base + textStart, length) == 0 }
                            if same {
                                repeats |= 1 << UInt32(i)
                                break
                            }
                        }
                    }
                    return repeats
                }
            }
        }
    }
}
