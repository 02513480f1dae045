import Foundation
import Testing
@testable import CardModel
import CardTestSupport

/// docs/format.md names the synonyms of a choice by hand ("`top` and `upward` for `up`, …"):
/// they are the ones `CardFormat.choiceSynonyms` declares, no more and no fewer.
@Suite struct ChoiceSynonymDocsTests {
    @Test func formatMdNamesExactlyTheDeclaredSynonyms() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(text.range(of: "**Synonyms of a choice.**"))
        let end = try #require(text.range(of: "(`directions:", range: start.upperBound..<text.endIndex))
        let sentence = String(text[start.upperBound..<end.lowerBound])
        let list = try #require(sentence.range(of: "applies: ")).upperBound
        // `top` and `upward` for `up`, `bottom` and `downward` for `down`
        var documented: [String: String] = [:]
        for group in sentence[list...].components(separatedBy: "`, `") {
            let words = group.split(separator: "`").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            // words: synonym, "and", synonym, …, "for", choice
            let forIndex = try #require(words.firstIndex(of: " for "), "\(group)")
            let meant = try #require(words.last)
            for word in words[..<forIndex] where !word.hasPrefix(" ") { documented[word] = meant }
        }
        expectEqual(documented, CardFormat.choiceSynonyms)
    }
}
