import Testing
@testable import CardFixes
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Issue 36, item 9: a number written with its key's own unit (`120pt`, `0.3s`) gets the bare
/// number as a did-you-mean that `--fix` writes, and a quoted number is unquoted; a unit that
/// would change the number (`px`, `ms`, any unit on a key that takes none) gets no fix. Over
/// every numeric key of the format description, in the style of `SuggestionCoverageTests`: the
/// fix is applied, the result lints clean, and every other byte (comments too) is as it was.
@Suite struct UnitFixTests {
    /// A numeric key's unit, from its value's description; nil for keys that are no number.
    static func unit(of value: FormatValue) -> NumberUnit? {
        switch value {
        case .points, .length: .points
        case .number(_, _, _, let unit): unit
        default: nil
        }
    }

    /// Every numeric key whose example is a plain number and lints clean, in a spec of its kind
    /// with a comment above and after it: (name, the spec with `{}` where the value goes, its unit).
    static var cases: [(String, String, NumberUnit)] {
        var out: [(String, String, NumberUnit)] = []
        for kind in CardKind.allCases {
            for path in FormatExamples.paths(CardFormat.keys(of: kind)) {
                guard let top = path.first, let leaf = path.last, let unit = unit(of: leaf.value),
                      Double(leaf.example) != nil else { continue }
                let value = path.count == 1 ? "{}" : SuggestionCoverageTests.flow(path[...], leafKey: leaf.name, leafValue: "{}")
                let yaml = "# a spec to fix\n" + SuggestionCoverageTests.yaml(kind: kind, key: top.name, value: value + "   # keep this", replacing: top.name)
                // Only where the bare example lints clean: `--fix` keeps no fix after which a
                // finding sits in the text it wrote (a carousel's example insets are inside the
                // safe area), whatever the fix.
                guard SuggestionCoverageTests.lint(Array(filled(yaml, leaf.example).utf8)).isEmpty else { continue }
                out.append(("\(kind) " + path.map(\.name).joined(separator: "."), yaml, unit))
            }
        }
        return out
    }

    static func filled(_ template: String, _ value: String) -> String {
        template.replacingOccurrences(of: "{}", with: value)
    }

    static func fixed(_ yaml: String) -> String {
        let bytes = Array(yaml.utf8)
        return String(decoding: FileFixer.fix(bytes, lint: SuggestionCoverageTests.lint).bytes ?? bytes, as: UTF8.self)
    }

    @Test func aNumberWithItsOwnUnitOrInQuotesIsFixedToTheBareNumber() throws {
        let all = Self.cases
        #expect(all.count >= 30 && all.contains { $0.2 == .seconds }, "\(all.map(\.0))")
        for (name, template, unit) in all {
            let leaf = try #require(Self.leafExample(name))
            let clean = Self.filled(template, leaf)
            var variants = ["\"\(leaf)\"", "'\(leaf)'"]
            if let symbol = unit.symbol { variants.append(leaf + symbol) }
            for written in variants {
                let yaml = Self.filled(template, written)
                let offered = SuggestionCoverageTests.lint(Array(yaml.utf8)).filter { $0.suggestions.contains { $0.replacement == leaf } }
                #expect(offered.count == 1, "\(name) = \(written): \(SuggestionCoverageTests.lint(Array(yaml.utf8)).map(\.message))")
                // Byte for byte the spec written with the bare number: comments, layout, the rest.
                expectEqual(Self.fixed(yaml), clean)
            }
        }
    }

    @Test func aUnitThatChangesTheNumberGetsNoFix() throws {
        for (name, template, unit) in Self.cases {
            let leaf = try #require(Self.leafExample(name))
            // Every written unit but the key's own: those that are no unit of a key (px, ms) and
            // the other kind's (NumberUnit.writtenUnits, the one list).
            let others = NumberUnit.writtenUnits.filter { $0.unit == nil || $0.unit != unit }.map(\.symbol)
            for symbol in others {
                let yaml = Self.filled(template, leaf + symbol)
                let diagnostics = SuggestionCoverageTests.lint(Array(yaml.utf8))
                #expect(diagnostics.count == 1 && diagnostics.allSatisfy { $0.suggestions.isEmpty && $0.rule == .invalidValue }, "\(name) = \(leaf + symbol): \(diagnostics.map(\.message))")
                expectEqual(Self.fixed(yaml), yaml)
            }
        }
    }

    /// docs/format.md names every unit the decoder recognises after a number, so the page and
    /// `NumberUnit.writtenUnits` cannot drift apart.
    @Test func theFormatPageNamesEveryWrittenUnit() throws {
        let page = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
        for (symbol, _) in NumberUnit.writtenUnits {
            #expect(page.contains("`\(symbol)`"), "docs/format.md does not name the unit `\(symbol)`")
        }
    }

    /// Quoted text that is no number unquoted (a unit inside the quotes, YAML's `.nan`) is not
    /// told to lose its quotes, which would only lead to another error; a number with its unit
    /// too large to be finite gets no did-you-mean of an infinite number.
    @Test func adviceThatWouldLeadToAnotherErrorIsNotGiven() {
        for value in ["\"120pt\"", "'.nan'", "\"12 3\""] {
            let sheet = "version: 1\nname: S\nkind: sheet\nheader: { height: 60 }\nsegments:\n  - { name: low, height: \(value) }\n  - { name: high, height: 500 }\n"
            let messages = SuggestionCoverageTests.lint(Array(sheet.utf8)).map { DiagnosticWording.message($0.message, $0.suggestions) }
            #expect(messages.count == 1 && !messages.contains { $0.contains("remove the quotes") }, "\(value): \(messages)")
        }
        let huge = "version: 1\nname: S\nkind: sheet\nheader: { height: 60 }\nsegments:\n  - { name: low, height: 1e400pt }\n  - { name: high, height: 500 }\n"
        let diagnostics = SuggestionCoverageTests.lint(Array(huge.utf8))
        #expect(diagnostics.count == 1 && diagnostics.allSatisfy { $0.suggestions.isEmpty }, "\(diagnostics.map(\.message))")
    }

    /// The issue's two, as lint words them.
    @Test func theIssuesHeightsAreWordedAndFixed() {
        let sheet = "version: 1\nname: S\nkind: sheet\nheader: { height: 60 }\nsegments:\n  - { name: low, height: 120pt }\n  - { name: high, height: \"500\" }   # quoted\n"
        let messages = SuggestionCoverageTests.lint(Array(sheet.utf8)).map { DiagnosticWording.message($0.message, $0.suggestions) }
        expectEqual(messages, ["expected a number for segment height, found '120pt'; numbers are written without a unit; did you mean 120?",
                               "expected a number for segment height, found the string \"500\"; remove the quotes"])
        expectEqual(Self.fixed(sheet), sheet.replacingOccurrences(of: "120pt", with: "120").replacingOccurrences(of: "\"500\"", with: "500"))
        // A duration in milliseconds is not read as seconds by dropping the unit.
        let slow = sheet.replacingOccurrences(of: "120pt", with: "120").replacingOccurrences(of: "\"500\"", with: "500") + "animation: { duration: 300ms }\n"
        expectEqual(SuggestionCoverageTests.lint(Array(slow.utf8)).map { DiagnosticWording.message($0.message, $0.suggestions) },
                    ["expected a number for animation duration, found '300ms'; write it in seconds, without a unit: ms is not seconds"])
        expectEqual(Self.fixed(slow), slow)
    }

    /// The example of the key a case is named after.
    static func leafExample(_ name: String) -> String? {
        let parts = name.split(separator: " ")
        guard parts.count == 2, let kind = CardKind(rawValue: String(parts[0])) else { return nil }
        return CardFormat.key(parts[1].split(separator: ".").map(String.init), kind: kind)?.example
    }
}
