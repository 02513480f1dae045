/// Did-you-mean suggestions by edit distance.
package enum NameSuggester {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    package static func suggestion<C: Collection>(for name: String, among candidates: C) -> String? where C.Element == String {
        // An ASCII name's length is its byte count, lowercased or not: candidates are turned
        // away by length before the name is lowercased, which allocates (a spec's unknown keys
        // each ask, and a missing key asks of every unknown key).
        let asciiLength = name.utf8.count <= 64 && name.utf8.allSatisfy { $0 < 0x80 } ? name.utf8.count : nil
        var loweredName: [Unicode.Scalar]?
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= 64 {
            // The distance is at least the difference in length, so most candidates are turned
            // away by length alone: every unknown key of a spec asks, against every known key.
            let isASCII = candidate.utf8.allSatisfy { $0 < 0x80 }
            if isASCII, let length = asciiLength {
                let count = candidate.utf8.count
                if abs(count - length) > max(1, min(3, max(length, count) / 3)) { continue }
            }
            let lowered: [Unicode.Scalar]
            if let made = loweredName {
                lowered = made
            } else {
                lowered = Array(name.lowercased().unicodeScalars)
                loweredName = lowered
            }
            guard lowered.count <= 64 else { return nil }
            if isASCII {
                let count = candidate.utf8.count
                if abs(count - lowered.count) > max(1, min(3, max(lowered.count, count) / 3)) { continue }
            }
            let c = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, min(3, max(lowered.count, c.count) / 3))
            if abs(c.count - lowered.count) > limit { continue }
            let d = distance(lowered, c)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Names for a note, at most `limit` of them, so a huge spec cannot make a huge message.
    package static func list(_ names: [String], limit: Int = 12) -> String {
        // (A name of at most 64 bytes has at most 64 characters: counting those is slower.)
        let shown = names.prefix(limit).map { $0.utf8.count > 64 && $0.count > 64 ? String($0.prefix(64)) + "..." : $0 }
        return shown.joined(separator: ", ") + (names.count > limit ? ", and \(names.count - limit) more" : "")
    }

    /// Choices as one sentence a person reads: `a`, `a or b`, `a, b or c`; past `limit` names,
    /// `a, b, … l or 3 more`, so a huge spec cannot make a huge message. Every list of choices
    /// cardc prints (`one of …`) is made here, so all read alike.
    package static func sentence(_ names: [String], conjunction: String = "or", limit: Int = 12) -> String {
        let shown = names.prefix(limit).map { $0.utf8.count > 64 && $0.count > 64 ? String($0.prefix(64)) + "..." : $0 }
        let rest = names.count - shown.count
        let words = rest > 0 ? shown + ["\(rest) more"] : Array(shown)
        guard let last = words.last else { return "none" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `one of a, b or c`; `a` when there is one choice, `none` when there is none.
    package static func oneOf(_ names: [String], limit: Int = 12) -> String {
        names.count > 1 ? "one of " + sentence(names, limit: limit) : sentence(names, limit: limit)
    }

    /// Edit distance counting a swap of neighbours as one edit (optimal string alignment), so
    /// `opne` is one edit from `open`.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the table in one temporary allocation (on the stack for names of the
        // lengths suggestions are made for), rather than three arrays per candidate.
        let n = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n) { rows -> Int in
            guard var beforePrevious = rows.baseAddress else { return max(a.count, b.count) }
            var previous = beforePrevious + n, current = previous + n
            for j in 0..<n {
                beforePrevious[j] = 0
                previous[j] = j
            }
            for i in 1...a.count {
                current[0] = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        current[j] = min(current[j], beforePrevious[j - 2] + 1)
                    }
                }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return previous[b.count]
        }
    }
}
