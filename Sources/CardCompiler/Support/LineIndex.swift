/// The one rule for lines that every part of cardc counts by (docs/hardening.md, "Lines"):
/// a line ends at LF, at CRLF, or at a lone CR — the three end-of-line sequences of LSP 3.17,
/// and what editors show. U+2028, U+2029 and U+0085, which YAML 1.1 (and so libyaml) also
/// reads as line breaks but no editor shows as one, are not line breaks here; the reader
/// refuses a spec that holds one (`LineIndex.unusualBreaks`), so positions from libyaml, the
/// fixer's edits and the language server's ranges all name the lines the editor shows.
///
/// Offsets are UTF-8 byte offsets; lines are 1-based as in `SourceLocation`.
struct LineIndex: Sendable {
    /// Byte offset of each line's first byte.
    private(set) var starts: [Int] = [0]

    init(_ bytes: some Sequence<UInt8>) {
        var offset = 0
        var afterCR = false
        for b in bytes {
            offset += 1
            if b == 0x0A {
                // LF ends a line, and a CR just before it was part of the same break.
                if afterCR { starts[starts.count - 1] = offset } else { starts.append(offset) }
                afterCR = false
            } else if b == 0x0D {
                starts.append(offset)
                afterCR = true
            } else {
                afterCR = false
            }
        }
    }

    /// The number of lines (a text ending in a line break has an empty last line).
    var count: Int { starts.count }

    /// The first byte of 1-based `line`, or nil past the last line.
    func start(_ line: Int) -> Int? {
        line >= 1 && line <= starts.count ? starts[line - 1] : nil
    }

    /// The offset of the line's line break (or of the end of the text).
    func lineEnd(_ line: Int, _ bytes: [UInt8]) -> Int? {
        guard start(line) != nil else { return nil }
        guard line < starts.count else { return bytes.count }
        var end = starts[line]
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The line's bytes without its line break.
    func text(_ line: Int, _ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard let s = start(line), let e = lineEnd(line, bytes) else { return nil }
        return bytes[s..<max(s, e)]
    }

    /// The 1-based line holding byte `offset` (a line break belongs to the line it ends).
    func line(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// A cardc position (1-based line, Unicode scalar column) of byte `offset`.
    func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let line = line(containing: offset)
        var column = 1
        var i = starts[line - 1]
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The byte offset of a cardc position, clamped to its line; nil for a line that is not there.
    func offset(_ location: SourceLocation, in bytes: [UInt8]) -> Int? {
        guard let s = start(location.line), let e = lineEnd(location.line, bytes) else { return nil }
        var offset = s
        var column = 1
        while column < location.column && offset < e {
            // Step one Unicode scalar: a lead byte and its continuation bytes.
            offset += 1
            while offset < e && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// Byte offsets of every U+2028, U+2029 and U+0085 in UTF-8 `bytes`: characters YAML reads
    /// as line breaks and editors do not. One pass over the bytes, looking only at 0xC2 and 0xE2.
    static func unusualBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = []
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            if b == 0xC2 {
                if i + 1 < n && bytes[i + 1] == 0x85 { found.append(i) }
            } else if b == 0xE2 {
                if i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) { found.append(i) }
            }
            i += 1
        }
        return found
    }
}
