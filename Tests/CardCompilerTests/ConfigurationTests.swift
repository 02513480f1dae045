import Foundation
import Testing
@testable import CardCompiler

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
        #expect(output.exitCode == ExitStatus.inputErrors)
        #expect(output.standardOutput.contains("[unreachable-state]"))
        #expect(output.standardOutput.contains("[segment-bounds]"))
    }

    @Test func nearestConfigurationAboveTheSpecDisablesAndDowngrades() throws {
        let output = try lint(Self.tallSheet, config: "disabledRules: [segment-bounds]\nseverity: { unreachable-state: warning }\n")
        #expect(output.exitCode == ExitStatus.success)
        #expect(!output.standardOutput.contains("[segment-bounds]"))
        #expect(output.standardOutput.contains("warning: state 'open' can never be reached"))
        let strict = try lint(Self.tallSheet, config: "disabledRules: [segment-bounds]\nseverity: { unreachable-state: warning }\n", strict: true)
        #expect(strict.exitCode == ExitStatus.inputErrors)
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
        #expect(output.exitCode == ExitStatus.inputErrors)
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
        #expect(onlyOne.diagnostics.map(\.rule) == [.unreachableState])
        let all = TestSupport.lint(Self.tallSheet.replacingOccurrences(
            of: "  - { name: open, height: 700 }",
            with: "  # cardc:disable-next-line\n  - { name: open, height: 700 }"))
        #expect(all.diagnostics.isEmpty)
        // A suppression on another line does nothing.
        let elsewhere = TestSupport.lint("# cardc:disable-next-line\n" + Self.tallSheet)
        #expect(elsewhere.diagnostics.count == 2)
    }

    @Test func inputErrorsCannotBeSuppressed() {
        let result = TestSupport.lint("# cardc:disable-next-line\nversion: 1\nname: A\nkind: sheet\nsegments: []\n")
        #expect(result.diagnostics.map(\.rule) == [.invalidValue])
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
        #expect(result.diagnostics.filter { $0.rule == .hiddenCards }.count == 1)
    }
}
