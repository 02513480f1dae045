/// Splits a large UTF-8 YAML stream into parts that each hold whole documents, at lines that
/// start with the document marker `---`, so that the parts can be read on separate cores.
/// A document marker at the start of a line always begins a new document, so each part reads
/// as the same documents would in the whole stream. Not split: UTF-16 input, and a marker
/// preceded by a directive line (`%YAML`), which belongs with it.
enum StreamSplitter {
    /// Smaller inputs are read whole: splitting would cost more than it saves.
    static let minimumSize = 256 << 10

    struct Part: Sendable {
        var range: Range<Int>
        /// Newlines before the part's first byte.
        var lineOffset: Int
    }

    static func split(_ bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Part] {
        let n = bytes.count
        guard parts > 1, n > 0 else { return [Part(range: 0..<n, lineOffset: 0)] }
        if n >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return [Part(range: 0..<n, lineOffset: 0)]
        }
        let dash = UInt8(ascii: "-")
        var cuts: [Int] = []
        var position = 0
        for k in 1..<parts {
            position = max(position, n * k / parts)
            // The next line start at or after `position` that begins a document.
            while position < n {
                guard let lineStart = nextLineStart(bytes, from: position) else { position = n; break }
                position = lineStart
                if lineStart + 3 <= n, bytes[lineStart] == dash, bytes[lineStart + 1] == dash, bytes[lineStart + 2] == dash,
                   lineStart + 3 == n || isBreakOrBlank(bytes[lineStart + 3]),
                   !previousLineIsDirective(bytes, lineStart: lineStart) {
                    break
                }
                position += 1
            }
            if (position < n) && (position > (cuts.last ?? 0)) { cuts.append(position) }
        }
        var result: [Part] = []
        var start = 0
        var lines = 0
        for cut in cuts + [n] {
            result.append(Part(range: start..<cut, lineOffset: lines))
            lines += newlines(in: UnsafeBufferPointer(rebasing: bytes[start..<cut]))
            start = cut
        }
        return result
    }

    /// Newline bytes in `bytes`, eight at a time: this runs over the whole stream before the
    /// parts can start, on one core.
    static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var i = 0
        let ones7F: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while i + 8 <= bytes.count {
            // Exact count of bytes equal to 0x0A: zero bytes of `x`, found without carries
            // between bytes, one high bit each.
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            let y = ~(((x & ones7F) &+ ones7F) | x | ones7F)
            // One bit per byte at most: add the bytes up with a multiply (the baseline x86-64
            // target has no popcount instruction, and the software one costs more).
            count += Int(((y >> 7) &* 0x0101_0101_0101_0101) >> 56)
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { count += 1 }
            i += 1
        }
        return count
    }

    private static func nextLineStart(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        if position == 0 { return 0 }
        var i = position
        // `position` is a line start if the byte before it is a newline.
        if bytes[i - 1] == UInt8(ascii: "\n") { return i }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { return i + 1 < bytes.count ? i + 1 : nil }
            i += 1
        }
        return nil
    }

    private static func isBreakOrBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func previousLineIsDirective(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int) -> Bool {
        guard lineStart >= 2 else { return false }
        var i = lineStart - 2
        while i > 0 && bytes[i] != UInt8(ascii: "\n") { i -= 1 }
        let first = bytes[i] == UInt8(ascii: "\n") ? i + 1 : i
        return first < lineStart && bytes[first] == UInt8(ascii: "%")
    }
}
