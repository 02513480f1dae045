import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardModel
import CardTestSupport

@Suite struct LintCommandTests {
    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func examplesLintClean() {
        let output = LintCommand(options: .init(paths: [TestSupport.packageRoot.appendingPathComponent("examples").path])).run()
        expectEqual(output.exitCode, ExitStatus.success)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("0 errors"))
    }

    @Test func errorsExitOneWithEditorStyleLines() throws {
        let dir = try TestSupport.temporaryDirectory()
        try write("version: 1\nname: A\nkind: sheet\nsegments: []\n", to: dir + "/a.card.yaml")
        let output = LintCommand(options: .init(paths: [dir + "/a.card.yaml"])).run()
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        expectEqual(output.standardOutput, "\(dir)/a.card.yaml:4:11: error: a sheet needs at least two segments; found 0 [invalid-value]\n")
    }

    /// Issue 36, item 10: the summary counts cards whether or not they decode: a file holding
    /// one card with errors is `1 file, 1 card`, not `0 cards`; a document whose YAML breaks off
    /// is a card too; a clean file's summary is as it was.
    @Test func theSummaryCountsCardsThatHaveErrors() throws {
        let dir = try TestSupport.temporaryDirectory()
        func summary(_ name: String, _ text: String) throws -> String {
            try write(text, to: dir + "/" + name)
            return LintCommand(options: .init(paths: [dir + "/" + name])).run().standardError
        }
        expectEqual(try summary("two.card.yaml", "version: 1\nname: A\nkind: sheet\nsegments: []\nheader: { heigt: 80 }\n"),
                    "cardc: 1 file, 1 card: 2 errors, 0 warnings\n")
        expectEqual(try summary("clean.card.yaml", TestSupport.minimalSheet), "cardc: 1 file, 1 card: 0 errors, 0 warnings\n")
        // Two documents, the second broken off by a syntax error: two cards.
        expectEqual(try summary("broken.card.yaml", TestSupport.minimalSheet + "\n---\nversion: 1\nname: [B\n"),
                    "cardc: 1 file, 2 cards: 1 error, 0 warnings\n")
        // Three documents, one of them no mapping: three cards, one with an error.
        let three = try summary("three.card.yaml", TestSupport.minimalSheet + "\n---\n" + TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Sheet2") + "\n---\n- a list\n")
        #expect(three.hasPrefix("cardc: 1 file, 3 cards: 1 error"), "\(three)")
    }

    @Test func directoriesAreSearchedForSpecFilesOnly() throws {
        let dir = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/nested/deeper", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/.hidden", withIntermediateDirectories: true)
        try write(TestSupport.minimalSheet, to: dir + "/nested/deeper/b.card.yml")
        try write(TestSupport.minimalSheet, to: dir + "/a.card.yaml")
        try write("not: [a spec", to: dir + "/notes.yaml")
        try write("not: [a spec", to: dir + "/.hidden/c.card.yaml")
        let inputs = try InputDiscovery.expand([dir])
        expectEqual(inputs, [.file(dir + "/a.card.yaml"), .file(dir + "/nested/deeper/b.card.yml")])
        expectEqual(LintCommand(options: .init(paths: [dir])).run().exitCode, ExitStatus.success)
    }

    /// A spec linked into a package's target for the build plugin (as examples/App's specs are)
    /// is one file: linted once, found first at its own path; a path named twice counts once.
    @Test func aFileReachedByTwoPathsIsOneInput() throws {
        let dir = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/App/Cards", withIntermediateDirectories: true)
        try write(TestSupport.minimalSheet, to: dir + "/a.card.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/App/Cards/a.card.yaml", withDestinationPath: "../../a.card.yaml")
        try write(TestSupport.minimalSheet, to: dir + "/App/Cards/b.card.yaml")
        expectEqual(try InputDiscovery.expand([dir]), [.file(dir + "/a.card.yaml"), .file(dir + "/App/Cards/b.card.yaml")])
        expectEqual(try InputDiscovery.expand([dir + "/a.card.yaml", dir + "/a.card.yaml"]), [.file(dir + "/a.card.yaml")])
        // Found first through the link (an `A` folder walks before `b.card.yaml`'s): still read at its own path.
        try FileManager.default.createDirectory(atPath: dir + "/A", withIntermediateDirectories: true)
        try write(TestSupport.minimalSheet, to: dir + "/b.card.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/A/b.card.yaml", withDestinationPath: "../b.card.yaml")
        expectEqual(try InputDiscovery.expand([dir + "/A", dir + "/b.card.yaml"]), [.file(dir + "/b.card.yaml")])
        let output = LintCommand(options: .init(paths: [dir])).run()
        #expect(output.standardError.contains("3 files"))
    }

    @Test func unreadablePathsExitTwo() {
        let output = LintCommand(options: .init(paths: ["/nonexistent/x.card.yaml"])).run()
        expectEqual(output.exitCode, ExitStatus.toolFailure)
        #expect(output.standardError.contains("No such file"))
    }

    @Test func standardInputIsNamedStdin() {
        let command = LintCommand(options: .init(paths: ["-"]), standardInput: { Array("version: 1\nkind: deck\n".utf8) })
        let output = command.run()
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        #expect(output.standardOutput.hasPrefix("<stdin>:1:1: error: missing required key 'name'"))
    }

    @Test func jsonOutputHasTheContractKeys() throws {
        let command = LintCommand(options: .init(paths: ["-"], format: .json), standardInput: { Array("version: 1\nname: \"a\\\"b\"\nkind: deck\nsize: {width: 1, height: 1}\n".utf8) })
        let output = command.run()
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        let data = Data(output.standardOutput.utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        expectEqual(array.count, 1)
        #expect(array[0]["file"] as? String == "<stdin>")
        #expect(array[0]["line"] as? Int == 2)
        #expect(array[0]["column"] as? Int == 7)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["rule"] as? String == "invalid-value")
        #expect((array[0]["message"] as? String)?.contains("'a\"b'") == true)
    }

    @Test func emptyJsonIsAnEmptyArray() {
        let command = LintCommand(options: .init(paths: ["-"], format: .json), standardInput: { Array(TestSupport.minimalSheet.utf8) })
        expectEqual(command.run().standardOutput, "[]\n")
    }

    @Test func strictTurnsWarningsIntoErrors() {
        let warning = Diagnostic(file: "f", location: .init(line: 1, column: 1), severity: .warning, rule: .unreachableState, message: "w")
        expectEqual(DiagnosticFormatter.textLine(warning), "f:1:1: warning: w [unreachable-state]")
        let withDevice = Diagnostic(file: "f", location: .init(line: 2, column: 3), severity: .error, rule: .segmentOrder, message: "m", devices: [DiagnosticDevice(name: "iphone-se")])
        expectEqual(DiagnosticFormatter.textLine(withDevice), "f:2:3: error: m (on iphone-se) [segment-order]")
        #expect(DiagnosticFormatter.json([withDevice]).contains("\"device\": \"iphone-se\""))
    }

    @Test func outputIsSortedByFileAndPosition() {
        let a = Diagnostic(file: "b", location: .init(line: 1, column: 1), severity: .error, rule: .yamlSyntax, message: "")
        let b = Diagnostic(file: "a", location: .init(line: 9, column: 1), severity: .error, rule: .yamlSyntax, message: "")
        let c = Diagnostic(file: "a", location: .init(line: 2, column: 5), severity: .error, rule: .yamlSyntax, message: "")
        expectEqual(Diagnostic.sortedForOutput([a, b, c]).map(\.location.line), [2, 9, 1])
    }

    /// A wrong path in CI must not pass: paths that hold no spec at all say so and exit 1, and
    /// every format still prints a well-formed (empty) report.
    @Test func pathsWithNoSpecExitOne() throws {
        let dir = try TestSupport.temporaryDirectory()
        try "not a spec\n".write(toFile: dir + "/readme.md", atomically: true, encoding: .utf8)
        let text = LintCommand(options: .init(paths: [dir])).run()
        expectEqual(text.exitCode, ExitStatus.inputErrors)
        #expect(text.standardError.hasPrefix("cardc: error: no spec files (*.card.yaml, *.card.yml) in \(dir)\n"))
        #expect(text.standardOutput.isEmpty)
        let json = LintCommand(options: .init(paths: [dir], format: .json)).run()
        expectEqual(json.exitCode, ExitStatus.inputErrors)
        expectEqual(json.standardOutput, "[]\n")
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        expectEqual(LintCommand(options: .init(paths: [dir])).run().exitCode, ExitStatus.success)
    }

    /// Nothing blocks on a special file: a FIFO, a link to one, a link loop and a dangling link
    /// are refused at once with a located error, whether named or found by the walk, while
    /// every other spec is still linted; the run exits 2.
    @Test func specialFilesAreRefusedAtOnceAndTheRestIsLinted() throws {
        let dir = try TestSupport.temporaryDirectory()
        try write(Self.unreachable, to: dir + "/a.card.yaml")
        expectEqual(mkfifo(dir + "/fifo.card.yaml", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/to-fifo.card.yaml", withDestinationPath: dir + "/fifo.card.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/loop.card.yaml", withDestinationPath: "loop.card.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.card.yaml", withDestinationPath: "nowhere.card.yaml")
        try FileManager.default.createDirectory(atPath: dir + "/sub.card.yaml", withIntermediateDirectories: true)
        try write(Self.unreachable, to: dir + "/sub.card.yaml/z.card.yaml")
        for paths in [[dir], [dir + "/fifo.card.yaml", dir + "/to-fifo.card.yaml", dir + "/loop.card.yaml", dir + "/dangling.card.yaml", dir + "/a.card.yaml"]] {
            // Opening the FIFO would wait for a writer forever: that it returns at all, with the
            // FIFO named below, shows it was refused before it was opened.
            let output = LintCommand(options: .init(paths: paths, format: .json)).run()
            expectEqual(output.exitCode, ExitStatus.toolFailure)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
            let unreadable = report.filter { $0["rule"] as? String == "unreadable-file" }
            let byFile = Dictionary(unreadable.map { (($0["file"] as? String) ?? "", ($0["message"] as? String) ?? "") }, uniquingKeysWith: { a, _ in a })
            #expect(byFile[dir + "/fifo.card.yaml"]?.contains("it is a FIFO (named pipe)") == true, "\(byFile)")
            #expect(byFile[dir + "/to-fifo.card.yaml"]?.contains("it is a FIFO (named pipe)") == true)
            #expect(byFile[dir + "/loop.card.yaml"]?.contains("symbolic links") == true)
            #expect(byFile[dir + "/dangling.card.yaml"]?.contains("No such file") == true)
            #expect(unreadable.allSatisfy { $0["line"] as? Int == 1 && $0["column"] as? Int == 1 && $0["severity"] as? String == "error" })
            // The other specs were linted all the same.
            #expect(report.contains { $0["file"] as? String == dir + "/a.card.yaml" && $0["rule"] as? String == "unreachable-state" })
            #expect(output.standardError.contains("cannot read \(dir)/fifo.card.yaml: is a FIFO"))
        }
    }

    /// One folder that cannot be read (here: deeper than a path can name) is reported, exit 2,
    /// and every other spec is still linted; every format is still a whole document.
    @Test func anUnreadableFolderDoesNotHideTheRest() throws {
        let dir = try TestSupport.temporaryDirectory()
        try write(Self.unreachable, to: dir + "/a.card.yaml")
        // Folders nested past PATH_MAX, made one level at a time relative to the last.
        let component = String(repeating: "d", count: 200)
        let fd = try TestSupport.nestFolders(in: dir, named: component)
        close(fd)
        for format in DiagnosticFormat.allCases {
            let output = LintCommand(options: .init(paths: [dir], format: format)).run()
            #expect(output.exitCode == ExitStatus.toolFailure, "\(format)")
            #expect(output.standardError.contains("cannot read \(dir)/\(component)/"), "\(format)")
            #expect(output.standardOutput.contains("unreachable-state"), "\(format)")
        }
        let json = LintCommand(options: .init(paths: [dir], format: .json)).run()
        #expect((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])?.isEmpty == false)
        // A run that cannot start at all still prints a whole document: the configuration it
        // could not read, as `unreadable-file` at its path.
        let noConfig = LintCommand(options: .init(paths: [dir], format: .json, configPath: dir + "/missing.yml")).run()
        expectEqual(noConfig.exitCode, ExitStatus.toolFailure)
        let reported = try JSONSerialization.jsonObject(with: Data(noConfig.standardOutput.utf8)) as? [[String: Any]]
        #expect(reported?.map { "\($0["file"] ?? "") \($0["rule"] ?? "")" } == ["\(dir)/missing.yml unreadable-file"], "\(noConfig.standardOutput)")
    }

    static let unreachable = "version: 1\nname: Tall\nkind: sheet\nsegments:\n  - { name: low, height: 100 }\n  - { name: high, height: 2000 }\n"

    /// File names are bytes: a spec whose name is not UTF-8 is found by the walk, read by those
    /// bytes, linted and generated like any other, and shown with the bytes escaped.
    @Test func specsWhoseNamesAreNotUTF8AreLintedAndGenerated() throws {
        let dir = try TestSupport.temporaryDirectory()
        var name = Array((dir + "/caf").utf8) + [0xE9, 0xFF] + Array(".card.yaml".utf8)
        name.append(0)
        let fd = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(fd >= 0)
        let spec = Array(Self.unreachable.replacingOccurrences(of: "name: Tall", with: "name: Latin").utf8)
        expectEqual(spec.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, spec.count)
        close(fd)

        let text = LintCommand(options: .init(paths: [dir])).run()
        #expect(text.exitCode == ExitStatus.inputErrors, "\(text)")
        #expect(text.standardOutput.contains("\(dir)/caf\\xE9\\xFF.card.yaml:6:"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("[unreachable-state]"))
        let json = LintCommand(options: .init(paths: [dir], format: .json)).run()
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(report.first?["file"] as? String == dir + "/caf\\xE9\\xFF.card.yaml")
        let sarif = LintCommand(options: .init(paths: [dir], format: .sarif)).run().standardOutput
        #expect(sarif.contains("caf%E9%FF.card.yaml"))

        // Generated like any other: the header shows the name escaped.
        try (Self.unreachable.replacingOccurrences(of: "2000", with: "300").replacingOccurrences(of: "name: Tall", with: "name: Latin"))
            .write(toFile: dir + "/plain.txt", atomically: true, encoding: .utf8)
        let fixed = Array(try String(contentsOfFile: dir + "/plain.txt", encoding: .utf8).utf8)
        let rewrite = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_TRUNC) }
        try #require(rewrite >= 0)
        expectEqual(fixed.withUnsafeBytes { Glibc.write(rewrite, $0.baseAddress, $0.count) }, fixed.count)
        close(rewrite)
        let generated = GenerateCommand(options: .init(specs: [dir], outputDirectory: dir + "/out")).run()
        #expect(generated.exitCode == ExitStatus.success, "\(generated)")
        let swift = try String(contentsOfFile: dir + "/out/Latin.swift", encoding: .utf8)
        #expect(swift.contains("caf\\xE9\\xFF.card.yaml"))
    }
}
