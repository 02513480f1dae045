#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a card spec's file is named: the one place its suffixes are written, for the folder walk
/// (`InputDiscovery`) and the language server (`DocumentAnalysis`).
package enum SpecFileName {
    package static let suffixes: [StaticString] = [".card.yaml", ".card.yml"]

    /// Whether a name (or a URI) ends in a spec suffix.
    package static func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(matches(bytes:))
    }

    /// Bytewise: the folder walk asks for every file of every directory.
    package static func matches(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = name.baseAddress else { return false }
        for suffix in suffixes {
            let count = suffix.utf8CodeUnitCount
            if name.count >= count && memcmp(base + (name.count - count), suffix.utf8Start, count) == 0 { return true }
        }
        return false
    }
}
