/// Expands the paths given on the command line into the files to lint: files as named,
/// directories recursed for `*.card.yaml` and `*.card.yml` (hidden folders and links to
/// directories skipped; links to spec files followed), `-` for standard input. Order is stable: arguments in order, each directory's files sorted.
public enum InputDiscovery {
    public enum Input: Sendable, Hashable {
        case file(String)
        case standardInput
    }

    public static func isSpecFile(_ name: String) -> Bool {
        // Bytewise: this runs for every file of every directory walked.
        hasSuffix(name, ".card.yaml") || hasSuffix(name, ".card.yml")
    }

    private static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        let bytes = name.utf8
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        var i = bytes.index(bytes.endIndex, offsetBy: -count)
        for k in 0..<count {
            if bytes[i] != suffix.utf8Start[k] { return false }
            i = bytes.index(after: i)
        }
        return true
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

    private static func collect(directory: String, into inputs: inout [Input]) throws(FileSystem.Failure) {
        // An explicit stack, not recursion: directory depth is not ours to bound.
        var pending = [directory]
        while let dir = pending.popLast() {
            var subdirectories: [String] = []
            let prefix = dir.hasSuffix("/") ? dir : dir + "/"
            for entry in try FileSystem.entries(of: dir) where entry.name.utf8.first != UInt8(ascii: ".") {
                let name = entry.name
                // Links to directories are not followed: a link to an ancestor would never end.
                switch entry.kind ?? FileSystem.kind(of: prefix + name, followingLinks: false) {
                case .directory: subdirectories.append(prefix + name)
                case .file where isSpecFile(name): inputs.append(.file(prefix + name))
                case .symbolicLink where isSpecFile(name) && FileSystem.kind(of: prefix + name) == .file: inputs.append(.file(prefix + name))
                default: break
                }
            }
            pending += subdirectories.reversed()
        }
    }
}
