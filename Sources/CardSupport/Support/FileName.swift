#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes; cardc's paths are Strings. A name that is not valid UTF-8 keeps each
/// byte outside a valid sequence as the scalar U+10FF00 + byte (0x80...0xFF: a private-use code
/// point of plane 16 that no real name uses), so the String turns back into exactly the bytes
/// the walk found wherever a path meets the system (`withCString`), and reporters show such a
/// byte as `\xHH` (`display`). Valid UTF-8, which is nearly every name, passes through as is.
package enum FileName {
    package static let escapeBase: UInt32 = 0x10FF00

    /// The String for a name's bytes.
    package static func string(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    scalars.append(Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}")
                }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return String(scalars)
    }

    /// Whether `path` holds an escaped byte (rare: only names that are not UTF-8).
    package static func hasEscapedBytes(_ path: String) -> Bool {
        // Escaped bytes are 4-byte sequences starting F4 8F: the C library looks for F4 first
        // (every file read asks, and a generic `contains` on the UTF-8 view showed in profiles).
        let mayHave = path.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0xF4, buffer.count) != nil
        } ?? path.utf8.contains(0xF4)
        return mayHave && path.unicodeScalars.contains { isEscaped($0) }
    }

    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
    }

    /// The bytes the system knows `path` by.
    package static func bytes(_ path: String) -> [UInt8] {
        guard hasEscapedBytes(path) else { return Array(path.utf8) }
        var out: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isEscaped(scalar) {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with `path` as the system knows it.
    package static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard hasEscapedBytes(path) else { return try path.withCString(body) }
        var bytes = self.bytes(path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `path` for people, on one line of a terminal: each escaped byte as `\xHH`, line breaks,
    /// controls and bidirectional overrides as `\u{…}` (`VisibleText.line`): a folder named
    /// with a line break must not start a line of cardc's output, nor pass for another name.
    package static func display(_ path: String) -> String {
        VisibleText.line(path, breaksAsSpaces: false)
    }

    /// `path` with each escaped byte as `\xHH` and nothing else changed: for report formats that
    /// encode the rest themselves (GitHub's `file=` property, Checkstyle's XML attribute), where
    /// a line break must stay one so that the name is the file's.
    package static func withBytesShown(_ path: String) -> String {
        guard hasEscapedBytes(path) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            if isEscaped(scalar) {
                out += "\\x" + String(scalar.value - escapeBase, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
