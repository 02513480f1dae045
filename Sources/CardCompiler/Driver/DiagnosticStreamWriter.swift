/// Prints `lint`'s diagnostics as files finish, in exactly the order and bytes of sorting them
/// all at the end (`Diagnostic.sortedForOutput`: by file, then position, then the order they
/// were found in), while holding only the current file's. Files must arrive sorted by path
/// (ties in input order), each file's diagnostics naming that file; the configuration files'
/// diagnostics, known before any file is linted, are given up front and printed where their
/// path falls. Holding everything until the end took about 150 MB for 8,572 broken specs.
///
/// A file whose path is named once and is no configuration file's is formatted by the worker
/// that linted it (`prepare`); the rest are gathered here and merged by position.
///
/// Not thread-safe: the caller serialises every call (`Parallel.forEachInOrder` does).
final class DiagnosticStreamWriter: @unchecked Sendable {
    /// One file's diagnostics, sorted, with `--strict` applied, formatted as they will print
    /// (JSON elements each with the separator that follows an earlier element).
    struct PreparedFile: Sendable {
        var path: String
        var text: String
        var errors: Int
        var warnings: Int
    }

    private let format: DiagnosticFormat
    private let strict: Bool
    private let write: @Sendable (String) -> Void

    /// Configuration files' diagnostics by file, sorted by path, not yet printed.
    private var configuration: [(path: String, diagnostics: [Diagnostic])]
    private var nextConfiguration = 0

    /// The file being gathered, when its path needs merging.
    private var groupPath: String?
    private var group: [Diagnostic] = []

    private var buffer = ""
    private var printedAny = false
    private(set) var errors = 0
    private(set) var warnings = 0

    init(format: DiagnosticFormat, strict: Bool, configurationDiagnostics: [Diagnostic], write: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.strict = strict
        self.write = write
        var byPath: [String: [Diagnostic]] = [:]
        for d in configurationDiagnostics { byPath[d.file, default: []].append(d) }
        configuration = byPath.map { ($0.key, $0.value) }.sorted { $0.path < $1.path }
        if format == .json { buffer = DiagnosticFormatter.jsonStart }
    }

    /// The paths whose diagnostics must be merged here rather than prepared on their own: those
    /// of configuration files, and any named more than once. `order` sorts `paths`, so a path
    /// named twice is next to itself there (no set of every path is built).
    static func pathsToMerge(_ paths: [String], sortedBy order: [Int], configurationDiagnostics: [Diagnostic]) -> Set<String> {
        var merge = Set(configurationDiagnostics.map(\.file))
        for k in order.indices.dropFirst() where paths[order[k]] == paths[order[k - 1]] { merge.insert(paths[order[k]]) }
        return merge
    }

    /// Sorts and formats one file's diagnostics; safe to call on any thread.
    static func prepare(path: String, _ diagnostics: [Diagnostic], format: DiagnosticFormat, strict: Bool) -> PreparedFile {
        var prepared = PreparedFile(path: path, text: "", errors: 0, warnings: 0)
        guard !diagnostics.isEmpty else { return prepared }
        // By position, ties in the order found.
        let sorted = diagnostics.count < 2 ? diagnostics
            : diagnostics.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        for var d in sorted {
            if strict && d.severity == .warning { d.severity = .error }
            if d.severity == .error { prepared.errors += 1 } else if d.severity == .warning { prepared.warnings += 1 }
            switch format {
            case .text:
                prepared.text += DiagnosticFormatter.textLine(d)
                prepared.text += "\n"
            case .json:
                prepared.text += DiagnosticFormatter.jsonElement(d, first: false)
            }
        }
        return prepared
    }

    /// Adds a file prepared by `prepare`; its path must not be one of `pathsToMerge`.
    func add(_ file: PreparedFile) {
        flushGroup()
        flushConfiguration(before: file.path)
        print(file)
    }

    /// Adds one file's diagnostics to be merged with others of the same path.
    func add(path: String, _ diagnostics: [Diagnostic]) {
        if let current = groupPath, current != path { flushGroup() }
        if groupPath == nil {
            flushConfiguration(before: path)
            groupPath = path
            // Configuration diagnostics of the same path were found first.
            if nextConfiguration < configuration.count && configuration[nextConfiguration].path == path {
                group = configuration[nextConfiguration].diagnostics
                nextConfiguration += 1
            }
        }
        group += diagnostics
    }

    /// Prints what is left; call once, after the last file.
    func finish() {
        flushGroup()
        flushConfiguration(before: nil)
        if format == .json { buffer += DiagnosticFormatter.jsonEnd(empty: !printedAny) }
        flushBuffer()
    }

    private func flushConfiguration(before path: String?) {
        while nextConfiguration < configuration.count, path.map({ configuration[nextConfiguration].path < $0 }) ?? true {
            let (file, diagnostics) = configuration[nextConfiguration]
            print(Self.prepare(path: file, diagnostics, format: format, strict: strict))
            nextConfiguration += 1
        }
    }

    private func flushGroup() {
        guard let path = groupPath else { return }
        print(Self.prepare(path: path, group, format: format, strict: strict))
        group = []
        groupPath = nil
    }

    private func print(_ file: PreparedFile) {
        guard !file.text.isEmpty else { return }
        errors += file.errors
        warnings += file.warnings
        if format == .json && !printedAny {
            // The first element has no separator before it.
            buffer += file.text.dropFirst()
        } else {
            buffer += file.text
        }
        printedAny = true
        // Written in pieces of about 64 KB: one write per file would be a system call for
        // each of thousands of small files.
        if buffer.utf8.count >= 1 << 16 { flushBuffer() }
    }

    private func flushBuffer() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer = ""
    }
}
