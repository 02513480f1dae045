import Foundation
import Testing
@testable import CardFixes
@testable import CardReporters
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// SARIF's fix for a name's or a synonym's did-you-mean replaces the characters `--fix`
/// replaces, whatever the source writes around the name (quotes); where the source's text is
/// not known from the decoder (an anchor, a tag, an escape), SARIF gives no fix rather than
/// one over the wrong characters.
@Suite struct SARIFFixAgreementTests {
    static func deck(_ directions: String, name: String = "D") -> String {
        "version: 1\nname: \(name)\nkind: deck\nsize: { width: 300, height: 300 }\ndirections: \(directions)\n"
    }

    /// The SARIF fixes of the diagnostics, applied to the text (Unicode-scalar columns, right to
    /// left on a line so no edit moves another), and how many there were.
    static func appliedSARIF(_ yaml: String) throws -> (text: String, fixes: Int) {
        let found = SuggestionCoverageTests.lint(Array(yaml.utf8))
        let reporter = SARIFReporter(workingDirectory: "/w")
        var edits: [(line: Int, start: Int, end: Int, text: String)] = []
        for d in found {
            let result = try #require(try JSONSerialization.jsonObject(with: Data(reporter.result(d).rendered().utf8)) as? [String: Any])
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
                let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
                let region = try #require(replacement["deletedRegion"] as? [String: Int])
                expectEqual(region["endLine"], region["startLine"])
                edits.append((try #require(region["startLine"]) - 1, try #require(region["startColumn"]) - 1, try #require(region["endColumn"]) - 1,
                              try #require((replacement["insertedContent"] as? [String: String])?["text"])))
            }
        }
        var lines = yaml.components(separatedBy: "\n")
        for e in edits.sorted(by: { ($0.line, -$0.start) < ($1.line, -$1.start) }) {
            let scalars = Array(lines[e.line].unicodeScalars)
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: scalars[..<e.start])
            edited.append(contentsOf: e.text.unicodeScalars)
            edited.append(contentsOf: scalars[e.end...])
            lines[e.line] = String(edited)
        }
        return (lines.joined(separator: "\n"), edits.count)
    }

    @Test func aQuotedSynonymIsReplacedInsideItsQuotesAsFixDoes() throws {
        for (written, fixed) in [("[left, top]", "[left, up]"), ("[left, \"top\"]", "[left, \"up\"]"), ("[left, 'top']", "[left, 'up']")] {
            let yaml = Self.deck(written)
            let sarif = try Self.appliedSARIF(yaml)
            expectEqual(sarif.fixes, 1)
            expectEqual(sarif.text, Self.deck(fixed))
            expectEqual(sarif.text, ChoiceSynonymTests.fixed(yaml))
        }
    }

    /// An anchor, a tag or an escape before or inside the name: the decoder cannot tell its
    /// text from its range, so SARIF offers nothing (and never a region over `&a ` or `"t\x`).
    @Test func anAnchoredTaggedOrEscapedValueGetsNoSARIFFix() throws {
        for written in ["[left, &a top]", "[left, \"t\\x6fp\"]", "[left, !!str top]"] {
            let yaml = Self.deck(written)
            let found = SuggestionCoverageTests.lint(Array(yaml.utf8))
            #expect(found.contains { $0.suggestions.contains { $0.replacement == "up" } }, "\(written): \(found)")
            let sarif = try Self.appliedSARIF(yaml)
            #expect(sarif.fixes == 0, "\(written)")
        }
    }

    /// A Swift-identifier did-you-mean for a quoted name with characters outside ASCII: the
    /// region is the name inside the quotes, counted in Unicode scalars, as `--fix` edits it.
    @Test func aQuotedNonASCIINameIsReplacedAsFixDoes() throws {
        let yaml = Self.deck("[left]", name: "\"hé😀\"")
        let found = SuggestionCoverageTests.lint(Array(yaml.utf8))
        #expect(found.contains { !$0.suggestions.isEmpty }, "\(found)")
        let sarif = try Self.appliedSARIF(yaml)
        expectEqual(sarif.fixes, 1)
        expectEqual(sarif.text, ChoiceSynonymTests.fixed(yaml))
        #expect(sarif.text.contains("name: \""), "\(sarif.text)")
    }
}
