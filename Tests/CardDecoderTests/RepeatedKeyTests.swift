import Testing
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// A key repeated in a mapping read without names (models, fields, samples, labels) is judged
/// once, by the reader, which reports it and keeps the first: the decoder reads the reader's
/// mark. The reader compares keys as Strings in a mapping of any size, so two spellings of one
/// text (precomposed `é`, and `e` with a combining accent) are the same key.
@Suite struct RepeatedKeyTests {
    static func spec(fields: [String]) -> String {
        "version: 1\nname: Rep\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 50% }]\nmodels:\n  Item:\n"
            + fields.map { "    \($0): String\n" }.joined()
    }

    @Test func aRepeatInAnotherSpellingIsOneKeyInALargeMapping() {
        let fields = ["caf\u{E9}"] + (0..<17).map { "f\($0)" } + ["cafe\u{301}"]
        let yaml = Self.spec(fields: fields)
        let repeatLine = 7 + fields.count - 1
        let atRepeat = TestSupport.diagnostics(yaml).filter { $0.location.line == repeatLine }
        // Only the repeat is reported there: the second spelling is not decoded as a field too.
        expectEqual(atRepeat.map(\.rule), [.duplicateKey])
    }

    @Test func aRepeatedFieldKeepsTheFirst() {
        let yaml = Self.spec(fields: ["title", "subtitle", "title"])
        let diagnostics = TestSupport.diagnostics(yaml)
        expectEqual(diagnostics.map(\.rule), [.duplicateKey])
        expectEqual(diagnostics.first?.location.line, 9)
    }

    /// Canonically equivalent spellings: `été` precomposed and decomposed; Å as U+212B (ANGSTROM
    /// SIGN) and U+00C5.
    static let equivalentPairs = [("\u{E9}t\u{E9}", "e\u{301}te\u{301}"), ("\u{212B}", "\u{C5}")]

    /// A model of `count` fields whose first and last are the two spellings.
    static func fields(_ first: String, _ second: String, count: Int) -> [String] {
        [first] + (0..<(count - 2)).map { "f\($0)" } + [second]
    }

    @Test(arguments: [2, 20])
    func equivalentSpellingsAreOneKeyInAMappingOfAnySize(count: Int) {
        for (first, second) in Self.equivalentPairs {
            let yaml = Self.spec(fields: Self.fields(first, second, count: count))
            // (Each spelling is also an invalid field name: not an ASCII identifier.)
            let repeats = TestSupport.diagnostics(yaml).filter { $0.rule == .duplicateKey }
            // Before, bytes decided up to 16 pairs: two fields, and no repeat.
            expectEqual(repeats.map(\.location.line), [7 + count - 1])
        }
    }

    @Test func differentNonASCIIKeysStayDifferent() {
        for count in [2, 20] {
            for (first, second) in [("caf\u{E9}", "caf\u{E8}"), ("\u{C5}", "\u{E5}")] {
                let rules = TestSupport.diagnostics(Self.spec(fields: Self.fields(first, second, count: count))).map(\.rule)
                expectEqual(rules, [.invalidValue, .invalidValue])
            }
        }
    }

    @Test func escapedSpellingsInAnASCIIFileAreOneKey() {
        // The file is ASCII; the keys' texts are not, through double-quoted escapes.
        for count in [2, 20] {
            let yaml = Self.spec(fields: Self.fields("\"\\u00E9t\\u00E9\"", "\"e\\u0301te\\u0301\"", count: count))
            #expect(yaml.utf8.allSatisfy { $0 < 0x80 })
            let repeats = TestSupport.diagnostics(yaml).filter { $0.rule == .duplicateKey }
            expectEqual(repeats.map(\.location.line), [7 + count - 1])
        }
    }
}
