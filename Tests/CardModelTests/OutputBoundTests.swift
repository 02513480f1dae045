import Foundation
import Testing
@testable import CardPreview
@testable import CardReporters
@testable import CardModel
@testable import CardSupport
import CardTestSupport

/// What cardc echoes from a spec is bounded (`EchoedText`), and so is what `lint` prints and
/// `preview` writes in all: output grows with the input, not with the input times the number
/// of places a name is repeated.
@Suite struct OutputBoundTests {
    @Test func shortTextIsReturnedAsItIs() {
        let message = "segment 'open' (812 pt on iphone-se) is above the container (768 pt); it can never be reached"
        expectEqual(EchoedText.bounded(message), message)
        expectEqual(EchoedText.bounded(""), "")
    }

    @Test func aLongNameIsCutAfterTheRunLimitWithAnEllipsis() {
        let name = String(repeating: "k", count: 10_000)
        let bounded = EchoedText.bounded("segment '\(name)' (812 pt) is above the container")
        #expect(bounded == "segment '" + String(repeating: "k", count: EchoedText.maximumRun) + "\u{2026}' (812 pt) is above the container")
    }

    @Test func aLongTextOfShortWordsIsCutAtTheLengthLimit() {
        let note = "also on " + Array(repeating: "kiosk a", count: 5_000).joined(separator: ", ")
        let bounded = EchoedText.bounded(note)
        expectEqual(bounded.count, EchoedText.maximumLength + 1)
        #expect(bounded.hasSuffix("\u{2026}"))
        #expect(bounded.hasPrefix("also on kiosk a, kiosk a"))
    }

    /// A cut never splits a scalar or a grapheme cluster: an emoji family, a flag, a letter with
    /// combining marks stay whole or go whole; a single character of thousands of combining marks
    /// is left out as a cut.
    @Test(arguments: ["\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}\u{1F1F7}", "e\u{301}\u{302}", "\u{4E2D}", "\u{E9}"])
    func theCutKeepsWholeCharacters(_ character: String) {
        for offset in 0..<3 {
            let text = String(repeating: "a", count: EchoedText.maximumRun - offset) + String(repeating: character, count: 40)
            let bounded = EchoedText.bounded(text)
            #expect(bounded.hasSuffix("\u{2026}"))
            let kept = bounded.dropLast()
            expectEqual(kept.count, EchoedText.maximumRun)
            // Every kept character is one of the input's whole characters.
            #expect(kept.allSatisfy { $0 == "a" || String($0) == character })
            expectEqual(String(decoding: Array(bounded.utf8), as: UTF8.self), bounded)
        }
        let huge = "x" + String(repeating: "\u{301}", count: 5_000) + " after"
        expectEqual(EchoedText.bounded(huge), "\u{2026} after")
    }

    /// Bounded first, escaped after: what the reporters and the picture escape is still escaped,
    /// and no escape is cut in half.
    @Test func escapingStillHappensAfterTheCut() throws {
        let name = "\u{202E}<b>&" + String(repeating: "\u{7F}", count: 100)
        let d = Diagnostic(file: "a.card.yaml", location: SourceLocation(line: 1, column: 1), severity: .error, rule: .invalidValue,
                           message: "device '\(name)' is unknown", devices: [DiagnosticDevice(name: name)])
        let text = TextReporter().element(d)
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x7F })
        #expect(text.contains("\\u{202E}<b>&\\u{7F}"))
        #expect(text.contains("\u{2026}"))
        // JSON stays one valid document.
        let json = DiagnosticFormatter.json([d])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect((decoded.first?["message"] as? String)?.hasSuffix("\u{2026}' is unknown") == true)
        // The picture escapes markup and controls after the cut.
        var svg = SVGBuilder()
        svg.escaped(name)
        let written = svg.text
        #expect(written.hasPrefix("\\u{202E}&lt;b&gt;&amp;"))
        #expect(written.hasSuffix("\u{2026}"))
        #expect(!written.contains("<") && !written.unicodeScalars.contains { $0.value == 0x7F || $0.value == 0x202E })
    }

    /// Past the output limit `lint` prints no more diagnostics, says so with one `resource-limit`
    /// error at the first file left out, still counts every error, and a JSON report stays one
    /// document.
    @Test(arguments: [DiagnosticFormat.text, .json])
    func lintStopsPrintingAtTheOutputLimit(format: DiagnosticFormat) throws {
        let reporter = format.reporter()
        let collected = DiagnosticStreamWriter.CollectedText()
        let writer = DiagnosticStreamWriter(reporter: reporter, strict: false, configurationDiagnostics: [], outputFloor: 4096,
                                            write: { collected.text += $0 })
        for i in 0..<100 {
            let path = "s\(1000 + i).card.yaml"
            let diagnostics = (1...5).map {
                Diagnostic(file: path, location: SourceLocation(line: $0, column: 1), severity: .error, rule: .unknownKey,
                           message: "unknown key 'extra\($0)'")
            }
            var prepared = DiagnosticStreamWriter.prepare(path: path, diagnostics, reporter: reporter, strict: false)
            prepared.inputBytes = 1
            writer.add(prepared)
        }
        writer.finish()
        let output = collected.text
        // 4 KiB, the floor (100 files of a byte allow 6,400 in the end, but far less when the
        // limit is reached), plus the closing diagnostic.
        #expect(output.utf8.count < 4096 + 1024)
        expectEqual(writer.errors, 100 * 5 + 1)
        if format == .json {
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            let last = try #require(decoded.last)
            #expect(last["rule"] as? String == "resource-limit")
            #expect((last["message"] as? String)?.contains("were not printed") == true)
            #expect(decoded.count < 100 * 5)
        } else {
            let lines = output.split(separator: "\n")
            let last = try #require(lines.last)
            #expect(last.hasSuffix("[resource-limit]"))
            #expect(last.contains("error: the output limit (6400 bytes"))
            #expect(lines.count < 100 * 5)
        }
    }

    @Test func previewTakesNoPictureOverEitherLimit() {
        let budget = PreviewBudget(inputBytes: 10, floor: 10_000)
        expectEqual(budget.limit, 10_000)
        expectEqual(budget.take(6_000), nil)
        #expect(budget.take(6_000)?.contains("output limit (10000 bytes") == true)
        expectEqual(budget.take(4_000), nil)
        #expect(budget.take(PreviewBudget.maximumPicture + 1)?.contains("per card") == true)
        #expect(PreviewBudget(inputBytes: 1 << 20).limit == 256 << 20)
        #expect(PreviewBudget(inputBytes: 10 << 20).limit == 2560 << 20)
    }
}
