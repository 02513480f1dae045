import CardReader

/// Where each node of a YAML stream is written, as byte ranges of its UTF-8 source, read from
/// the reader's tree (`YAMLNode.sourceStart`, `sourceEnd`, `isFlow`; `YAMLTree.readableEnd`
/// and `partialDocument` after an error; `YAMLComments`): what the fixer needs to place an
/// edit, arranged for its questions. The reader's libyaml pass is the only one: this runs no
/// event loop of its own, so the fixer and lint cannot disagree about where a node is.
///
/// The fixer edits only where this layout vouches for the bytes: never inside a quoted, block
/// or multi-line scalar (a replacement may be exactly one plain scalar, the key or value it
/// rewrites), never inside a comment (but for the two fixes that mean to: a value YAML read
/// as a comment, and a rule id in a suppression), and never at or past where reading stopped
/// at an error or a limit.
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
        /// The reader's end: for a flow collection, just past its closing bracket.
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

    /// Comments (`#` to the line's end) in the part read through, in order.
    package private(set) var comments: [Range<Int>] = []

    /// `bytes` must be valid UTF-8 without a byte-order mark. Read by the reader, whole; a plain
    /// scalar on one line is kept only when it starts at one of `plainAt` (the keys and values
    /// fixes would rewrite): no edit can fall inside one otherwise, and most scalars are such,
    /// so memory stays a fraction of the reader's.
    package init(_ bytes: [UInt8], plainAt: Set<Int> = []) {
        let tree = YAMLReader().read(bytes, file: "").tree
        self.init(tree, bytes: bytes, plainAt: plainAt)
    }

    /// The layout of `tree`, read whole from `bytes` (UTF-8, no byte-order mark).
    package init(_ tree: YAMLTree, bytes: [UInt8], plainAt: Set<Int> = []) {
        readableEnd = min(tree.readableEnd, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var builder = Builder(tree: tree, bytes: buffer, plainAt: plainAt)
            for root in tree.documents + (tree.partialDocument.map { [$0] } ?? []) {
                builder.kinds.append(nil)
                builder.add(root, parent: -1, key: "", depth: 0)
            }
            scalars = builder.scalars
            collections = builder.collections
            kinds = builder.kinds
            comments = YAMLComments.find(in: buffer, tree: tree)
        }
        reach.reserveCapacity(scalars.count)
        var far = 0
        for s in scalars {
            far = max(far, s.end)
            reach.append(far)
        }
    }

    /// Whether an edit of `range` keeps clear of every scalar's source, every comment and the
    /// unread tail: an insertion is not strictly inside a scalar or a comment (nor right after
    /// a comment's text, unless it starts a new line, nor at its `#`, unless it ends in a blank
    /// or a line break), a replacement overlaps none, unless it is exactly one plain scalar.
    package func allows(_ range: Range<Int>, replacement: String = "") -> Bool {
        guard range.upperBound <= readableEnd, range.isEmpty || range.lowerBound < readableEnd else { return false }
        if let c = comment(near: range.lowerBound) ?? comment(near: range.upperBound) {
            if range.isEmpty {
                let startsLine = replacement.utf8.first.map { $0 == 0x0A || $0 == 0x0D } ?? false
                if range.lowerBound > c.lowerBound && (range.lowerBound < c.upperBound || !startsLine) { return false }
                // At the `#` itself, the text must end in a blank or a line break: written right
                // before it, the `#` would join the inserted value (`250#c`) and stop being a comment.
                let endsApart = replacement.utf8.last.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? true
                if range.lowerBound == c.lowerBound && !endsApart { return false }
            } else if range.overlaps(c) {
                return false
            }
        }
        if !range.isEmpty, let s = scalar(startingAt: range.lowerBound), s.plain || s.quotedOnOneLine, s.end == range.upperBound { return true }
        // The scalars that start before the edit's end must all end at or before its start.
        let before = firstScalar(startingAtOrAfter: range.upperBound)
        return before == 0 || reach[before - 1] <= range.lowerBound
    }

    /// Whether replacing `range` writes into a comment as one of the two fixes that mean to:
    /// the range is inside one comment and either starts at its `#` (a value YAML read as a
    /// comment, quoted) or swaps one name for another (a rule id in a suppression).
    package func allowsCommentEdit(_ range: Range<Int>, _ replacement: String, in bytes: [UInt8]) -> Bool {
        guard !range.isEmpty, range.upperBound <= readableEnd, let c = comment(near: range.lowerBound),
              c.lowerBound <= range.lowerBound, range.upperBound <= c.upperBound else { return false }
        if range.lowerBound == c.lowerBound { return true }
        guard !replacement.isEmpty, replacement.utf8.allSatisfy(SpecFixer.isNameByte), bytes[range].allSatisfy(SpecFixer.isNameByte) else { return false }
        return !SpecFixer.isNameByte(bytes[range.lowerBound - 1]) && (range.upperBound == bytes.count || !SpecFixer.isNameByte(bytes[range.upperBound]))
    }

    /// The comment that starts at or before `offset` and reaches to it or past it (its end
    /// included: text written there would join it).
    package func comment(near offset: Int) -> Range<Int>? {
        var low = 0, high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, comments[low - 1].upperBound >= offset else { return nil }
        return comments[low - 1]
    }

    /// The comment whose `#` is at `offset`.
    package func comment(startingAt offset: Int) -> Range<Int>? {
        comment(near: offset).flatMap { $0.lowerBound == offset ? $0 : nil }
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

/// The walk behind `SourceLayout`: the reader's nodes in source order (a document's nodes
/// are written in the order the walk visits them).
private struct Builder {
    let tree: YAMLTree
    let bytes: UnsafeBufferPointer<UInt8>
    let plainAt: Set<Int>
    var scalars: [SourceLayout.Scalar] = []
    var collections: [SourceLayout.Collection] = []
    var kinds: [String?] = []

    init(tree: YAMLTree, bytes: UnsafeBufferPointer<UInt8>, plainAt: Set<Int>) {
        self.tree = tree
        self.bytes = bytes
        self.plainAt = plainAt
    }

    /// Where a block scalar's text ends. libyaml's end takes in the blank lines after it; they
    /// are part of its value only when it keeps them (`|+`), so otherwise the scalar ends with
    /// the line break of its last line that holds more than blanks, and a line may be added
    /// after that without changing the value.
    func blockScalarEnd(start: Int, end: Int, value v: UnsafeBufferPointer<UInt8>) -> Int {
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

    /// A scalar's text when it is short enough to name a key (an alias names none).
    private func keyText(_ id: NodeID) -> String? {
        let node = tree[id]
        guard node.kind == .scalar, !node.isAlias, tree.textLength(id) <= Self.maxKeyLength else { return nil }
        return tree.value(id)
    }

    /// Adds `id` and what it holds. `parent` is the enclosing collection's index, `key` the
    /// key or item index it has there. Returns the end its parent's content takes from it.
    @discardableResult
    mutating func add(_ id: NodeID, parent: Int, key: String, depth: Int) -> Int? {
        let node = tree[id]
        guard let range = node.sourceRange else { return nil }
        // Clamped: the tree is of these bytes, but a slice past them must never be made.
        let end = min(range.upperBound, bytes.count), start = min(range.lowerBound, end)
        if node.kind == .scalar || node.isAlias {
            let plain = !node.isAlias && node.style == .plain
            var kept = end
            if !node.isAlias && (node.style == .literal || node.style == .folded) {
                kept = tree.withText(id) { blockScalarEnd(start: start, end: end, value: $0) }
            }
            let multiLine = end > start && bytes[start..<end].contains(where: { $0 == 0x0A || $0 == 0x0D })
            if !plain || plainAt.contains(start) || multiLine {
                let quoted = !node.isAlias && (node.style == .singleQuoted || node.style == .doubleQuoted)
                scalars.append(.init(start: start, end: kept, plain: plain, quotedOnOneLine: quoted && !multiLine))
            }
            // An empty scalar (a null written as nothing) sits at the next token: in a block
            // collection that may be lines further on, past comments, so it is not content
            // there; in a flow collection it is the `,` or bracket after it.
            if end > start { return end }
            return parent >= 0 && collections[parent].flow ? start : nil
        }
        let index = collections.count
        collections.append(.init(start: start, end: end, contentEnd: start, isMapping: node.kind == .mapping, flow: node.isFlow,
                                 parent: parent, keyInParent: key, document: max(0, kinds.count - 1)))
        func take(_ childEnd: Int?) {
            if let childEnd { collections[index].contentEnd = max(collections[index].contentEnd, childEnd) }
        }
        if node.kind == .mapping {
            for i in 0..<tree.pairCount(id) {
                let pair = tree.pair(id, i)
                take(add(pair.key, parent: index, key: "?", depth: depth + 1))
                let name = keyText(pair.key)
                if depth == 0, name == "kind", kinds.last.map({ $0 == nil }) ?? false, let kind = keyText(pair.value) {
                    kinds[kinds.count - 1] = kind
                }
                take(add(pair.value, parent: index, key: name ?? "?", depth: depth + 1))
            }
        } else {
            for (i, item) in tree.items(id).enumerated() {
                take(add(item, parent: index, key: String(i), depth: depth + 1))
            }
        }
        let c = collections[index]
        return c.flow ? c.end : c.contentEnd
    }

    /// Keys longer than this are not kept in paths (no format key is near it).
    private static let maxKeyLength = 64
}
