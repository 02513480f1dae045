import Testing
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// A key repeated in a mapping read without names (models, fields, samples, labels) is judged
/// once, by the reader, which reports it and keeps the first: the decoder reads the reader's
/// mark. Past sixteen pairs the reader compares keys as Strings, so two spellings of one text
/// (precomposed `é`, and `e` with a combining accent) are the same key there too.
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
}
