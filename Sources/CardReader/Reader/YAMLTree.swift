#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every document of one YAML stream, stored flat: nodes in one array, child references in
/// another, so reading a file costs a handful of allocations rather than one per node.
/// The decoder reads it through the small accessors below in its hot loop, from another module
/// (CardDecoder); they are `@inlinable` so that the optimizer still sees through them there.
public struct YAMLTree: Sendable {
    public internal(set) var nodes: [YAMLNode] = []
    @usableFromInline package var children: [NodeID] = []
    /// Every scalar's UTF-8 text, one after another (`YAMLNode.textStart`, `textLength`). Strings
    /// are made only for the values a decoder keeps; keys and numbers are read as bytes. The
    /// first `bytesUsed` bytes hold text; the rest is room, so that adding a scalar is a copy
    /// rather than an array append.
    @usableFromInline package var bytes: [UInt8] = []
    package var bytesUsed = 0

    /// Adds a scalar's text and returns where it starts. Inlined into the reader's scalar event,
    /// where a call cost more than the copy: most scalars are a few bytes.
    @inline(__always)
    package mutating func appendText(_ text: UnsafePointer<UInt8>, count: Int) -> Int {
        let start = bytesUsed
        if _slowPath(count > bytes.count - start) { makeRoom(count) }
        bytes.withUnsafeMutableBufferPointer { room in
            // In bounds: `start + count <= room.count` (checked above). The text is libyaml's
            // own copy, never inside `bytes`: a plain copy, without `update`'s overlap check.
            guard let base = room.baseAddress else { return }
            UnsafeMutableRawPointer(base + start).copyMemory(from: text, byteCount: count)
        }
        bytesUsed = start + count
        return start
    }

    /// Grows `bytes` so that `count` more bytes fit after `bytesUsed`.
    @inline(never) mutating func makeRoom(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, count, 256)))
    }
    /// Tags written in the input, by `YAMLNode.tagIndex` (rare, so kept apart from the nodes).
    @usableFromInline package var tags: [String] = []
    /// The root node of each complete document, in stream order.
    public internal(set) var documents: [NodeID] = []
    /// When reading stopped inside a document (a syntax error, a limit): that document's root,
    /// what was read of it, its open collections closed where reading stopped. Never decoded
    /// (it is not in `documents`); the language server and `--fix` read it, from a whole read.
    public internal(set) var partialDocument: NodeID?
    /// Bytes from this offset on were not read through (reading stopped at an error or a
    /// limit, or libyaml had scanned ahead of the last node it gave): nothing is known of them.
    /// The input's count when the stream was read to its end. Set by a whole read.
    public internal(set) var readableEnd = 0

    public init() {}

    @inlinable public subscript(id: NodeID) -> YAMLNode {
        nodes[Int(id.index)]
    }

    /// A scalar's text; "" for collections.
    @inlinable public func value(_ id: NodeID) -> String {
        withText(id) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with a scalar's UTF-8 text (empty for collections).
    @inlinable package func withText<R>(_ id: NodeID, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[Int(id.index)]
        return bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[node.textStart..<node.textStart + node.textLength]))
        }
    }

    /// The length in bytes of a scalar's text (0 for collections).
    @inlinable package func textLength(_ id: NodeID) -> Int {
        nodes[Int(id.index)].textLength
    }

    /// The last byte of a scalar's text, if it has one.
    @inlinable package func lastByte(_ id: NodeID) -> UInt8? {
        let node = nodes[Int(id.index)]
        return node.textLength > 0 ? bytes[node.textStart + node.textLength - 1] : nil
    }

    /// The resolved tag when the input wrote one (`!!str` arrives as `tag:yaml.org,2002:str`).
    @inlinable public func tag(_ id: NodeID) -> String? {
        let index = nodes[Int(id.index)].tagIndex
        return index < 0 ? nil : tags[Int(index)]
    }

    /// Whether the node is a scalar with exactly this text, compared as bytes without making a
    /// String: key lookups ask this of every key, mostly about names of other lengths, which
    /// the inlined length check turns away.
    @inlinable package func isScalar(_ id: NodeID, withText text: String) -> Bool {
        let node = nodes[Int(id.index)]
        guard node.kind == .scalar, node.textLength == text.utf8.count else { return false }
        return textEquals(node, text)
    }

    /// Index of the first of `names` that is this scalar's text. The search starts at `hint`
    /// and wraps around: specs mostly write keys in the order the format lists them, so a
    /// caller passing the index after its previous match usually finds the key at once.
    /// (Names are distinct, so where the search starts does not change the answer.)
    @inlinable package func firstIndex(of id: NodeID, in names: [String], from hint: Int = 0) -> Int? {
        let node = nodes[Int(id.index)]
        guard node.kind == .scalar else { return nil }
        let count = names.count
        guard count > 0 else { return nil }
        var i = hint < count && hint > 0 ? hint : 0
        for _ in 0..<count {
            let name = names[i]
            if name.utf8.count == node.textLength && textEquals(node, name) { return i }
            i = i + 1 == count ? 0 : i + 1
        }
        return nil
    }

    /// Index of the name in `names` that is this scalar's text (`KeyNames.firstIndex`).
    @inlinable package func firstIndex(of id: NodeID, in names: KeyNames, from hint: Int = 0) -> Int? {
        guard names.isIndexed else { return firstIndex(of: id, in: names.names, from: hint) }
        let node = nodes[Int(id.index)]
        guard node.kind == .scalar else { return nil }
        let start = node.textStart, length = node.textLength
        return bytes.withUnsafeBytes { all -> Int? in
            guard let base = all.baseAddress, start + length <= all.count else { return nil }
            // The text's first eight bytes, packed as `KeyNames.Entry.head` is: one unaligned load
            // where the storage has eight bytes from its start (its room past the text is
            // never read as text: the mask drops it), byte by byte at the storage's very end.
            var head: UInt64 = 0
            if start + 8 <= all.count {
                head = UInt64(littleEndian: (base + start).loadUnaligned(as: UInt64.self))
                if length < 8 { head &= (1 &<< UInt64(8 &* length)) &- 1 }
            } else {
                for k in 0..<min(length, 8) { head |= UInt64(all[start + k]) << UInt64(8 * k) }
            }
            return names.firstIndex(of: UnsafeRawBufferPointer(start: base + start, count: length), head: head, from: hint)
        }
    }

    @inlinable package func textEquals(_ node: YAMLNode, _ text: String) -> Bool {
        let start = node.textStart, count = node.textLength
        return bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return count == 0 }
            if let equal = text.utf8.withContiguousStorageIfAvailable({ other in
                count == 0 || memcmp(base + start, other.baseAddress!, count) == 0
            }) {
                return equal
            }
            var i = start
            for byte in text.utf8 {
                if all[i] != byte { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether the `i`th key of a mapping repeats an earlier key (the reader reported it, and
    /// the first is the one used).
    @inlinable package func isRepeatedKey(_ mapping: NodeID, _ i: Int) -> Bool {
        self[pair(mapping, i).key].repeatsEarlierKey
    }

    /// Whether two scalars have the same text.
    @inlinable package func sameText(_ a: NodeID, _ b: NodeID) -> Bool {
        let x = nodes[Int(a.index)], y = nodes[Int(b.index)]
        guard x.textLength == y.textLength else { return false }
        if x.textStart == y.textStart || x.textLength == 0 { return true }
        return bytes.withUnsafeBufferPointer { all in
            memcmp(all.baseAddress! + x.textStart, all.baseAddress! + y.textStart, x.textLength) == 0
        }
    }

    /// A plain-scalar null (`~`, `null`, `Null`, `NULL` or nothing), read from the bytes.
    @inlinable package func isNullText(_ id: NodeID) -> Bool {
        withText(id) { ScalarResolution.isNull(bytes: $0) }
    }

    /// The items of a sequence (empty for other kinds).
    @inlinable public func items(_ id: NodeID) -> ArraySlice<NodeID> {
        let node = self[id]
        guard node.kind == .sequence else { return [] }
        return children[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    /// Number of key/value pairs of a mapping (0 for other kinds).
    @inlinable public func pairCount(_ id: NodeID) -> Int {
        let node = self[id]
        return node.kind == .mapping ? Int(node.childCount) / 2 : 0
    }

    /// Key, value, key, value... of a mapping (empty for other kinds).
    @inlinable public func pairs(_ id: NodeID) -> ArraySlice<NodeID> {
        let node = self[id]
        guard node.kind == .mapping else { return [] }
        return children[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    /// The `i`th key/value pair of a mapping.
    @inlinable public func pair(_ id: NodeID, _ i: Int) -> (key: NodeID, value: NodeID) {
        let start = Int(self[id].childStart) + 2 * i
        return (children[start], children[start + 1])
    }
}
