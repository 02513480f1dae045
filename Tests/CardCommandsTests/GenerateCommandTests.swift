import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardGeneration
@testable import CardSupport
import CardTestSupport

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
        expectEqual(first.exitCode, ExitStatus.success)
        let path = output + "/Sheet.swift"
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.hasPrefix(GeneratedFile.marker))
        // Dated in the past, so a rewrite would show whatever the clock's resolution.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let second = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(second.exitCode, ExitStatus.success)
        #expect(second.standardError.contains("0 files, 1 unchanged"))
        #expect(try modificationDate(path) == past)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Sheet.swift"])
    }

    @Test func checkReportsStaleOutputAndWritesNothing() throws {
        let (spec, output) = try setUp()
        let missing = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run()
        expectEqual(missing.exitCode, ExitStatus.inputErrors)
        #expect(!FileManager.default.fileExists(atPath: output))
        _ = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run().exitCode, ExitStatus.success)
        try TestSupport.minimalSheet.replacingOccurrences(of: "100", with: "120").write(toFile: spec, atomically: true, encoding: .utf8)
        let stale = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run()
        expectEqual(stale.exitCode, ExitStatus.inputErrors)
        #expect(stale.standardError.contains("out of date: \(output)/Sheet.swift"))
        #expect(try String(contentsOfFile: output + "/Sheet.swift", encoding: .utf8).contains("points(100.0)"))
    }

    /// A file out of date after an edit of the spec's `.cardc.yml` alone (its `access`) is
    /// reported naming that configuration beside the spec, so the message points at the file
    /// that changed; a run that reads no configuration names only the spec.
    @Test func anOutOfDateFileNamesItsConfiguration() throws {
        let dir = try TestSupport.temporaryDirectory()
        let spec = dir + "/sheet.card.yaml", output = dir + "/Generated", configuration = dir + "/.cardc.yml"
        try TestSupport.minimalSheet.write(toFile: spec, atomically: true, encoding: .utf8)
        try "access: public\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run().exitCode, ExitStatus.success)
        try "access: internal\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        let stale = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true, format: .json)).run()
        expectEqual(stale.exitCode, ExitStatus.inputErrors)
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(stale.standardOutput.utf8)) as? [[String: Any]])
        let message = try #require(reported.first?["message"] as? String)
        #expect(message.hasPrefix("out of date: its spec or the configuration \(configuration) has changed since it was generated; run `"),
                "\(message)")

        // Without a configuration: the spec alone.
        try FileManager.default.removeItem(atPath: configuration)
        _ = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        try TestSupport.minimalSheet.replacingOccurrences(of: "100", with: "120").write(toFile: spec, atomically: true, encoding: .utf8)
        let changed = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true, format: .json)).run()
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(changed.standardOutput.utf8)) as? [[String: Any]])
        #expect((plain.first?["message"] as? String)?.hasPrefix("out of date: its spec has changed since it was generated; run `") == true, "\(plain)")
    }

    /// One `--output-file` takes its access from the first spec's configuration only, so an
    /// out-of-date file names that configuration, never another spec's, which cannot change it.
    @Test func anOutOfDateOutputFileNamesOnlyTheConfigurationItsAccessComesFrom() throws {
        let dir = try TestSupport.temporaryDirectory()
        let first = dir + "/a", second = dir + "/b", output = dir + "/Cards.swift"
        for folder in [first, second] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try TestSupport.minimalSheet.write(toFile: first + "/sheet.card.yaml", atomically: true, encoding: .utf8)
        try TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Other").write(toFile: second + "/other.card.yaml", atomically: true, encoding: .utf8)
        try "access: public\n".write(toFile: first + "/.cardc.yml", atomically: true, encoding: .utf8)
        try "access: public\n".write(toFile: second + "/.cardc.yml", atomically: true, encoding: .utf8)
        let specs = [first + "/sheet.card.yaml", second + "/other.card.yaml"]
        expectEqual(GenerateCommand(options: .init(specs: specs, destination: .file(output))).run().exitCode, ExitStatus.success)
        try "access: internal\n".write(toFile: first + "/.cardc.yml", atomically: true, encoding: .utf8)
        let stale = GenerateCommand(options: .init(specs: specs, destination: .file(output), check: true, format: .json)).run()
        expectEqual(stale.exitCode, ExitStatus.inputErrors)
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(stale.standardOutput.utf8)) as? [[String: Any]])
        let message = try #require(reported.first?["message"] as? String)
        #expect(message.hasPrefix("out of date: its specs or the configuration \(first)/.cardc.yml have changed since it was generated; run `"),
                "\(message)")
        #expect(!message.contains(second + "/.cardc.yml"), "\(message)")
    }

    /// Issue 36, item 10: every stale-file message says the command that fixes it, with this
    /// run's specs, output and flags, shell-quoted (a folder with a space and a quote), and
    /// `--prune` where an orphan is; pasted into a shell, it makes the check pass.
    @Test func staleMessagesGiveTheCommandToRunWithItsArguments() throws {
        let dir = try TestSupport.temporaryDirectory()
        let specs = dir + "/My Cards"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try TestSupport.minimalSheet.write(toFile: specs + "/sheet.card.yaml", atomically: true, encoding: .utf8)
        let output = dir + "/Gen'd"
        let options = GenerateCommand.Options(specs: [specs], outputDirectory: output, check: true, access: .internal)
        let command = "cardc generate '\(specs)' --output '\(dir)/Gen'\\''d' --access internal"
        expectEqual(GenerateCommand(options: options).command(prune: false), command)
        let missing = GenerateCommand(options: options).run()
        expectEqual(missing.exitCode, ExitStatus.inputErrors)
        #expect(missing.standardOutput.contains("error: missing: run `\(command)` to write it [stale-output]"), "\(missing.standardOutput)")
        #expect(missing.standardError.hasSuffix("cardc: run `\(command)` to update them\n"), "\(missing.standardError)")
        // The command, run by a shell (its words as the shell splits them), brings the folder up to date.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\n' " + command.dropFirst("cardc generate ".count)]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        shell.waitUntilExit()
        let words = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        expectEqual(words, [specs, "--output", output, "--access", "internal"])
        _ = GenerateCommand(options: .init(specs: [specs], outputDirectory: output, access: .internal)).run()
        expectEqual(GenerateCommand(options: options).run().exitCode, ExitStatus.success)
        // An orphan: the command has --prune.
        try FileManager.default.removeItem(atPath: specs + "/sheet.card.yaml")
        try TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Other").write(toFile: specs + "/other.card.yaml", atomically: true, encoding: .utf8)
        let orphaned = GenerateCommand(options: options).run()
        let pruning = "cardc generate '\(specs)' --output '\(dir)/Gen'\\''d' --prune --access internal"
        expectEqual(GenerateCommand(options: options).command(prune: true), pruning)
        #expect(orphaned.standardError.hasSuffix("cardc: run `\(pruning)` to update them and remove orphans\n"), "\(orphaned.standardError)")
    }

    /// Issue 36, item 10: `generate --check` on a spec with errors says the output was not
    /// checked, why, and what to run once the errors are fixed; plain `generate` says nothing
    /// was generated, as before.
    @Test func checkOnASpecWithErrorsSaysItDidNotCheck() throws {
        let (spec, output) = try setUp()
        try "version: 1\nname: Bad\nkind: sheet\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let check = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run()
        expectEqual(check.exitCode, ExitStatus.inputErrors)
        #expect(check.standardOutput.contains("missing required key 'segments'"))
        expectEqual(check.standardError, "cardc: not checked: 1 spec file has errors (above), and a spec with an error generates nothing to compare "
                    + "the output with; fix them, then run `cardc generate \(spec) --output \(output)` and commit what it writes\n")
        let generate = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(generate.standardError, "cardc: errors in the specs; nothing was generated\n")
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        let (spec, output) = try setUp()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let handWritten = "// my own code\nlet x = 1\n"
        try handWritten.write(toFile: output + "/Sheet.swift", atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(result.exitCode, ExitStatus.toolFailure)
        #expect(result.standardError.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: output + "/Sheet.swift", encoding: .utf8) == handWritten)
    }

    @Test func writesNothingWhenAnySpecHasAnError() throws {
        let (spec, output) = try setUp()
        let bad = spec.replacingOccurrences(of: "sheet.card.yaml", with: "bad.card.yaml")
        try "version: 1\nname: Bad\nkind: sheet\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec, bad], outputDirectory: output)).run()
        expectEqual(result.exitCode, ExitStatus.inputErrors)
        #expect(result.standardOutput.contains("missing required key 'segments'"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func twoCardsWithOneNameAreADuplicateName() throws {
        let (spec, output) = try setUp()
        let twin = spec.replacingOccurrences(of: "sheet.card.yaml", with: "twin.card.yaml")
        try TestSupport.minimalSheet.write(toFile: twin, atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec, twin], outputDirectory: output)).run()
        expectEqual(result.exitCode, ExitStatus.inputErrors)
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
        expectEqual(result.exitCode, ExitStatus.toolFailure)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Sheet.swift"])
    }
    /// What `lint` and `generate` share before linting: expanding paths and reading the
    /// configuration; each failure is exit status 2 with its reason.
    @Test func inputsThatCannotBePlannedExitTwo() throws {
        let dir = try TestSupport.temporaryDirectory()
        let output = dir + "/out"
        let none = GenerateCommand(options: .init(specs: [dir], outputDirectory: output)).run()
        expectEqual(none.exitCode, ExitStatus.toolFailure)
        expectEqual(none.standardError, "cardc: error: no spec files given\n")
        let stdin = GenerateCommand(options: .init(specs: ["-"], outputDirectory: output)).run()
        expectEqual(stdin.standardError, "cardc: error: generate reads spec files, not standard input\n")
        expectEqual(stdin.exitCode, ExitStatus.toolFailure)
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        let missingConfig = dir + "/nowhere/.cardc.yml"
        let generate = GenerateCommand(options: .init(specs: [dir], outputDirectory: output, configPath: missingConfig)).run()
        let lint = LintCommand(options: .init(paths: [dir], configPath: missingConfig)).run()
        for run in [generate, lint] {
            expectEqual(run.exitCode, ExitStatus.toolFailure)
            #expect(run.standardError.hasPrefix("cardc: error: cannot read configuration \(missingConfig)"))
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        let missing = LintCommand(options: .init(paths: [dir + "/missing.card.yaml"])).run()
        #expect(missing.standardError.hasPrefix("cardc: error: cannot read \(dir)/missing.card.yaml: No such file or directory"))
        #expect(missing.standardOutput.hasPrefix("\(dir)/missing.card.yaml:1:1: error: cannot read this file: No such file or directory [unreadable-file]"))
        expectEqual(missing.exitCode, ExitStatus.toolFailure)
    }

    /// A card renamed in its spec leaves its old file behind: `--check` names it (and the
    /// missing new one) in every format, `--prune` removes it and nothing else.
    @Test func checkNamesOrphansAndPruneRemovesOnlyThem() throws {
        let (spec, output) = try setUp()
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run().exitCode, ExitStatus.success)
        // Files that must survive: hand-written Swift, a non-Swift file with the marker, and a
        // link to a generated file elsewhere.
        let handWritten = "// mine\nlet x = 1\n"
        try handWritten.write(toFile: output + "/Mine.swift", atomically: true, encoding: .utf8)
        try (GeneratedFile.marker + " (not Swift)\n").write(toFile: output + "/notes.txt", atomically: true, encoding: .utf8)
        let elsewhere = try TestSupport.temporaryDirectory() + "/Elsewhere.swift"
        try (GeneratedFile.marker + "\n").write(toFile: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: output + "/Linked.swift", withDestinationPath: elsewhere)
        try TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Renamed").write(toFile: spec, atomically: true, encoding: .utf8)

        let check = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true, format: .json)).run()
        expectEqual(check.exitCode, ExitStatus.inputErrors)
        let stale = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [[String: Any]])
        expectEqual(stale.map { $0["file"] as? String }, [output + "/Renamed.swift", output + "/Sheet.swift"])
        #expect(stale.allSatisfy { $0["rule"] as? String == "stale-output" && $0["severity"] as? String == "error" })
        #expect((stale[0]["message"] as? String)?.hasPrefix("missing") == true)
        #expect((stale[1]["message"] as? String)?.hasPrefix("orphaned") == true)
        #expect(check.standardError.contains("orphaned: \(output)/Sheet.swift"))
        for format in DiagnosticFormat.allCases {
            let report = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true, format: format)).run().standardOutput
            #expect(report.contains("Sheet.swift") && report.contains("stale-output"), "\(format)")
        }

        // Without --prune the orphan stays and is mentioned.
        let plain = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(plain.exitCode, ExitStatus.success)
        #expect(plain.standardError.contains("\(output)/Sheet.swift was generated by cardc but no spec produces it"))
        #expect(FileManager.default.fileExists(atPath: output + "/Sheet.swift"))

        let pruned = GenerateCommand(options: .init(specs: [spec], outputDirectory: output, prune: true)).run()
        expectEqual(pruned.exitCode, ExitStatus.success)
        #expect(pruned.standardError.contains("removed 1 orphaned"))
        let left = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        expectEqual(left, ["Linked.swift", "Mine.swift", "Renamed.swift", "notes.txt"])
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == GeneratedFile.marker + "\n")
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run().exitCode, ExitStatus.success)
    }

    /// A card name whose file fits the 255-byte limit generates, though `.NAME.swift` and the
    /// temporary's marker, process id and random part would not: a spec that lints clean
    /// always generates. The same for `--output-file` with a name of 240 bytes.
    @Test(arguments: [217, 240, 249])
    func aLongCardNameThatFitsIsGenerated(length: Int) throws {
        let (spec, output) = try setUp()
        let name = String(repeating: "A", count: length)
        try TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: \(name)").write(toFile: spec, atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(result.exitCode, ExitStatus.success)
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: output), [name + ".swift"])
        let file = output + "/" + String(repeating: "f", count: 234) + ".swift"
        let single = GenerateCommand(options: .init(specs: [spec], destination: .file(file))).run()
        expectEqual(single.exitCode, ExitStatus.success)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("public enum \(name): SheetCard {"))
    }

    @Test func outputFileHoldsEveryCardOfTheSpecsAndIsAlwaysWritten() throws {
        let (spec, output) = try setUp()
        let second = spec.replacingOccurrences(of: "sheet.card.yaml", with: "two.card.yaml")
        try (TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: First") + "\n---\n"
             + TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Second")).write(toFile: second, atomically: true, encoding: .utf8)
        let file = output + "/nested/All.swift"
        let result = GenerateCommand(options: .init(specs: [spec, second], destination: .file(file))).run()
        expectEqual(result.exitCode, ExitStatus.success)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix(GeneratedFile.marker))
        for name in ["Sheet", "First", "Second"] { #expect(text.contains("public enum \(name): SheetCard {")) }
        expectEqual(text.components(separatedBy: "import CardEngine").count, 2)
        expectEqual(GenerateCommand(options: .init(specs: [spec, second], destination: .file(file), check: true)).run().exitCode, ExitStatus.success)

        // A spec file with no card still gives the declared output, so a build tool finds it.
        let empty = spec.replacingOccurrences(of: "sheet.card.yaml", with: "empty.card.yaml")
        try "# nothing yet\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let emptyOutput = output + "/Empty.swift"
        let none = GenerateCommand(options: .init(specs: [empty], destination: .file(emptyOutput))).run()
        expectEqual(none.exitCode, ExitStatus.success)
        #expect(try String(contentsOfFile: emptyOutput, encoding: .utf8).hasPrefix(GeneratedFile.marker))

        // An error writes nothing, and the file is never one cardc did not write.
        try "version: 1\nname: Bad\nkind: sheet\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let before = try String(contentsOfFile: emptyOutput, encoding: .utf8)
        expectEqual(GenerateCommand(options: .init(specs: [empty], destination: .file(emptyOutput))).run().exitCode, ExitStatus.inputErrors)
        #expect(try String(contentsOfFile: emptyOutput, encoding: .utf8) == before)
        try "let mine = 1\n".write(toFile: emptyOutput, atomically: true, encoding: .utf8)
        let refused = GenerateCommand(options: .init(specs: [spec], destination: .file(emptyOutput))).run()
        expectEqual(refused.exitCode, ExitStatus.toolFailure)
        #expect(try String(contentsOfFile: emptyOutput, encoding: .utf8) == "let mine = 1\n")
    }

    @Test func anOutputThatIsASymbolicLinkIsRefused() throws {
        let (spec, output) = try setUp()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let target = try TestSupport.temporaryDirectory() + "/target.swift"
        try (GeneratedFile.marker + "\n").write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: output + "/Sheet.swift", withDestinationPath: target)
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        expectEqual(result.exitCode, ExitStatus.toolFailure)
        #expect(result.standardError.contains("symbolic link"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == GeneratedFile.marker + "\n")
    }

    /// Writes cannot be redirected: links planted where the temporary file used to be named
    /// (`.NAME.cardc-PID.tmp`, predictable) or at the temporary files' own pattern are never
    /// written through, and a rewrite keeps the old file's permission bits.
    @Test func writesAreNeverRedirectedAndKeepPermissions() throws {
        let (spec, output) = try setUp()
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run().exitCode, ExitStatus.success)
        let path = output + "/Sheet.swift"
        expectEqual(chmod(path, 0o600), 0)
        let victimDirectory = try TestSupport.temporaryDirectory()
        let victim = victimDirectory + "/victim.txt"
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        // The old scheme's name for this process, and others.
        for pid in [getpid(), getpid() + 1] {
            try FileManager.default.createSymbolicLink(atPath: output + "/.Sheet.swift.cardc-\(pid).tmp", withDestinationPath: victim)
        }
        try FileManager.default.createSymbolicLink(atPath: output + "/.Sheet.swift.cardc-tmp-planted", withDestinationPath: victim)
        // Temporary files killed runs left behind: an earlier version's name, and one of a
        // process that has exited. A live writer's (this process's) is not touched.
        try "half a file".write(toFile: output + "/.Sheet.swift.cardc-tmp-leftover", atomically: false, encoding: .utf8)
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        try "half a file".write(toFile: output + "/.Sheet.swift.cardc-tmp-\(exited.processIdentifier)-x1", atomically: false, encoding: .utf8)
        try "being written".write(toFile: output + "/.Other.swift.cardc-tmp-\(getpid())-x2", atomically: false, encoding: .utf8)

        try TestSupport.minimalSheet.replacingOccurrences(of: "100", with: "120").write(toFile: spec, atomically: true, encoding: .utf8)
        // --check writes nothing, cleaning included.
        expectEqual(GenerateCommand(options: .init(specs: [spec], outputDirectory: output, check: true)).run().exitCode, ExitStatus.inputErrors)
        #expect(FileManager.default.fileExists(atPath: output + "/.Sheet.swift.cardc-tmp-leftover"))
        let result = GenerateCommand(options: .init(specs: [spec], outputDirectory: output)).run()
        #expect(result.exitCode == ExitStatus.success, "\(result)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("points(120.0)"))
        var info = stat()
        #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_mode & 0o777 == 0o600)
        let left = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        // The leftover temporaries are gone; a live writer's stays; links are never removed.
        #expect(left == [".Other.swift.cardc-tmp-\(getpid())-x2", ".Sheet.swift.cardc-\(getpid() + 1).tmp", ".Sheet.swift.cardc-\(getpid()).tmp",
                         ".Sheet.swift.cardc-tmp-planted", "Sheet.swift"].sorted())
    }

    /// Issue 33, item 9: the build plugin's output rewritten twice within one second gets a
    /// modification time in a later whole second than the file it replaces, so that a tool
    /// comparing whole seconds (swift-driver on Linux before it kept the fraction) never takes
    /// the new contents for the old. The second run follows the first by milliseconds, so
    /// without the guard both writes share a second (unless one happens to begin between them).
    @Test func aRewrittenOutputIsDatedInALaterSecondThanTheFileItReplaces() throws {
        let (spec, output) = try setUp()
        let file = output + ".swift"
        let first = GenerateCommand(options: .init(specs: [spec], destination: .file(file))).run()
        expectEqual(first.exitCode, ExitStatus.success)
        let before = try #require(try modificationDate(file))
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
        try TestSupport.minimalSheet.replacingOccurrences(of: "100", with: "120").write(toFile: spec, atomically: true, encoding: .utf8)
        let second = GenerateCommand(options: .init(specs: [spec], destination: .file(file))).run()
        expectEqual(second.exitCode, ExitStatus.success)
        let after = try #require(try modificationDate(file))
        let rewritten = try #require(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("points(120.0)"))
        #expect(rewritten != inode)
        #expect(after.timeIntervalSince1970.rounded(.down) > before.timeIntervalSince1970.rounded(.down),
                "rewritten in the second of the file it replaced: \(before) \(after)")
        // Unchanged contents are not rewritten (same file, same time), so nothing waits.
        expectEqual(GenerateCommand(options: .init(specs: [spec], destination: .file(file))).run().exitCode, ExitStatus.success)
        #expect(try modificationDate(file) == after)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int == rewritten)
    }
}
