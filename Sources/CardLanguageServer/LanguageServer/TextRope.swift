/// A document's text while one `didChange` message's edits are applied: a treap of chunks of at
/// most `2 * chunkSize` bytes, each node knowing its subtree's bytes, line breaks and UTF-16
/// units. Each edit's positions are relative to the text the previous edit left, so they are
/// resolved against this (always current) text: finding a line, a UTF-16 offset or a byte costs
/// O(log chunks) plus one chunk's scan, and the splice itself one chunk or a split and a merge.
/// A message of m edits with I inserted bytes on an n-byte text is then O(n + I + m·(chunk +
/// log n)), where re-encoding and re-indexing the whole text per edit was O(m·n): 20,000
/// one-character edits of a 1 MB document took 35 s.
///
/// Line breaks are `LineIndex`'s (LF, CRLF, lone CR). A chunk boundary never falls between the
/// CR and LF of a CRLF, so each chunk counts its own breaks.
///
/// Used only inside `TextDocument.apply` and flattened afterwards, so its reference-typed nodes
/// never escape.
package struct TextRope {
    /// Bytes a chunk is built with; an edit inside a chunk lets it grow to twice this.
    package static let chunkSize = 512

    private final class Node {
        var bytes: [UInt8]
        let priority: UInt64
        var left: Node?
        var right: Node?
        var ownBreaks = 0
        var ownUnits = 0
        var totalBytes = 0
        var totalBreaks = 0
        var totalUnits = 0

        init(_ bytes: [UInt8], priority: UInt64) {
            self.bytes = bytes
            self.priority = priority
            measure()
        }

        /// Recounts this chunk's breaks and UTF-16 units, then the subtree's sums.
        func measure() {
            var breaks = 0, units = 0
            let n = bytes.count
            var i = 0
            while i < n {
                let c = bytes[i]
                if c == 0x0A {
                    breaks += 1
                } else if c == 0x0D && (i + 1 == n || bytes[i + 1] != 0x0A) {
                    breaks += 1
                }
                if c & 0xC0 != 0x80 { units += c >= 0xF0 ? 2 : 1 }
                i += 1
            }
            ownBreaks = breaks
            ownUnits = units
            update()
        }

        func update() {
            totalBytes = bytes.count + (left?.totalBytes ?? 0) + (right?.totalBytes ?? 0)
            totalBreaks = ownBreaks + (left?.totalBreaks ?? 0) + (right?.totalBreaks ?? 0)
            totalUnits = ownUnits + (left?.totalUnits ?? 0) + (right?.totalUnits ?? 0)
        }
    }

    private var root: Node?
    private var seed: UInt64
    /// Bytes scanned or copied and nodes visited so far: what the tests bound (a count, not a time).
    package private(set) var work = 0

    package init(_ bytes: [UInt8]) {
        seed = UInt64.random(in: 1...UInt64.max)
        root = build(bytes)
    }

    /// The text's length in bytes.
    package var count: Int { root?.totalBytes ?? 0 }

    /// The whole text, in order.
    package mutating func flattened() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var stack: [Node] = []
        var t = root
        while t != nil || !stack.isEmpty {
            while let n = t {
                stack.append(n)
                t = n.left
            }
            let n = stack.removeLast()
            out.append(contentsOf: n.bytes)
            t = n.right
        }
        work += out.count
        return out
    }

    // MARK: Edits

    /// Replaces the text between two protocol positions (line, UTF-16 character; clamped as
    /// `TextDocument.offset(line:character:)` clamps) by `replacement`.
    package mutating func replace(from: (line: Int, character: Int), to: (line: Int, character: Int), with replacement: [UInt8]) {
        var a = offset(line: from.line, character: from.character)
        var b = offset(line: to.line, character: to.character)
        if b < a { swap(&a, &b) }
        work += replacement.count
        if !splice(root, a, b - a, replacement) {
            let (left, rest) = split(root, a)
            let (_, right) = split(rest, b - a)
            root = merge(merge(left, build(replacement)), right)
        }
        keepCRLFWhole(at: a)
        keepCRLFWhole(at: a + replacement.count)
    }

    /// An edit inside one chunk, done in place (the common case: typing); false when it spans
    /// chunks or would grow the chunk past twice `chunkSize`.
    private mutating func splice(_ t: Node?, _ k: Int, _ length: Int, _ replacement: [UInt8]) -> Bool {
        guard let t else { return false }
        work += 1
        let leftBytes = t.left?.totalBytes ?? 0
        let done: Bool
        if k < leftBytes {
            done = splice(t.left, k, length, replacement)
        } else if k - leftBytes <= t.bytes.count {
            let local = k - leftBytes
            guard local + length <= t.bytes.count, t.bytes.count - length + replacement.count <= 2 * Self.chunkSize else { return false }
            t.bytes.replaceSubrange(local..<local + length, with: replacement)
            work += t.bytes.count
            t.measure()
            return true
        } else {
            done = splice(t.right, k - leftBytes - t.bytes.count, length, replacement)
        }
        if done { t.update() }
        return done
    }

    /// When a CR ends one chunk and an LF begins the next at `p`, the two go into one node, so
    /// that each chunk's break count stays right.
    private mutating func keepCRLFWhole(at p: Int) {
        guard p > 0, p < count, let (node, local) = locate(p - 1), local == node.bytes.count - 1, node.bytes[local] == 0x0D,
              byte(at: p) == 0x0A else { return }
        let (left, rest) = split(root, p - 1)
        let (_, right) = split(rest, 2)
        root = merge(merge(left, Node([0x0D, 0x0A], priority: nextPriority())), right)
    }

    // MARK: Positions

    /// The byte offset of a protocol position: a character past the line's end is its end, a
    /// line past the last is the end of the text, a position inside a surrogate pair is the pair.
    package mutating func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard let start = lineStart(line) else { return count }
        var end = count
        if let next = lineStart(line + 1) {
            end = next - 1
            if byte(at: end) == 0x0A && end - 1 >= start && byte(at: end - 1) == 0x0D { end -= 1 }
        }
        let units = unitsBefore(start)
        // Positions come from JSON numbers below 9e15: the sum does not overflow.
        return min(offset(atUnits: units + character), end)
    }

    /// What a descent counts: bytes, UTF-16 units, or line breaks.
    private enum Measure {
        case bytes, units, breaks

        func own(_ n: Node) -> Int {
            switch self {
            case .bytes: return n.bytes.count
            case .units: return n.ownUnits
            case .breaks: return n.ownBreaks
            }
        }

        func total(_ n: Node?) -> Int {
            guard let n else { return 0 }
            switch self {
            case .bytes: return n.totalBytes
            case .units: return n.totalUnits
            case .breaks: return n.totalBreaks
            }
        }
    }

    /// The chunk that holds the 0-based `target`th byte, unit or break, with what comes before
    /// it: the one descent every position lookup makes.
    private struct Place {
        var node: Node
        /// `target` less what the chunks before this one hold.
        var within: Int
        /// Bytes and UTF-16 units of the chunks before this one.
        var bytesBefore: Int
        var unitsBefore: Int
    }

    /// Nil when `target` is not in the text (past its end, or negative).
    private mutating func descend(to target: Int, by measure: Measure) -> Place? {
        var rest = target, bytes = 0, units = 0
        var t = root
        while let n = t {
            work += 1
            let left = measure.total(n.left)
            if rest < left {
                t = n.left
                continue
            }
            rest -= left
            bytes += n.left?.totalBytes ?? 0
            units += n.left?.totalUnits ?? 0
            let own = measure.own(n)
            if rest < own { return Place(node: n, within: rest, bytesBefore: bytes, unitsBefore: units) }
            rest -= own
            bytes += n.bytes.count
            units += n.ownUnits
            t = n.right
        }
        return nil
    }

    /// Where 0-based line `line` begins; nil past the last line.
    private mutating func lineStart(_ line: Int) -> Int? {
        if line == 0 { return 0 }
        // The line begins after the text's `line`th break.
        guard let place = descend(to: line - 1, by: .breaks) else { return nil }
        let bytes = place.node.bytes
        var need = place.within + 1
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A || (c == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                need -= 1
                if need == 0 {
                    work += i
                    return place.bytesBefore + i + 1
                }
            }
            i += 1
        }
        return nil
    }

    /// UTF-16 units of the text before byte `offset`.
    private mutating func unitsBefore(_ offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        guard let place = descend(to: offset, by: .bytes) else { return root?.totalUnits ?? 0 }
        var units = place.unitsBefore
        for c in place.node.bytes[..<place.within] where c & 0xC0 != 0x80 { units += c >= 0xF0 ? 2 : 1 }
        work += place.within
        return units
    }

    /// The byte offset after the longest run of whole scalars from the start that is at most
    /// `target` UTF-16 units long.
    private mutating func offset(atUnits target: Int) -> Int {
        // A position before the text's start is its start.
        guard target > 0 else { return 0 }
        guard let place = descend(to: target, by: .units) else { return count }
        let bytes = place.node.bytes
        var i = 0, units = 0
        while i < bytes.count {
            let lead = bytes[i]
            let width = lead >= 0xF0 ? 2 : 1
            if units + width > place.within { break }
            units += width
            i += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        work += i
        return place.bytesBefore + min(i, bytes.count)
    }

    /// The node holding byte `offset` and the offset within its chunk.
    private mutating func locate(_ offset: Int) -> (Node, Int)? {
        descend(to: offset, by: .bytes).map { ($0.node, $0.within) }
    }

    private mutating func byte(at offset: Int) -> UInt8? {
        guard let (node, local) = locate(offset) else { return nil }
        return node.bytes[local]
    }

    // MARK: The treap

    private mutating func nextPriority() -> UInt64 {
        // xorshift64: priorities need only be independent of the text.
        seed ^= seed << 13
        seed ^= seed >> 7
        seed ^= seed << 17
        return seed
    }

    /// A treap of `bytes` in chunks of at most `chunkSize`, cut neither inside a UTF-8 sequence
    /// nor between CR and LF.
    private mutating func build(_ bytes: [UInt8]) -> Node? {
        var tree: Node?
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + Self.chunkSize)
            while end < bytes.count && end > start + 4 && (bytes[end] & 0xC0 == 0x80 || (bytes[end] == 0x0A && bytes[end - 1] == 0x0D)) {
                end -= 1
            }
            tree = merge(tree, Node(Array(bytes[start..<end]), priority: nextPriority()))
            work += end - start
            start = end
        }
        return tree
    }

    private mutating func merge(_ a: Node?, _ b: Node?) -> Node? {
        guard let a else { return b }
        guard let b else { return a }
        work += 1
        if a.priority > b.priority {
            a.right = merge(a.right, b)
            a.update()
            return a
        }
        b.left = merge(a, b.left)
        b.update()
        return b
    }

    /// The first `k` bytes and the rest; a chunk that straddles `k` is cut in two.
    private mutating func split(_ t: Node?, _ k: Int) -> (Node?, Node?) {
        guard let t else { return (nil, nil) }
        work += 1
        let leftBytes = t.left?.totalBytes ?? 0
        if k <= leftBytes {
            let (a, b) = split(t.left, k)
            t.left = b
            t.update()
            return (a, t)
        }
        if k >= leftBytes + t.bytes.count {
            let (a, b) = split(t.right, k - leftBytes - t.bytes.count)
            t.right = a
            t.update()
            return (t, b)
        }
        let cut = k - leftBytes
        let tail = Node(Array(t.bytes[cut...]), priority: nextPriority())
        work += t.bytes.count
        t.bytes.removeSubrange(cut...)
        let right = t.right
        t.right = nil
        t.measure()
        return (t, merge(tail, right))
    }
}
