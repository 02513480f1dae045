import CardModel
/// One output format for diagnostics. A report is streamed as files finish: `begin`, then per
/// file `fileStart`, its elements, `fileEnd`, and finally `end`. Elements are rendered on the
/// worker that linted the file, each with `separator` in front; the writer drops the separator
/// of the report's first element (so JSON's commas come out right however files interleave).
/// The file wrappers are rendered once a file's diagnostics are complete, so they may carry
/// counts (JUnit's failures).
public protocol Reporter: Sendable {
    /// What opens the report.
    func begin() -> String
    /// Put before every element but the report's first.
    var separator: String { get }
    /// One diagnostic, without the separator.
    func element(_ diagnostic: Diagnostic) -> String
    /// Whether a file with no diagnostic still appears (a passing JUnit test case).
    var reportsEveryFile: Bool { get }
    /// What opens and closes one file's elements.
    func fileStart(_ file: ReportedFile) -> String
    func fileEnd(_ file: ReportedFile) -> String
    /// What closes the report; `empty` when no element was written.
    func end(empty: Bool) -> String
}

extension Reporter {
    public var reportsEveryFile: Bool { false }
    public func fileStart(_ file: ReportedFile) -> String { "" }
    public func fileEnd(_ file: ReportedFile) -> String { "" }
}

/// A file as its wrappers see it: its path and how many diagnostics of each severity it has.
public struct ReportedFile: Sendable, Equatable {
    public var path: String
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(path: String, errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.path = path
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    public var isClean: Bool { errors + warnings + notes == 0 }

    package mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }
}
