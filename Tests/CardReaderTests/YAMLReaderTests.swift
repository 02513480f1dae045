import Testing
@testable import CardReader
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

@Suite struct YAMLReaderTests {
    func read(_ text: String, limits: ReaderLimits = .default) -> YAMLReader.Result {
        YAMLReader(limits: limits).read(Array(text.utf8), file: "t.yaml")
    }

    @Test func nodesCarryOneBasedLinesAndColumns() throws {
        let result = read("a: 1\nb:\n  - x\n  - { c: \"q\" }\n")
        #expect(result.diagnostics.isEmpty)
        let tree = result.tree
        let root = try #require(tree.documents.first)
        expectEqual(tree[root].location, SourceLocation(line: 1, column: 1))
        expectEqual(tree.pairCount(root), 2)
        let (bKey, bValue) = tree.pair(root, 1)
        expectEqual(tree.value(bKey), "b")
        expectEqual(tree[bKey].location, SourceLocation(line: 2, column: 1))
        let items = Array(tree.items(bValue))
        expectEqual(tree[items[0]].location, SourceLocation(line: 3, column: 5))
        let (_, cValue) = tree.pair(items[1], 0)
        expectEqual(tree.value(cValue), "q")
        expectEqual(tree[cValue].style, .doubleQuoted)
        expectEqual(tree[cValue].location, SourceLocation(line: 4, column: 10))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = read("é: [ü, x]\n")
        let root = try #require(result.tree.documents.first)
        let (_, value) = result.tree.pair(root, 0)
        let items = Array(result.tree.items(value))
        expectEqual(result.tree[items[1]].location, SourceLocation(line: 1, column: 8))
    }

    @Test func multiDocumentStreams() {
        let result = read("a: 1\n---\nb: 2\n---\nc: 3\n")
        expectEqual(result.tree.documents.count, 3)
        expectEqual(result.tree[result.tree.documents[2]].location.line, 5)
    }

    @Test func aliasesShareTheAnchoredNodesChildrenAndKeepTheirOwnPosition() throws {
        let result = read("base: &b { height: 80 }\ncopy: *b\n")
        let tree = result.tree
        let root = try #require(tree.documents.first)
        let anchored = tree.pair(root, 0).value, alias = tree.pair(root, 1).value
        // Same children, not copies of them: the alias added one node, not the mapping's three.
        expectEqual(Array(tree.items(anchored)), Array(tree.items(alias)))
        expectEqual(tree.pair(anchored, 0).value, tree.pair(alias, 0).value)
        expectEqual(tree.nodes.count, 7)
        expectEqual(tree[anchored].location, SourceLocation(line: 1, column: 7))
        expectEqual(tree[alias].location, SourceLocation(line: 2, column: 7))
    }

    @Test func findingsAboutAnAliasedValuePointAtTheAlias() {
        let yaml = "version: 1\nname: A\nkind: sheet\nsegments:\n  - { name: closed, height: &h 80 }\n  - { name: open, height: *h }\n"
        let diagnostics = TestSupport.lint(yaml).diagnostics
        #expect(diagnostics.contains { $0.rule == .coincidentSegments && $0.location == SourceLocation(line: 6, column: 27) })
    }

    @Test func encodingErrorsAreLocatedInTheInputsOwnEncoding() {
        // UTF-16LE: "a: b" then an unpaired high surrogate.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a: b".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes += [0x00, 0xD8, 0x41, 0x00]
        let utf16 = YAMLReader().read(bytes, file: "t.yaml")
        // libyaml reports the unit after the lone surrogate, 'A': the sixth character.
        #expect(utf16.diagnostics.first?.location == SourceLocation(line: 1, column: 6))
        // A UTF-8 byte-order mark is not a column.
        let utf8 = YAMLReader().read([0xEF, 0xBB, 0xBF] + Array("a: b".utf8) + [0xFF], file: "t.yaml")
        #expect(utf8.diagnostics.first?.location == SourceLocation(line: 1, column: 5))
    }

    @Test func aliasToAnUnknownOrOpenAnchorIsAnError() {
        let unknown = read("a: *nope\n")
        expectEqual(unknown.diagnostics.map(\.rule), [.yamlSyntax])
        // An alias inside its own anchor would make a cycle.
        let cyclic = read("a: &x [1, *x]\n")
        expectEqual(cyclic.diagnostics.map(\.rule), [.yamlSyntax])
        #expect(cyclic.diagnostics.first?.location == SourceLocation(line: 1, column: 11))
    }

    @Test func duplicateKeysAreReportedAtTheSecondKey() {
        let result = read("a: 1\nb: 2\na: 3\n")
        expectEqual(result.diagnostics.count, 1)
        let d = result.diagnostics[0]
        expectEqual(d.rule, .duplicateKey)
        expectEqual(d.location, SourceLocation(line: 3, column: 1))
        #expect(d.message.contains("line 1"))
    }

    /// Small mappings compare a key with the earlier ones only when one has its length and first
    /// byte (issue 37): keys that share both but differ are not repeats; a repeat after such
    /// keys, after a key that is not a scalar, and an empty key repeated are each reported once,
    /// pointing at the first.
    @Test func duplicateKeysAmongKeysOfOneLengthAndFirstByte() {
        let result = read("ab: 1\nac: 2\n[x]: 3\nad: 4\nac: 5\n\"\": 6\nb: 7\n\"\": 8\nab: 9\n")
        expectEqual(result.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey, .duplicateKey])
        expectEqual(result.diagnostics.map(\.location.line), [5, 8, 9])
        expectEqual(result.diagnostics.map { $0.message.contains("line 2") || $0.message.contains("line 6") || $0.message.contains("line 1") },
                    [true, true, true])
        #expect(result.diagnostics[0].message.contains("'ac'") && result.diagnostics[0].message.contains("line 2"))
        #expect(result.diagnostics[2].message.contains("'ab'") && result.diagnostics[2].message.contains("line 1"))
    }

    @Test func duplicateKeysInLargeMappings() {
        let keys = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")
        let result = read(keys + "\nk7: again\n")
        expectEqual(result.diagnostics.map(\.rule), [.duplicateKey])
        #expect(result.diagnostics.first?.location.line == 41)
    }

    @Test func syntaxErrorsCarryLibyamlsPosition() {
        let result = read("a: [1, 2\nb: 3\n")
        expectEqual(result.diagnostics.count, 1)
        expectEqual(result.diagnostics[0].rule, .yamlSyntax)
        expectEqual(result.diagnostics[0].location, SourceLocation(line: 2, column: 2))
        #expect(result.diagnostics[0].message.contains("flow sequence"))
    }

    @Test func documentsBeforeASyntaxErrorAreKept() {
        let result = read("a: 1\n---\nb: [\n")
        expectEqual(result.tree.documents.count, 1)
        expectEqual(result.diagnostics.map(\.rule), [.yamlSyntax])
    }

    @Test func invalidUTF8IsASyntaxErrorWithAPosition() {
        var bytes = Array("a: 1\nb: ".utf8)
        bytes += [0xFF, 0xFE, 0x41]
        let result = YAMLReader().read(bytes, file: "t.yaml")
        expectEqual(result.diagnostics.map(\.rule), [.yamlSyntax])
        #expect(result.diagnostics.first?.location.line == 2)
    }

    @Test func utf16WithByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "k: v\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = YAMLReader().read(bytes, file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.tree.documents.first)
        expectEqual(result.tree.value(result.tree.pair(root, 0).value), "v")
    }

    @Test func deepNestingEndsInAResourceLimitNotACrash() {
        let text = String(repeating: "[", count: 200_000)
        let result = read(text)
        expectEqual(result.diagnostics.map(\.rule), [.resourceLimit])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: ReaderLimits.default.maxDepth + 1))
    }

    @Test func billionLaughsIsCountedNotExpanded() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...9 {
            lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let result = read(lines.joined(separator: "\n") + "\n")
        expectEqual(result.diagnostics.map(\.rule), [.resourceLimit])
        #expect(result.tree.nodes.count < 200)
    }

    @Test func limitsOnScalarsDocumentsAndSize() {
        let limits = ReaderLimits(maxFileSize: 100, maxScalarLength: 8, maxDocuments: 2)
        expectEqual(read("a: 123456789\n", limits: limits).diagnostics.map(\.rule), [.resourceLimit])
        expectEqual(read("a: 1\n---\nb: 2\n---\nc: 3\n", limits: limits).diagnostics.map(\.rule), [.resourceLimit])
        expectEqual(read(String(repeating: "#", count: 101), limits: limits).diagnostics.map(\.rule), [.resourceLimit])
        #expect(read("a: 1234\n", limits: limits).diagnostics.isEmpty)
    }

    @Test func emptyAndCommentOnlyInputsHaveNoDocuments() {
        #expect(read("").tree.documents.isEmpty)
        #expect(read("# nothing here\n").tree.documents.isEmpty)
        #expect(read("").diagnostics.isEmpty)
    }
}
