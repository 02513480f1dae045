import Foundation
import Testing
@testable import CardCommands
@testable import CardFixes
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Each mechanical fix, on the bytes as written: only its span changes, and the result lints
/// without the diagnostic it fixed.
@Suite struct SpecFixerTests {
    static func fixed(_ yaml: String) -> (text: String, titles: [String]) {
        let bytes = Array(yaml.utf8)
        let fixes = SpecFixer.fixes(for: TestSupport.diagnostics(yaml), in: bytes)
        return (String(decoding: SpecFixer.apply(fixes, to: bytes).bytes, as: UTF8.self), fixes.map(\.title))
    }

    static let sheet = """
        version: 1
        name: Fixable   # the card
        kind: sheet
        segments:
          - { name: closed, height: 80 }
          - { name: open, height: 500 }

        """

    @Test func anUnknownKeyBecomesItsSuggestion() {
        let (text, titles) = Self.fixed(Self.sheet + "thresholds: { upwrd: 40 }\n")
        expectEqual(titles, ["Replace 'upwrd' with 'upward'"])
        expectEqual(text, Self.sheet + "thresholds: { upward: 40 }\n")
        #expect(TestSupport.diagnostics(text).isEmpty)
    }

    /// A value written with an anchor is not rewritten: the edit would take the anchor its
    /// aliases name with it (review of issue 37). Without one, the quotes go.
    @Test func aQuotedNumberWithAnAnchorKeepsItsAnchor() {
        let quoted = Self.sheet.replacingOccurrences(of: "height: 80 }", with: "height: \"80\" }")
        #expect(Self.fixed(quoted).titles.contains("Write \"80\" as 80"), "\(Self.fixed(quoted).titles)")
        let anchored = Self.sheet.replacingOccurrences(of: "height: 80 }", with: "height: &h \"80\" }")
        let (text, titles) = Self.fixed(anchored)
        #expect(!titles.contains { $0.contains("&h") }, "\(titles)")
        #expect(text.contains("&h"))
    }

    @Test func aMissingKeyIsAddedToItsMapping() {
        // Top level: a line at the mapping's indentation after its last line.
        let noKind = Self.sheet.replacingOccurrences(of: "kind: sheet\n", with: "")
        let (text, titles) = Self.fixed(noKind)
        expectEqual(titles, ["Add 'kind: sheet'"])
        expectEqual(text, noKind + "kind: sheet\n")
        // A flow mapping: before its closing brace, after a comma.
        let noHeight = Self.sheet.replacingOccurrences(of: "{ name: open, height: 500 }", with: "{ name: open }")
        let flow = Self.fixed(noHeight)
        #expect(flow.titles.count == 1 && flow.titles[0].hasPrefix("Add 'height: "))
        #expect(flow.text.contains("{ name: open, height: "))
        #expect(!TestSupport.diagnostics(flow.text).contains { $0.rule == .missingKey })
    }

    @Test func aHashValueIsQuoted() {
        let yaml = Self.sheet + "models:\n  M: { bg: Color }\nsamples:\n  M:\n    - bg: #F5CF75   # a comment stays\n"
        let (text, titles) = Self.fixed(yaml)
        expectEqual(titles, ["Quote #F5CF75 (a # starts a comment)"])
        #expect(text.hasSuffix("    - bg: \"#F5CF75\"   # a comment stays\n"))
        #expect(TestSupport.diagnostics(text).isEmpty)
        // In a flow mapping the comment leaves it open: a syntax error, fixed the same way.
        let flow = Self.fixed(Self.sheet + "models:\n  M: { bg: Color }\nsamples:\n  M:\n    - { bg: #F5CF75 }\n")
        #expect(flow.text.hasSuffix("    - { bg: \"#F5CF75\" }\n"), "\(flow.text)")
    }

    @Test func aRatioThresholdBecomesAPercentage() {
        let (text, titles) = Self.fixed(Self.sheet + "thresholds: { upward: 0.3 }\n")
        #expect(titles == ["Write 0.3 as 30%"])
        expectEqual(text, Self.sheet + "thresholds: { upward: 30% }\n")
        #expect(TestSupport.diagnostics(text).isEmpty)
        // A stack's thresholds take points only: no percentage is offered.
        let stack = "version: 1\nname: S\nkind: stack\ncardHeight: 100\noffset: 20\nheight: { collapsed: 100, expanded: 300 }\nthresholds: { upward: 0.5 }\n"
        #expect(Self.fixed(stack).titles.isEmpty)
    }

    @Test func overlappingFixesApplyOneAtATime() {
        let fix = SpecFix(title: "a", diagnostic: TestSupport.diagnostics("x: 1").first ?? Diagnostic(file: "", location: .init(line: 1, column: 1), severity: .error, rule: .unknownKey, message: ""),
                          edits: [.init(range: 0..<3, replacement: "abc")])
        var other = fix
        other.edits = [.init(range: 2..<4, replacement: "z")]
        let (bytes, applied) = SpecFixer.apply([fix, other], to: Array("0123456".utf8))
        #expect(applied == 1 && String(decoding: bytes, as: UTF8.self) == "abc3456")
    }

    @Test func lintFixRewritesFilesAndReportsWhatItFixed() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/a.card.yaml"
        let yaml = Self.sheet.replacingOccurrences(of: "kind: sheet\n", with: "") + "thresholds: { upwrd: 0.3 }\n"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let result = FixSafetyTests.fixing([path]).run()
        // Three rounds: kind (the spec then decodes), the key, then the checker's ratio.
        #expect(result.standardError.contains("fixed 3 problems in \(path)"), "\(result.standardError)")
        #expect(result.exitCode == ExitStatus.success && result.standardOutput.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("name: Fixable   # the card") && text.contains("thresholds: { upward: 30% }") && text.hasSuffix("kind: sheet\n"))
        // Nothing to fix: the file is not rewritten.
        // Dated in the past, so a rewrite would show whatever the clock's resolution.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        _ = FixSafetyTests.fixing([path]).run()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == past)
    }
}
