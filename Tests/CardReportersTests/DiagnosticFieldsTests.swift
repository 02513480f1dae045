import Foundation
import Testing
@testable import CardLanguageServer
@testable import CardReporters
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// A diagnostic's devices, suggestions and compared values are fields: text formats word them
/// as before, JSON and SARIF carry them typed.
@Suite struct DiagnosticFieldsTests {
    static let landscape = Diagnostic(
        file: "a.card.yaml", location: .init(line: 5, column: 10), severity: .error, rule: .segmentBounds, message: "too high",
        devices: [DiagnosticDevice(name: "iphone-se", orientation: .landscape), DiagnosticDevice(name: "iphone-15"),
                  DiagnosticDevice(name: "iphone-15", orientation: .landscape)])
    static let misspelt = Diagnostic(
        file: "a.card.yaml", location: .init(line: 3, column: 1), severity: .error, rule: .unknownKey, message: "unknown key 'heder' in the card",
        suggestions: [.rename("heder", to: "header")])

    @Test func textWordsDevicesAndSuggestionsAsBefore() {
        #expect(DiagnosticFormatter.textLine(Self.landscape) == """
            a.card.yaml:5:10: error: too high (on iphone-se, landscape) [segment-bounds]
            a.card.yaml:5:10: note: also on iphone-15, iphone-15, landscape
            """)
        expectEqual(DiagnosticFormatter.textLine(Self.misspelt), "a.card.yaml:3:1: error: unknown key 'heder' in the card; did you mean 'header'? [unknown-key]")
    }

    @Test func jsonCarriesDevicesSuggestionsAndComparedValuesTyped() throws {
        let spec = "version: 1\nname: T\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 500 }]\nthresholds: { upward: 0.3 }\n"
        let linted = TestSupport.diagnostics(spec)
        let json = DiagnosticFormatter.json([Self.landscape, Self.misspelt] + linted)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let devices = try #require(array.first { $0["rule"] as? String == "segment-bounds" }?["devices"] as? [[String: String]])
        #expect(devices == [["name": "iphone-se", "orientation": "landscape"], ["name": "iphone-15", "orientation": "portrait"],
                            ["name": "iphone-15", "orientation": "landscape"]])
        let rename = try #require(array.first { $0["rule"] as? String == "unknown-key" }?["suggestions"] as? [[String: Any]])
        #expect(rename.count == 1 && rename[0]["replace"] as? String == "heder" && rename[0]["with"] as? String == "header")
        #expect(rename[0]["line"] as? Int == 3 && rename[0]["column"] as? Int == 1)
        let threshold = try #require(array.first { $0["rule"] as? String == "threshold-unit" })
        #expect(threshold["message"] as? String == "the upward threshold is 0.3 pt, less than a point; did you mean 30%?")
        #expect((threshold["suggestions"] as? [[String: Any]])?.first?["with"] as? String == "30%")
        let compared = try #require(threshold["compared"] as? [[String: Any]])
        expectEqual(compared.map { $0["role"] as? String }, ["threshold", "limit", "suggested"])
        #expect(compared[0]["value"] as? Double == 0.3 && compared[0]["unit"] as? String == "pt")
    }

    @Test func sarifCarriesFixesAndDeviceObjects() throws {
        let report = DiagnosticStreamWriter.render([Self.landscape, Self.misspelt], reporter: SARIFReporter(workingDirectory: "/w"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let bounds = try #require(results.first { $0["ruleId"] as? String == "segment-bounds" })
        let properties = try #require(bounds["properties"] as? [String: Any])
        #expect(properties["device"] as? String == "iphone-se, landscape")
        #expect((properties["devices"] as? [[String: String]])?.first == ["name": "iphone-se", "orientation": "landscape"])
        #expect(bounds["fixes"] == nil)
        let key = try #require(results.first { $0["ruleId"] as? String == "unknown-key" })
        let fix = try #require((key["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "a.card.yaml")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        expectEqual(region, ["startLine": 3, "startColumn": 1, "endLine": 3, "endColumn": 6])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "header")
        // The message keeps its wording; each result stays on one line.
        #expect((key["message"] as? [String: String])?["text"] == "unknown key 'heder' in the card; did you mean 'header'?")
        #expect(report.contains("\n        { \"ruleId\": \"unknown-key\", \"ruleIndex\": "))
    }

    /// A finding on several devices is one diagnostic listing them all, portrait and landscape
    /// apart, never as a joined name.
    @Test func theCheckerMergesDevicesIntoTheList() throws {
        let spec = """
            version: 1
            name: T
            kind: sheet
            devices: [iphone-se, iphone-15]
            orientations: [portrait, landscape]
            segments: [{ name: low, height: 100 }, { name: high, height: 300 }]
            scroll: { enabledIn: [low] }

            """
        let found = TestSupport.diagnostics(spec)
        let scroll = found.filter { $0.rule == .scrollState }
        #expect(scroll.count == 1, "\(found)")
        let d = try #require(scroll.first)
        expectEqual(d.devices.count, 4)
        #expect(Set(d.devices) == [DiagnosticDevice(name: "iphone-se"), DiagnosticDevice(name: "iphone-se", orientation: .landscape),
                                   DiagnosticDevice(name: "iphone-15"), DiagnosticDevice(name: "iphone-15", orientation: .landscape)])
        #expect(!d.notes.contains { $0.hasPrefix("also on") })
    }

    /// The language server shows each further device as related information, from the list.
    @Test func quickFixDiagnosticsRelateEachFurtherDevice() throws {
        let document = TextDocument(uri: "file:///a.card.yaml", version: 1, text: "a\nb\nc\nd\n0123456789abc\n")
        let lsp = DocumentAnalysis.lsp(Self.landscape, document)
        let related = try #require(lsp.relatedInformation, "no related information: \(lsp)")
        expectEqual(related.count, 2)
        expectEqual(lsp.message, "too high (on iphone-se, landscape)")
        expectEqual(related[1].message, "also on iphone-15, landscape")
    }
}
