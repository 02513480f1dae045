#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations cardc needs, on POSIX directly: a file is read with one `read` into
/// a buffer sized by `fstat`, and writes go to a temporary file renamed into place.
public enum FileSystem {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// Set by `replace`: the file changed after it was read, and was left as it now is.
        public var changedSinceRead = false
        /// Set by `createExclusively`: something (a file, a folder, a link) is at the path already.
        public var exists = false

        public init(path: String, reason: String, changedSinceRead: Bool = false) {
            self.path = path
            self.reason = reason
            self.changedSinceRead = changedSinceRead
        }
        /// One line whatever the path holds: a file name may hold a line break, which would
        /// otherwise start a line of its own on standard error.
        public var description: String { "\(FileName.display(path)): \(reason)" }
    }

    /// A regular file as read for rewriting it: its bytes, and what identifies that version
    /// of it (device, inode, size, modification time), to tell before replacing it whether
    /// anyone wrote to it meanwhile.
    public struct Original: Sendable {
        public var bytes: [UInt8]
        package var device: UInt64
        package var inode: UInt64
        package var size: Int64
        package var modified: (seconds: Int, nanoseconds: Int)
        package var mode: mode_t

        package init(bytes: [UInt8], _ info: stat) {
            self.bytes = bytes
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
            #else
            modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
            #endif
            mode = info.st_mode & 0o777
        }

        /// Whether `other` is this same version of the file: same identity, size, time and bytes.
        package func isSameVersion(as other: Original) -> Bool {
            device == other.device && inode == other.inode && size == other.size && modified == other.modified && bytes == other.bytes
        }
    }

    /// `path` itself (never what a link there points to) read whole, if it is a regular file;
    /// a file larger than `limit` is read only up to `limit + 1` bytes, enough to tell.
    public static func readOriginal(_ path: String, limit: Int) throws(Failure) -> Original {
        let fd = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW) }
        guard fd >= 0 else { throw Failure(path: path, reason: errno == ELOOP ? "is a symbolic link" : errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: errnoText()) }
        if let special = specialFileKind(info.st_mode) { throw Failure(path: path, reason: "is \(special), not a regular file") }
        let bytes = try readAll(fd, path: path, sizeHint: min(Int(info.st_size), limit + 1), limit: limit)
        return Original(bytes: bytes, info)
    }

    /// How many bytes of a path as written are its directory part: up to and including the
    /// last slash (0 without one).
    package static func directoryPartLength(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    }

    package static func errnoText() -> String {
        String(cString: strerror(errno))
    }

    /// The whole file, or a failure naming the reason. `limit` caps what is read: a larger file
    /// is read only up to `limit + 1` bytes, enough for the reader to report it as too large.
    public static func read(_ path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
        try read(path, nameStart: 0, in: AT_FDCWD, limit: limit)
    }

    /// The same, opening the part of `path` from byte `nameStart` on relative to the open
    /// directory `directory` (`AT_FDCWD`: the working directory). Failures name all of `path`.
    package static func read(_ path: String, nameStart: Int, in directory: Int32, limit: Int) throws(Failure) -> [UInt8] {
        let (fd, expected) = try openForReading(path, nameStart: nameStart, in: directory)
        defer { close(fd) }
        return try readAll(fd, path: path, sizeHint: min(expected, limit == Int.max ? expected : limit + 1), limit: limit)
    }

    /// The same bytes as `read(_:nameStart:in:limit:)`, into `buffer` (grown as needed, never
    /// shrunk): their count. A worker reading file after file lends the same buffer to each,
    /// rather than allocating an array per file, which went through the standard library's
    /// unspecialised allocation and a run-time look-up of the array's storage type (about 700
    /// instructions a file).
    package static func read(_ path: String, nameStart: Int, in directory: Int32, limit: Int, into buffer: inout [UInt8]) throws(Failure) -> Int {
        let (fd, expected) = try openForReading(path, nameStart: nameStart, in: directory)
        defer { close(fd) }
        let sizeHint = min(expected, limit == Int.max ? expected : limit + 1)
        guard sizeHint > 0 else {
            buffer = try readRest(fd, path: path, after: [], limit: limit)
            return buffer.count
        }
        // As `readAll`: one byte more than the size, so that a read leaving it empty is the end.
        let cap = limit == Int.max ? Int.max : limit + 1
        let capacity = min(sizeHint + 1, cap)
        if buffer.count < capacity {
            // Not zero-filled (a stream is megabytes): every byte up to the count returned is read.
            let size = max(capacity, min(2 * buffer.count, cap))
            buffer = [UInt8](unsafeUninitializedCapacity: size) { _, initialized in initialized = size }
        }
        var failed: Int32 = 0
        let count = buffer.withUnsafeMutableBufferPointer { raw -> Int in
            let read = readSized(fd, into: UnsafeMutableBufferPointer(rebasing: raw[..<capacity]), sizeHint: sizeHint)
            failed = read.failed
            return read.count
        }
        if failed != 0 { throw Failure(path: path, reason: String(cString: strerror(failed))) }
        if count < capacity || count >= cap { return count }
        // The file grew since fstat: the general loop, as `readAll`.
        buffer = try readRest(fd, path: path, after: Array(buffer[..<count]), limit: limit)
        return buffer.count
    }

    /// Opens `path` (from byte `nameStart`, relative to `directory`) for `read`: the descriptor
    /// and the size `fstat` gives, or the failure naming all of `path`.
    private static func openForReading(_ path: String, nameStart: Int, in directory: Int32) throws(Failure) -> (Int32, Int) {
        // withCString hands over a native string's own bytes; the implicit conversion copies them.
        // O_NONBLOCK: opening a FIFO (or a link to one) must not wait for a writer. What was
        // opened is then judged on the same descriptor, so nothing can be swapped in between.
        // O_NOFOLLOW first: a name that is a symbolic link fails (ELOOP; EMLINK on FreeBSD), and
        // is then followed only when it resolves inside its root (RepositoryRoot). Other files
        // cost no extra call.
        var fd = FileName.withCString(path) { openat(directory, $0 + nameStart, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW) }
        if fd < 0 && (errno == ELOOP || errno == EMLINK) {
            if let escape = RepositoryRoot.escape(of: path) { throw Failure(path: path, reason: escape) }
            fd = FileName.withCString(path) { openat(directory, $0 + nameStart, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        }
        guard fd >= 0 else { throw Failure(path: path, reason: errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = Failure(path: path, reason: errnoText())
            close(fd)
            throw failure
        }
        var refusal: String?
        if (info.st_mode & S_IFMT) == S_IFDIR {
            refusal = "is a directory"
        } else if let special = specialFileKind(info.st_mode) {
            refusal = "is \(special), not a regular file; cardc reads only regular files"
        }
        if let refusal {
            close(fd)
            throw Failure(path: path, reason: refusal)
        }
        return (fd, Int(info.st_size))
    }

    /// What a file that is not a regular file is, in words; nil for a regular file.
    package static func specialFileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "a special file"
        }
    }

    /// How standard input is named in diagnostics and reports.
    public static let standardInputName = "<stdin>"

    /// Everything on standard input.
    public static func readStandardInput(limit: Int = Int.max) throws(Failure) -> [UInt8] {
        try readAll(0, path: standardInputName, sizeHint: 0, limit: limit)
    }

    private static func readAll(_ fd: Int32, path: String, sizeHint: Int, limit: Int) throws(Failure) -> [UInt8] {
        // A regular file is read straight into an uninitialized buffer one byte larger than its
        // size (no zero-filling: a large stream is megabytes). Once its size is in, a read that
        // leaves the extra byte empty means the end: no second call to be told so. Only a file
        // that grew since fstat goes on to the general loop.
        if sizeHint > 0 {
            var failed: Int32 = 0
            let cap = limit == Int.max ? Int.max : limit + 1
            let capacity = min(sizeHint + 1, cap)
            let first = [UInt8](unsafeUninitializedCapacity: capacity) { raw, initialized in
                let read = readSized(fd, into: raw, sizeHint: sizeHint)
                failed = read.failed
                initialized = read.count
            }
            if failed != 0 { throw Failure(path: path, reason: String(cString: strerror(failed))) }
            if first.count < capacity || first.count >= cap { return first }
            return try readRest(fd, path: path, after: first, limit: limit)
        }
        return try readRest(fd, path: path, after: [], limit: limit)
    }

    /// Reads a file whose size `fstat` gave (`sizeHint`) into `room` (one byte more than the
    /// size, or the limit's): stops once the size is in and a read leaves room, at the end, at
    /// a full `room`, or at an error (`failed`, its errno). What both `read` and `readAll` do.
    private static func readSized(_ fd: Int32, into room: UnsafeMutableBufferPointer<UInt8>, sizeHint: Int) -> (count: Int, failed: Int32) {
        guard let base = room.baseAddress else { return (0, 0) }
        var count = 0
        while count < room.count {
            let n = Glibc_read(fd, base + count, room.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                return (count, errno)
            }
            if n == 0 { break }
            count += n
            if count >= sizeHint && count < room.count { break }
        }
        return (count, 0)
    }

    /// Reads to the end (or `limit + 1` bytes), after the bytes already read.
    private static func readRest(_ fd: Int32, path: String, after start: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var buffer = start
        buffer.append(0)
        var count = start.count
        let cap = limit == Int.max ? Int.max : limit + 1
        while count < cap {
            if count == buffer.count {
                buffer.append(contentsOf: repeatElement(0, count: min(max(buffer.count, 4096), cap - count)))
            }
            let want = min(buffer.count, cap) - count
            let n = buffer.withUnsafeMutableBytes { raw in
                Glibc_read(fd, raw.baseAddress! + count, want)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: errnoText())
            }
            if n == 0 { break }
            count += n
        }
        buffer.removeSubrange(count...)
        return buffer
    }

    public enum EntryKind: Sendable { case file, directory, symbolicLink, other, missing }

    /// What is at `path`; with `followingLinks: false`, a symbolic link is reported as one.
    public static func kind(of path: String, followingLinks: Bool = true) -> EntryKind {
        var info = stat()
        guard FileName.withCString(path, { followingLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The process's working directory ("/" if it cannot be read), its name's bytes kept as
    /// `FileName` keeps them: repaired to U+FFFD, a folder named in bytes that are not UTF-8
    /// would be another folder, one that does not exist (the repository check then found no
    /// root to hold a link inside). Of any length (the C library allocates it).
    public static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            FileName.string(fromBytes: UnsafeBufferPointer(start: bytes, count: strlen(pointer)))
        }
    }

    /// `path` made absolute against `base`, with `.`, `..` and repeated slashes folded, so that
    /// one place has one spelling.
    public static func normalized(_ path: String, against base: String) -> String {
        if let folded = asciiNormalized(path, against: base) { return folded }
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `normalized` bytewise, for the usual paths: ASCII, where every Character is one byte (or
    /// "\r\n", which is neither `/` nor `.`), so splitting at the byte `/` splits where the
    /// Characters do. nil for any other path. Splitting by Character and joining Substrings cost
    /// about 57,000 instructions a path (13 per lint run).
    private static func asciiNormalized(_ path: String, against base: String) -> String? {
        var path = path, base = base
        return path.withUTF8 { p -> String? in
            base.withUTF8 { b -> String? in
                let relative = p.first != UInt8(ascii: "/")
                guard p.allSatisfy({ $0 < 0x80 }), !relative || b.allSatisfy({ $0 < 0x80 }) else { return nil }
                var out: [UInt8] = []
                out.reserveCapacity((relative ? b.count + 1 : 0) + p.count + 1)
                // `out` holds "/a/b" for the parts kept; `starts` where each part's slash is.
                var starts: [Int] = []
                func fold(_ bytes: UnsafeBufferPointer<UInt8>) {
                    var i = 0
                    while i < bytes.count {
                        if bytes[i] == UInt8(ascii: "/") { i += 1; continue }
                        var end = i
                        while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                        let length = end - i
                        if length == 1 && bytes[i] == UInt8(ascii: ".") {
                            // "." is skipped.
                        } else if length == 2 && bytes[i] == UInt8(ascii: ".") && bytes[i + 1] == UInt8(ascii: ".") {
                            if let start = starts.popLast() { out.removeSubrange(start...) }
                        } else {
                            starts.append(out.count)
                            out.append(UInt8(ascii: "/"))
                            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                        }
                        i = end
                    }
                }
                if relative { fold(b) }
                fold(p)
                if out.isEmpty { return "/" }
                return String(decoding: out, as: UTF8.self)
            }
        }
    }

    /// Calls `body` with each entry of a directory (not `.` and `..`), in bytewise order of
    /// their names (the same on every platform), with the name's bytes and its kind from
    /// `readdir`'s `d_type` (nil when the file system does not say, and `kind(of:)` must ask), so
    /// walking a tree costs no `stat` per file. No String is made here: walking a tree of ten
    /// thousand specs, callers keep only the names they want.
    package static func forEachEntry(of directory: String, _ body: (UnsafeBufferPointer<UInt8>, EntryKind?) -> Void) throws(Failure) {
        guard let dir = FileName.withCString(directory, { opendir($0) }) else { throw Failure(path: directory, reason: errnoText()) }
        defer { closedir(dir) }
        // Names are gathered as C strings in one buffer and sorted with strcmp (byte order, the
        // same on every platform).
        var names: [UInt8] = []
        var found: [(offset: Int, length: Int, kind: EntryKind?)] = []
        while let entry = readdir(dir) {
            let offset = names.count
            // The name is read where it lies, up to its terminator: a record from `readdir` is
            // only as long as its name (`d_reclen`), so copying `d_name`'s whole declared array
            // read past the last record of the buffer (memcheck: invalid reads).
            let name = UnsafeRawPointer(entry).advanced(by: Self.nameOffset).assumingMemoryBound(to: UInt8.self)
            let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
            if (length == 1 || length == 2) && name[0] == UInt8(ascii: ".") && name[length - 1] == UInt8(ascii: ".") { continue }
            names.append(contentsOf: UnsafeBufferPointer(start: name, count: length))
            names.append(0)
            let kind: EntryKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            found.append((offset, length, kind))
        }
        names.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            found.sort { strcmp(text + $0.offset, text + $1.offset) < 0 }
            for entry in found {
                body(UnsafeBufferPointer(start: base + entry.offset, count: entry.length), entry.kind)
            }
        }
    }

    /// Where a directory record's name starts.
    private static let nameOffset: Int = {
        // A stored field of a C struct always has an offset.
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { preconditionFailure("dirent.d_name has no offset") }
        return offset
    }()

    /// Creates `path` and its missing parents.
    public static func makeDirectories(_ path: String) throws(Failure) {
        if kind(of: path) == .directory { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if kind(of: prefix) != .directory {
                if FileName.withCString(prefix, { mkdir($0, 0o755) }) != 0 && errno != EEXIST { throw Failure(path: prefix, reason: errnoText()) }
            }
            prefix += "/"
        }
    }

    /// The marker in the names of the temporary files `writeAtomically` makes: `.STEM.cardc-tmp-PID-RANDOM`.
    package static let temporaryMarker = ".cardc-tmp-"

    /// The longest file name the file systems cardc writes to take, in bytes (NAME_MAX on
    /// Linux and macOS).
    package static let longestName = 255

    /// The part of a temporary's name that tells whose it is: the name of the file it will
    /// become, or, where `.NAME.cardc-tmp-PID-RANDOM` would pass `longestName`, the start of
    /// that name and a hash of all of it (`START~HASH`). So every name the file system takes
    /// can be written: a 240-byte name's temporary would otherwise be refused ("File name too
    /// long") while the name itself is fine.
    package static func temporaryStem(of name: String) -> String {
        // "." + marker + a process id (at most 7 digits: Linux's pid_max is 2^22) + "-" + a
        // random UInt64 in base 36 (at most 13 digits).
        let room = longestName - 1 - temporaryMarker.utf8.count - 7 - 1 - 13
        let bytes = FileName.bytes(name)
        guard bytes.count > room else { return name }
        // FNV-1a over the name's bytes: stable across runs and builds, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        let suffix = "~" + String(repeating: "0", count: 16 - digits.count) + digits
        var start = ""
        var used = 0
        for scalar in name.unicodeScalars {
            let width = FileName.isEscaped(scalar) ? 1 : String(scalar).utf8.count
            guard used + width <= room - suffix.utf8.count else { break }
            start.unicodeScalars.append(scalar)
            used += width
        }
        return start + suffix
    }

    /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
    /// so the path holds either its old contents or the new ones, never a part. The temporary
    /// file is created with `O_CREAT | O_EXCL | O_NOFOLLOW` under a random name, so a link
    /// planted in the folder (at any name) is never written through; the rename replaces `path`
    /// itself, never what a link there points to. An existing file's permission bits are kept.
    /// With `durable` false the data is not flushed to the disk before the rename: readers
    /// still see the old file or the new one, but a power loss may leave an empty file (what
    /// `preview` accepts for ten thousand pictures it can redraw, to spare a flush each).
    /// A file that replaces another is dated in a later whole second than it (`leaveSecond`).
    public static func writeAtomically(_ contents: String, to path: String, durable: Bool = true) throws(Failure) {
        try writeAtomically(Array(contents.utf8), to: path, durable: durable)
    }

    public static func writeAtomically(_ contents: [UInt8], to path: String, durable: Bool = true) throws(Failure) {
        var existing = stat()
        let found = FileName.withCString(path) { lstat($0, &existing) } == 0
        let replacing = found && (existing.st_mode & S_IFMT) == S_IFREG
        let mode: mode_t = replacing ? existing.st_mode & 0o777 : 0o644
        try writeAtomically(contents, to: path, mode: mode, durable: durable, replacingSecond: replacing ? modificationSecond(existing) : nil, beforeRename: nil)
    }

    private static func modificationSecond(_ info: stat) -> Int {
        #if canImport(Darwin)
        Int(info.st_mtimespec.tv_sec)
        #else
        Int(info.st_mtim.tv_sec)
        #endif
    }

    /// Gives the file open at `fd` a modification time in a later whole second than
    /// `second`, the time of the file it replaces, waiting for the clock to pass it (at most
    /// about one second, only when one output is rewritten twice within a second). Tools
    /// that compare times in whole seconds (swift-driver on Linux before it kept the
    /// fraction, file systems that keep seconds) would otherwise take the new contents for
    /// the old and skip them: a stale build (issue 33, item 9).
    private static func leaveSecond(_ second: Int, fd: Int32) {
        for _ in 0..<3 {
            var info = stat()
            guard fstat(fd, &info) == 0, modificationSecond(info) <= second else { return }
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            // 20 ms into the next second: the file system's clock may lag the real one by a tick.
            let wait = (second + 1 - Int(now.tv_sec)) * 1_000_000_000 + 20_000_000 - Int(now.tv_nsec)
            // A replaced file dated ahead of the clock is not waited for.
            guard wait <= 1_100_000_000 else { return }
            if wait > 0 {
                var pause = timespec(tv_sec: wait / 1_000_000_000, tv_nsec: wait % 1_000_000_000)
                var left = timespec()
                while nanosleep(&pause, &left) != 0 && errno == EINTR { pause = left }
            }
            _ = futimens(fd, nil)
        }
    }

    /// Creates the file `path` holding `contents`, only if nothing is there: not a file, not a
    /// folder, not a symbolic link (a dangling one included), which it never writes through. The
    /// contents go to a temporary file beside it first (as `writeAtomically`), which is then
    /// hard-linked to `path` (link(2) fails when `path` exists, and never follows a link there)
    /// and removed: so `path` appears whole or not at all, and nothing already there is touched.
    /// A failure because something is there has `exists` set.
    public static func createExclusively(_ contents: String, at path: String) throws(Failure) {
        try writeAtomically(Array(contents.utf8), to: path, mode: 0o644, durable: true, replacingSecond: nil, beforeRename: nil, exclusive: true)
    }

    /// Rewrites a file read by `readOriginal`, as `writeAtomically` writes (with the original's
    /// permission bits), unless it changed since: just before the rename the path is looked at
    /// again (same device, inode, size and modification time, still a regular file) and read
    /// again (the same bytes); if anything differs, say an editor saved it meanwhile, the new
    /// contents are dropped and a failure with `changedSinceRead` is thrown, leaving the file
    /// as its other writer left it. What remains is the moment between that last look and
    /// rename(2) itself (docs/lsp.md). `beforeCheck` runs just before the look: a test's
    /// way to write to the file at the worst time.
    public static func replace(_ path: String, of original: Original, with contents: [UInt8],
                               beforeCheck: (() -> Void)? = nil) throws(Failure) {
        try writeAtomically(contents, to: path, mode: original.mode, durable: true, replacingSecond: nil) { () throws(Failure) in
            beforeCheck?()
            let now: Original
            do throws(Failure) {
                now = try readOriginal(path, limit: original.bytes.count)
            } catch {
                throw Failure(path: path, reason: "changed while it was being fixed (\(error.reason)); left as it is now", changedSinceRead: true)
            }
            guard now.isSameVersion(as: original) else {
                throw Failure(path: path, reason: "changed while it was being fixed; left as it is now", changedSinceRead: true)
            }
        }
    }

    /// The one writer: a temporary file beside `path`, then `beforeRename` (which may refuse),
    /// then the rename.
    private static func writeAtomically(_ contents: [UInt8], to path: String, mode: mode_t, durable: Bool, replacingSecond: Int?,
                                        beforeRename: (() throws(Failure) -> Void)?, exclusive: Bool = false) throws(Failure) {
        // The folder part as written, slash included ("" for a bare name, "/" at the root).
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            let random = String(UInt64.random(in: .min ... .max), radix: 36)
            // The writer's process id is part of the name, so that a later run can tell a
            // temporary a killed run left from one a run still working beside it is writing.
            temporary = folder + ".\(temporaryStem(of: base))\(temporaryMarker)\(getpid())-\(random)"
            fd = FileName.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode) }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw Failure(path: temporary, reason: errnoText()) }
        var failure: Failure?
        var bytes = contents
        bytes.withUnsafeMutableBytes { raw in
            guard let start = raw.baseAddress else { return }
            var written = 0
            while written < raw.count {
                let n = write(fd, start + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(path: temporary, reason: errnoText())
                    return
                }
                written += n
            }
        }
        // The umask narrowed the mode `open` was given; an existing file's bits are restored.
        if failure == nil && fchmod(fd, mode) != 0 { failure = Failure(path: temporary, reason: errnoText()) }
        if failure == nil, let replacingSecond { leaveSecond(replacingSecond, fd: fd) }
        if failure == nil && durable && fsync(fd) != 0 { failure = Failure(path: temporary, reason: errnoText()) }
        if close(fd) != 0 && failure == nil { failure = Failure(path: temporary, reason: errnoText()) }
        if failure == nil, let beforeRename {
            do throws(Failure) { try beforeRename() } catch { failure = error }
        }
        if failure == nil && exclusive {
            if FileName.withCString(temporary, { from in FileName.withCString(path) { link(from, $0) } }) != 0 {
                var refused = Failure(path: path, reason: errno == EEXIST ? "it exists" : errnoText())
                refused.exists = errno == EEXIST
                failure = refused
            }
            remove(temporary)
            if let failure { throw failure }
            return
        }
        if failure == nil && FileName.withCString(temporary, { from in FileName.withCString(path) { rename(from, $0) } }) != 0 {
            failure = Failure(path: path, reason: errnoText())
        }
        if let failure {
            remove(temporary)
            throw failure
        }
    }

    /// Removes what a killed `writeAtomically` left in `directory`: regular files named
    /// `.STEM.cardc-tmp-PID-RANDOM` (`temporaryStem`) whose process `PID` no longer exists (and, from earlier
    /// versions, `.NAME.cardc-tmp-RANDOM`). Nothing else is touched, links included, and never
    /// the temporary of a run still working: SwiftPM's build-tool plugin runs one cardc per
    /// spec into the same folder at once, and removing a neighbour's temporary made its rename fail.
    /// With `names`, only the temporaries of files of those names (`.STEM.cardc-tmp-…`) are
    /// looked at: `lint --fix` sweeps beside the specs it rewrites, in folders that are the
    /// user's.
    public static func removeStaleTemporaries(in directory: String, of names: Set<String>? = nil) {
        let stems = names.map { Set($0.map(temporaryStem(of:))) }
        var stale: [String] = []
        try? forEachEntry(of: directory) { name, kind in
            guard kind == .file || kind == nil, name.first == UInt8(ascii: "."),
                  let text = String(validating: name, as: UTF8.self),
                  let marker = text.firstRange(of: temporaryMarker) else { return }
            if let stems, !stems.contains(String(text[text.index(after: text.startIndex)..<marker.lowerBound])) { return }
            let suffix = text[marker.upperBound...]
            if let dash = suffix.firstIndex(of: "-") {
                guard let pid = pid_t(suffix[..<dash]), pid > 0, !isRunning(pid) else { return }
            }
            stale.append(directory.hasSuffix("/") ? directory + text : directory + "/" + text)
        }
        for path in stale where kind(of: path, followingLinks: false) == .file { remove(path) }
    }

    /// Whether a process `pid` exists on this machine (one of another user's counts).
    package static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Unlinks `path` (a file, never what a link points to); false when that failed.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        FileName.withCString(path) { unlink($0) } == 0
    }

    /// Why cardc will not write into the output folder `folder`, or nil: it is a symbolic link
    /// (a committed `Generated -> ~/.ssh` would otherwise take the files), it exists and is not
    /// a folder, or a link above it leads out of the repository (`RepositoryRoot.escape(ofFolder:)`:
    /// a committed `Sources/App -> /elsewhere`). The folder itself is judged with `lstat`,
    /// trailing slashes and `.` folded away (`out/` would follow the link); links above it are
    /// followed only where they stay inside the root. `generate` and `preview` both ask this
    /// before writing anything.
    public static func refusalToWrite(into folder: String) -> String? {
        let absolute = normalized(folder, against: workingDirectory())
        switch kind(of: absolute, followingLinks: false) {
        case .missing, .directory: break
        case .symbolicLink: return "refusing to write into \(FileName.display(folder)): it is a symbolic link"
        case .file, .other: return "\(FileName.display(folder)) exists and is not a directory"
        }
        return RepositoryRoot.escape(ofFolder: absolute).map { "refusing to write into \(FileName.display(folder)): \($0)" }
    }

    /// What tells one file from another whatever path names it: its device and inode.
    package struct Identity: Hashable, Sendable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// The identity of the file at `path` (links followed), or nil when there is none.
    package static func identity(of path: String) -> Identity? {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The identity of the regular file at `path` (links followed), or nil when it is none: one
    /// `stat` where `kind(of:)` and `identity(of:)` made two (input discovery asks it of every input).
    package static func regularFileIdentity(of path: String) -> Identity? {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether anyone may write to the folder at `path`.
    package static func isWorldWritable(_ path: String) -> Bool {
        var info = stat()
        return FileName.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IWOTH != 0
    }
}

#if canImport(Glibc) || canImport(Musl)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
#else
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
#endif
