#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapping's known key names, made once (decoders hold them in `static let`s), with each
/// name's length and first eight bytes packed into integers: matching a key read from YAML
/// against them (`YAMLTree.firstIndex(of:in:from:)`, asked of every key of every mapping) is
/// an integer comparison, and a byte comparison past the eighth byte, rather than a String
/// comparison that copied each small name out of its String first (docs/performance.md,
/// issue 37's third round).
public final class KeyNames: Sendable {
    public let names: [String]
    /// Each name's first eight UTF-8 bytes (the first in the lowest byte, zero past its end),
    /// its length and where its bytes start in `bytes`, side by side: a match reads one
    /// entry. Empty for names made `unindexed`, which are compared as Strings.
    @usableFromInline let entries: [Entry]
    /// Every name's UTF-8 bytes, one after another.
    @usableFromInline let bytes: [UInt8]
    /// Whether the names are packed (not made `unindexed`): asked at every key.
    @usableFromInline let isIndexed: Bool

    @usableFromInline struct Entry: Sendable {
        @usableFromInline let head: UInt64
        @usableFromInline let length: Int
        @usableFromInline let start: Int
    }

    /// A class, so that each mapping's `KeyScan` holding it retains one reference, not four arrays.
    public init(_ names: [String]) {
        self.names = names
        var entries: [Entry] = [], bytes: [UInt8] = []
        for name in names {
            let utf8 = Array(name.utf8)
            var head: UInt64 = 0
            for (k, byte) in utf8.prefix(8).enumerated() { head |= UInt64(byte) << UInt64(8 * k) }
            entries.append(Entry(head: head, length: utf8.count, start: bytes.count))
            bytes += utf8
        }
        (self.entries, self.bytes) = (entries, bytes)
        isIndexed = true
    }

    /// Names made for one mapping only (a model's fields): not packed, since packing them would
    /// cost more than the String comparisons it saves.
    public init(unindexed names: [String]) {
        self.names = names
        (entries, bytes) = ([], [])
        isIndexed = names.isEmpty
    }


    @inlinable public var count: Int { names.count }

    @inlinable public subscript(i: Int) -> String { names[i] }

    /// Index of the name whose bytes are `text` (of `head`, its first eight bytes packed as
    /// `Entry.head` is), searching from `hint` round to it: specs mostly write keys in the order the
    /// format lists them, so the search usually ends at once. Names are distinct, so where it
    /// starts does not change the answer.
    @inlinable func firstIndex(of text: UnsafeRawBufferPointer, head: UInt64, from hint: Int) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            let count = entries.count
            guard count > 0 else { return nil }
            var i = hint < count && hint > 0 ? hint : 0
            for _ in 0..<count {
                let entry = entries[i]
                if entry.head == head && entry.length == text.count && (text.count <= 8 || tailEquals(entry, text)) { return i }
                i = i &+ 1 == count ? 0 : i &+ 1
            }
            return nil
        }
    }

    /// Whether a name's bytes past the eighth are `text`'s (of the same length, over 8).
    @usableFromInline func tailEquals(_ entry: Entry, _ text: UnsafeRawBufferPointer) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress, let other = text.baseAddress else { return false }
            return memcmp(base + entry.start + 8, other + 8, text.count - 8) == 0
        }
    }
}
