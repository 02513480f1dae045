import Testing
@testable import CardCommands
@testable import CardReader
@testable import CardModel
@testable import CardSupport
import CardTestSupport

/// Aliases are never expanded by the reader, but generate, preview and hover write out what
/// they stand for: the reader counts the bytes of text each alias stands for, over the whole
/// file, and stops at the alias that takes it past `maxExpandedTextRatio` times the file's size
/// (and at least `expandedTextFloor`).
@Suite struct ExpandedTextLimitTests {
    /// One anchored string and aliases of it, one a line from line 4.
    static func aliases(of length: Int, count: Int) -> String {
        "s: &big \"" + String(repeating: "x", count: length) + "\"\nlist:\n  - first\n"
            + (0..<count).map { _ in "  - *big\n" }.joined()
    }

    @Test func readingStopsAtTheAliasThatPassesTheLimit() {
        // 100,000 bytes of string and ten aliases: the file is about 100,100 bytes, the limit
        // three times that; the literal text and two aliases fit, the third does not.
        let text = Self.aliases(of: 100_000, count: 10)
        let limits = ReaderLimits(maxExpandedTextRatio: 3, expandedTextFloor: 0)
        let result = YAMLReader(limits: limits).read(Array(text.utf8), file: "t.yaml")
        expectEqual(result.diagnostics.map(\.rule), [.resourceLimit])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 6, column: 5))
        #expect(result.diagnostics.first?.message.contains("alias '*big' stands for 100001 bytes") == true)
        #expect(result.tree.documents.isEmpty)
        // The node count is nowhere near its limit: it is the bytes that are refused.
        #expect(result.tree.nodes.allSatisfy { $0.expandedSize < 20 })
    }

    @Test func theDefaultIsEightTimesTheFileOrOneMebibyte() {
        let limits = ReaderLimits.default
        #expect(limits.maxExpandedTextRatio == 8 && limits.expandedTextFloor == 1 << 20)
        // 50 aliases of 20 KB fit in the floor; 60 do not. 6 aliases of 200 KB fit in eight
        // times the file's 200 KB; 8 do not.
        for (length, count, fits) in [(20_000, 50, true), (20_000, 60, false), (200_000, 6, true), (200_000, 8, false)] {
            let result = YAMLReader().read(Array(Self.aliases(of: length, count: count).utf8), file: "t.yaml")
            #expect(result.diagnostics.isEmpty == fits, "\(length) x \(count)")
        }
        // Collections count by what they hold: an alias of a list of such strings.
        let nested = "a: &a [\"" + String(repeating: "y", count: 50_000) + "\", z]\nb: [" + Array(repeating: "*a", count: 30).joined(separator: ", ") + "]\n"
        expectEqual(YAMLReader().read(Array(nested.utf8), file: "t.yaml").diagnostics.map(\.rule), [.resourceLimit])
    }

    /// Counted over the file, not per document: each document alone fits, two do not.
    @Test func documentsOfAStreamCountTogether() {
        let document = "a: &x \"" + String(repeating: "z", count: 100) + "\"\nb: [" + Array(repeating: "*x", count: 20).joined(separator: ", ") + "]\n"
        let limits = ReaderLimits(maxExpandedTextRatio: 8, expandedTextFloor: 4000)
        #expect(YAMLReader(limits: limits).read(Array(document.utf8), file: "t.yaml").diagnostics.isEmpty)
        let two = YAMLReader(limits: limits).read(Array((document + "---\n" + document).utf8), file: "t.yaml")
        expectEqual(two.diagnostics.map(\.rule), [.resourceLimit])
        expectEqual(two.diagnostics.first.map { $0.location.line > 3 }, true)
    }

    /// Many empty strings count too (a byte a node), so a tree of them cannot stand for an
    /// output of any size.
    @Test func emptyScalarsCountAByteANode() {
        let text = "a: &e [" + Array(repeating: "''", count: 1000).joined(separator: ", ") + "]\nb: [" + Array(repeating: "*e", count: 100).joined(separator: ", ") + "]\n"
        let limits = ReaderLimits(maxExpandedTextRatio: 8, expandedTextFloor: 0)
        expectEqual(YAMLReader(limits: limits).read(Array(text.utf8), file: "t.yaml").diagnostics.map(\.rule), [.resourceLimit])
    }

    /// A stream split for parallel reading says what reading it whole says: the whole goes over
    /// its allowance (here the floor), none of the parts over the floor, so parts must be held
    /// to their share without it.
    @Test func partsOfAStreamGoOverTheirShareWhenTheWholeGoesOver() {
        let big = String(repeating: "w", count: 200)
        var documents: [String] = []
        for i in 0..<3000 {
            documents.append("version: 1\nname: Card\(i)\nkind: carousel\nexpandDistance: 200\nnote: &n \"\(big)\"\nmore: [*n, *n, *n]\n")
        }
        let text = documents.joined(separator: "---\n")
        let bytes = Array(text.utf8)
        // Expanded, the text is about 3.4 times the file; the floor is twice the file.
        let limits = ReaderLimits(maxExpandedTextRatio: 1, expandedTextFloor: 2 * bytes.count, maxDiagnostics: 100_000)
        let linter = Linter(limits: limits)
        let whole = linter.lint(bytes, path: "s.card.yaml", workers: 1)
        #expect(whole.diagnostics.contains { $0.rule == .resourceLimit })
        let split = linter.lint(bytes, path: "s.card.yaml", workers: 4)
        // Compared as one value: the lists hold thousands of unknown keys.
        let same = Diagnostic.sortedForOutput(split.diagnostics) == Diagnostic.sortedForOutput(whole.diagnostics)
        #expect(same, "split: \(split.diagnostics.filter { $0.rule == .resourceLimit })")
        expectEqual(split.specCount, whole.specCount)
    }
}
