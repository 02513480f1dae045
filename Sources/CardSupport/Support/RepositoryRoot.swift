#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a file's symbolic links must stay inside. A pull request can commit a link named
/// like a spec or `.cardc.yml` that points at any file of the machine that checks it out (a
/// credentials file, an `.env`); cardc follows such a link only when it resolves inside:
///
/// - the repository holding the file: the nearest folder at or above it holding `.git` (where
///   the configuration lookup ends too);
/// - without one, the working directory, when the file is inside it;
/// - otherwise the file's own folder.
///
/// A value: the root as written (absolute, `.` and `..` folded) and what it is, in words.
public struct RepositoryRoot: Sendable, Equatable {
    public var path: String
    /// "the repository", "the working directory" or "its folder", for messages.
    public var description: String

    /// The root for the file at `path` (as written: relative to the working directory, or absolute).
    public static func of(_ path: String) -> RepositoryRoot {
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let absolute = FileSystem.normalized(path, against: cwd)
        if let repository = repository(holding: absolute) { return RepositoryRoot(path: repository, description: "the repository") }
        if isInside(absolute, cwd) { return RepositoryRoot(path: cwd, description: "the working directory") }
        return RepositoryRoot(path: parent(of: absolute), description: "its folder")
    }

    /// The repository holding the file at `absolute` (absolute, `.` and `..` folded): the nearest
    /// folder at or above it holding `.git`; nil outside any.
    package static func repository(holding absolute: String) -> String? {
        var directory = parent(of: absolute)
        while true {
            if FileSystem.kind(of: (directory == "/" ? "" : directory) + "/.git", followingLinks: false) != .missing {
                return directory
            }
            guard directory != "/" else { return nil }
            directory = parent(of: directory)
        }
    }

    /// Why the file at `path` may not be read: it resolves, through a symbolic link (of the
    /// file or of a folder on its way), to a place outside its root. nil when it resolves inside,
    /// or when it does not resolve at all (opening it then fails with its own reason). A root
    /// that does not resolve while the file does is refused too: nothing says the file is inside.
    public static func escape(of path: String) -> String? {
        let root = of(path)
        guard let real = resolved(path) else { return nil }
        guard let realRoot = resolved(root.path) else {
            return "cannot be placed inside \(root.description) (\(FileName.display(root.path)), which cardc cannot resolve); cardc does not read it"
        }
        guard let left = left(real, root: root, realRoot: realRoot) else { return nil }
        return "is a symbolic link (or is reached through one) that leads outside \(left.description) (\(FileName.display(left.path))); cardc does not read it"
    }

    /// The root that `real` (a path with links resolved) lies outside of: `root` (what `of`
    /// found; `realRoot` resolved), or the repository that root is a link in
    /// (`enclosingRepository(of:)`); nil when inside both.
    private static func left(_ real: String, root: RepositoryRoot, realRoot: String) -> RepositoryRoot? {
        if !isInside(real, realRoot) { return root }
        if let outer = enclosingRepository(of: root.path), let realOuter = resolved(outer), !isInside(real, realOuter) {
            return RepositoryRoot(path: outer, description: "the repository")
        }
        return nil
    }

    /// When the folder `of` took as a root is itself a symbolic link, the repository above it
    /// (the one the link is in; the nearest above that, while those are links too); nil
    /// otherwise. A link committed to a repository that points at another one
    /// (`Sources/App -> /opt/homebrew`, a repository on every macOS CI machine) would otherwise
    /// be a root of its own, and hold whatever lies in its target. A repository reached through
    /// a link above its own folder (`~/Developer -> /Volumes/Data/Developer`) is not this.
    package static func enclosingRepository(of root: String) -> String? {
        var current = root
        var found: String?
        while current != "/", FileSystem.kind(of: current, followingLinks: false) == .symbolicLink, let outer = repository(holding: current) {
            found = outer
            current = outer
        }
        return found
    }

    /// Why cardc may not write files into the folder at `path` (as written): the folder, as far
    /// as it exists, resolves through a symbolic link above it to a place outside the root its
    /// files would have (`of` a file in it), the rule that holds specs; or a link on its way
    /// leads nowhere (a write would create what it names). nil when it resolves inside. A
    /// pull request can commit `Sources/App -> /elsewhere`; `--output Sources/App/Generated`
    /// must not write there. Links that stay inside, or lie above the root (`/tmp` on macOS),
    /// are followed. `FileSystem.refusalToWrite(into:)` asks this for `generate` and `preview`.
    public static func escape(ofFolder path: String) -> String? {
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let absolute = FileSystem.normalized(path, against: cwd)
        let root = of(absolute == "/" ? "/x" : absolute + "/x")
        guard let realFolder = resolvedAllowingMissing(absolute) else {
            return "it is reached through a symbolic link that leads nowhere; cardc does not write there"
        }
        // The root may not exist yet either (no repository, a folder still to make).
        guard let realRoot = resolvedAllowingMissing(root.path),
              let left = left(realFolder, root: root, realRoot: realRoot) else { return nil }
        return "it is reached through a symbolic link that leads outside \(left.description) (\(FileName.display(left.path))); cardc does not write there"
    }

    /// `absolute` (normalized) with links resolved as far as it exists, the rest appended as
    /// written; nil when a link on its way leads nowhere (or loops).
    package static func resolvedAllowingMissing(_ absolute: String) -> String? {
        var existing = absolute
        var rest: [Substring] = []
        while true {
            if let real = resolved(existing) {
                let joined = rest.reversed().reduce(real == "/" ? "" : real) { $0 + "/" + $1 }
                return joined.isEmpty ? "/" : joined
            }
            if FileSystem.kind(of: existing, followingLinks: false) == .symbolicLink { return nil }
            guard existing != "/" else { return absolute }
            rest.append(existing[existing.index(after: existing.lastIndex(of: "/") ?? existing.startIndex)...])
            existing = parent(of: existing)
        }
    }

    /// `path` with every link resolved, or nil.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = FileName.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return FileName.string(fromBytes: UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                               count: strlen(pointer)))
    }

    /// Whether `path` is `folder` or below it (both absolute and normalized).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
