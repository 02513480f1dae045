import CardSupport

/// The two machine-read lines of a generated file's header: which spec it came from, and a
/// digest of what cardc wrote. With them `generate` tells a file whose spec is gone (an orphan)
/// from one of a spec it was not given, and a file edited by hand from one whose spec changed.
///
/// - `// cardc-spec: PATH`: the spec's path relative to the output folder (both with links
///   resolved when written), percent-encoded byte by byte (RFC 3986 unreserved characters and
///   `/` kept), so a name with a line break or any other byte reads back exactly and cannot end
///   the comment. Only one-card files have it (`--output-file` names no single spec).
/// - `// cardc-digest: fnv1a64-HEX`: FNV-1a (64 bits) of the whole file with this line cut to
///   `// cardc-digest:`. Not a security measure (anyone can regenerate a file): it only
///   notices an edit.
public struct GeneratedFileSeal: Sendable, Equatable {
    public static let specPrefix = "// cardc-spec: "
    public static let digestPrefix = "// cardc-digest:"
    static let algorithm = "fnv1a64-"
    /// Header lines are read from the first this many bytes.
    public static let headerLimit = 4096

    /// The spec reference as written (still percent-encoded), when the file has one.
    public var specReference: String?
    /// The digest the file records, when it has one.
    public var digest: String?
    /// The digest of the file's bytes as they are.
    public var actualDigest: String?

    /// What the file records and whether its bytes still match it.
    public enum State: Sendable, Equatable {
        /// No digest line: written by an older cardc.
        case unsealed
        /// The bytes are what cardc wrote.
        case intact
        /// The bytes differ from what cardc wrote: edited by hand.
        case edited
    }

    public var state: State {
        guard let digest else { return .unsealed }
        return digest == actualDigest ? .intact : .edited
    }

    /// Reads the seal of a file's `bytes` (its header is its leading `//` lines).
    public init(reading bytes: [UInt8]) {
        let digestPrefix = Array(Self.digestPrefix.utf8)
        let specPrefix = Array(Self.specPrefix.utf8)
        var start = 0
        var digestValue: Range<Int>?
        while start < bytes.count, start < Self.headerLimit {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[start..<end]
            guard line.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { break }
            if digestValue == nil, line.starts(with: digestPrefix) {
                digestValue = (start + digestPrefix.count)..<end
                let value = bytes[(start + digestPrefix.count)..<end]
                digest = String(decoding: value.first == UInt8(ascii: " ") ? value.dropFirst() : value, as: UTF8.self)
            } else if specReference == nil, line.starts(with: specPrefix) {
                specReference = String(decoding: bytes[(start + specPrefix.count)..<end], as: UTF8.self)
            }
            start = end + 1
        }
        if let digestValue {
            var hash = Self.offsetBasis
            Self.mix(bytes[..<digestValue.lowerBound], into: &hash)
            Self.mix(bytes[digestValue.upperBound...], into: &hash)
            actualDigest = Self.render(hash)
        }
    }

    /// `contents` (a rendered file whose header holds the line `// cardc-digest:`, no value)
    /// with the digest filled in.
    public static func sealed(_ contents: String) -> String {
        let bytes = Array(contents.utf8)
        let line = Array(("\n" + digestPrefix + "\n").utf8)
        // The header is at the start: look no further than it.
        let last = min(bytes.count, headerLimit) - line.count
        guard last >= 0, let at = (0...last).first(where: { bytes[$0..<($0 + line.count)].elementsEqual(line) }) else { return contents }
        var hash = offsetBasis
        mix(bytes, into: &hash)
        let end = at + line.count - 1
        return String(decoding: bytes[..<end] + Array((" " + render(hash)).utf8) + bytes[end...], as: UTF8.self)
    }

    /// `path` (relative, as `FileName` holds it) percent-encoded for the spec line.
    public static func encode(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in FileName.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path a spec line holds, or nil when it is not one `encode` writes (a hand edit).
    public static func decode(_ reference: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(reference.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else if byte <= 0x20 || byte >= 0x7F {
                return nil
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.isEmpty, !bytes.contains(0) else { return nil }
        return bytes.withUnsafeBufferPointer { FileName.string(fromBytes: $0) }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func mix<Bytes: Sequence>(_ bytes: Bytes, into hash: inout UInt64) where Bytes.Element == UInt8 {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }

    private static func render(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return algorithm + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
