import CardSupport

/// The comments of a stream the reader read, found from its tree: libyaml gives no event for
/// a comment, but every scalar's source range is known, so a comment is a `#` outside all of
/// them, where libyaml's scanner looks for one (at a line's start, after a blank, right after
/// a flow indicator `,[]{}`, or right after a quoted scalar or an alias: `"peek"#c`), running
/// to the line's end. Only the part read through
/// (`YAMLTree.readableEnd`) is looked at. Computed on demand, for `--fix` and the language
/// server: lint's reading pays nothing for it.
package enum YAMLComments {
    /// Byte ranges of the comments in `bytes`, the bytes `tree` was read from whole, in order;
    /// each runs from its `#` to the line's end (its line break excluded).
    package static func find(in bytes: UnsafeBufferPointer<UInt8>, tree: YAMLTree) -> [Range<Int>] {
        let end = min(tree.readableEnd, bytes.count)
        var comments: [Range<Int>] = []
        var covered = tree.nodes.lazy.filter { $0.kind == .scalar || $0.isAlias }.compactMap(\.sourceRange).filter { !$0.isEmpty }.makeIterator()
        var next = covered.next()
        let first = LineIndex.Encoding.utf8.bomLength(bytes)
        var i = first
        // Where the last scalar or alias skipped ends: a `#` right there starts a comment (a
        // plain scalar would have taken a `#` with no blank before it into its text).
        var scalarEnd = -1
        while i < end {
            // Inside a scalar or alias: skip to its end.
            while let range = next, range.upperBound <= i { next = covered.next() }
            if let range = next, range.lowerBound <= i {
                i = max(range.upperBound, i + 1)
                scalarEnd = i
                continue
            }
            let b = bytes[i]
            if b == UInt8(ascii: "#") && (i == first || i == scalarEnd || Self.mayPrecedeComment(bytes[i - 1])) {
                var j = i + 1
                while j < bytes.count && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
                comments.append(i..<j)
                i = j
                continue
            }
            i += 1
        }
        return comments
    }

    private static func mayPrecedeComment(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || ",[]{}".utf8.contains(byte)
    }
}
