import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
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
import CardTestSupport

/// Long names repeated wherever cardc echoes them made `lint` print and `preview` write far
/// more than the spec: through the release executable, output and peak memory stay within a
/// small multiple of the input.
@Suite(.serialized, BuildTests.enabled) struct OutputBoundProcessTests {
    /// A sheet on 32 custom devices with long, distinct names, whose 60 segments are above every
    /// container: every finding names a device and lists the 31 others.
    static func spec(card: Int, nameLength: Int, segments: Int = 60) -> String {
        let devices = (0..<32).map { d in
            "  - { name: \"d\(card)-\(d)-\(String(repeating: "x", count: nameLength))\", width: \(300 + d), height: 600, safeArea: { top: 0, bottom: 0 } }"
        }.joined(separator: "\n")
        let rows = (0..<segments).map { "  - { name: s\($0), height: \(5000 + $0) }" }.joined(separator: "\n")
        return "version: 1\nname: Long\(card)\nkind: sheet\ndevices:\n\(devices)\nsegments:\n\(rows)\ninitial: s0\n"
    }

    @Test func lintOutputAndMemoryStayBoundedWithLongDeviceNames() throws {
        let dir = try TestSupport.temporaryDirectory()
        let spec = Self.spec(card: 0, nameLength: 20_000)
        try spec.write(toFile: dir + "/long.card.yaml", atomically: false, encoding: .utf8)
        let run = try CardcProcess.run(["lint", dir + "/long.card.yaml"])
        #expect(run.exitCode == 1)
        // 200 diagnostics (the per-file cap) of bounded text; before: 130 MB.
        #expect(run.standardOutput.utf8.count < spec.utf8.count, "\(run.standardOutput.utf8.count) bytes from \(spec.utf8.count)")
        #expect(run.standardOutput.contains("\u{2026}"))
        #expect(run.peakMemory < 64 << 20, "peak memory \(run.peakMemory >> 20) MB")
        let json = try CardcProcess.run(["lint", "--format", "json", dir + "/long.card.yaml"])
        #expect(json.standardOutput.utf8.count < 2 * spec.utf8.count)
        #expect(json.peakMemory < 64 << 20, "peak memory \(json.peakMemory >> 20) MB")
    }

    @Test func previewWritesBoundedPicturesWithLongNames() throws {
        let dir = try TestSupport.temporaryDirectory()
        let cards = 40
        let stream = (0..<cards).map { Self.spec(card: $0, nameLength: 2_000, segments: 8) }.joined(separator: "---\n")
        try stream.write(toFile: dir + "/many.card.yaml", atomically: false, encoding: .utf8)
        let run = try CardcProcess.run(["preview", dir + "/many.card.yaml", "--output", dir + "/out"])
        #expect(run.exitCode == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out")
        #expect(files.count == cards + 1)
        var written = 0
        for file in files {
            let size = (try FileManager.default.attributesOfItem(atPath: dir + "/out/" + file)[.size] as? Int) ?? 0
            written += size
            #expect(size <= PreviewBudget.maximumPicture)
        }
        // Each name is drawn in at most 65 characters: 3.9 bytes per byte read, most of it the
        // release maps; before, every picture repeated all 32 names in full (22.8 bytes per byte).
        #expect(written < 8 * stream.utf8.count, "\(written) bytes written from \(stream.utf8.count)")
        #expect(run.peakMemory < 100 << 20, "peak memory \(run.peakMemory >> 20) MB")
    }
}
