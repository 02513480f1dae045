import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardLanguageServer
@testable import CardFixes
@testable import CardPipeline
@testable import CardPreview
@testable import CardReporters
@testable import CardGeneration
@testable import CardChecker
@testable import CardDecoder
@testable import CardReader
@testable import CardModel
@testable import CardSupport

/// Shared helpers: run the pipeline on YAML text, find the repository's files.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func lint(_ yaml: String, file: String = "test.card.yaml", limits: ReaderLimits = .default) -> Linter.FileResult {
        Linter(limits: limits).lint(Array(yaml.utf8), path: file)
    }

    static func diagnostics(_ yaml: String) -> [Diagnostic] {
        lint(yaml).diagnostics
    }

    /// `line:column rule` of each diagnostic, the shape most tests assert on.
    static func summary(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
    }

    static func spec(_ yaml: String) -> CardSpec? {
        let result = lint(yaml)
        return result.diagnostics.isEmpty ? result.specs.first : nil
    }

    /// A fresh empty directory under the process's `TemporaryFolders` root, removed with it when
    /// the tests end.
    static func temporaryDirectory() throws -> String {
        try TemporaryFolders.shared.make()
    }

    /// CI's deep run: `.ci/run` exports CARDC_DIFFERENTIAL_COUNT=10000
    /// (`ReachabilityDifferentialTests.ciCount`), and the random suites then check as many cases as
    /// they always did; `swift test` alone checks `modest` of them, enough to show the property.
    static let isDeepRun = (Int(ProcessInfo.processInfo.environment["CARDC_DIFFERENTIAL_COUNT"] ?? "") ?? 0) >= 10_000

    static func randomCount(modest: Int, ci: Int) -> Int {
        isDeepRun ? ci : modest
    }

    /// Nests `levels` folders named `component` in `folder`, each made relative to the one
    /// above it, so that together they are deeper than a path can name; returns the deepest
    /// one's open descriptor, which the caller closes.
    static func nestFolders(in folder: String, named component: String, levels: Int = 24) throws -> Int32 {
        var fd = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0)
        for _ in 0..<levels {
            #expect(mkdirat(fd, component, 0o755) == 0)
            let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            try #require(fd >= 0)
        }
        return fd
    }

    static let minimalSheet = """
        version: 1
        name: Sheet
        kind: sheet
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 50% }
        """
}
