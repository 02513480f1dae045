import CYAML

/// Where each node of a YAML stream is written, as byte ranges of its UTF-8 source: what the
/// fixer needs to place an edit, and what the reader's tree does not keep (it holds start
/// positions only, kept small for lint's speed). Built by one libyaml event pass, only when a
/// fix is being considered, so lint's own reading pays nothing for it.
///
/// The fixer edits only where this layout vouches for the bytes: never inside a quoted, block
/// or multi-line scalar (a replacement may be exactly one plain scalar, the key or value it
/// rewrites), and never at or past where reading stopped at an error.
package struct SourceLayout: Sendable {
    package struct Scalar: Sendable {
        package var start: Int
        package var end: Int
        package var plain: Bool
        /// Single- or double-quoted on one line: replacing all of it, quotes included, is as
        /// safe as replacing a plain scalar (a quoted number unquoted).
        package var quotedOnOneLine = false
    }

    package struct Collection: Sendable {
        package var start: Int
        /// libyaml's end mark: for a flow collection, just past its closing bracket.
        package var end: Int
        /// The end of its last scalar, alias or flow collection (its start when it has none).
        package var contentEnd: Int
        package var isMapping: Bool
        package var flow: Bool
        /// Index of the enclosing collection; -1 for a document's root.
        package var parent: Int
        /// The key it is the value of, or its index in the enclosing sequence ("?" for a key
        /// that is not a short scalar).
        package var keyInParent: String
        package var document: Int
    }

    /// Every scalar (and alias), in source order.
    package private(set) var scalars: [Scalar] = []
    /// The largest `end` of `scalars[0...i]`, so that one binary search answers whether any
    /// scalar starting before an offset reaches past another.
    private var reach: [Int] = []
    /// Every collection, in source order of their starts.
    package private(set) var collections: [Collection] = []
    /// Each document's `kind` as written at its top level, nil when it has none.
    package private(set) var kinds: [String?] = []
    /// Bytes from here on were not read through (reading stopped at an error): no edit may
    /// touch them. The count of the bytes when the stream was read to its end.
    package private(set) var readableEnd: Int

    /// Deepest nesting followed; reading stops there (the reader's own limit is far lower).
    package static let maxDepth = 10_000

    /// `bytes` must be valid UTF-8 without a byte-order mark: offsets are found by counting
    /// the characters libyaml counts. A plain scalar on one line is kept only when it starts at
    /// one of `plainAt` (the keys and values fixes would rewrite): no edit can fall inside one
    /// otherwise, and most scalars are such, so memory stays a fraction of the reader's.
    package init(_ bytes: [UInt8], plainAt: Set<Int> = []) {
        readableEnd = bytes.count
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            readableEnd = 0
            return
        }
        defer { yaml_parser_delete(&parser) }
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
            var builder = Builder(bytes: buffer, plainAt: plainAt)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    // The parser fails at the token it was given, every token before it having
                    // become an event: up to that token, every scalar is known. The reader and
                    // the scanner run ahead of the parser, so after their errors only what
                    // events were emitted for is known (a quoted scalar scanned ahead of the
                    // last event may hold any offset after it).
                    switch parser.error {
                    case YAML_PARSER_ERROR:
                        builder.stop = builder.offset(parser.problem_mark)
                    case YAML_READER_ERROR:
                        builder.stop = min(builder.lastEnd, max(0, Int(parser.problem_offset)))
                    default:
                        var stop = min(builder.lastEnd, builder.offset(parser.problem_mark))
                        if parser.context != nil { stop = min(stop, builder.offset(parser.context_mark)) }
                        builder.stop = stop
                    }
                    break
                }
                let done = event.type == YAML_STREAM_END_EVENT
                builder.handle(event)
                yaml_event_delete(&event)
                if done || builder.stop != nil { break }
            }
            readableEnd = builder.stop ?? buffer.count
            scalars = builder.scalars
            collections = builder.collections
            kinds = builder.kinds
        }
        reach.reserveCapacity(scalars.count)
        var far = 0
        for s in scalars {
            far = max(far, s.end)
            reach.append(far)
        }
    }

    /// Whether an edit of `range` keeps clear of every scalar's source and of the unread tail:
    /// an insertion is not strictly inside a scalar, a replacement overlaps none, unless it is
    /// exactly one plain scalar.
    package func allows(_ range: Range<Int>) -> Bool {
        guard range.upperBound <= readableEnd, range.isEmpty || range.lowerBound < readableEnd else { return false }
        if !range.isEmpty, let s = scalar(startingAt: range.lowerBound), s.plain || s.quotedOnOneLine, s.end == range.upperBound { return true }
        // The scalars that start before the edit's end must all end at or before its start.
        let before = firstScalar(startingAtOrAfter: range.upperBound)
        return before == 0 || reach[before - 1] <= range.lowerBound
    }

    /// Whether replacing `range` with `replacement` swaps one name for another inside a single
    /// scalar's source (a model name in a quoted `"[Item]"`): both are names (letters, digits,
    /// `_`, `-`, non-ASCII) with other bytes around the range, so the scalar's quoting, escapes
    /// and extent stay as they were, whatever its style.
    package func allowsNameEdit(_ range: Range<Int>, _ replacement: String, in bytes: [UInt8]) -> Bool {
        guard !range.isEmpty, range.upperBound <= readableEnd, range.upperBound < bytes.count, range.lowerBound > 0,
              !replacement.isEmpty, replacement.utf8.allSatisfy(SpecFixer.isNameByte),
              bytes[range].allSatisfy(SpecFixer.isNameByte),
              !SpecFixer.isNameByte(bytes[range.lowerBound - 1]), !SpecFixer.isNameByte(bytes[range.upperBound]) else { return false }
        // The one scalar that starts at or before the range must hold all of it.
        let i = firstScalar(startingAtOrAfter: range.lowerBound + 1) - 1
        guard i >= 0, scalars[i].start <= range.lowerBound, scalars[i].end >= range.upperBound else { return false }
        // Escapes: a backslash right before the range would make its first byte part of one.
        return bytes[range.lowerBound - 1] != UInt8(ascii: "\\")
    }

    /// Whether byte `offset` is part of some scalar's source, or past what was read.
    package func isInsideScalar(_ offset: Int) -> Bool {
        let after = firstScalar(startingAtOrAfter: offset + 1)
        return offset >= readableEnd || (after > 0 && reach[after - 1] > offset)
    }

    /// The scalar whose source starts at `offset`.
    package func scalar(startingAt offset: Int) -> Scalar? {
        let i = firstScalar(startingAtOrAfter: offset)
        return i < scalars.count && scalars[i].start == offset ? scalars[i] : nil
    }

    /// The innermost mapping whose source starts at `offset`.
    package func mapping(startingAt offset: Int) -> Int? {
        var low = 0, high = collections.count
        while low < high {
            let mid = (low + high) / 2
            if collections[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        var i = low - 1
        while i >= 0 && collections[i].start == offset {
            if collections[i].isMapping { return i }
            i -= 1
        }
        return nil
    }

    /// Keys and item indices from the document's root to collection `index`.
    package func path(to index: Int) -> [String] {
        var path: [String] = []
        var i = index
        while i >= 0 && i < collections.count && collections[i].parent >= 0 {
            path.append(collections[i].keyInParent)
            i = collections[i].parent
        }
        return path.reversed()
    }

    private func firstScalar(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = scalars.count
        while low < high {
            let mid = (low + high) / 2
            if scalars[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// The event pass behind `SourceLayout`.
private struct Builder {
    let bytes: UnsafeBufferPointer<UInt8>
    let plainAt: Set<Int>
    var scalars: [SourceLayout.Scalar] = []
    var collections: [SourceLayout.Collection] = []
    var kinds: [String?] = []
    var stop: Int?
    /// The furthest end of an event handled so far.
    var lastEnd = 0

    /// Open collections, innermost last: which collection, whether a mapping's next node is a
    /// key, the key its next value belongs to, and how many items a sequence has had.
    private var open: [(index: Int, expectsKey: Bool, key: String, items: Int)] = []
    /// A character index and the byte offset of that character: libyaml's marks count
    /// characters, and successive marks are close, so each is found by stepping from the last.
    private var cursor = (character: 0, byte: 0)

    init(bytes: UnsafeBufferPointer<UInt8>, plainAt: Set<Int>) {
        self.bytes = bytes
        self.plainAt = plainAt
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        let target = Int(mark.index)
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
        return cursor.byte
    }

    /// Where a block scalar's text ends. libyaml's end takes in the blank lines after it; they
    /// are part of its value only when it keeps them (`|+`), so otherwise the scalar ends with
    /// the line break of its last line that holds more than blanks, and a line may be added
    /// after that without changing the value.
    private func blockScalarEnd(start: Int, end: Int, value v: UnsafeBufferPointer<UInt8>) -> Int {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        // Its value ends with no blank, or with one line break after something else: the
        // blank lines after it are not content.
        if !v.isEmpty {
            let last = v[v.count - 1]
            let endsClean = !isBlank(last) || (last == 0x0A && v.count >= 2 && !isBlank(v[v.count - 2]))
            if !endsClean { return end }
        }
        var i = end
        while i > start && isBlank(bytes[i - 1]) { i -= 1 }
        while i < end && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        if i < end && bytes[i] == 0x0D { i += 1 }
        if i < end && bytes[i] == 0x0A && (i == 0 || bytes[i - 1] != 0x0A) { i += 1 }
        return min(i, end)
    }

    /// Where a node that starts now sits in its parent: its key or index. Advances the parent.
    private mutating func place(keyText: String?) -> (key: String, isKey: Bool) {
        guard let top = open.indices.last else { return ("", false) }
        if collections[open[top].index].isMapping {
            if open[top].expectsKey {
                open[top].expectsKey = false
                open[top].key = keyText ?? "?"
                return ("?", true)
            }
            open[top].expectsKey = true
            return (open[top].key, false)
        }
        open[top].items += 1
        return (String(open[top].items - 1), false)
    }

    mutating func handle(_ event: yaml_event_t) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            kinds.append(nil)
        case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
            let start = offset(event.start_mark), end = offset(event.end_mark)
            lastEnd = max(lastEnd, end)
            var text: String?
            var plain = false
            if event.type == YAML_SCALAR_EVENT {
                let scalar = event.data.scalar
                plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                if let value = scalar.value, scalar.length <= Self.maxKeyLength {
                    text = String(decoding: UnsafeBufferPointer(start: value, count: Int(scalar.length)), as: UTF8.self)
                }
            }
            let (key, isKey) = place(keyText: text)
            if !isKey && open.count == 1 && key == "kind", let text, !kinds.isEmpty, kinds[kinds.count - 1] == nil {
                kinds[kinds.count - 1] = text
            }
            var kept = end
            if event.type == YAML_SCALAR_EVENT && [YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE].contains(event.data.scalar.style) {
                let value = event.data.scalar
                kept = blockScalarEnd(start: start, end: end, value: UnsafeBufferPointer(start: value.value, count: value.value == nil ? 0 : Int(value.length)))
            }
            let multiLine = end > start && bytes[start..<end].contains(where: { $0 == 0x0A || $0 == 0x0D })
            if !plain || plainAt.contains(start) || multiLine {
                let quoted = event.type == YAML_SCALAR_EVENT
                    && [YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE].contains(event.data.scalar.style)
                scalars.append(.init(start: start, end: kept, plain: plain, quotedOnOneLine: quoted && !multiLine))
            }
            if let top = open.last {
                // An empty scalar (a null written as nothing) sits at the next token: in a block
                // collection that may be lines further on, past comments, so it is not content
                // there; in a flow collection it is the `,` or bracket after it.
                if end > start {
                    collections[top.index].contentEnd = max(collections[top.index].contentEnd, end)
                } else if collections[top.index].flow {
                    collections[top.index].contentEnd = max(collections[top.index].contentEnd, start)
                }
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let start = offset(event.start_mark)
            if open.count >= SourceLayout.maxDepth {
                stop = min(start, lastEnd)
                return
            }
            lastEnd = max(lastEnd, offset(event.end_mark))
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let flow = isMapping ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            let (key, _) = place(keyText: nil)
            collections.append(.init(start: start, end: start, contentEnd: start, isMapping: isMapping, flow: flow,
                                     parent: open.last?.index ?? -1, keyInParent: key, document: max(0, kinds.count - 1)))
            open.append((collections.count - 1, true, "", 0))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let end = offset(event.end_mark)
            lastEnd = max(lastEnd, end)
            guard let closed = open.popLast() else { return }
            collections[closed.index].end = end
            let c = collections[closed.index]
            if let top = open.last {
                collections[top.index].contentEnd = max(collections[top.index].contentEnd, c.flow ? end : c.contentEnd)
            }
        default:
            break
        }
    }

    /// Keys longer than this are not kept in paths (no format key is near it).
    private static let maxKeyLength = 64
}
