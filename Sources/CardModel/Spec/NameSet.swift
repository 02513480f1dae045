#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed set of names, asked about every card, model and field name of every document. A
/// first test turns most names away without hashing: a table of which lengths occur for each
/// first byte. A name that passes it is looked up in an open-addressing table of the names'
/// bytes under an FNV-1a hash: `Set<String>` hashed each name with SipHash and built its table
/// name by name, together about 3,000 instructions a document and 3.7 M once per run for the
/// thousand reserved type names (docs/performance.md, issue 37).
/// A class: every set is a global `let`, and a struct of four arrays was copied for each
/// lookup, four retains and four releases a name (as many instructions as the lookup).
package final class NameSet: Sendable {
    /// Every name's UTF-8 bytes, one after another; `starts[i]..<starts[i + 1]` is name `i`.
    private let bytes: [UInt8]
    private let starts: [Int32]
    /// Name index + 1 in each slot (0: empty); a power of two at least twice the names.
    private let slots: [Int32]
    /// For each first byte below 128: bit `n` set when some name of `n` bytes (n < 64) starts with it.
    private let lengthsByFirstByte: [UInt64]
    /// A second test for names the first lets through (the thousand reserved type names leave
    /// few first bytes and lengths out): bit `filterKey(name) & filterMask` set for each name,
    /// at least eight bits a name, so that most other names find theirs clear without hashing
    /// every byte.
    private let filter: [UInt64]
    private let filterMask: Int

    package convenience init(_ names: [String]) {
        self.init(lists: [names])
    }

    /// The names of several lists, read where they are: joining the lists of reserved type
    /// names into one array first (`+`) cost 1.4 M instructions a run (docs/performance.md).
    package init(lists: [[String]]) {
        var total = 0
        for names in lists { total += names.count }
        var size = 8
        while size < 2 * total { size *= 2 }
        var bytes: [UInt8]
        var starts: [Int32] = [0]
        starts.reserveCapacity(total + 1)
        var slots = [Int32](repeating: 0, count: size)
        var table = [UInt64](repeating: 0, count: 128)
        var bits = 512
        while bits < 8 * total { bits *= 2 }
        var filter = [UInt64](repeating: 0, count: bits / 64)
        // Each name's bytes go straight into `bytes`, room for all of them made first: an
        // array per name cost more than the rest, and so did appending each name's UTF-8 view
        // byte by byte and comparing slices generically (the reserved type names are over
        // three thousand, made once a run).
        var used = 0
        for names in lists {
            for name in names { used += name.utf8.count }
        }
        bytes = [UInt8](repeating: 0, count: used)
        used = 0
        bytes.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            for names in lists {
            for var name in names {
                name.makeContiguousUTF8()
                let start = used
                // Contiguous after `makeContiguousUTF8`; the loop is for form's sake.
                let count = name.utf8.withContiguousStorageIfAvailable { utf8 -> Int in
                    if let source = utf8.baseAddress { (base + start).update(from: source, count: utf8.count) }
                    return utf8.count
                } ?? {
                    var k = start
                    for byte in name.utf8 { base[k] = byte; k += 1 }
                    return k - start
                }()
                let new = UnsafeBufferPointer(start: base + start, count: count)
                var slot = Self.hash(new) & (size - 1)
                var repeated = false
                while slots[slot] != 0 {
                    let other = Int(slots[slot])
                    let otherStart = Int(starts[other - 1]), otherCount = Int(starts[other]) - otherStart
                    if otherCount == count && (count == 0 || memcmp(base + otherStart, base + start, count) == 0) {
                        repeated = true
                        break
                    }
                    slot = (slot + 1) & (size - 1)
                }
                if repeated { continue }
                used += count
                if count > 0, count < 64, base[start] < 128 { table[Int(base[start])] |= 1 << UInt64(count) }
                let bit = Self.filterKey(new) & (bits - 1)
                filter[bit >> 6] |= 1 << UInt64(bit & 63)
                starts.append(Int32(used))
                slots[slot] = Int32(starts.count - 1)
            }
            }
        }
        bytes.removeSubrange(used...)
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
        lengthsByFirstByte = table
        self.filter = filter
        filterMask = bits - 1
    }

    /// A few bytes of the name (the first two and last two) and its length, mixed: cheaper
    /// than hashing every byte, and enough to tell most names apart.
    @inline(__always)
    private static func filterKey(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let n = name.count
        guard n > 0 else { return 0 }
        var k = UInt32(name[0]) | UInt32(name[n > 1 ? 1 : 0]) << 8 | UInt32(name[n - 1]) << 16 | UInt32(name[n > 1 ? n - 2 : 0]) << 24
        k ^= UInt32(truncatingIfNeeded: n) &* 0x9E37_79B9
        k = k &* 0x85EB_CA6B
        k ^= k >> 15
        k = k &* 0xC2B2_AE35
        return Int(k >> 16)
    }

    @inline(__always)
    private static func hash<C: Collection>(_ utf8: C) -> Int where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    package func contains(_ name: String) -> Bool {
        let utf8 = name.utf8
        if let first = utf8.first, first < 128, utf8.count < 64, lengthsByFirstByte[Int(first)] & (1 << UInt64(utf8.count)) == 0 {
            return false
        }
        if let found = utf8.withContiguousStorageIfAvailable({ find($0) }) { return found }
        return Array(utf8).withUnsafeBufferPointer { find($0) }
    }

    /// The same test on a name's UTF-8 bytes: the decoder asks it of names it has not made
    /// Strings of.
    package func contains(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = name.first, first < 128, name.count < 64, lengthsByFirstByte[Int(first)] & (1 << UInt64(name.count)) == 0 {
            return false
        }
        return find(name)
    }

    private func find(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let bit = Self.filterKey(name) & filterMask
        if filter[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        return bytes.withUnsafeBufferPointer { all in
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return false }
                let start = Int(starts[entry - 1]), end = Int(starts[entry])
                if end - start == name.count {
                    var i = 0
                    while i < name.count && all[start + i] == name[i] { i += 1 }
                    if i == name.count { return true }
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
