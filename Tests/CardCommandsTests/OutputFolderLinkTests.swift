import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardGeneration
import CardTestSupport

/// Issue 23, item 12: an output folder that is a symbolic link (a committed `Generated ->
/// ~/.ssh`) is refused by `preview` and `generate` alike, through one shared check, before
/// anything is written.
@Suite struct OutputFolderLinkTests {
    static func setUp() throws -> (spec: String, elsewhere: String, link: String) {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder + "/sheet.card.yaml"
        try TestSupport.minimalSheet.write(toFile: spec, atomically: true, encoding: .utf8)
        let elsewhere = try TestSupport.temporaryDirectory()
        let link = folder + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
        return (spec, elsewhere, link)
    }

    @Test func previewRefusesAnOutputFolderThatIsALink() throws {
        let (spec, elsewhere, link) = try Self.setUp()
        for output in [link, link + "/", link + "/."] {
            let result = PreviewCommand(options: .init(specs: [spec], output: output)).run()
            #expect(result.exitCode == ExitStatus.toolFailure, "\(output)")
            #expect(result.standardError.contains("refusing to write into") && result.standardError.contains("it is a symbolic link"), "\(result.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        }
    }

    @Test func generateRefusesAnOutputFolderThatIsALink() throws {
        let (spec, elsewhere, link) = try Self.setUp()
        for destination: GenerateCommand.Destination in [.directory(link), .directory(link + "/"), .file(link + "/All.swift")] {
            let result = GenerateCommand(options: .init(specs: [spec], destination: destination)).run()
            #expect(result.exitCode == ExitStatus.toolFailure, "\(destination)")
            #expect(result.standardError.contains("it is a symbolic link"), "\(result.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        }
        // A real folder is written as before.
        let real = try TestSupport.temporaryDirectory() + "/Generated"
        expectEqual(GenerateCommand(options: .init(specs: [spec], destination: .directory(real))).run().exitCode, ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: real + "/Sheet.swift"))
    }

    /// Issue 33, item 2: a committed link above the output folder (`Sources/App -> /elsewhere`
    /// with `--output Sources/App/Generated`) may not take generate's or preview's files out of
    /// the repository: the folder is held inside the repository by the rule that holds specs.
    /// A link that stays inside is followed as before.
    @Test func aLinkAboveTheOutputFolderMayNotLeadOutOfTheRepository() throws {
        let (_, repo) = try LinkContainmentTests.repository()
        let spec = repo + "/Cards/sheet.card.yaml"
        try TestSupport.minimalSheet.write(toFile: spec, atomically: true, encoding: .utf8)
        let elsewhere = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: elsewhere + "/Generated", withIntermediateDirectories: true)
        // A file there that carries cardc's marker: generate would replace it.
        let marked = GeneratedFile.marker + " elsewhere\n"
        try marked.write(toFile: elsewhere + "/Generated/Sheet.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: repo + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo + "/Sources/App", withDestinationPath: elsewhere)
        let refusal = "refusing to write into \(repo)/Sources/App/"
        let reason = "it is reached through a symbolic link that leads outside the repository (\(repo))"
        var runs: [(String, RunOutput)] = []
        for check in [false, true] {
            for destination: GenerateCommand.Destination in [.directory(repo + "/Sources/App/Generated"), .directory(repo + "/Sources/App/New/Deeper"),
                                                             .file(repo + "/Sources/App/Generated/All.swift")] {
                runs.append(("\(destination) \(check)", GenerateCommand(options: .init(specs: [spec], destination: destination, check: check)).run()))
            }
        }
        runs.append(("preview", PreviewCommand(options: .init(specs: [spec], output: repo + "/Sources/App/Preview")).run()))
        for (name, run) in runs {
            #expect(run.exitCode == ExitStatus.toolFailure, "\(name)")
            #expect(run.standardError.contains(refusal) && run.standardError.contains(reason), "\(name): \(run.standardError)")
        }
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted(), ["Generated"])
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere + "/Generated"), ["Sheet.swift"])
        #expect(try String(contentsOfFile: elsewhere + "/Generated/Sheet.swift", encoding: .utf8) == marked)

        // A link to another repository (a machine's `/opt/homebrew`) would make that repository
        // the nearest `.git` above the folder: the repository the path leaves holds it all the
        // same, and a spec read through that link is refused alike.
        try FileManager.default.createDirectory(atPath: elsewhere + "/.git", withIntermediateDirectories: true)
        let intoRepository = GenerateCommand(options: .init(specs: [spec], destination: .directory(repo + "/Sources/App/Generated"))).run()
        #expect(intoRepository.exitCode == ExitStatus.toolFailure && intoRepository.standardError.contains(reason), "\(intoRepository.standardError)")
        let drawn = PreviewCommand(options: .init(specs: [spec], output: repo + "/Sources/App/Preview")).run()
        #expect(drawn.exitCode == ExitStatus.toolFailure && drawn.standardError.contains(reason), "\(drawn.standardError)")
        #expect(try String(contentsOfFile: elsewhere + "/Generated/Sheet.swift", encoding: .utf8) == marked)
        try TestSupport.minimalSheet.write(toFile: elsewhere + "/other.card.yaml", atomically: true, encoding: .utf8)
        let read = LintCommand(options: .init(paths: [repo + "/Sources/App/other.card.yaml"])).run()
        #expect(read.exitCode == ExitStatus.toolFailure, "\(read.standardError)")
        #expect(read.standardError.contains("leads outside the repository (\(repo)); cardc does not read it"), "\(read.standardError)")

        // A link that stays in the repository is followed.
        try FileManager.default.createDirectory(atPath: repo + "/Real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo + "/Sources/Inside", withDestinationPath: repo + "/Real")
        expectEqual(GenerateCommand(options: .init(specs: [spec], destination: .directory(repo + "/Sources/Inside/Generated"))).run().exitCode, ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: repo + "/Real/Generated/Sheet.swift"))
        expectEqual(PreviewCommand(options: .init(specs: [spec], output: repo + "/Sources/Inside/Preview")).run().exitCode, ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: repo + "/Real/Preview/index.html"))

        // A repository reached through a link above its own folder (a home folder that is a
        // repository, `~/Developer -> /Volumes/Data/Developer`) is its own root.
        let home = try TestSupport.temporaryDirectory()
        let data = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: home + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: data + "/proj/.git", withIntermediateDirectories: true)
        try TestSupport.minimalSheet.write(toFile: data + "/proj/sheet.card.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: home + "/Developer", withDestinationPath: data)
        let project = home + "/Developer/proj"
        expectEqual(LintCommand(options: .init(paths: [project + "/sheet.card.yaml"])).run().exitCode, ExitStatus.success)
        let linked = GenerateCommand(options: .init(specs: [project + "/sheet.card.yaml"], destination: .directory(project + "/Generated"))).run()
        #expect(linked.exitCode == ExitStatus.success, "\(linked.standardError)")
        #expect(FileManager.default.fileExists(atPath: data + "/proj/Generated/Sheet.swift"))
    }
}
