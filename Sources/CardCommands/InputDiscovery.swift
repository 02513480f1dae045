#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport
import CardModel

/// Expands the paths given on the command line into the files to lint: files as named,
/// directories recursed for `*.card.yaml` and `*.card.yml` (hidden folders and links to
/// directories skipped; links named like specs are inputs, read through), `-` for standard input. Order is stable: arguments in order, each directory's files sorted.
public enum InputDiscovery {
    public enum Input: Sendable, Hashable {
        case file(String)
        case standardInput

        /// The name diagnostics give the input: its path, or `<stdin>`.
        public var path: String {
            switch self {
            case .file(let path): return path
            case .standardInput: return FileSystem.standardInputName
            }
        }
    }

    public static func isSpecFile(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(isSpecFile(bytes:))
    }

    /// Bytewise: this runs for every file of every directory walked.
    package static func isSpecFile(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
        SpecFileName.matches(bytes: name)
    }

    /// What the paths expanded to: the inputs, and the folders that could not be read (each
    /// reported, while the rest is still linted).
    public struct Discovery: Sendable {
        public var inputs: [Input] = []
        public var failures: [FileSystem.Failure] = []
    }

    /// The inputs, or the first failure.
    public static func expand(_ paths: [String]) throws(FileSystem.Failure) -> [Input] {
        let found = discover(paths)
        if let failure = found.failures.first { throw failure }
        return found.inputs
    }

    /// Expands every path. A path that is not a directory is an input whatever it is (a
    /// missing file, a FIFO or a link loop is then refused, located, when it is read); a
    /// directory is walked, and a folder in it that cannot be read is a failure that does not
    /// stop the walk.
    /// A named path that reaches, through a symbolic link of its own or of a folder on its way,
    /// a place outside its root (`RepositoryRoot`) is a failure, unread and unwalked.
    public static func discover(_ paths: [String]) -> Discovery {
        var found = Discovery()
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        for given in paths {
            // A file named like standard input's stand-in is named by its path from here on, so
            // that no line can be taken for one about standard input.
            let path = given == FileSystem.standardInputName ? "./" + given : given
            if path == "-" {
                found.inputs.append(.standardInput)
            } else if let escape = linkEscape(path, workingDirectory: cwd) {
                // A link named as a file is refused when read, as `unreadable-file` at its path;
                // a path through a linked folder is refused here.
                if FileSystem.kind(of: path, followingLinks: false) == .symbolicLink {
                    found.inputs.append(.file(path))
                } else {
                    found.failures.append(FileSystem.Failure(path: path, reason: escape))
                }
            } else if FileSystem.kind(of: path) == .directory {
                collect(directory: path, into: &found)
            } else {
                found.inputs.append(.file(path))
            }
        }
        found.inputs = distinctFiles(found.inputs)
        return found
    }

    /// Each file once, whatever paths name it: the file's own path where one names it, else the
    /// first link found (examples/App's specs link to examples/, and `cardc lint examples` reads
    /// each once, at its own path). Regular files only: a special file (or a link to one) is
    /// refused at each path that names it.
    static func distinctFiles(_ inputs: [Input]) -> [Input] {
        var chosen = IdentityTable(count: inputs.count)
        var keep = [Bool](repeating: true, count: inputs.count)
        var dropped = false
        func isLink(_ path: String) -> Bool { FileSystem.kind(of: path, followingLinks: false) == .symbolicLink }
        for index in inputs.indices {
            guard case .file(let path) = inputs[index], let identity = FileSystem.regularFileIdentity(of: path) else { continue }
            let slot = chosen.slot(of: identity)
            guard let earlier = chosen.index(at: slot) else {
                chosen.set(index, at: slot, for: identity)
                continue
            }
            dropped = true
            if case .file(let earlierPath) = inputs[earlier], isLink(earlierPath), !isLink(path) {
                keep[earlier] = false
                chosen.set(index, at: slot, for: identity)
            } else {
                keep[index] = false
            }
        }
        guard dropped else { return inputs }
        return inputs.indices.filter { keep[$0] }.map { inputs[$0] }
    }

    /// Which input index each file identity was first kept at: open addressing over one `[Int]`
    /// (device, inode, index + 1 per slot; 0 marks a free one). A `Dictionary` keyed by
    /// `FileSystem.Identity` instantiated its storage's generic metadata at run time and hashed
    /// each key with SipHash: about 800 instructions a file, for a table made once per run.
    private struct IdentityTable {
        private var slots: [Int]
        private let mask: Int

        init(count: Int) {
            var capacity = 16
            while capacity < 2 * count { capacity *= 2 }
            slots = [Int](repeating: 0, count: 3 * capacity)
            mask = capacity - 1
        }

        /// The slot holding `identity`, or the free one where it goes.
        func slot(of identity: FileSystem.Identity) -> Int {
            let device = Int(bitPattern: UInt(identity.device)), inode = Int(bitPattern: UInt(identity.inode))
            // Fibonacci hashing of both words: inodes of one folder are often consecutive.
            let mixed = ((identity.inode &* 0x9E37_79B9_7F4A_7C15) ^ identity.device) &* 0x9E37_79B9_7F4A_7C15
            var i = Int(truncatingIfNeeded: mixed >> 32) & mask
            while slots[3 * i + 2] != 0 && !(slots[3 * i] == device && slots[3 * i + 1] == inode) {
                i = (i + 1) & mask
            }
            return i
        }

        func index(at slot: Int) -> Int? {
            let stored = slots[3 * slot + 2]
            return stored == 0 ? nil : stored - 1
        }

        mutating func set(_ index: Int, at slot: Int, for identity: FileSystem.Identity) {
            slots[3 * slot] = Int(bitPattern: UInt(identity.device))
            slots[3 * slot + 1] = Int(bitPattern: UInt(identity.inode))
            slots[3 * slot + 2] = index + 1
        }
    }

    /// Why the named `path` may not be read or walked, if it resolves through a link outside
    /// its root. One `realpath` when no link is on the way (the usual case); the walk below
    /// never follows a link to a folder, and a link named like a spec is judged when read.
    private static func linkEscape(_ path: String, workingDirectory cwd: String) -> String? {
        guard let real = RepositoryRoot.resolved(path), real != FileSystem.normalized(path, against: cwd) else { return nil }
        return RepositoryRoot.escape(of: path)
    }

    /// A directory's spec files and then those of each subdirectory in order, the
    /// subdirectories walked on every core (a tree of many folders is otherwise read on one
    /// core while the other waits for the lint to start). The order is that of a serial walk.
    private static func collect(directory: String, into found: inout Discovery) {
        var subdirectories: [String] = []
        scan(directory, into: &found, subdirectories: &subdirectories)
        guard subdirectories.count > 1 else {
            for subdirectory in subdirectories { walk(subdirectory, into: &found) }
            return
        }
        let roots = subdirectories
        let walked = Parallel.map(roots.count) { i -> Discovery in
            var part = Discovery()
            walk(roots[i], into: &part)
            return part
        }
        for part in walked {
            found.inputs += part.inputs
            found.failures += part.failures
        }
    }

    /// One directory's entries: spec files into `found`, subdirectories (sorted) into
    /// `subdirectories`. Entries named like specs that are not regular files (links to
    /// anything, FIFOs, sockets, devices) are inputs too, so that reading them reports what
    /// they are rather than the walk passing over them in silence.
    private static func scan(_ dir: String, into found: inout Discovery, subdirectories: inout [String]) {
        // A constant, not a variable the closures below capture: a captured variable is boxed,
        // and every access to it checked for exclusivity at run time.
        let prefix = dir.utf8.last == UInt8(ascii: "/") ? Array(dir.utf8) : Array(dir.utf8) + [UInt8(ascii: "/")]
        // Each path is made once, from the directory's bytes and the name's, and only for the
        // entries kept.
        func path(_ name: UnsafeBufferPointer<UInt8>) -> String {
            // A name that is not UTF-8 keeps its bytes (FileName); the usual one is made directly.
            if !name.allSatisfy({ $0 < 0x80 }) && String(validating: name, as: UTF8.self) == nil {
                return String(decoding: prefix, as: UTF8.self) + FileName.string(fromBytes: name)
            }
            return String(unsafeUninitializedCapacity: prefix.count + name.count) { out in
                _ = out.initialize(from: prefix)
                _ = UnsafeMutableBufferPointer(rebasing: out[prefix.count...]).initialize(from: name)
                return prefix.count + name.count
            }
        }
        var inputs: [Input] = []
        do throws(FileSystem.Failure) {
            try FileSystem.forEachEntry(of: dir) { name, kind in
                guard name.first != UInt8(ascii: ".") else { return }
                // Links to directories are not followed: a link to an ancestor would never end.
                switch kind ?? FileSystem.kind(of: path(name), followingLinks: false) {
                case .directory: subdirectories.append(path(name))
                case .file, .symbolicLink, .other:
                    if isSpecFile(bytes: name) { inputs.append(.file(path(name))) }
                case .missing: break
                }
            }
        } catch {
            found.failures.append(error)
        }
        found.inputs += inputs
    }

    /// A whole tree, depth first, a directory's own files before its subdirectories'.
    private static func walk(_ directory: String, into found: inout Discovery) {
        // An explicit stack, not recursion: directory depth is not ours to bound.
        var pending = [directory]
        while let dir = pending.popLast() {
            var subdirectories: [String] = []
            scan(dir, into: &found, subdirectories: &subdirectories)
            pending += subdirectories.reversed()
        }
    }
}
