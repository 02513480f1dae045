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
    /// Each name's first eight UTF-8 bytes, the first in the lowest byte, zero past its end;
    /// empty for names made `unindexed`, which are compared as Strings.
    @usableFromInline let heads: [UInt64]
    /// Each name's UTF-8 length and where its bytes start in `bytes`.
    @usableFromInline let lengths: [Int]
    @usableFromInline let starts: [Int]
    /// Every name's UTF-8 bytes, one after another.
    @usableFromInline let bytes: [UInt8]

    /// A class, so that the mappings' `Fields` holding it retain one reference, not four arrays.
    public init(_ names: [String]) {
        self.names = names
        var heads: [UInt64] = [], lengths: [Int] = [], starts: [Int] = [], bytes: [UInt8] = []
        for name in names {
            let utf8 = Array(name.utf8)
            var head: UInt64 = 0
            for (k, byte) in utf8.prefix(8).enumerated() { head |= UInt64(byte) << UInt64(8 * k) }
            heads.append(head)
            lengths.append(utf8.count)
            starts.append(bytes.count)
            bytes += utf8
        }
        (self.heads, self.lengths, self.starts, self.bytes) = (heads, lengths, starts, bytes)
    }

    /// Names made for one mapping only (a model's fields): not packed, since packing them would
    /// cost more than the String comparisons it saves.
    public init(unindexed names: [String]) {
        self.names = names
        (heads, lengths, starts, bytes) = ([], [], [], [])
    }

    @inlinable var isIndexed: Bool { heads.count == names.count }

    @inlinable public var count: Int { names.count }

    @inlinable public subscript(i: Int) -> String { names[i] }

    /// Index of the name whose bytes are `text` (of `head`, its first eight bytes packed as
    /// `heads` are), searching from `hint` round to it: specs mostly write keys in the order the
    /// format lists them, so the search usually ends at once. Names are distinct, so where it
    /// starts does not change the answer.
    @inlinable func firstIndex(of text: UnsafeRawBufferPointer, head: UInt64, from hint: Int) -> Int? {
        let count = heads.count
        guard count > 0 else { return nil }
        var i = hint < count && hint > 0 ? hint : 0
        for _ in 0..<count {
            if heads[i] == head && lengths[i] == text.count && (text.count <= 8 || tailEquals(i, text)) { return i }
            i = i + 1 == count ? 0 : i + 1
        }
        return nil
    }

    /// Whether name `i`'s bytes past the eighth are `text`'s (of the same length, over 8).
    @usableFromInline func tailEquals(_ i: Int, _ text: UnsafeRawBufferPointer) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress, let other = text.baseAddress else { return false }
            return memcmp(base + starts[i] + 8, other + 8, text.count - 8) == 0
        }
    }
}
