import CardTestSupport
import CardCommands
import CardReader
import CardModel
import CardSupport

/// Running the pipeline on YAML text, the shape most compiler tests assert on: apart from
/// CardTestSupport because it links the compiler up to CardCommands' `Linter`.
extension TestSupport {
    package static func lint(_ yaml: String, file: String = "test.card.yaml", limits: ReaderLimits = .default) -> Linter.FileResult {
        Linter(limits: limits).lint(Array(yaml.utf8), path: file)
    }

    package static func diagnostics(_ yaml: String) -> [Diagnostic] {
        lint(yaml).diagnostics
    }

    /// `line:column rule` of each diagnostic, the shape most tests assert on.
    package static func summary(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
    }

    package static func spec(_ yaml: String) -> CardSpec? {
        let result = lint(yaml)
        return result.diagnostics.isEmpty ? result.specs.first : nil
    }
}
