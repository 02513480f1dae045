#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given on the command line into the files to lint: files as named,
/// directories recursed for `*.card.yaml` and `*.card.yml` (hidden folders and links to
/// directories skipped; links to spec files followed), `-` for standard input. Order is stable: arguments in order, each directory's files sorted.
public enum InputDiscovery {
    public enum Input: Sendable, Hashable {
        case file(String)
        case standardInput

        /// The name diagnostics give the input: its path, or `<stdin>`.
        public var path: String {
            switch self {
            case .file(let path): return path
            case .standardInput: return "<stdin>"
            }
        }
    }

    public static func isSpecFile(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(isSpecFile(bytes:))
    }

    /// Bytewise: this runs for every file of every directory walked.
    static func isSpecFile(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
        hasSuffix(name, ".card.yaml") || hasSuffix(name, ".card.yml")
    }

    private static func hasSuffix(_ name: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard name.count >= count, let base = name.baseAddress else { return false }
        return memcmp(base + (name.count - count), suffix.utf8Start, count) == 0
    }

    public static func expand(_ paths: [String]) throws(FileSystem.Failure) -> [Input] {
        var inputs: [Input] = []
        for path in paths {
            if path == "-" {
                inputs.append(.standardInput)
                continue
            }
            switch FileSystem.kind(of: path) {
            case .missing:
                throw FileSystem.Failure(path: path, reason: "no such file or directory")
            case .directory:
                try collect(directory: path, into: &inputs)
            case .file, .other, .symbolicLink:
                inputs.append(.file(path))
            }
        }
        return inputs
    }

    /// A directory's spec files and then those of each subdirectory in order, the
    /// subdirectories walked on every core (a tree of many folders is otherwise read on one
    /// core while the other waits for the lint to start). The order is that of a serial walk.
    private static func collect(directory: String, into inputs: inout [Input]) throws(FileSystem.Failure) {
        var subdirectories: [String] = []
        try scan(directory, into: &inputs, subdirectories: &subdirectories)
        guard subdirectories.count > 1 else {
            for subdirectory in subdirectories { try walk(subdirectory, into: &inputs) }
            return
        }
        let roots = subdirectories
        let walked = Parallel.map(roots.count) { i -> Result<[Input], FileSystem.Failure> in
            var found: [Input] = []
            do throws(FileSystem.Failure) {
                try walk(roots[i], into: &found)
                return .success(found)
            } catch {
                return .failure(error)
            }
        }
        for result in walked {
            switch result {
            case .success(let found): inputs += found
            case .failure(let failure): throw failure
            }
        }
    }

    /// One directory's entries: spec files into `inputs`, subdirectories (sorted) into `subdirectories`.
    private static func scan(_ dir: String, into inputs: inout [Input], subdirectories: inout [String]) throws(FileSystem.Failure) {
        // A constant, not a variable the closures below capture: a captured variable is boxed,
        // and every access to it checked for exclusivity at run time.
        let prefix = dir.utf8.last == UInt8(ascii: "/") ? Array(dir.utf8) : Array(dir.utf8) + [UInt8(ascii: "/")]
        // Each path is made once, from the directory's bytes and the name's, and only for the
        // entries kept.
        func path(_ name: UnsafeBufferPointer<UInt8>) -> String {
            String(unsafeUninitializedCapacity: prefix.count + name.count) { out in
                _ = out.initialize(from: prefix)
                _ = UnsafeMutableBufferPointer(rebasing: out[prefix.count...]).initialize(from: name)
                return prefix.count + name.count
            }
        }
        try FileSystem.forEachEntry(of: dir) { name, kind in
            guard name.first != UInt8(ascii: ".") else { return }
            // Links to directories are not followed: a link to an ancestor would never end.
            switch kind ?? FileSystem.kind(of: path(name), followingLinks: false) {
            case .directory: subdirectories.append(path(name))
            case .file where isSpecFile(bytes: name): inputs.append(.file(path(name)))
            case .symbolicLink where isSpecFile(bytes: name):
                let full = path(name)
                if FileSystem.kind(of: full) == .file { inputs.append(.file(full)) }
            default: break
            }
        }
    }

    /// A whole tree, depth first, a directory's own files before its subdirectories'.
    private static func walk(_ directory: String, into inputs: inout [Input]) throws(FileSystem.Failure) {
        // An explicit stack, not recursion: directory depth is not ours to bound.
        var pending = [directory]
        while let dir = pending.popLast() {
            var subdirectories: [String] = []
            try scan(dir, into: &inputs, subdirectories: &subdirectories)
            pending += subdirectories.reversed()
        }
    }
}
