import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

@Suite struct ConfigurationTests {
    /// A sheet whose only segment above the first is out of reach on an iPhone SE: an
    /// `unreachable-state` error and a `segment-bounds` error, on line 6.
    static let tallSheet = """
        version: 1
        name: Tall
        kind: sheet
        segments:
          - { name: closed, height: 80 }
          - { name: open, height: 700 }
        """

    func lint(_ spec: String, config: String?, strict: Bool = false) throws -> RunOutput {
        let dir = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/specs/nested", withIntermediateDirectories: true)
        try spec.write(toFile: dir + "/specs/nested/tall.card.yaml", atomically: true, encoding: .utf8)
        if let config { try config.write(toFile: dir + "/specs/.cardc.yml", atomically: true, encoding: .utf8) }
        return LintCommand(options: .init(paths: [dir + "/specs"], strict: strict)).run()
    }

    @Test func withoutConfigurationBothRulesFire() throws {
        let output = try lint(Self.tallSheet, config: nil)
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        #expect(output.standardOutput.contains("[unreachable-state]"))
        #expect(output.standardOutput.contains("[segment-bounds]"))
    }

    @Test func nearestConfigurationAboveTheSpecDisablesAndDowngrades() throws {
        let output = try lint(Self.tallSheet, config: "disabledRules: [segment-bounds]\nseverity: { unreachable-state: warning }\n")
        expectEqual(output.exitCode, ExitStatus.success)
        #expect(!output.standardOutput.contains("[segment-bounds]"))
        #expect(output.standardOutput.contains("warning: state 'open' can never be reached"))
        let strict = try lint(Self.tallSheet, config: "disabledRules: [segment-bounds]\nseverity: { unreachable-state: warning }\n", strict: true)
        expectEqual(strict.exitCode, ExitStatus.inputErrors)
        #expect(strict.standardOutput.contains("error: state 'open'"))
    }

    @Test func configurationChoosesTheDefaultDevices() throws {
        // On an iPad the 700 pt segment fits: nothing to report.
        let output = try lint(Self.tallSheet, config: "devices: [ipad-11]\n")
        #expect(output.exitCode == ExitStatus.success, "\(output.standardOutput)")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func mistakesInTheConfigurationAreReportedAgainstIt() throws {
        let output = try lint(TestSupport.minimalSheet, config: "disabledRules: [unreachable-stat, yaml-syntax]\nseverity: { scroll-state: loud }\nrules: 1\n")
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        #expect(output.standardOutput.contains(".cardc.yml:1:17: error: 'unreachable-stat' is not a checker rule; did you mean 'unreachable-state'? [unknown-reference]"))
        #expect(output.standardOutput.contains(".cardc.yml:1:35: error: 'yaml-syntax' reports input that cannot be decoded"))
        #expect(output.standardOutput.contains(".cardc.yml:2:27: error: 'loud' is not a severity"))
        #expect(output.standardOutput.contains(".cardc.yml:3:1: error: unknown key 'rules'"))
    }

    @Test func inlineCommentsSuppressCheckerRulesOnOneLine() {
        let suppressed = TestSupport.lint(Self.tallSheet.replacingOccurrences(
            of: "  - { name: open, height: 700 }",
            with: "  # cardc:disable-next-line unreachable-state, segment-bounds\n  - { name: open, height: 700 }"))
        #expect(suppressed.diagnostics.isEmpty, "\(suppressed.diagnostics)")
        let onlyOne = TestSupport.lint(Self.tallSheet.replacingOccurrences(
            of: "  - { name: open, height: 700 }",
            with: "  - { name: open, height: 700 }   # cardc:disable-line segment-bounds"))
        expectEqual(onlyOne.diagnostics.map(\.rule), [.unreachableState])
        let all = TestSupport.lint(Self.tallSheet.replacingOccurrences(
            of: "  - { name: open, height: 700 }",
            with: "  # cardc:disable-next-line\n  - { name: open, height: 700 }"))
        #expect(all.diagnostics.isEmpty)
        // A suppression on another line does nothing, and is reported for it.
        let elsewhere = TestSupport.lint("# cardc:disable-next-line\n" + Self.tallSheet)
        expectEqual(elsewhere.diagnostics.count, 3)
        expectEqual(elsewhere.diagnostics.filter { $0.rule == .superfluousSuppression }.map(\.location), [SourceLocation(line: 1, column: 3)])
    }

    /// No silent no-ops: a suppression naming no checker rule, or silencing nothing, is a
    /// `superfluous-suppression` warning at the name (or the comment), unless the
    /// configuration turns that rule or the named rule off.
    @Test func superfluousSuppressionsAreReported() throws {
        let spec = Self.tallSheet.replacingOccurrences(
            of: "  - { name: open, height: 700 }",
            with: "  # cardc:disable-next-line unreachable-stat, yaml-syntax, segment-bounds, scroll-state  # why: legacy\n  - { name: open, height: 700 }")
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let commentLine = try #require(lines.firstIndex { $0.contains("cardc:disable") }) + 1
        let result = TestSupport.lint(spec)
        let superfluous = result.diagnostics.filter { $0.rule == .superfluousSuppression }
        #expect(superfluous.map(\.location.column) == [29, 47, 76], "\(superfluous)")
        #expect(superfluous.allSatisfy { $0.location.line == commentLine && $0.severity == .warning })
        #expect(ReportedMessage(superfluous[0]).message.contains("did you mean 'unreachable-state'?"))
        #expect(superfluous[1].message.contains("cannot be suppressed"))
        #expect(superfluous[2].message.contains("'scroll-state' reports nothing on line \(commentLine + 1)"))
        // segment-bounds was used; unreachable-state was not suppressed (misspelt), so it shows.
        #expect(!result.diagnostics.contains { $0.rule == .segmentBounds })
        #expect(result.diagnostics.contains { $0.rule == .unreachableState })

        // The configuration can turn the rule off, change its severity, and a rule it disables
        // is not reported as unused.
        let dir = try TestSupport.temporaryDirectory()
        try spec.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        try "disabledRules: [scroll-state]\nseverity: { superfluous-suppression: error }\n".write(toFile: dir + "/.cardc.yml", atomically: true, encoding: .utf8)
        let strictConfig = LintCommand(options: .init(paths: [dir], format: .json)).run()
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(strictConfig.standardOutput.utf8)) as? [[String: Any]])
        let fromConfig = reported.filter { $0["rule"] as? String == "superfluous-suppression" }
        expectEqual(fromConfig.map { $0["column"] as? Int }, [29, 47])
        #expect(fromConfig.allSatisfy { $0["severity"] as? String == "error" })
        try "disabledRules: [superfluous-suppression]\n".write(toFile: dir + "/.cardc.yml", atomically: true, encoding: .utf8)
        #expect(!LintCommand(options: .init(paths: [dir])).run().standardOutput.contains("superfluous-suppression"))
    }

    /// A file with an input error was not wholly checked: unused entries are not reported
    /// there (they might have silenced something), names that are no rule still are.
    @Test func suppressionsInAFileWithInputErrorsAreOnlyCheckedForNames() {
        let result = TestSupport.lint("version: 1\nname: A\nkind: sheet\n# cardc:disable-next-line segment-bounds, nonsense\nsegments: []\n")
        expectEqual(result.diagnostics.map(\.rule), [.invalidValue, .superfluousSuppression])
        #expect(result.diagnostics[1].message.contains("'nonsense' is not a checker rule"))
    }

    @Test func dotCardcYamlIsReadAndTwoConfigurationsInOneFolderAreRefused() throws {
        let dir = try TestSupport.temporaryDirectory()
        try Self.tallSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        expectEqual(LintCommand(options: .init(paths: [dir])).run().exitCode, ExitStatus.inputErrors)
        try "disabledRules: [unreachable-state, segment-bounds]\n".write(toFile: dir + "/.cardc.yaml", atomically: true, encoding: .utf8)
        let quiet = LintCommand(options: .init(paths: [dir])).run()
        #expect(quiet.exitCode == ExitStatus.success, "\(quiet)")
        try "disabledRules: []\n".write(toFile: dir + "/.cardc.yml", atomically: true, encoding: .utf8)
        let both = LintCommand(options: .init(paths: [dir])).run()
        expectEqual(both.exitCode, ExitStatus.toolFailure)
        #expect(both.standardError.contains("\(dir)/.cardc.yaml: \(dir)/.cardc.yml is there too"))
    }

    @Test func inputErrorsCannotBeSuppressed() {
        let result = TestSupport.lint("# cardc:disable-next-line\nversion: 1\nname: A\nkind: sheet\nsegments: []\n")
        expectEqual(result.diagnostics.map(\.rule), [.invalidValue])
    }

    @Test func findingsOnSeveralDevicesAreMergedWhenIdentical() {
        let result = TestSupport.lint("""
            version: 1
            name: Flat
            kind: stack
            cardHeight: 200
            offset: 0
            height: { collapsed: 200, expanded: 500 }
            cards: 3
            """)
        expectEqual(result.diagnostics.filter { $0.rule == .hiddenCards }.count, 1)
    }

    /// The configuration search stays in the project: it ends at the repository root (a `.git`
    /// folder or file) and never reads a configuration from a folder anyone may write to.
    @Test func configurationLookupStopsAtTheRepositoryAndSharedFolders() throws {
        let top = try TestSupport.temporaryDirectory()
        let quiet = "disabledRules: [unreachable-state, segment-bounds]\n"
        try quiet.write(toFile: top + "/.cardc.yml", atomically: true, encoding: .utf8)
        for dir in ["repo/.git", "repo/specs", "worktree/specs", "shared/specs"] {
            try FileManager.default.createDirectory(atPath: top + "/" + dir, withIntermediateDirectories: true)
        }
        try "gitdir: elsewhere\n".write(toFile: top + "/worktree/.git", atomically: true, encoding: .utf8)
        for dir in ["repo/specs", "worktree/specs", "shared/specs"] {
            try Self.tallSheet.write(toFile: top + "/\(dir)/x.card.yaml", atomically: true, encoding: .utf8)
        }
        expectEqual(chmod(top + "/shared", 0o777), 0)
        try quiet.write(toFile: top + "/shared/.cardc.yml", atomically: true, encoding: .utf8)
        let paths = ["repo/specs", "worktree/specs", "shared/specs"].map { top + "/" + $0 }

        // Neither the configuration above the repositories nor the one in the shared folder applies.
        let shown = LintCommand(options: .init(paths: paths)).showConfiguration()
        expectEqual(shown.standardOutput, paths.map { "\($0)/x.card.yaml: built-in defaults\n" }.joined())
        expectEqual(LintCommand(options: .init(paths: paths)).run().standardOutput.components(separatedBy: "[unreachable-state]").count, 4)

        // One at the repository's root does.
        try quiet.write(toFile: top + "/repo/.cardc.yml", atomically: true, encoding: .utf8)
        let inRepo = LintCommand(options: .init(paths: [paths[0]])).showConfiguration()
        expectEqual(inRepo.standardOutput, "\(paths[0])/x.card.yaml: \(top)/repo/.cardc.yml\n")
        expectEqual(LintCommand(options: .init(paths: [paths[0]])).run().exitCode, ExitStatus.success)
    }

    /// `access:` in `.cardc.yml` sets the generated declarations' access; `--access` wins over
    /// it; a value that is no access level is an `invalid-value` at the value.
    @Test func accessLevelComesFromTheFlagThenTheConfiguration() throws {
        let dir = try TestSupport.temporaryDirectory()
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        func generated(_ access: AccessLevel? = nil) throws -> String {
            let out = dir + "/out-\(UUID().uuidString)"
            let result = GenerateCommand(options: .init(specs: [dir + "/a.card.yaml"], outputDirectory: out, access: access)).run()
            try #require(result.exitCode == ExitStatus.success, "\(result)")
            return try String(contentsOfFile: out + "/Sheet.swift", encoding: .utf8)
        }
        #expect(try generated().contains("\npublic import CardEngine\n\n/// The sheet card `Sheet`.\npublic enum Sheet: SheetCard {"))
        try "access: package\n".write(toFile: dir + "/.cardc.yml", atomically: true, encoding: .utf8)
        let package = try generated()
        #expect(package.contains("\npackage import CardEngine\n") && package.contains("\npackage enum Sheet: SheetCard {") && !package.contains("public "))
        let internalOnly = try generated(.internal)
        #expect(internalOnly.contains("\nimport CardEngine\n") && internalOnly.contains("\ninternal enum Sheet: SheetCard {") && !internalOnly.contains("package "))

        try "access: private\n".write(toFile: dir + "/.cardc.yml", atomically: true, encoding: .utf8)
        let bad = LintCommand(options: .init(paths: [dir])).run()
        expectEqual(bad.exitCode, ExitStatus.inputErrors)
        #expect(bad.standardOutput.contains("\(dir)/.cardc.yml:1:9: error: 'private' is not a valid access level; expected one of public, package or internal [invalid-value]"))
    }
}
