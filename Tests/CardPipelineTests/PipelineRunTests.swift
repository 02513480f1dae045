import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardLanguageServer
@testable import CardFixes
@testable import CardPipeline
@testable import CardPreview
@testable import CardGeneration
@testable import CardReader
import CardTestSupport

/// `Pipeline.run` is the one way through the stages: every command's path reads each file and
/// decodes each document once per run, and results are found by document index, so two cards
/// of one name in one file are two cards everywhere. Work is counted by the run's statistics.
@Suite struct PipelineRunTests {
    static let sheet = TestSupport.minimalSheet
    /// Two cards named `Same` in one file: a sheet, then a carousel.
    static let sameName = """
        version: 1
        name: Same
        kind: sheet
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 50% }
        ---
        version: 1
        name: Same
        kind: carousel
        expandDistance: 200
        """
    /// A third document that does not decode (an unknown key).
    static let broken = "\n---\nversion: 1\nname: Broken\nkind: carousel\nexpandDistance: 200\nspacng: 3\n"

    static func write(_ files: [String: String]) throws -> (folder: String, paths: [String]) {
        let folder = try TestSupport.temporaryDirectory()
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            paths.append(folder + "/" + name)
        }
        return (folder, paths)
    }

    // MARK: The run

    @Test func lintsRunKeepsNothingAndReadsOnce() {
        let bytes = Array((Self.sheet + "\n---\n" + Self.sameName).utf8)
        let result = Pipeline().run(bytes, file: "a.card.yaml")
        #expect(result.documents.isEmpty)
        expectEqual(result.documentCount, 3)
        #expect(result.statistics.reads == 1 && result.statistics.decodes == 3)
        expectEqual(result.statistics.checks, result.specCount)
        #expect(result.statistics.made == 0)
    }

    @Test func twoCardsOfOneNameAreTwoDocumentsByIndex() throws {
        let result = Pipeline().run(Array((Self.sameName + Self.broken).utf8), file: "a.card.yaml", options: PipelineOptions(specs: true))
        expectEqual(result.documents.map(\.index), [0, 1, 2])
        expectEqual(result.documents.map(\.name), ["Same", "Same", nil])
        #expect(result.documents[0].spec?.kind == .sheet && result.documents[1].spec?.kind == .carousel && result.documents[2].spec == nil)
        expectEqual(result.documents.map(\.location.line), [1, 8, 13])
        // Each document's diagnostics are its own: the unknown key is the third's.
        #expect(result.diagnostics(of: result.documents[0]).isEmpty && result.diagnostics(of: result.documents[1]).isEmpty)
        let third = result.diagnostics(of: result.documents[2])
        #expect(third.contains { $0.rule == .unknownKey && $0.location.line == 17 })
        expectEqual(third.count, result.diagnostics.count)
    }

    @Test func aSplitStreamIsReadOnceAndItsDocumentsKeepTheirIndexes() {
        let bytes = Array(TestSupport.stream().utf8)
        let pipeline = Pipeline(limits: ReaderLimits(maxDiagnostics: 100_000))
        let whole = pipeline.run(bytes, file: "s.card.yaml", options: PipelineOptions(documents: true))
        let split = pipeline.run(bytes, file: "s.card.yaml", options: PipelineOptions(documents: true, workers: 4))
        #expect(split.statistics.reads == 1 && split.statistics.decodes == 4000)
        expectEqual(split.documents.map(\.index), Array(0..<4000))
        expectEqual(split.documents.map(\.location), whole.documents.map(\.location))
        // Every document's diagnostics, found through its range, are the same as read whole.
        for (a, b) in zip(split.documents, whole.documents) where a.index % 13 == 0 || a.index % 97 == 0 {
            expectEqual(Array(split.diagnostics(of: a)), Array(whole.diagnostics(of: b)))
        }
        #expect(split.diagnostics(of: split.documents[13]).contains { $0.rule == .unknownKey })
    }

    @Test func generationAndDrawingComeFromTheSameRunThatChecks() {
        let file = "a.card.yaml"
        let generated = Pipeline().run(Array(Self.sheet.utf8), file: file, options: PipelineOptions(specs: true), stage: GenerateStage(sourcePath: file))
        expectEqual(generated.statistics, { var s = PipelineStatistics(); s.reads = 1; s.decodes = 1; s.checks = 1; s.made = 1; return s }())
        #expect(generated.documents[0].product?.contents.hasPrefix(GeneratedFile.marker) == true)
        let drawn = Pipeline().run(Array(Self.sheet.utf8), file: file, options: PipelineOptions(specs: true), stage: DrawStage(source: file))
        expectEqual(drawn.statistics, generated.statistics)
        #expect(drawn.documents[0].product?.text.hasSuffix("</svg>\n") == true)
        // The stage's run reports what lint's reports.
        expectEqual(drawn.diagnostics, Pipeline().run(Array(Self.sheet.utf8), file: file).diagnostics)
        expectEqual(generated.diagnostics, drawn.diagnostics)
    }

    // MARK: Each command's path

    @Test func lintReadsAndChecksEachFileOnce() throws {
        let (folder, _) = try Self.write(["a.card.yaml": Self.sheet, "b.card.yaml": Self.sameName])
        let output = LintCommand(options: .init(paths: [folder])).run()
        #expect(output.statistics.reads == 2 && output.statistics.decodes == 3)
        expectEqual(output.statistics.checks, 3)
    }

    @Test func generateChecksOnceAndGeneratesEachCardOnce() throws {
        let b = Self.sheet.replacingOccurrences(of: "name: Sheet", with: "name: Other")
        let (folder, paths) = try Self.write(["a.card.yaml": Self.sheet, "b.card.yaml": b])
        let output = GenerateCommand(options: .init(specs: paths, outputDirectory: folder + "/out")).run()
        #expect(output.exitCode == ExitStatus.success, "\(output)")
        // Two runs per file: the first checks and keeps names, the second generates.
        #expect(output.statistics.reads == 4 && output.statistics.decodes == 4)
        #expect(output.statistics.checks == 2 && output.statistics.made == 2)
    }

    @Test func previewChecksEachCardOnceAndDrawsTheFirstOfANameByIndex() throws {
        let (folder, paths) = try Self.write(["a.card.yaml": Self.sameName])
        let output = PreviewCommand(options: .init(specs: paths, output: folder + "/preview")).run()
        expectEqual(output.exitCode, ExitStatus.inputErrors)
        #expect(output.standardOutput.contains("[duplicate-name]"))
        // The checker ran once per card: in the run that draws (the first pass reads and decodes).
        #expect(output.statistics.checks == 2 && output.statistics.made == 1)
        let index = try String(contentsOfFile: folder + "/preview/index.html", encoding: .utf8)
        #expect(index.contains("sheet") && !index.contains("carousel"))
    }

    @Test func theLanguageServerFindsSpecsByDocumentIndexFromOneRun() {
        let document = TextDocument(uri: "file:///tmp/a.card.yaml", version: 1, text: Self.sameName)
        let analysis = DocumentAnalysis(document: document, path: nil, pipeline: Pipeline())
        #expect(analysis.specs[0]?.kind == .sheet && analysis.specs[1]?.kind == .carousel)
        expectEqual(analysis.outline.roots.count, 2)
    }

    @Test func fixRelintsThroughTheRun() {
        let bytes = Array(Self.sheet.replacingOccurrences(of: "version: 1", with: "versio: 1").utf8)
        let pipeline = Pipeline()
        let fixed = FileFixer.fix(bytes, file: "a.card.yaml", pipeline: pipeline)
        let again = FileFixer.fix(bytes) { pipeline.run($0, file: "a.card.yaml").diagnostics }
        #expect(fixed.bytes == again.bytes && fixed.applied == again.applied)
        expectEqual(fixed.bytes.map { pipeline.run($0, file: "a.card.yaml").diagnostics.isEmpty }, true)
    }

    // MARK: The output writer

    @Test func theWriterRefusesFilesItDidNotWriteAndLinks() throws {
        let folder = try TestSupport.temporaryDirectory()
        try "hand written\n".write(toFile: folder + "/Mine.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link.swift", withDestinationPath: folder + "/Mine.swift")
        let writer = GeneratedFolderWriter(folder: folder, marker: .prefix(GeneratedFile.marker), notWrittenByCardc: "not ours")
        expectEqual(writer.refusal(toWrite: [folder + "/Mine.swift"]), "refusing to overwrite \(folder)/Mine.swift: not ours")
        #expect(writer.refusal(toWrite: [folder + "/Link.swift"]) == "refusing to write \(folder)/Link.swift: it is a symbolic link")
        expectEqual(writer.refusal(toWrite: [folder + "/New.swift"]), nil)
    }

    @Test func theWriterLeavesUnchangedFilesAloneAndChecksWithoutWriting() throws {
        let folder = try TestSupport.temporaryDirectory()
        let contents = GeneratedFile.marker + "\nlet x = 1\n"
        let checking = GeneratedFolderWriter(folder: folder, marker: .prefix(GeneratedFile.marker), notWrittenByCardc: "", writing: false)
        #expect(try checking.write(contents, at: folder + "/A.swift").state == .missing)
        #expect(!FileManager.default.fileExists(atPath: folder + "/A.swift"))
        let writer = GeneratedFolderWriter(folder: folder, marker: .prefix(GeneratedFile.marker), notWrittenByCardc: "")
        #expect(try writer.write(contents, at: folder + "/A.swift").state == .missing)
        let inode = try FileManager.default.attributesOfItem(atPath: folder + "/A.swift")[.systemFileNumber] as? Int
        #expect(try writer.write(contents, at: folder + "/A.swift").state == .unchanged)
        // Not replaced: an atomic write would give the file a new inode.
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/A.swift")[.systemFileNumber] as? Int == inode)
        #expect(try writer.write(contents + "\n", at: folder + "/A.swift").state == .outdated)
        // Orphans carry the marker; pruning removes exactly them.
        try (GeneratedFile.marker + "\n").write(toFile: folder + "/Gone.swift", atomically: true, encoding: .utf8)
        try "mine\n".write(toFile: folder + "/Mine.swift", atomically: true, encoding: .utf8)
        let orphans = writer.orphans(suffix: ".swift", keeping: ["A.swift"])
        expectEqual(orphans, [folder + "/Gone.swift"])
        #expect(try writer.prune(orphans).get() == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/Mine.swift") && !FileManager.default.fileExists(atPath: folder + "/Gone.swift"))
    }
}
