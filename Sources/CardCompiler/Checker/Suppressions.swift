#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Inline suppression comments in a spec: `# cardc:disable-next-line RULE...` silences those
/// checker rules (all of them with no list) on the next line; `# cardc:disable-line RULE...`
/// on its own line.
public struct Suppressions: Sendable {
    /// Per line: the suppressed rules, or nil for all.
    private var byLine: [Int: Set<String>?] = [:]

    public init() {}

    public init<Bytes: RandomAccessCollection>(source bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        let needle = Array("cardc:disable-".utf8)
        // Most files have none; avoid splitting lines unless the marker occurs.
        guard Self.contains(bytes, needle) else { return }
        var line = 1
        var start: Int
        let end = bytes.endIndex
        start = bytes.startIndex
        for i in bytes.startIndex...end where i == end || bytes[i] == UInt8(ascii: "\n") {
            let text = Substring(String(decoding: bytes[start..<i], as: UTF8.self))
            // The marker must follow a `#` and spaces; a `#` earlier on the line (say, in a
            // quoted color) does not hide it.
            if let at = Self.markerStart(in: text) {
                let comment = text[at...]
                for (marker, offset) in [("cardc:disable-next-line", 1), ("cardc:disable-line", 0)] where comment.hasPrefix(marker) {
                    let list = comment.dropFirst(marker.count)
                        .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" })
                        .map(String.init)
                    add(line: line + offset, rules: list.isEmpty ? nil : Set(list))
                }
            }
            line += 1
            start = i + 1
        }
    }

    /// Where `cardc:disable-` starts on a line, if a `#` and only spaces come before it.
    private static func markerStart(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let hash = text[index...].firstIndex(of: "#") {
            let after = text[text.index(after: hash)...].drop { $0 == " " }
            if after.hasPrefix("cardc:disable-") { return after.startIndex }
            index = text.index(after: hash)
        }
        return nil
    }

    private mutating func add(line: Int, rules: Set<String>?) {
        if let existing = byLine[line] {
            if let existing, let rules { byLine[line] = existing.union(rules) } else { byLine[line] = .some(nil) }
        } else {
            byLine[line] = rules
        }
    }

    public func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
        guard let entry = byLine[diagnostic.location.line] else { return false }
        guard let rules = entry else { return true }
        return rules.contains(diagnostic.rule.rawValue)
    }

    public var isEmpty: Bool { byLine.isEmpty }

    static func contains<Bytes: RandomAccessCollection>(_ haystack: Bytes, _ needle: [UInt8]) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        // Every file is scanned: use the C library's search on contiguous bytes.
        if let found = haystack.withContiguousStorageIfAvailable({ buffer -> Bool in
            guard let base = buffer.baseAddress, let first = needle.first, buffer.count >= needle.count else { return false }
            // memchr finds each candidate first byte at C speed; only those are compared.
            var offset = 0
            let last = buffer.count - needle.count
            return needle.withUnsafeBufferPointer { wanted in
                while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, wanted.baseAddress!, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }) {
            return found
        }
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var i = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while i <= last {
            if haystack[i] == first && haystack[i..<i + needle.count].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
