import Testing
@testable import CardCommands
@testable import CardFixes
@testable import CardReader
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// One rule for lines (LineIndex): a line ends at LF, CRLF or a lone CR, as editors and LSP
/// count. libyaml also breaks lines at U+2028, U+2029 and U+0085, which editors do not show as
/// breaks, so the reader refuses a spec holding one raw, located as the editor shows it, and
/// reads nothing of it; every position libyaml gives for the rest then agrees with LineIndex.
@Suite struct LineRuleTests {
    static let breaks: [(scalar: Character, name: String, escape: String)] = [
        ("\u{2028}", "U+2028", "\\L"), ("\u{2029}", "U+2029", "\\P"), ("\u{85}", "U+0085", "\\N"),
    ]

    func read(_ bytes: [UInt8], lineOffset: Int = 0) -> (documents: Int, diagnostics: [Diagnostic]) {
        var documents = 0
        let diagnostics = bytes.withUnsafeBufferPointer {
            YAMLReader().read($0, file: "t.yaml", lineOffset: lineOffset, batchSize: 8) { documents += $0.documents.count }
        }
        return (documents, diagnostics)
    }

    func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        // Spelled out with its types: as one expression this took 2.5 s to type-check.
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit: UInt16 in text.utf16 {
            let low = UInt8(unit & 0xFF), high = UInt8(unit >> 8)
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    /// `# reviewed<U+2028>initial: open` is a comment in every editor and a key to libyaml.
    @Test(arguments: breaks)
    func aBreakEditorsDoNotShowIsRefusedWhereTheEditorShowsIt(_ b: (scalar: Character, name: String, escape: String)) {
        let text = "version: 1\n# reviewed \u{e9}\(b.scalar)initial: open\nname: A\n"
        for bytes in [Array(text.utf8), Array("\u{FEFF}".utf8) + Array(text.utf8), utf16(text, littleEndian: true), utf16(text, littleEndian: false)] {
            let (documents, diagnostics) = read(bytes)
            expectEqual(documents, 0)
            expectEqual(diagnostics.map(\.rule), [.yamlSyntax])
            // Line 2, after the 12 characters of `# reviewed é`.
            #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 13))
            #expect(diagnostics.first?.message.contains(b.name) == true)
            #expect(diagnostics.first?.message.contains("editors do not show it") == true)
            #expect(diagnostics.first?.message.contains(b.escape) == true)
        }
    }

    /// Raw in any kind of scalar it is refused too; written as an escape it is read.
    @Test(arguments: breaks)
    func everywhereRawButNotAsAnEscape(_ b: (scalar: Character, name: String, escape: String)) throws {
        for place in ["k: a\(b.scalar)b", "k: 'a\(b.scalar)b'", "k: \"a\(b.scalar)b\"", "k: |\n  a\(b.scalar)b", "k: >\n  a\(b.scalar)b", "\(b.scalar)k: v"] {
            let (documents, diagnostics) = read(Array("x: 1\r\(place)\n".utf8))
            #expect(documents == 0, "\(place)")
            #expect(diagnostics.map(\.rule) == [.yamlSyntax], "\(place)")
            #expect(diagnostics.first?.location.line == (place.contains("\n") ? 3 : 2), "\(place)")
        }
        let result = YAMLReader().read(Array("k: \"a\(b.escape)b\"\n".utf8), file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.tree.documents.first)
        expectEqual(result.tree.value(result.tree.pair(root, 0).value), "a\(b.scalar)b")
    }

    /// Every occurrence is reported up to a cap, then one line counts the rest; with a line
    /// offset (a part of a stream read in parallel) positions are in the whole file.
    @Test func occurrencesAreCappedAndCounted() {
        let text = (0..<30).map { "# \($0)\u{2028}" }.joined(separator: "\n") + "\nk: v\n"
        let (documents, diagnostics) = read(Array(text.utf8), lineOffset: 100)
        expectEqual(documents, 0)
        expectEqual(diagnostics.count, 21)
        #expect(diagnostics.allSatisfy { $0.rule == .yamlSyntax })
        expectEqual(diagnostics.prefix(20).map(\.location), (0..<20).map { SourceLocation(line: 101 + $0, column: $0 < 10 ? 4 : 5) })
        #expect(diagnostics.last?.message.hasPrefix("10 more") == true)
    }

    /// A lone CR is a line break to libyaml and to editors alike: the positions libyaml gives
    /// in a CR-only file, and in one mixing CRLF, LF and CR, are LineIndex's.
    @Test(arguments: ["\r", "\r\n", "\n", "mixed"])
    func libyamlsPositionsAreLineIndexs(_ newline: String) throws {
        let separators = newline == "mixed" ? ["\r\n", "\n", "\r", "\r\r\n", "\n\r", "\r\n\r\n"] : [newline]
        var text = ""
        for i in 0..<12 {
            text += (i % 3 == 0 ? "# c\u{e9}\(i)" + separators[(i + 1) % separators.count] : "")
            text += "k\(i): { \u{1F600}: [x, 'q\(i)'] }" + separators[i % separators.count]
        }
        let bytes = Array(text.utf8)
        let result = YAMLReader().read(bytes, file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let tree = result.tree
        let root = try #require(tree.documents.first)
        let lines = LineIndex(bytes)
        for i in 0..<12 {
            let (key, value) = tree.pair(root, i)
            let (_, list) = tree.pair(value, 0)
            let quoted = Array(tree.items(list))[1]
            for (node, needle) in [(key, "k\(i):"), (quoted, "'q\(i)'")] {
                let offset = try #require(firstOffset(of: Array(needle.utf8), in: bytes))
                #expect(tree[node].location == lines.location(ofByte: offset, in: bytes), "\(needle) after \(newline.debugDescription)")
            }
        }
    }

    /// An encoding error (a position libyaml gives as a byte offset) is located by the same rule.
    @Test func readerErrorsCountLoneCRsAsLines() {
        let bytes = Array("a: 1\rb: 2\r\nc: \u{e9}".utf8) + [0xFF]
        let result = YAMLReader().read(bytes, file: "t.yaml")
        expectEqual(result.diagnostics.map(\.location), [SourceLocation(line: 3, column: 5)])
    }

    /// The fixer edits by the same lines: in the file, a U+2028 in a comment made
    /// `--fix` rewrite `animation: {duration: 0.8}` as `duration: 30%`. Now nothing is fixed.
    @Test func theFixerEditsNothingInARefusedFile() {
        let yaml = """
            version: 1
            name: Fixable   # reviewed\u{2028}
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 500 }
            thresholds: { upward: 0.3 }
            animation: {duration: 0.8}

            """
        let diagnostics = TestSupport.diagnostics(yaml)
        expectEqual(diagnostics.map(\.rule), [.yamlSyntax])
        #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 27))
        #expect(SpecFixer.fixes(for: diagnostics, in: Array(yaml.utf8)).isEmpty)
    }

    /// A stream split for parallel reading says what reading it whole says: with lone CRs
    /// (each part's first line counts them) and with a U+2028 in its last document.
    @Test func partsOfAStreamCountLinesByTheSameRule() {
        let stream = TestSupport.stream()
        #expect(stream.utf8.count > StreamSplitter.minimumSize)
        for text in [stream.replacingOccurrences(of: "animation:", with: "\ranimation:"), stream + "# \u{2028}\n"] {
            let bytes = Array(text.utf8)
            let linter = Linter(limits: ReaderLimits(maxDiagnostics: 100_000))
            let parts = bytes.withUnsafeBufferPointer { StreamSplitter.split($0, parts: 4) }
            expectEqual(parts.count, 4)
            for part in parts {
                expectEqual(part.lineOffset, LineIndex(bytes[..<part.range.lowerBound]).count - 1)
            }
            let whole = linter.lint(bytes, path: "s.card.yaml", workers: 1)
            let split = linter.lint(bytes, path: "s.card.yaml", workers: 4)
            #expect(!whole.diagnostics.isEmpty)
            expectEqual(Diagnostic.sortedForOutput(split.diagnostics), Diagnostic.sortedForOutput(whole.diagnostics))
        }
    }

    func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
