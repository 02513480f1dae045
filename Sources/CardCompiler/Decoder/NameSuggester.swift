/// Did-you-mean suggestions by edit distance.
enum NameSuggester {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    static func suggestion<C: Collection>(for name: String, among candidates: C) -> String? where C.Element == String {
        let lowered = Array(name.lowercased().unicodeScalars)
        guard lowered.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= 64 {
            let c = Array(candidate.lowercased().unicodeScalars)
            let d = distance(lowered, c)
            let limit = max(1, min(3, max(lowered.count, c.count) / 3))
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Names for a note, at most `limit` of them, so a huge spec cannot make a huge message.
    static func list(_ names: [String], limit: Int = 12) -> String {
        let shown = names.prefix(limit).map { $0.count > 64 ? String($0.prefix(64)) + "..." : $0 }
        return shown.joined(separator: ", ") + (names.count > limit ? ", and \(names.count - limit) more" : "")
    }

    /// Edit distance counting a swap of neighbours as one edit (optimal string alignment), so
    /// `opne` is one edit from `open`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
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
