#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files relative to the directory of the previous one. Opening `a/b/c/x.card.yaml` by
/// its whole path makes the kernel look up every component again for every file, which was
/// 4-5% of a one-core lint of ten thousand small files (docs/performance.md); with the
/// directory held open, it looks up one name. Inputs come a directory at a time, so one worker
/// keeps one of these and mostly finds the directory already open. Not shared between threads.
///
/// The bytes read are those of reading by whole path, and so are the failures, with three
/// exceptions that only a file system changing during the run, or a path the kernel would
/// refuse, can show: a directory renamed or replaced between two of its files is still read
/// from the one opened first; symbolic links are counted against the kernel's limit (40) for
/// the directory and the name separately; paths too long to open whole are read whole (and
/// fail as before).
package final class DirectoryCursor {
    /// The directory's path as written, up to and including its last slash.
    private var prefix: [UInt8] = []
    /// The open directory, or -1 when `prefix` would not open (its files are read by whole
    /// path, without trying again for each).
    private var descriptor: Int32 = -1

    /// Only a path handle: looking names up in a directory needs search permission, not read.
    /// (Glibc defines `O_PATH` only under `_GNU_SOURCE`, which Swift's import does not set; its
    /// value is that of every Linux architecture Swift runs on.)
    #if os(Linux)
    private static let directoryFlags = Int32(0o10000000) | O_DIRECTORY | O_CLOEXEC
    #else
    private static let directoryFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    package init() {}

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// `FileSystem.read(path, limit:)`, with the same bytes and the same failures.
    package func read(_ path: String, limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        // A name that is not UTF-8 (rare) is read by its whole path, turned back into its bytes.
        if FileName.hasEscapedBytes(path) { return try FileSystem.read(path, limit: limit) }
        var path = path
        let nameStart = path.withUTF8 { bytes -> Int? in
            // No directory part, no name after it, or too long to open whole: as written.
            let length = FileSystem.directoryPartLength(bytes)
            guard length > 0, length < bytes.count, bytes.count < Int(PATH_MAX) else { return nil }
            if prefix.count == length && memcmp(prefix, bytes.baseAddress!, length) == 0 {
                return descriptor >= 0 ? length : nil
            }
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
            }
            prefix = Array(bytes[..<length])
            prefix.append(0)
            descriptor = prefix.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), Self.directoryFlags) }
            prefix.removeLast()
            return descriptor >= 0 ? length : nil
        }
        // Read by whole path, its own failure included, when there is no open directory for it.
        guard let nameStart else { return try FileSystem.read(path, limit: limit) }
        return try FileSystem.read(path, nameStart: nameStart, in: descriptor, limit: limit)
    }
}
