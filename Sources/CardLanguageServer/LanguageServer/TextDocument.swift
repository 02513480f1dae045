import CardSupport
/// An open document's text, with the conversions the protocol needs: its positions are a line
/// and a UTF-16 code unit offset within the line; cardc's are a line and a Unicode scalar column.
/// Lines are `LineIndex`'s (LF, CRLF, lone CR: LSP 3.17's end-of-line sequences), the rule the
/// reader's positions follow too, so every range the server computes goes through it.
package struct TextDocument: Sendable {
    package var uri: String
    package var version: Int
    /// The text as UTF-8, which is what the linter reads.
    package private(set) var bytes: [UInt8]
    package private(set) var lines: LineIndex
    /// What the last `apply` cost, in bytes scanned or copied and tree nodes visited: tests bound
    /// it by the message and the text (linear), not by a clock.
    package private(set) var lastApplyWork = 0

    package init(uri: String, version: Int, text: String) {
        self.init(uri: uri, version: version, bytes: Array(text.utf8))
    }

    package init(uri: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        lines = LineIndex(bytes)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package var lineCount: Int { lines.count }

    /// The text of line `line` (0-based), without its line break.
    package func line(_ line: Int) -> String {
        guard let slice = lines.text(line + 1, bytes) else { return "" }
        return String(decoding: slice, as: UTF8.self)
    }

    /// A protocol position moved into the text, as the protocol asks: a character past its
    /// line's end is that end, a line past the last is the end of the text, a negative number is
    /// the start. Every request's position goes through it first, so no walk over lines or
    /// characters is longer than the text (a line of 2^53 once meant 2^53 steps).
    package func clamped(_ p: (line: Int, character: Int)) -> (line: Int, character: Int) {
        guard p.line >= 0 else { return (0, 0) }
        guard p.line < lineCount else {
            let last = lineCount - 1
            return (last, line(last).utf16.count)
        }
        return (p.line, min(max(p.character, 0), line(p.line).utf16.count))
    }

    /// The UTF-8 offset of a protocol position, clamped to the line (a character past its end
    /// is its end; a line past the last is the end of the text), as the protocol asks.
    package func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard let start = lines.start(line + 1) else { return bytes.count }
        var units = 0
        var offset = start
        for scalar in self.line(line).unicodeScalars {
            let width = scalar.utf16.count
            // A position inside a surrogate pair is not a position; it counts as the pair's start.
            if units + width > character { break }
            units += width
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The protocol position (UTF-16) of a 1-based line and Unicode scalar column.
    package func position(line: Int, column: Int) -> (line: Int, character: Int) {
        let l = max(0, line - 1)
        var units = 0
        var count = 1
        for scalar in self.line(l).unicodeScalars {
            if count >= column { break }
            units += scalar.utf16.count
            count += 1
        }
        return (l, units)
    }

    /// The protocol position of a UTF-8 offset.
    package func position(offset: Int) -> (line: Int, character: Int) {
        let line = lines.line(containing: offset)
        let start = lines.start(line) ?? 0
        let end = max(start, min(offset, bytes.count))
        return (line - 1, String(decoding: bytes[start..<end], as: UTF8.self).utf16.count)
    }

    /// One `contentChanges` entry: a range and its new text, or (no range) the whole text.
    package struct Change: Sendable {
        package var range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?
        package var text: String
    }

    /// Applies one message's changes in order, each relative to the text the one before left.
    /// Returns false, leaving the text as it was, as soon as the text would exceed
    /// `maximumBytes`. Time is linear in the message and the text (`TextRope`); lines are
    /// indexed once, at the end.
    package mutating func apply(_ changes: [Change], maximumBytes: Int = .max) -> Bool {
        var flat: [UInt8]? = bytes
        var rope: TextRope?
        var work = 0
        for change in changes {
            let new = Array(change.text.utf8)
            work += new.count
            if let range = change.range {
                if rope == nil, let f = flat {
                    rope = TextRope(f)
                    flat = nil
                }
                rope?.replace(from: range.start, to: range.end, with: new)
                if let r = rope, r.count > maximumBytes {
                    lastApplyWork = work + r.work
                    return false
                }
            } else {
                guard new.count <= maximumBytes else {
                    lastApplyWork = work + (rope?.work ?? 0)
                    return false
                }
                if let r = rope { work += r.work }
                rope = nil
                flat = new
            }
        }
        if var r = rope {
            flat = r.flattened()
            work += r.work
        }
        bytes = flat ?? []
        lines = LineIndex(bytes)
        lastApplyWork = work + bytes.count
        return true
    }

    /// One change (a range, or the whole text when nil).
    package mutating func apply(range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?, text newText: String) {
        _ = apply([Change(range: range, text: newText)])
    }
}
