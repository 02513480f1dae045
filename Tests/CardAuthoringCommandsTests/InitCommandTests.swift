import CardEngine
import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardGeneration
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Issue 36, item 8: `cardc init KIND [FILE]` writes a commented starting spec of each kind that
/// lints clean on every built-in device and orientation; a FILE is created only where nothing
/// is, never through a link; an unknown kind is a usage error with a did-you-mean.
@Suite struct InitCommandTests {
    static func starter(_ kind: CardKind) -> String {
        CardStarter.text(kind, name: CardStarter.defaultName(kind))
    }

    @Test(arguments: CardKind.allCases)
    func everyStarterLintsCleanOnEveryBuiltInDeviceAndOrientation(kind: CardKind) throws {
        let text = Self.starter(kind)
        let result = TestSupport.lint(text)
        expectEqual(result.diagnostics.map(\.message), [])
        let spec = try #require(result.specs.first)
        expectEqual(spec.kind, kind)
        // It is checked on all of them because it lists all of them.
        expectEqual(spec.devices.map(\.name), DeviceProfile.builtIn.map(\.name))
        expectEqual(spec.orientations, DeviceOrientation.allCases)
        // Every key written has its description above it: none is missing from the format.
        let lines = text.split(separator: "\n")
        for (i, line) in lines.enumerated() where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            && !line.trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
            #expect(i > 0 && lines[i - 1].trimmingCharacters(in: .whitespaces).hasPrefix("# ") && lines[i - 1].count > 4, "\(line)")
        }
        #expect(lines.allSatisfy { $0.count <= CardStarter.width + 4 || !$0.contains("# ") })
        // Its Swift: Tests/Fixtures/starters holds this text, whose golden GeneratedCodeTests
        // compiles (with -warnings-as-errors) and the build tests compile strictly.
        let fixture = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/starters/\(kind.rawValue).card.yaml"), encoding: .utf8)
        if ProcessInfo.processInfo.environment["CARDC_UPDATE_GOLDENS"] == "1" {
            try text.write(to: TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/starters/\(kind.rawValue).card.yaml"), atomically: true, encoding: .utf8)
        } else {
            expectEqual(fixture, text)
        }
        let swift = SwiftGenerator().generate(spec, sourcePath: "Tests/Fixtures/starters/\(kind.rawValue).card.yaml").contents
        #expect(swift.contains("enum \(CardStarter.defaultName(kind)): "))
    }

    @Test func withoutAFileTheSpecGoesToStandardOutput() {
        let out = InitCommand(options: .init(kind: "deck")).run()
        expectEqual(out, RunOutput(standardOutput: Self.starter(.deck)))
    }

    @Test func aFileIsCreatedAndNamesTheCard() throws {
        let dir = try TestSupport.temporaryDirectory()
        let out = InitCommand(options: .init(kind: "sheet", file: dir + "/map-sheet.card.yaml")).run()
        expectEqual(out.exitCode, ExitStatus.success)
        let text = try String(contentsOfFile: dir + "/map-sheet.card.yaml", encoding: .utf8)
        expectEqual(text, CardStarter.text(.sheet, name: "MapSheet"))
        #expect(TestSupport.lint(text).diagnostics.isEmpty)
        // Nothing else is left in the folder (no temporary).
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["map-sheet.card.yaml"])
        // A name that makes no card name gives the kind's own; a name lint would not find is noted.
        _ = InitCommand(options: .init(kind: "stack", file: dir + "/--.yaml")).run()
        #expect(try String(contentsOfFile: dir + "/--.yaml", encoding: .utf8).contains("\nname: StarterStack\n"))
        #expect(InitCommand(options: .init(kind: "stack", file: dir + "/other.yaml")).run().standardError.contains("*.card.yaml"))
        // Whatever the file is called, the spec written lints clean.
        for base in ["null", "NULL", "true", "False", "class", "String", "123", "ünïcode", "a b c", "Card", "x-" + String(repeating: "y", count: 300)] {
            for kind in CardKind.allCases {
                let text = CardStarter.text(kind, name: CardStarter.name(forFile: dir + "/" + base + ".card.yaml", kind: kind))
                expectEqual(TestSupport.lint(text).diagnostics.map(\.message), [])
            }
        }
    }

    @Test func anExistingFileIsNeverOverwritten() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/mine.card.yaml"
        try "my own work\n".write(toFile: path, atomically: true, encoding: .utf8)
        let out = InitCommand(options: .init(kind: "sheet", file: path)).run()
        expectEqual(out.exitCode, ExitStatus.toolFailure)
        #expect(out.standardError.hasPrefix("cardc: error: refusing to overwrite \(path)"), "\(out.standardError)")
        expectEqual(try String(contentsOfFile: path, encoding: .utf8), "my own work\n")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["mine.card.yaml"])
        // A folder there is refused the same way.
        try FileManager.default.createDirectory(atPath: dir + "/folder.card.yaml", withIntermediateDirectories: false)
        expectEqual(InitCommand(options: .init(kind: "deck", file: dir + "/folder.card.yaml")).run().exitCode, ExitStatus.toolFailure)
    }

    @Test func noLinkIsWrittenThrough() throws {
        let dir = try TestSupport.temporaryDirectory()
        let target = dir + "/target.txt"
        try "secret\n".write(toFile: target, atomically: true, encoding: .utf8)
        // A link to a file, and a dangling link (which would create its target).
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.card.yaml", withDestinationPath: target)
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.card.yaml", withDestinationPath: dir + "/created.txt")
        for name in ["a.card.yaml", "b.card.yaml"] {
            let out = InitCommand(options: .init(kind: "carousel", file: dir + "/" + name)).run()
            expectEqual(out.exitCode, ExitStatus.toolFailure)
            #expect(out.standardError.contains("refusing to overwrite"), "\(out.standardError)")
        }
        expectEqual(try String(contentsOfFile: target, encoding: .utf8), "secret\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/created.txt"))
        // A folder that is a link is refused as `generate` refuses one.
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: dir + "/real")
        let out = InitCommand(options: .init(kind: "sheet", file: dir + "/linked/")).run()
        expectEqual(out.exitCode, ExitStatus.toolFailure)
        let nested = InitCommand(options: .init(kind: "sheet", file: dir + "/linked/x.card.yaml")).run()
        expectEqual(nested.exitCode, ExitStatus.toolFailure)
        #expect(nested.standardError.contains("symbolic link"), "\(nested.standardError)")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/real"), [])
    }

    @Test func anUnknownKindIsAUsageErrorWithADidYouMean() {
        let out = InitCommand(options: .init(kind: "shet", file: "never-written.card.yaml")).run()
        expectEqual(out, RunOutput(standardError: "cardc: error: unknown kind 'shet'; did you mean 'sheet'? init takes one of sheet, stack, deck or carousel\n",
                                   exitCode: ExitStatus.toolFailure))
        #expect(!FileManager.default.fileExists(atPath: "never-written.card.yaml"))
        #expect(InitCommand(options: .init(kind: "zzzz")).run().standardError == "cardc: error: unknown kind 'zzzz'; init takes one of sheet, stack, deck or carousel\n")
    }
}
