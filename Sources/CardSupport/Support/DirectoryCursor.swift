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
    // The properties skip Swift's run-time exclusivity checks (a call into the runtime per
    // access, three to four per file): one worker, on one thread, uses a cursor, and no access
    // overlaps another.

    /// The directory's path as written, up to and including its last slash.
    @exclusivity(unchecked) private var prefix: [UInt8] = []
    /// The open directory, or -1 when `prefix` would not open (its files are read by whole
    /// path, without trying again for each).
    @exclusivity(unchecked) private var descriptor: Int32 = -1
    /// The bytes of the last file `withContents` read (its count of them at the front), lent to
    /// the next: one array per worker rather than one per file.
    @exclusivity(unchecked) private var buffer: [UInt8] = []

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
        guard let nameStart = openDirectory(of: path) else { return try FileSystem.read(path, limit: limit) }
        return try FileSystem.read(path, nameStart: nameStart, in: descriptor, limit: limit)
    }

    /// `body` with the bytes `read(path, limit:)` gives (or its failure), read into this
    /// cursor's buffer; the bytes are valid only during `body`. (Not generic: called from
    /// other modules, a generic one ran unspecialised.)
    package func withContents(_ path: String, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(FileSystem.Failure) {
        let count: Int
        if !FileName.hasEscapedBytes(path), let nameStart = openDirectory(of: path) {
            count = try FileSystem.read(path, nameStart: nameStart, in: descriptor, limit: limit, into: &buffer)
        } else {
            buffer = try FileSystem.read(path, limit: limit)
            count = buffer.count
        }
        buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Where the name starts in `path`, with its directory open in `descriptor`; nil when the
    /// path is to be read whole (no directory part, no name after it, too long, or a directory
    /// that would not open).
    private func openDirectory(of path: String) -> Int? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress, bytes.count < Int(PATH_MAX) else { return nil }
            // The usual case: the previous file's directory, and no slash in the rest (a
            // forward search of the name rather than a backward one of the whole path).
            let known = prefix.count
            if known > 0 && known < bytes.count && base[known - 1] == UInt8(ascii: "/") && memcmp(prefix, base, known) == 0
                && memchr(base + known, Int32(UInt8(ascii: "/")), bytes.count - known) == nil {
                return descriptor >= 0 ? known : nil
            }
            // No directory part, no name after it, or too long to open whole: as written.
            let length = FileSystem.directoryPartLength(bytes)
            guard length > 0, length < bytes.count else { return nil }
            if known == length && memcmp(prefix, base, length) == 0 {
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
        } ?? nil
    }
}
