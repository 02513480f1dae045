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
        suggestions: [.rename("heder", to: "header", written: "heder")])

    @Test func textWordsDevicesAndSuggestionsAsBefore() {
        #expect(DiagnosticFormatter.textLine(Self.landscape) == """
            a.card.yaml:5:10: error: too high (on iphone-se (landscape)) [segment-bounds]
            a.card.yaml:5:10: note: also on iphone-15 (portrait and landscape)
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
        #expect(properties["device"] as? String == "iphone-se (landscape)")
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

    /// A value's did-you-mean (a number written with its key's own unit, `120pt` -> `120`, and
    /// a quoted number unquoted) is a SARIF fix as a name's is: the decoder knows the value's
    /// text as written, so the replacement has an extent; applied, it writes what `--fix` does.
    @Test func sarifCarriesAFixForAValuesDidYouMean() throws {
        let spec = "version: 1\nname: S\nkind: sheet\nsegments:\n  - { name: low, height: 120pt }\n  - { name: high, height: \"500\" }\n"
        let linted = TestSupport.diagnostics(spec)
        expectEqual(linted.map(\.rule), [.invalidValue, .invalidValue])
        let report = DiagnosticStreamWriter.render(linted, reporter: SARIFReporter(workingDirectory: "/w"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        expectEqual(results.count, 2)
        var lines = spec.components(separatedBy: "\n")
        for result in results {
            let fix = try #require((result["fixes"] as? [[String: Any]])?.first, "no fix: \(result)")
            let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
            let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
            let region = try #require(replacement["deletedRegion"] as? [String: Int])
            let text = try #require((replacement["insertedContent"] as? [String: String])?["text"])
            let line = try #require(region["startLine"]) - 1
            expectEqual(region["endLine"], region["startLine"])
            let scalars = Array(lines[line].unicodeScalars)
            let start = try #require(region["startColumn"]) - 1, end = try #require(region["endColumn"]) - 1
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: scalars[..<start])
            edited.append(contentsOf: text.unicodeScalars)
            edited.append(contentsOf: scalars[end...])
            lines[line] = String(edited)
        }
        expectEqual(lines.joined(separator: "\n"), "version: 1\nname: S\nkind: sheet\nsegments:\n  - { name: low, height: 120 }\n  - { name: high, height: 500 }\n")
        let unit = try #require(results.first { ($0["message"] as? [String: String])?["text"]?.contains("120pt") == true })
        let description = (unit["fixes"] as? [[String: Any]])?.first?["description"] as? [String: String]
        expectEqual(description?["text"], "Write 120pt as 120")
    }

    /// A value or a name whose text the decoder cannot know from its range (an anchor or a tag
    /// before it, an escape in it) gets no SARIF fix rather than one over the wrong characters;
    /// `--fix` reads the bytes instead.
    @Test(arguments: [
        "version: 1\nname: S\nkind: sheet\nsegments:\n  - { name: low, height: &h 120pt }\n  - { name: high, height: 500 }\n",
        "version: 1\nname: D\nkind: deck\nsize: { width: 300, height: 300 }\ndirections: [left, !!str top]\n",
        "version: 1\nname: D\nkind: deck\nsize: { width: 300, height: 300 }\ndirections: [left, \"t\\x6fp\"]\n",
    ])
    func sarifGivesNoFixWhereTheWrittenValueIsNotKnown(_ spec: String) throws {
        let linted = TestSupport.diagnostics(spec)
        let unit = try #require(linted.first { $0.rule == .invalidValue }, "\(linted)")
        expectEqual(unit.suggestions.count, 1)
        let result = SARIFReporter(workingDirectory: "/w").result(unit)
        guard case .object(let members) = result else { Issue.record("not an object"); return }
        #expect(!members.contains { $0.0 == "fixes" }, "\(spec)")
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
        expectEqual(related.count, 1)
        expectEqual(lsp.message, "too high (on iphone-se (landscape))")
        expectEqual(related[0].message, "also on iphone-15 (portrait and landscape)")
    }

    /// The further devices are grouped by name, each with the orientations it is turned to in
    /// parentheses, so a comma only ever separates two devices: the list reads one way.
    @Test func furtherDevicesAreGroupedByName() {
        let devices = [DiagnosticDevice(name: "iphone-se"), DiagnosticDevice(name: "iphone-se", orientation: .landscape),
                       DiagnosticDevice(name: "iphone-15"), DiagnosticDevice(name: "iphone-15", orientation: .landscape),
                       DiagnosticDevice(name: "iphone-15-pro-max", orientation: .landscape), DiagnosticDevice(name: "ipad-mini")]
        let d = Diagnostic(file: "a.card.yaml", location: .init(line: 2, column: 3), severity: .warning, rule: .unreachableState,
                           message: "state 'open' is never reached", devices: devices)
        expectEqual(DiagnosticFormatter.textLine(d), """
            a.card.yaml:2:3: warning: state 'open' is never reached (on iphone-se) [unreachable-state]
            a.card.yaml:2:3: note: also on iphone-se (landscape), iphone-15 (portrait and landscape), iphone-15-pro-max (landscape), ipad-mini
            """)
        // Landscape met before portrait still reads "portrait and landscape".
        let turnedFirst = Diagnostic(file: "a.card.yaml", location: .init(line: 2, column: 3), severity: .warning, rule: .unreachableState,
                                     message: "m", devices: [DiagnosticDevice(name: "a"), DiagnosticDevice(name: "b", orientation: .landscape),
                                                             DiagnosticDevice(name: "b")])
        expectEqual(ReportedMessage(turnedFirst).notes, ["also on b (portrait and landscape)"])
    }
}
