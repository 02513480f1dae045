/// Splits a large UTF-8 YAML stream into parts that each hold whole documents, at lines that
/// start with the document marker `---`, so that the parts can be read on separate cores.
/// A document marker at the start of a line always begins a new document, so each part reads
/// as the same documents would in the whole stream. Not split: UTF-16 input, and a marker
/// preceded by a directive line (`%YAML`), which belongs with it.
package enum StreamSplitter {
    /// Smaller inputs are read whole: splitting would cost more than it saves.
    package static let minimumSize = 256 << 10

    package struct Part: Sendable {
        package var range: Range<Int>
        /// Line breaks (`LineIndex`'s rule) before the part's first byte.
        package var lineOffset: Int
    }

    package static func split(_ bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Part] {
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

    /// Line breaks in `bytes` as `LineIndex` counts them (LF, CRLF, lone CR; libyaml counts the
    /// same), sixteen bytes at a time: this runs over the whole stream before the parts can
    /// start, on one core (the 8 MB benchmark stream: 0.4 ms, against 1.1-1.4 ms eight bytes
    /// at a time). CRs are counted alongside; only a stream that has any is looked at again
    /// for CRLF pairs, which are one break.
    package static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let newline = SIMD16<UInt8>(repeating: UInt8(ascii: "\n")), cr = SIMD16<UInt8>(repeating: UInt8(ascii: "\r"))
        let one = SIMD16<UInt8>(repeating: 1)
        var count = 0, crs = 0
        var i = 0
        while i + 16 <= bytes.count {
            // A byte counter per lane, summed before it could pass 255.
            var lanes = SIMD16<UInt8>(repeating: 0), crLanes = SIMD16<UInt8>(repeating: 0)
            let stop = min(bytes.count - 15, i + 16 * 255)
            while i < stop {
                let block = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                lanes &+= one.replacing(with: 0, where: block .!= newline)
                crLanes &+= one.replacing(with: 0, where: block .!= cr)
                i += 16
            }
            count += lanes.indices.reduce(0) { $0 + Int(lanes[$1]) }
            crs += crLanes.indices.reduce(0) { $0 + Int(crLanes[$1]) }
        }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { count += 1 }
            if bytes[i] == UInt8(ascii: "\r") { crs += 1 }
            i += 1
        }
        guard crs > 0 else { return count }
        var pairs = 0
        i = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "\r") && bytes[i + 1] == UInt8(ascii: "\n") { pairs += 1 }
            i += 1
        }
        return count + crs - pairs
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
