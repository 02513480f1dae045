/// The one rule for lines that every part of cardc counts by (docs/hardening.md, "Lines"):
/// a line ends at LF, at CRLF, or at a lone CR — the three end-of-line sequences of LSP 3.17,
/// and what editors show. U+2028, U+2029 and U+0085, which YAML 1.1 (and so libyaml) also
/// reads as line breaks but no editor shows as one, are not line breaks here; the reader
/// refuses a spec that holds one (`LineIndex.unusualBreaks`), so positions from libyaml, the
/// fixer's edits and the language server's ranges all name the lines the editor shows.
///
/// Offsets are UTF-8 byte offsets; lines are 1-based as in `SourceLocation`.
package struct LineIndex: Sendable {
    /// Byte offset of each line's first byte.
    package private(set) var starts: [Int] = [0]

    package init(_ bytes: some Sequence<UInt8>) {
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
    package var count: Int { starts.count }

    /// The first byte of 1-based `line`, or nil past the last line.
    package func start(_ line: Int) -> Int? {
        line >= 1 && line <= starts.count ? starts[line - 1] : nil
    }

    /// The offset of the line's line break (or of the end of the text).
    package func lineEnd(_ line: Int, _ bytes: [UInt8]) -> Int? {
        guard start(line) != nil else { return nil }
        guard line < starts.count else { return bytes.count }
        var end = starts[line]
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The line's bytes without its line break.
    package func text(_ line: Int, _ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard let s = start(line), let e = lineEnd(line, bytes) else { return nil }
        return bytes[s..<max(s, e)]
    }

    /// The 1-based line holding byte `offset` (a line break belongs to the line it ends).
    package func line(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// A cardc position (1-based line, Unicode scalar column) of byte `offset`.
    package func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
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
    package func offset(_ location: SourceLocation, in bytes: [UInt8]) -> Int? {
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

    /// How libyaml decodes an input: UTF-16 after a byte-order mark, UTF-8 otherwise (after an
    /// optional UTF-8 byte-order mark). `bomLength` bytes of mark are not a column.
    package enum Encoding: Sendable {
        case utf8, utf16LittleEndian, utf16BigEndian

        package init(of bytes: UnsafeBufferPointer<UInt8>) {
            if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
                self = .utf16LittleEndian
            } else if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
                self = .utf16BigEndian
            } else {
                self = .utf8
            }
        }

        package func bomLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            switch self {
            case .utf16LittleEndian, .utf16BigEndian: return 2
            case .utf8: return bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            }
        }
    }

    /// What `unusualBreaks` found: where the first few are, and how many there are in all.
    package struct UnusualBreaks: Sendable {
        /// Byte offsets of the first ones, ascending, each with its scalar value.
        package var first: [(offset: Int, scalar: UInt32)] = []
        package var count = 0
        /// UTF-8 input: the offset of its first byte of 0x80 or more after a byte-order mark,
        /// the input's count when it has none. Before it, characters are bytes, which is what
        /// lets the reader turn libyaml's character positions into byte offsets for nothing.
        /// 0 for UTF-16.
        package var asciiEnd = 0
    }

    /// Every U+2028, U+2029 and U+0085 in an input, decoded as libyaml decodes it: characters
    /// YAML reads as line breaks and editors do not. Keeps the first `limit`, counts the rest.
    /// One pass; UTF-8 is read eight bytes at a time and a word without a byte of 0x80 or more
    /// (all of an ASCII spec) costs one test, so this adds little to reading a file.
    package static func unusualBreaks(in bytes: UnsafeBufferPointer<UInt8>, keeping limit: Int) -> UnusualBreaks {
        var found = UnusualBreaks()
        func add(_ offset: Int, _ scalar: UInt32) {
            if found.count < limit { found.first.append((offset, scalar)) }
            found.count += 1
        }
        guard let base = bytes.baseAddress else { return found }
        let n = bytes.count
        let encoding = Encoding(of: bytes)
        if encoding != .utf8 {
            // Code units; a surrogate never equals one of these, so no pair needs decoding.
            let little = encoding == .utf16LittleEndian
            var i = 2
            while i + 1 < n {
                let unit = little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                if unit == 0x85 || unit == 0x2028 || unit == 0x2029 { add(i, UInt32(unit)) }
                i += 2
            }
            return found
        }
        // The three are C2 85 and E2 80 A8/A9 in UTF-8; only their lead bytes start a check.
        let raw = UnsafeRawPointer(base)
        var i = 0
        found.asciiEnd = n
        let bom = Encoding.utf8.bomLength(bytes)
        while i < n {
            // ASCII 32 bytes at a time, then 8: specs are nearly all ASCII, and this reads every byte.
            if i + 32 <= n && (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                               | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                               | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0 {
                i += 32
                continue
            }
            if i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let end = min(i + 8, n)
            while i < end {
                let b = base[i]
                if b >= 0x80 && found.asciiEnd == n && i >= bom { found.asciiEnd = i }
                if b == 0xC2 {
                    if i + 1 < n && base[i + 1] == 0x85 { add(i, 0x85) }
                } else if b == 0xE2 {
                    if i + 2 < n && base[i + 1] == 0x80 && base[i + 2] & 0xFE == 0xA8 { add(i, base[i + 2] == 0xA8 ? 0x2028 : 0x2029) }
                }
                i += 1
            }
        }
        return found
    }

    /// Positions (1-based line, Unicode scalar column) of ascending byte `offsets` into an input
    /// in either encoding, by this type's rule: lines end at LF, CRLF or a lone CR, and a
    /// byte-order mark is not a column (libyaml does not count it either). One pass up to the
    /// last offset. For UTF-8 this is `LineIndex(bytes).location(ofByte:in:)` past the mark,
    /// without keeping every line start.
    package static func locations(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        var result: [SourceLocation] = []
        result.reserveCapacity(offsets.count)
        let encoding = Encoding(of: bytes)
        let width = encoding == .utf8 ? 1 : 2
        var line = 1, column = 1
        var afterCR = false
        var i = encoding.bomLength(bytes)
        for target in offsets {
            let end = max(0, min(target, bytes.count))
            while i + width <= end {
                // A code unit: a UTF-8 byte, or a UTF-16 unit in the input's byte order.
                let unit: UInt32
                switch encoding {
                case .utf8: unit = UInt32(bytes[i])
                case .utf16LittleEndian: unit = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8
                case .utf16BigEndian: unit = UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1])
                }
                if unit == 0x0A {
                    // A CR just before was the same break.
                    if !afterCR { line += 1 }
                    column = 1
                    afterCR = false
                } else if unit == 0x0D {
                    line += 1
                    column = 1
                    afterCR = true
                } else {
                    afterCR = false
                    // UTF-8 continuation bytes and UTF-16 low surrogates complete a scalar already counted.
                    let continues = encoding == .utf8 ? unit & 0xC0 == 0x80 : unit & 0xFC00 == 0xDC00
                    if !continues { column += 1 }
                }
                i += width
            }
            result.append(SourceLocation(line: line, column: column))
        }
        return result
    }
}
