import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
import CardTestSupport

/// `--quiet` (issue 26, item 9): lint, generate and preview leave out their summary line on
/// standard error, and print everything else (diagnostics, failures, warnings, exit status) as
/// they do without it.
@Suite struct QuietFlagTests {
    static let bad = """
        version: 1
        name: Bad
        kind: sheet
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 2000 }
        """

    static func folder(with files: [String: String]) throws -> String {
        let dir = try TestSupport.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func lintLeavesOutTheSummaryOnly() throws {
        let dir = try Self.folder(with: ["bad.card.yaml": Self.bad])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let loud = LintCommand(options: .init(paths: [dir])).run()
        let quiet = LintCommand(options: .init(paths: [dir], quiet: true)).run()
        #expect(loud.standardError.hasPrefix("cardc: 1 file, 1 card: ") && loud.standardError.split(separator: "\n").count == 1)
        expectEqual(quiet.standardError, "")
        #expect(quiet.standardOutput == loud.standardOutput && quiet.standardOutput.contains("[unreachable-state]"))
        #expect(quiet.exitCode == loud.exitCode && quiet.exitCode == ExitStatus.inputErrors)
        // What is not the summary is still said: a path that holds no spec.
        let empty = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let none = LintCommand(options: .init(paths: [empty], quiet: true)).run()
        #expect(none.standardError.hasPrefix("cardc: error: no spec files") && none.standardError.split(separator: "\n").count == 1)
        expectEqual(none.exitCode, ExitStatus.inputErrors)
    }

    @Test func generateAndPreviewLeaveOutTheirSummaries() throws {
        let dir = try Self.folder(with: ["good.card.yaml": TestSupport.minimalSheet])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = dir + "/good.card.yaml"
        let written = GenerateCommand(options: .init(specs: [spec], outputDirectory: dir + "/out", quiet: true)).run()
        #expect(written.standardError == "" && written.exitCode == ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: dir + "/out/Sheet.swift"))
        let checked = GenerateCommand(options: .init(specs: [spec], outputDirectory: dir + "/out", check: true, quiet: true)).run()
        #expect(checked.standardError == "" && checked.exitCode == ExitStatus.success)
        let loud = GenerateCommand(options: .init(specs: [spec], outputDirectory: dir + "/out", check: true)).run()
        expectEqual(loud.standardError, "cardc: 1 generated file up to date\n")
        // A missing file is not a summary: it is said however quiet.
        try FileManager.default.removeItem(atPath: dir + "/out/Sheet.swift")
        let stale = GenerateCommand(options: .init(specs: [spec], outputDirectory: dir + "/out", check: true, quiet: true)).run()
        #expect(stale.exitCode == ExitStatus.inputErrors && stale.standardError.contains("missing"))

        let drawn = PreviewCommand(options: .init(specs: [spec], output: dir + "/preview", quiet: true)).run()
        #expect(drawn.standardError == "" && drawn.exitCode == ExitStatus.success)
        let drawnLoud = PreviewCommand(options: .init(specs: [spec], output: dir + "/preview")).run()
        #expect(drawnLoud.standardError.hasPrefix("cardc: drew 1 card"))
        expectEqual(drawnLoud.standardOutput, drawn.standardOutput)
    }
}
