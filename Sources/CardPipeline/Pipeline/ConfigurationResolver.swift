#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport
import CardModel
import CardChecker

/// Finds the `.cardc.yml` (or `.cardc.yaml`) that applies to a spec: the nearest one in the
/// spec's directory or above it. Each directory is looked up once per run.
public struct ConfigurationResolver {
    /// A configuration file named on the command line, used for every spec instead.
    public var explicitPath: String?
    private var byDirectory: [String: Resolved] = [:]
    private var byRawDirectory: [String: Resolved] = [:]
    private var byFile: [String: Resolved] = [:]

    public struct Resolved: Sendable {
        public var configuration: CheckConfiguration
        /// Problems in the configuration file, to report once.
        public var diagnostics: [Diagnostic]
    }

    public init(explicitPath: String? = nil) {
        self.explicitPath = explicitPath
    }

    /// The configuration for the spec at `specPath` (nil: standard input, from the working directory).
    public mutating func resolve(forSpecAt specPath: String?) throws(FileSystem.Failure) -> Resolved {
        if let explicitPath { return try load(explicitPath) }
        // Most specs share a directory with the previous one: skip making the path absolute.
        let rawDirectory = specPath.flatMap { p in p.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(p[..<$0]) } } ?? "."
        if let cached = byRawDirectory[rawDirectory] { return cached }
        var directory = Self.absoluteDirectory(of: specPath)
        var visited: [String] = []
        var found: Resolved?
        while true {
            if let cached = byDirectory[directory] {
                found = cached
                break
            }
            // A folder anyone may write to (such as /tmp) is shared: a configuration there
            // could be planted by another user, so the search ends below it.
            if FileSystem.isWorldWritable(directory) { break }
            visited.append(directory)
            let candidates = CheckConfiguration.fileNames.map { (directory == "/" ? "" : directory) + "/" + $0 }
                .filter { FileSystem.kind(of: $0) == .file }
            if candidates.count > 1 {
                throw FileSystem.Failure(path: candidates[1], reason: "\(candidates[0]) is there too; keep one configuration file per folder")
            }
            if let candidate = candidates.first {
                found = try load(candidate)
                break
            }
            // The search stays in the project: it ends at the repository's root (the first
            // folder holding `.git`) or the user's home.
            if directory == home || FileSystem.kind(of: (directory == "/" ? "" : directory) + "/.git", followingLinks: false) != .missing { break }
            guard directory != "/", let slash = Self.lastSlash(in: directory) else { break }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
        let result = found ?? Resolved(configuration: CheckConfiguration(), diagnostics: [])
        for dir in visited { byDirectory[dir] = result }
        byRawDirectory[rawDirectory] = result
        return result
    }

    /// The user's home folder, normalized; nil when HOME is unset or relative.
    private let home: String? = {
        guard let value = getenv("HOME").map({ String(cString: $0) }), value.hasPrefix("/") else { return nil }
        return FileSystem.normalized(value, against: "/")
    }()


    /// Which configuration file applies to the spec at `specPath`: what `lint --show-config`
    /// prints. nil: the built-in defaults.
    public mutating func configurationPath(forSpecAt specPath: String?) throws(FileSystem.Failure) -> String? {
        try resolve(forSpecAt: specPath).configuration.path
    }

    private mutating func load(_ path: String) throws(FileSystem.Failure) -> Resolved {
        if let cached = byFile[path] { return cached }
        let bytes = try FileSystem.read(path, limit: 1 << 20)
        let (configuration, diagnostics) = CheckConfiguration.parse(bytes, path: path)
        let resolved = Resolved(configuration: configuration, diagnostics: diagnostics)
        byFile[path] = resolved
        return resolved
    }

    /// `path.lastIndex(of: "/")`: by bytes for an ASCII path, where each Character is one byte
    /// (or "\r\n", which is no slash); by Character otherwise. Searching Characters from the
    /// end cost about 9,000 instructions for a path of 60 bytes.
    private static func lastSlash(in path: String) -> String.Index? {
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.lastIndex(of: "/") }
        return utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// The spec's directory, absolute and normalized, so that one directory has one cache key.
    package static func absoluteDirectory(of path: String?) -> String {
        var directory = "."
        if let path, let slash = lastSlash(in: path) {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        }
        return directory.hasPrefix("/")
            ? FileSystem.normalized(directory, against: "/")
            : FileSystem.normalized(directory, against: FileSystem.workingDirectory())
    }
}
