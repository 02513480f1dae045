import CYAML

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
        public var diagnostics: [Diagnostic]
    }

    public func read(_ bytes: [UInt8], file: String) -> Result {
        bytes.withUnsafeBufferPointer { read($0, file: file) }
    }

    public func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result {
        let (tree, diagnostics) = read(bytes, file: file, lineOffset: 0, batchSize: nil)
        return Result(tree: tree, diagnostics: diagnostics)
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
    public func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, batchSize: Int,
                     storage: ReaderStorage? = nil, batch: (YAMLTree) -> Void) -> [Diagnostic] {
        read(bytes, file: file, lineOffset: lineOffset, batchSize: max(1, batchSize), storage: storage, batch: batch).diagnostics
    }

    /// The reading loop. With a `batchSize`, complete documents are handed to `batch` that many
    /// at a time and dropped; without one, the whole stream is kept and returned.
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, batchSize: Int?,
                      storage: ReaderStorage? = nil, batch: (YAMLTree) -> Void = { _ in }) -> (tree: YAMLTree, diagnostics: [Diagnostic]) {
        // Only a batched read may borrow storage: a whole read returns its tree.
        let storage = batchSize == nil ? nil : storage
        var state = ReadState(file: file, limits: limits, input: bytes)
        state.lineOffset = lineOffset
        state.prepare(borrowing: storage)
        readEvents(bytes, into: &state, batchSize: batchSize, batch: batch)
        if let storage {
            // Given back while nothing else holds the arrays: returning the tree first would
            // share them, and emptying a shared array allocates a new one.
            state.giveBack(to: storage)
            return (YAMLTree(), state.diagnostics)
        }
        return (state.tree, state.diagnostics)
    }

    private func readEvents(_ bytes: UnsafeBufferPointer<UInt8>, into state: inout ReadState, batchSize: Int?,
                            batch: (YAMLTree) -> Void) {
        if bytes.count > limits.maxFileSize {
            state.report(
                .resourceLimit, at: SourceLocation(line: 1, column: 1),
                "file is larger than the limit of \(limits.maxFileSize) bytes"
            )
            return
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            state.report(.resourceLimit, at: SourceLocation(line: 1, column: 1), "libyaml could not allocate a parser")
            return
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                state.reportParserError(parser)
                break
            }
            let done = event.type == YAML_STREAM_END_EVENT
            let keepGoing = state.handle(event)
            yaml_event_delete(&event)
            if let root = state.completedDocument {
                state.completedDocument = nil
                state.tree.documents.append(root)
                if let batchSize, state.tree.documents.count >= batchSize {
                    batch(state.tree)
                    state.clearTree()
                }
            }
            if done || !keepGoing { break }
        }
        // Documents completed before the end (or before an error) are handed on too.
        if batchSize != nil && !state.tree.documents.isEmpty {
            batch(state.tree)
            state.clearTree()
        }
    }
}

/// The reader's working state for one stream.
private struct ReadState {
    let file: String
    let limits: ReaderLimits
    let input: UnsafeBufferPointer<UInt8>
    var tree = YAMLTree()
    var diagnostics: [Diagnostic] = []

    /// Open collections, innermost last, each with where its children begin in `pending`.
    var open: [(node: Int32, firstChild: Int)] = []
    /// Children of every open collection, innermost last.
    var pending: [NodeID] = []
    /// Anchors of the current document. An anchor is registered only once its node is complete,
    /// so an alias can never refer to a node that contains it: the tree stays acyclic.
    var anchors: [String: NodeID] = [:]
    /// Anchors of collections still open, registered when they close.
    var openAnchors: [Int32: String] = [:]
    var documentRoot: NodeID?
    /// Set when a document ends, until the reader hands it on.
    var completedDocument: NodeID?
    var documentCount = 0

    /// Drops the finished document's nodes, keeping the storage for the next.
    mutating func clearTree() {
        tree.nodes.removeAll(keepingCapacity: true)
        tree.children.removeAll(keepingCapacity: true)
        tree.bytesUsed = 0
        tree.tags.removeAll(keepingCapacity: true)
        tree.documents.removeAll(keepingCapacity: true)
    }

    init(file: String, limits: ReaderLimits, input: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.limits = limits
        self.input = input
    }

    /// Takes `storage`'s arrays (if given) and makes room for the input.
    mutating func prepare(borrowing storage: ReaderStorage?) {
        if let storage {
            swap(&tree, &storage.tree)
            swap(&pending, &storage.pending)
            swap(&open, &storage.open)
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
        pending.reserveCapacity(64)
        open.reserveCapacity(16)
    }

    /// Returns the arrays to `storage`, emptied but keeping their room. Text bytes past
    /// `bytesUsed` are room, so they are not cleared. Very large arrays (from a large stream)
    /// are dropped rather than held by the worker for the rest of the run.
    mutating func giveBack(to storage: ReaderStorage) {
        clearTree()
        pending.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        guard tree.nodes.capacity <= 1 << 14, tree.bytes.count <= 1 << 16 else { return }
        swap(&tree, &storage.tree)
        swap(&pending, &storage.pending)
        swap(&open, &storage.open)
    }

    mutating func report(_ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = []) {
        diagnostics.append(Diagnostic(file: file, location: location, severity: .error, rule: rule, message: message, notes: notes))
    }

    /// Lines before this stream's first byte in its file, when a file is read in chunks.
    var lineOffset = 0

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
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

    /// Handles one event; false ends reading (a limit was hit).
    mutating func handle(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > limits.maxDocuments {
                report(.resourceLimit, at: location(event.start_mark),
                       "stream has more than \(limits.maxDocuments) documents; the rest are not read")
                return false
            }
            anchors.removeAll(keepingCapacity: true)
            documentRoot = nil
        case YAML_DOCUMENT_END_EVENT:
            completedDocument = documentRoot
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let length = Int(scalar.length)
            let location = location(event.start_mark)
            if length > limits.maxScalarLength {
                report(.resourceLimit, at: location,
                       "scalar is \(length) bytes, more than the limit of \(limits.maxScalarLength)")
                return false
            }
            let style: YAMLNode.Style
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            var start = tree.bytesUsed
            if let text = scalar.value, length > 0 {
                start = tree.appendText(text, count: length)
            }
            let id = append(YAMLNode(
                kind: .scalar, style: style, location: location, textStart: start, textLength: length,
                tagIndex: scalar.tag == nil ? -1 : tagIndex(scalar.tag), childStart: 0, childCount: 0, expandedSize: 1
            ))
            if let anchor = Self.string(scalar.anchor) { anchors[anchor] = id }
            attach(id)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let location = location(event.start_mark)
            if open.count >= limits.maxDepth {
                report(.resourceLimit, at: location, "nesting is deeper than the limit of \(limits.maxDepth)")
                return false
            }
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let id = append(YAMLNode(
                kind: isMapping ? .mapping : .sequence, style: .collection, location: location, textStart: 0, textLength: 0,
                tagIndex: tagIndex(tag), childStart: 0, childCount: 0, expandedSize: 1
            ))
            if let anchor = Self.string(anchor) { openAnchors[id.index] = anchor }
            open.append((id.index, pending.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let (index, first) = open.popLast() else { return true }
            var size: UInt64 = 1
            let start = Int32(tree.children.count)
            // Through the buffer: slicing `pending` would retain it for each collection.
            pending.withUnsafeBufferPointer { all in
                let children = UnsafeBufferPointer(rebasing: all[first...])
                for child in children {
                    size = size.addingReportingOverflow(tree.nodes[Int(child.index)].expandedSize).partialValue
                    if size > limits.maxAliasExpansion { break }
                }
                tree.children.append(contentsOf: children)
            }
            let count = Int32(pending.count - first)
            pending.removeSubrange(first...)
            tree.nodes[Int(index)].childStart = start
            tree.nodes[Int(index)].childCount = count
            tree.nodes[Int(index)].expandedSize = size
            let id = NodeID(index)
            if size > limits.maxAliasExpansion {
                report(.resourceLimit, at: tree.nodes[Int(index)].location,
                       "with its aliases expanded this node would hold more than \(limits.maxAliasExpansion) nodes")
                return false
            }
            if tree.nodes[Int(index)].kind == .mapping { checkDuplicateKeys(id) }
            if !openAnchors.isEmpty, let anchor = openAnchors.removeValue(forKey: index) { anchors[anchor] = id }
            attach(id)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                // libyaml does not check anchors; an alias to an unknown or still-open anchor
                // would otherwise be a dangling or cyclic reference.
                report(.yamlSyntax, at: location(event.start_mark),
                       "alias '*\(name)' refers to no complete anchor before it")
                return false
            }
            // The alias gets a node of its own for its position, sharing the anchored node's
            // value and children: nothing below it is copied.
            var use = tree.nodes[Int(target.index)]
            use.location = location(event.start_mark)
            use.repeatsEarlierKey = false
            attach(append(use))
        default:
            break
        }
        return true
    }

    mutating func append(_ node: YAMLNode) -> NodeID {
        tree.nodes.append(node)
        return NodeID(Int32(tree.nodes.count - 1))
    }

    mutating func attach(_ id: NodeID) {
        if open.isEmpty {
            documentRoot = id
        } else {
            pending.append(id)
        }
    }

    /// Reports the second and later occurrence of each scalar key, pointing back at the first.
    /// Reads keys in place rather than copying nodes: this runs for every mapping.
    mutating func checkDuplicateKeys(_ mapping: NodeID) {
        let count = tree.pairCount(mapping)
        guard count > 1 else { return }
        let start = Int(tree.nodes[Int(mapping.index)].childStart)
        func keyIndex(_ i: Int) -> Int { Int(tree.children[start + 2 * i].index) }
        if count <= 16 {
            for i in 1..<count {
                let k = keyIndex(i)
                guard tree.nodes[k].kind == .scalar else { continue }
                for j in 0..<i {
                    let e = keyIndex(j)
                    if tree.nodes[e].kind == .scalar && tree.sameText(NodeID(Int32(e)), NodeID(Int32(k))) {
                        markDuplicate(k, firstAt: tree.nodes[e].location)
                        break
                    }
                }
            }
        } else {
            var seen: [String: SourceLocation] = [:]
            for i in 0..<count {
                let k = keyIndex(i)
                guard tree.nodes[k].kind == .scalar else { continue }
                let text = tree.value(NodeID(Int32(k)))
                if let first = seen[text] {
                    markDuplicate(k, firstAt: first)
                } else {
                    seen[text] = tree.nodes[k].location
                }
            }
        }
    }

    /// Flags the key at node index `k` as a repeat (decoders skip it) and reports it.
    mutating func markDuplicate(_ k: Int, firstAt first: SourceLocation) {
        tree.nodes[k].repeatsEarlierKey = true
        report(.duplicateKey, at: tree.nodes[k].location,
               "duplicate key '\(tree.value(NodeID(Int32(k))))'; the first, at line \(first.line), is the one used")
    }

    /// Reports libyaml's error at its position. Reader errors (bad encoding) carry only a byte
    /// offset, which is turned into a line and column here.
    mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var location: SourceLocation
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
                let at = self.location(parser.context_mark)
                message += " (\(context) at line \(at.line), column \(at.column))"
            }
        }
        if location.line < 1 { location.line = 1 }
        if location.column < 1 { location.column = 1 }
        report(.yamlSyntax, at: location, message)
    }

    /// The line and column of a byte offset into the raw input, counting characters in the
    /// input's own encoding (UTF-8, or UTF-16 after a byte-order mark, which is not a column).
    func locationOfByte(_ offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        let end = max(0, min(offset, input.count))
        if input.count >= 2 && ((input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF)) {
            let littleEndian = input[0] == 0xFF
            var i = 2
            while i + 1 < end {
                let unit = littleEndian ? UInt16(input[i]) | UInt16(input[i + 1]) << 8 : UInt16(input[i]) << 8 | UInt16(input[i + 1])
                if unit == 0x0A {
                    line += 1
                    column = 1
                } else if unit & 0xFC00 != 0xDC00 {
                    column += 1   // a low surrogate completes a character already counted
                }
                i += 2
            }
        } else {
            let start = input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF ? 3 : 0
            var i = start
            while i < end {
                let byte = input[i]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                i += 1
            }
        }
        return SourceLocation(line: line + lineOffset, column: column)
    }
}
