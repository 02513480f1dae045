import CardSupport
/// The output formats diagnostics are printed in, chosen with `--format`. Each has one reporter
/// type in `Reporters/`; the switch below is exhaustive, so a new format cannot lack one, and
/// the command-line help and the tests iterate over `allCases`.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
    case checkstyle
    case junit

    /// One line for `--help` and the docs.
    public var summary: String {
        switch self {
        case .text: return "file:line:column: severity: message [rule], as Xcode and editors parse"
        case .json: return "one JSON array of diagnostic objects"
        case .sarif: return "SARIF 2.1.0, for GitHub code scanning and other SARIF viewers"
        case .github: return "GitHub Actions workflow commands, shown as annotations on the pull request"
        case .checkstyle: return "Checkstyle XML, for Jenkins, GitLab and other Checkstyle readers"
        case .junit: return "JUnit XML, one test case per spec file, failing with its errors"
        }
    }

    /// The reporter that renders this format. `workingDirectory` is what SARIF's artifact
    /// locations are relative to.
    public func reporter(workingDirectory: String = FileSystem.workingDirectory()) -> any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(workingDirectory: workingDirectory)
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }

    /// `--format`'s help: every format with its summary.
    public static var help: String {
        allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")
    }
}
