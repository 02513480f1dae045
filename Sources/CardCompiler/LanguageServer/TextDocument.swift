/// An open document's text, with the conversions the protocol needs: its positions are a line
/// and a UTF-16 code unit offset within the line; cardc's are a line and a Unicode scalar column.
struct TextDocument: Sendable {
    var uri: String
    var version: Int
    private(set) var text: String
    /// UTF-8 offset of each line's first byte (`LineIndex`'s rule).
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        indexLines()
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// Lines end at LF, CRLF or a lone CR, as the protocol says and as `LineIndex` counts.
    private mutating func indexLines() {
        lineStarts = LineIndex(text.utf8).starts
    }

    /// The text of line `line` (0-based), without its line break.
    func line(_ line: Int) -> Substring {
        guard line >= 0 && line < lineStarts.count else { return "" }
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: lineStarts[line])
        var to = line + 1 < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line + 1]) : utf8.endIndex
        if to > from, utf8[utf8.index(before: to)] == UInt8(ascii: "\n") { to = utf8.index(before: to) }
        if to > from, utf8[utf8.index(before: to)] == UInt8(ascii: "\r") { to = utf8.index(before: to) }
        return text[from..<to]
    }

    var lineCount: Int { lineStarts.count }

    /// The UTF-8 offset of a protocol position, clamped to the line (a character past its end
    /// is its end; a line past the last is the end of the text), as the protocol asks.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return text.utf8.count }
        let content = self.line(line)
        var units = 0
        var offset = lineStarts[line]
        for scalar in content.unicodeScalars {
            let width = scalar.utf16.count
            // A position inside a surrogate pair is not a position; it counts as the pair's start.
            if units + width > character { break }
            units += width
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The protocol position (UTF-16) of a 1-based line and Unicode scalar column.
    func position(line: Int, column: Int) -> (line: Int, character: Int) {
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
    func position(offset: Int) -> (line: Int, character: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: lineStart)
        let to = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return (low, text[from..<to].utf16.count)
    }

    /// Replaces the text between two protocol positions (a `contentChanges` entry with a
    /// range), or the whole text (one without).
    mutating func apply(range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?, text newText: String) {
        guard let range else {
            text = newText
            indexLines()
            return
        }
        var from = offset(line: range.start.line, character: range.start.character)
        var to = offset(line: range.end.line, character: range.end.character)
        if to < from { swap(&from, &to) }
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(from..<to, with: Array(newText.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        indexLines()
    }
}
