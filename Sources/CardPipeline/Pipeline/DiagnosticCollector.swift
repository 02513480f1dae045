import CardSupport
import CardModel
/// Keeps the first `limit` diagnostics of a file and counts the rest, so a hostile file cannot
/// fill memory or the terminal.
package struct DiagnosticCollector: Sendable {
    package let limit: Int
    package var kept: [Diagnostic] = []
    package var leftOut = 0
    package var leftOutErrors = 0

    package mutating func add(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            if kept.count < limit {
                kept.append(d)
            } else {
                leftOut += 1
                if d.severity == .error { leftOutErrors += 1 }
            }
        }
    }

    /// Errors a stage counted past the cap without building them.
    package mutating func count(errors: Int) {
        leftOut += errors
        leftOutErrors += errors
    }

    /// How many diagnostics a stage should build for the next document: the cap while any
    /// room is left (a document's diagnostics are ordered before the collector keeps the
    /// first of them, so it builds as many as the cap, whatever part of them is kept), none
    /// once the collector is full (whatever it finds is only counted).
    package var room: Int { kept.count < limit ? limit : 0 }

    package func finish(file: String) -> [Diagnostic] {
        guard leftOut > 0 else { return kept }
        let last = kept.map(\.location).max() ?? SourceLocation(line: 1, column: 1)
        return kept + [Diagnostic(
            file: file, location: last, severity: leftOutErrors > 0 ? .error : .note, rule: .resourceLimit,
            message: "\(leftOut) more diagnostic\(leftOut == 1 ? "" : "s") in this file (\(leftOutErrors) error\(leftOutErrors == 1 ? "" : "s")) were left out after the first \(limit)"
        )]
    }
}
