import Foundation
import Testing
@testable import CardCommands
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
}
