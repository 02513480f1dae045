import Foundation
import Testing
@testable import CardCompiler

@Suite struct GenerateCommandTests {
    func setUp() throws -> (spec: String, output: String) {
        let dir = try TestSupport.temporaryDirectory()
        let spec = dir + "/sheet.card.yaml"
        try TestSupport.minimalSheet.write(toFile: spec, atomically: true, encoding: .utf8)
        return (spec, dir + "/Generated")
    }

    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func writesOneFilePerCardAndLeavesUnchangedFilesAlone() throws {
        let (spec, output) = try setUp()
        let first = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(first.exitCode == ExitStatus.success)
        let path = output + "/Sheet.swift"
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.hasPrefix(GeneratedFile.marker))
        let before = try modificationDate(path)
        Thread.sleep(forTimeInterval: 0.05)
        let second = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(second.exitCode == ExitStatus.success)
        #expect(second.standardError.contains("0 files, 1 unchanged"))
        #expect(try modificationDate(path) == before)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Sheet.swift"])
    }

    @Test func checkReportsStaleOutputAndWritesNothing() throws {
        let (spec, output) = try setUp()
        let missing = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run()
        #expect(missing.exitCode == ExitStatus.inputErrors)
        #expect(!FileManager.default.fileExists(atPath: output))
        _ = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run().exitCode == ExitStatus.success)
        try TestSupport.minimalSheet.replacingOccurrences(of: "100", with: "120").write(toFile: spec, atomically: true, encoding: .utf8)
        let stale = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run()
        #expect(stale.exitCode == ExitStatus.inputErrors)
        #expect(stale.standardError.contains("out of date: \(output)/Sheet.swift"))
        #expect(try String(contentsOfFile: output + "/Sheet.swift", encoding: .utf8).contains("points(100.0)"))
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        let (spec, output) = try setUp()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let handWritten = "// my own code\nlet x = 1\n"
        try handWritten.write(toFile: output + "/Sheet.swift", atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(result.exitCode == ExitStatus.toolFailure)
        #expect(result.standardError.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: output + "/Sheet.swift", encoding: .utf8) == handWritten)
    }

    @Test func writesNothingWhenAnySpecHasAnError() throws {
        let (spec, output) = try setUp()
        let bad = spec.replacingOccurrences(of: "sheet.card.yaml", with: "bad.card.yaml")
        try "version: 1\nname: Bad\nkind: sheet\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec, bad], outputDirectory: output)).run()
        #expect(result.exitCode == ExitStatus.inputErrors)
        #expect(result.standardOutput.contains("missing required key 'segments'"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func twoCardsWithOneNameAreADuplicateName() throws {
        let (spec, output) = try setUp()
        let twin = spec.replacingOccurrences(of: "sheet.card.yaml", with: "twin.card.yaml")
        try TestSupport.minimalSheet.write(toFile: twin, atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec, twin], outputDirectory: output)).run()
        #expect(result.exitCode == ExitStatus.inputErrors)
        #expect(result.standardOutput.contains("twin.card.yaml:2:7: error: card name 'Sheet' is also used at"))
        #expect(result.standardOutput.contains("[duplicate-name]"))
    }

    @Test func atomicWritesReplaceWholeFilesAndLeaveNothingWhenTheyFail() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/Out.swift"
        try FileSystem.writeAtomically("first version\n", to: path)
        let long = String(repeating: "second version, longer than the first\n", count: 1000)
        try FileSystem.writeAtomically(long, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == long)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Out.swift"])

        // A write that cannot complete leaves neither a partial file nor its temporary.
        #expect(throws: FileSystem.Failure.self) { try FileSystem.writeAtomically("x", to: dir + "/missing/Out.swift") }
        try FileManager.default.createDirectory(atPath: dir + "/Blocked.swift", withIntermediateDirectories: false)
        #expect(throws: FileSystem.Failure.self) { try FileSystem.writeAtomically("x", to: dir + "/Blocked.swift") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["Blocked.swift", "Out.swift"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == long)
    }

    @Test func anOutputPathThatIsADirectoryStopsTheRunBeforeAnyWrite() throws {
        let (spec, output) = try setUp()
        try FileManager.default.createDirectory(atPath: output + "/Sheet.swift", withIntermediateDirectories: true)
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(result.exitCode == ExitStatus.toolFailure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Sheet.swift"])
    }
    /// What `lint` and `generate` share before linting: expanding paths and reading the
    /// configuration; each failure is exit status 2 with its reason.
    @Test func inputsThatCannotBePlannedExitTwo() throws {
        let dir = try TestSupport.temporaryDirectory()
        let output = dir + "/out"
        let none = GenerateCommand(options: .init(specs: [dir], outputDirectory: output)).run()
        #expect(none.exitCode == ExitStatus.toolFailure)
        #expect(none.standardError == "cardc: error: no spec files given\n")
        let stdin = GenerateCommand(options: .init(specs: ["-"], outputDirectory: output)).run()
        #expect(stdin.standardError == "cardc: error: generate reads spec files, not standard input\n")
        #expect(stdin.exitCode == ExitStatus.toolFailure)
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        let missingConfig = dir + "/nowhere/.cardc.yml"
        let generate = GenerateCommand(options: .init(specs: [dir], outputDirectory: output, configPath: missingConfig)).run()
        let lint = LintCommand(options: .init(paths: [dir], configPath: missingConfig)).run()
        for run in [generate, lint] {
            #expect(run.exitCode == ExitStatus.toolFailure)
            #expect(run.standardError.hasPrefix("cardc: error: cannot read configuration \(missingConfig)"))
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        let missing = LintCommand(options: .init(paths: [dir + "/missing.card.yaml"])).run()
        #expect(missing.standardError.hasPrefix("cardc: error: \(dir)/missing.card.yaml"))
        #expect(missing.exitCode == ExitStatus.toolFailure)
    }
}
