import CardSupport
import CardModel
/// Prints `lint`'s diagnostics as files finish, in exactly the order and bytes of sorting them
/// all at the end (`Diagnostic.sortedForOutput`: by file, then position, then the order they
/// were found in), while holding only the current file's. Files must arrive sorted by path
/// (ties in input order), each file's diagnostics naming that file; the configuration files'
/// diagnostics, known before any file is linted, are given up front and printed where their
/// path falls. Holding everything until the end took about 150 MB for 8,572 broken specs.
///
/// Every file is formatted by the worker that linted it (`prepare`), so formatting runs in
/// parallel with linting. A path named more than once, or a configuration file's, is prepared with the
/// position of each formatted diagnostic, and its pieces are merged here by position.
///
/// Not thread-safe: the caller serialises every call (`Parallel.forEachInOrder` does). So its
/// state skips Swift's run-time exclusivity checks (a call into the runtime per access, a few
/// per file): no two calls overlap, and none reenters the writer.
package final class DiagnosticStreamWriter: @unchecked Sendable {
    /// One file's diagnostics, sorted, with `--strict` applied, rendered as the reporter's
    /// elements, each with the reporter's separator in front.
    package struct PreparedFile: Sendable {
        package var file: ReportedFile
        package var text: String
        /// For a file to merge: each diagnostic's position and where its text ends in `text`
        /// (UTF-8 offsets); empty otherwise.
        package var pieces: [(location: SourceLocation, end: Int)] = []
        /// The size of the input the diagnostics came from (0 for a configuration file's):
        /// what the output limit grows with.
        package var inputBytes = 0

        package var path: String { file.path }
    }

    private let reporter: any Reporter
    private let strict: Bool
    private let write: @Sendable (String) -> Void

    /// Configuration files' diagnostics, prepared, sorted by path, not yet printed.
    @exclusivity(unchecked) private var configuration: [PreparedFile]
    @exclusivity(unchecked) private var nextConfiguration = 0

    /// The files of the path being gathered, when it needs merging, in the order they came.
    @exclusivity(unchecked) private var group: [PreparedFile] = []

    /// What may be printed: at least `outputFloor` bytes, and `outputPerInputByte` bytes for
    /// each byte of input read so far. No real spec comes near it (3,000 specs of 60 unknown
    /// keys each print 22 bytes per byte); past it the rest is counted, not printed, and a
    /// `resource-limit` error at the first file left out says so. One file prints at most
    /// `maxDiagnostics` diagnostics of bounded text (`EchoedText`); without that bound an 8 MB
    /// spec printed 1 GB.
    package static let outputFloor = 64 << 20
    package static let outputPerInputByte = 64
    private let outputFloor: Int
    @exclusivity(unchecked) private var inputBytes = 0
    @exclusivity(unchecked) private var printedBytes = 0
    /// Once the limit is reached: the first file left out and what was not printed.
    @exclusivity(unchecked) private var withheld: (path: String, diagnostics: Int, errors: Int)?

    @exclusivity(unchecked) private var buffer = ""
    @exclusivity(unchecked) private var printedAny = false
    @exclusivity(unchecked) package private(set) var errors = 0
    @exclusivity(unchecked) package private(set) var warnings = 0

    package init(reporter: any Reporter, strict: Bool, configurationDiagnostics: [Diagnostic], outputFloor: Int = DiagnosticStreamWriter.outputFloor,
         write: @escaping @Sendable (String) -> Void) {
        self.outputFloor = outputFloor
        self.reporter = reporter
        self.strict = strict
        self.write = write
        var byPath: [String: [Diagnostic]] = [:]
        for d in configurationDiagnostics { byPath[d.file, default: []].append(d) }
        configuration = byPath.sorted { $0.key < $1.key }.map {
            Self.prepare(path: $0.key, $0.value, reporter: reporter, strict: strict, withPieces: true)
        }
        buffer = reporter.begin()
    }

    /// The whole report of `diagnostics` at once, in the bytes streaming them would print: for
    /// output that is complete before it is printed (`generate`).
    package static func render(_ diagnostics: [Diagnostic], reporter: any Reporter, strict: Bool = false) -> String {
        let collected = CollectedText()
        stream(diagnostics, reporter: reporter, strict: strict, write: { collected.text += $0 })
        return collected.text
    }

    /// The report of `diagnostics`, known before it is printed, passed to `write` in pieces as
    /// `render` would make it: memory holds one file's text, not the report.
    package static func stream(_ diagnostics: [Diagnostic], reporter: any Reporter, strict: Bool = false,
                               write: @escaping @Sendable (String) -> Void) {
        let writer = DiagnosticStreamWriter(reporter: reporter, strict: strict, configurationDiagnostics: [], write: write)
        let sorted = Diagnostic.sortedForOutput(diagnostics)
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].file == sorted[start].file { end += 1 }
            writer.add(prepare(path: sorted[start].file, Array(sorted[start..<end]), reporter: reporter, strict: strict))
            start = end
        }
        writer.finish()
    }

    /// Text gathered from a writer, one piece at a time.
    package final class CollectedText: @unchecked Sendable {
        package var text = ""
        package init() {}
    }

    /// The paths whose diagnostics must be merged here rather than printed as they come: those
    /// of configuration files, and any named more than once. `order` sorts `paths`, so a path
    /// named twice is next to itself there (no set of every path is built).
    package static func pathsToMerge(_ paths: [String], sortedBy order: [Int], configurationDiagnostics: [Diagnostic]) -> Set<String> {
        var merge = Set(configurationDiagnostics.map(\.file))
        for k in order.indices.dropFirst() where paths[order[k]] == paths[order[k - 1]] { merge.insert(paths[order[k]]) }
        return merge
    }

    /// Sorts and renders one file's diagnostics; safe to call on any thread. `withPieces` for a
    /// path in `pathsToMerge`.
    package static func prepare(path: String, _ diagnostics: [Diagnostic], reporter: any Reporter, strict: Bool,
                        withPieces: Bool = false) -> PreparedFile {
        // Made where it is returned: a file with nothing to say (most files) was copied and
        // destroyed again on its way out.
        guard !diagnostics.isEmpty else { return PreparedFile(file: ReportedFile(path: path), text: "") }
        var prepared = PreparedFile(file: ReportedFile(path: path), text: "")
        let separator = reporter.separator
        // One file's: by position, ties in the order found.
        for var d in Diagnostic.sortedForOutput(diagnostics) {
            if strict && d.severity == .warning { d.severity = .error }
            prepared.file.count(d.severity)
            prepared.text += separator
            prepared.text += reporter.element(d)
            if withPieces { prepared.pieces.append((d.location, prepared.text.utf8.count)) }
        }
        return prepared
    }

    /// Adds a prepared file. One whose path is in `pathsToMerge` must have been prepared
    /// `withPieces`.
    package func add(_ file: PreparedFile) {
        inputBytes += file.inputBytes
        if let current = group.first?.path, current != file.path { flushGroup() }
        if group.isEmpty { flushConfiguration(before: file.path) }
        guard !group.isEmpty || !file.pieces.isEmpty else {
            print(file)
            return
        }
        if group.isEmpty && nextConfiguration < configuration.count && configuration[nextConfiguration].path == file.path {
            // Configuration diagnostics of the same path were found first.
            group.append(configuration[nextConfiguration])
            nextConfiguration += 1
        }
        group.append(file)
    }

    /// Prints what is left; call once, after the last file.
    package func finish() {
        flushGroup()
        flushConfiguration(before: nil)
        if let withheld {
            let limit = max(outputFloor, Self.outputPerInputByte.multipliedReportingOverflow(by: inputBytes).partialValue)
            let note = Diagnostic(
                file: withheld.path, location: SourceLocation(line: 1, column: 1), severity: .error, rule: .resourceLimit,
                message: "the output limit (\(limit) bytes: \(Self.outputPerInputByte) per byte of input, at least \(outputFloor)) was reached; "
                    + "\(withheld.diagnostics) diagnostic\(withheld.diagnostics == 1 ? "" : "s") (\(withheld.errors) error\(withheld.errors == 1 ? "" : "s")) "
                    + "from this file on were not printed")
            self.withheld = nil
            print(Self.prepare(path: withheld.path, [note], reporter: reporter, strict: false), bounded: false)
        }
        buffer += reporter.end(empty: !printedAny)
        flushBuffer()
    }

    private func flushConfiguration(before path: String?) {
        while nextConfiguration < configuration.count, path.map({ configuration[nextConfiguration].path < $0 }) ?? true {
            print(configuration[nextConfiguration])
            nextConfiguration += 1
        }
    }

    /// Prints the gathered files of one path, their diagnostics merged by position (ties in the
    /// order the files came, then the order within each file).
    private func flushGroup() {
        guard !group.isEmpty else { return }
        defer { group = [] }
        guard group.count > 1 else {
            print(group[0])
            return
        }
        var order: [(location: SourceLocation, file: Int, piece: Int)] = []
        for (f, file) in group.enumerated() {
            for (p, piece) in file.pieces.enumerated() { order.append((piece.location, f, p)) }
        }
        order.sort { ($0.location, $0.file, $0.piece) < ($1.location, $1.file, $1.piece) }
        let bytes = group.map { Array($0.text.utf8) }
        var merged = PreparedFile(file: ReportedFile(path: group[0].path), text: "")
        for file in group {
            merged.file.errors += file.file.errors
            merged.file.warnings += file.file.warnings
            merged.file.notes += file.file.notes
        }
        for entry in order {
            let start = entry.piece == 0 ? 0 : group[entry.file].pieces[entry.piece - 1].end
            merged.text += String(decoding: bytes[entry.file][start..<group[entry.file].pieces[entry.piece].end], as: UTF8.self)
        }
        print(merged)
    }

    private func print(_ prepared: PreparedFile, bounded: Bool = true) {
        if prepared.text.isEmpty && !reporter.reportsEveryFile { return }
        errors += prepared.file.errors
        warnings += prepared.file.warnings
        if bounded {
            // Checked per file: a file's own text is bounded (`maxDiagnostics`, and
            // `EchoedText` within each), so memory stays that of a file.
            let size = prepared.text.utf8.count
            let limit = max(outputFloor, Self.outputPerInputByte.multipliedReportingOverflow(by: inputBytes).partialValue)
            if withheld != nil || printedBytes + size > limit {
                let count = prepared.file.errors + prepared.file.warnings + prepared.file.notes
                guard count > 0 else { return }
                withheld = (withheld?.path ?? prepared.path, (withheld?.diagnostics ?? 0) + count, (withheld?.errors ?? 0) + prepared.file.errors)
                return
            }
            printedBytes += size
        }
        buffer += reporter.fileStart(prepared.file)
        if !prepared.text.isEmpty {
            if printedAny {
                buffer += prepared.text
            } else {
                // The report's first element has no separator before it.
                buffer += String(prepared.text.unicodeScalars.dropFirst(reporter.separator.unicodeScalars.count))
            }
            printedAny = true
        }
        buffer += reporter.fileEnd(prepared.file)
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
