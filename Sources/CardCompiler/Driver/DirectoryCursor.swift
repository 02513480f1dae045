#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files relative to the directory of the previous one. Opening `a/b/c/x.card.yaml` by
/// its whole path makes the kernel look up every component again for every file, which was
/// about a tenth of a one-core lint of ten thousand small files (docs/performance.md); with the
/// directory held open, it looks up one name. Inputs come a directory at a time, so one worker
/// keeps one of these and mostly finds the directory already open. Not shared between threads.
final class DirectoryCursor {
    /// The open directory's path as written, up to and including its last slash.
    private var prefix: [UInt8] = []
    private var descriptor: Int32 = -1

    /// Only a path handle: looking names up in a directory needs search permission, not read.
    /// (Glibc defines `O_PATH` only under `_GNU_SOURCE`, which Swift's import does not set; its
    /// value is the same on every Linux architecture.)
    #if os(Linux)
    private static let directoryFlags = Int32(0o10000000) | O_DIRECTORY | O_CLOEXEC
    #else
    private static let directoryFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    init() {}

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// `FileSystem.read(path, limit:)`, with the same bytes and the same failures.
    func read(_ path: String, limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        var path = path
        let nameStart = path.withUTF8 { bytes -> Int? in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            let length = slash + 1
            if descriptor >= 0 && prefix.count == length && memcmp(prefix, bytes.baseAddress!, length) == 0 { return length }
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
            }
            prefix = Array(bytes[..<length])
            prefix.append(0)
            let opened = prefix.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), Self.directoryFlags) }
            prefix.removeLast()
            guard opened >= 0 else { return nil }
            descriptor = opened
            return length
        }
        // No directory part, or one that would not open: the whole path, and its own failure.
        guard let nameStart else { return try FileSystem.read(path, limit: limit) }
        return try FileSystem.read(path, nameStart: nameStart, in: descriptor, limit: limit)
    }
}
