/// Expands the paths given on the command line into the files to lint: files as named,
/// directories recursed for `*.card.yaml` and `*.card.yml` (hidden folders and links to
/// directories skipped; links to spec files followed), `-` for standard input. Order is stable: arguments in order, each directory's files sorted.
public enum InputDiscovery {
    public enum Input: Sendable, Hashable {
        case file(String)
        case standardInput
    }

    public static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".card.yaml") || name.hasSuffix(".card.yml")
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
            for name in try FileSystem.contents(of: dir) where !name.hasPrefix(".") {
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                // Links to directories are not followed: a link to an ancestor would never end.
                switch FileSystem.kind(of: path, followingLinks: false) {
                case .directory: subdirectories.append(path)
                case .file where isSpecFile(name): inputs.append(.file(path))
                case .symbolicLink where isSpecFile(name) && FileSystem.kind(of: path) == .file: inputs.append(.file(path))
                default: break
                }
            }
            pending += subdirectories.reversed()
        }
    }
}
