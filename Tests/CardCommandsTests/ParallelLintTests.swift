import Foundation
import Testing
@testable import CardCommands
@testable import CardReader
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// Linting a large stream in parts on several cores must say exactly what reading it whole says.
@Suite struct ParallelLintTests {
    func compare(_ text: String, limits: ReaderLimits = .default) {
        let bytes = Array(text.utf8)
        let linter = Linter(limits: limits)
        let whole = linter.lint(bytes, path: "s.card.yaml", workers: 1)
        let split = linter.lint(bytes, path: "s.card.yaml", workers: 4)
        expectEqual(split.specCount, whole.specCount)
        expectEqual(Diagnostic.sortedForOutput(split.diagnostics), Diagnostic.sortedForOutput(whole.diagnostics))
        expectEqual(split.specs.map(\.name), whole.specs.map(\.name))
    }

    @Test func partsReportWhatTheWholeReports() {
        let text = TestSupport.stream()
        #expect(text.utf8.count > StreamSplitter.minimumSize)
        let parts = Array(text.utf8).withUnsafeBufferPointer { StreamSplitter.split($0, parts: 4) }
        expectEqual(parts.count, 4)
        compare(text, limits: ReaderLimits(maxDiagnostics: 100_000))
    }

    @Test func theDiagnosticCapAppliesToTheWholeFile() {
        compare(TestSupport.stream())
    }

    @Test func aSyntaxErrorStopsReadingWhereReadingWholeWouldStop() {
        compare(TestSupport.stream(breakingAt: 3100), limits: ReaderLimits(maxDiagnostics: 100_000))
    }

    @Test func theDocumentLimitCountsTheWholeStream() {
        compare(TestSupport.stream(), limits: ReaderLimits(maxDocuments: 3000, maxDiagnostics: 100_000))
    }

    @Test func partsStartAtDocumentMarkersWithTheirLineNumbers() {
        let text = TestSupport.stream()
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let parts = StreamSplitter.split(buffer, parts: 3)
            #expect(parts.first?.range.lowerBound == 0 && parts.last?.range.upperBound == bytes.count)
            for part in parts.dropFirst() {
                expectEqual(Array(bytes[part.range.lowerBound..<part.range.lowerBound + 4]), Array("---\n".utf8))
                expectEqual(part.lineOffset, bytes[..<part.range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count)
            }
        }
    }

    @Test func directivesStayWithTheirDocument() {
        let doc = "version: 1\nname: D\nkind: carousel\nexpandDistance: 200\n"
        let text = String(repeating: "%YAML 1.1\n---\n" + doc, count: 6000)
        compare(text)
        let parts = Array(text.utf8).withUnsafeBufferPointer { StreamSplitter.split($0, parts: 4) }
        expectEqual(parts.count, 1)
    }

    @Test func utf16IsNotSplit() {
        let text = TestSupport.stream()
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        expectEqual(bytes.withUnsafeBufferPointer { StreamSplitter.split($0, parts: 4) }.count, 1)
    }

    @Test func parallelMapKeepsOrder() {
        expectEqual(Parallel.map(1000, workers: 3) { $0 * 2 }, (0..<1000).map { $0 * 2 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }
}

@Suite struct DriverEdgeTests {
    @Test func theSizeLimitHoldsWhenAStreamWouldBeSplit() {
        let bytes = Array(TestSupport.stream().utf8)
        let limit = bytes.count / 2
        let result = Linter(limits: ReaderLimits(maxFileSize: limit)).lint(Array(bytes.prefix(limit + 1)), path: "s.card.yaml", workers: 4)
        expectEqual(result.diagnostics.map(\.rule), [.resourceLimit])
        expectEqual(result.specCount, 0)
    }

    @Test func readingStopsJustPastTheLimit() throws {
        let dir = try TestSupport.temporaryDirectory()
        try Data(repeating: 0x61, count: 100_000).write(to: URL(fileURLWithPath: dir + "/big.card.yaml"))
        #expect(try FileSystem.read(dir + "/big.card.yaml", limit: 1000).count == 1001)
        #expect(try FileSystem.read(dir + "/big.card.yaml").count == 100_000)
    }

    @Test func linksToDirectoriesAreNotFollowed() throws {
        let dir = try TestSupport.temporaryDirectory()
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.card.yaml", withDestinationPath: dir + "/a.card.yaml")
        // The file link names a.card.yaml again: one input (InputDiscovery.distinctFiles).
        #expect(try InputDiscovery.expand([dir]) == [.file(dir + "/a.card.yaml")])
    }

    @Test func strictMakesAWarningFailTheRun() {
        let spec = TestSupport.minimalSheet + "\nthresholds: { upward: 0.5 }\n"
        let lenient = LintCommand(options: .init(paths: ["-"]), standardInput: { Array(spec.utf8) }).run()
        expectEqual(lenient.exitCode, ExitStatus.success)
        #expect(lenient.standardOutput.contains("warning:"))
        let strict = LintCommand(options: .init(paths: ["-"], strict: true), standardInput: { Array(spec.utf8) }).run()
        expectEqual(strict.exitCode, ExitStatus.inputErrors)
        #expect(strict.standardOutput.contains("error: the upward threshold is 0.5 pt"))
    }

    @Test func aSuppressionAfterAQuotedHashStillCounts() {
        let yaml = """
            version: 1
            name: Tall
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 700 }   # "#fff" cardc:disable-line nothing   # cardc:disable-line segment-bounds
            """
        expectEqual(TestSupport.lint(yaml).diagnostics.map(\.rule), [.unreachableState])
    }

    @Test func theHeaderNamesTheSpecTheSameWayHoweverItWasTyped() {
        expectEqual(LintPlan.displayPath("./specs/../specs/a.card.yaml", workingDirectory: "/repo"), "specs/a.card.yaml")
        expectEqual(LintPlan.displayPath("/repo/specs/a.card.yaml", workingDirectory: "/repo"), "specs/a.card.yaml")
        expectEqual(LintPlan.displayPath("/elsewhere/a.card.yaml", workingDirectory: "/repo"), "/elsewhere/a.card.yaml")
    }

    @Test func namesThatDifferOnlyInCaseAreDuplicates() throws {
        let dir = try TestSupport.temporaryDirectory()
        try TestSupport.minimalSheet.write(toFile: dir + "/a.card.yaml", atomically: true, encoding: .utf8)
        try TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: SHEET").write(toFile: dir + "/b.card.yaml", atomically: true, encoding: .utf8)
        let result = GenerateCommand(options: .init(specs: [dir], outputDirectory: dir + "/out")).run()
        expectEqual(result.exitCode, ExitStatus.inputErrors)
        #expect(result.standardOutput.contains("[duplicate-name]"))
    }
}
