import Foundation
import Testing
import CardTestSupport
@testable import CardFixes
@testable import CardReader
@testable import CardSupport

/// The reader's one libyaml pass is the only YAML layer (issue 37, item 1): it records where
/// every key, value and collection is written (byte ranges, flow or block), what it read of a
/// document that stops parsing, and where comments are; `--fix` (`SourceLayout`) and the
/// language server take their spans from it, and no other file runs libyaml's event loop.
@Suite struct YAMLSourceLayerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func read(_ text: String, limits: ReaderLimits = .default) -> (tree: YAMLTree, bytes: [UInt8]) {
        let bytes = Array(text.utf8)
        return (YAMLReader(limits: limits).read(bytes, file: "t.yaml").tree, bytes)
    }

    /// The source text of a node, from its byte range.
    func source(_ id: NodeID, _ tree: YAMLTree, _ bytes: [UInt8]) -> String? {
        tree[id].sourceRange.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func onlyTheReaderRunsLibyamlsEventLoop() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var readerCalls = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            let calls = text.contains("yaml_parser_parse(") || text.contains("import CYAML")
            if relative.hasPrefix("CardReader/") {
                if text.contains("yaml_parser_parse(") { readerCalls += 1 }
            } else if calls {
                offenders.append(relative)
            }
        }
        expectEqual(offenders, [])
        expectEqual(readerCalls, 1)
    }

    @Test func keysValuesAndCollectionsHaveTheirByteRanges() throws {
        let (tree, bytes) = read("a: 1\nb:\n  - x\n  - { c: \"q\" }\nd: [ 'e' ]\n")
        let root = try #require(tree.documents.first)
        #expect(!tree[root].isFlow)
        expectEqual(tree[root].sourceStart, 0)
        let (a, one) = tree.pair(root, 0)
        expectEqual(source(a, tree, bytes), "a")
        expectEqual(source(one, tree, bytes), "1")
        let (_, list) = tree.pair(root, 1)
        #expect(!tree[list].isFlow)
        expectEqual(source(list, tree, bytes)?.hasPrefix("- x\n  - { c: \"q\" }"), true)
        let items = Array(tree.items(list))
        expectEqual(source(items[0], tree, bytes), "x")
        expectEqual(source(items[1], tree, bytes), "{ c: \"q\" }")
        #expect(tree[items[1]].isFlow)
        let (c, q) = tree.pair(items[1], 0)
        expectEqual(source(c, tree, bytes), "c")
        expectEqual(source(q, tree, bytes), "\"q\"")
        let (_, flowList) = tree.pair(root, 2)
        #expect(tree[flowList].isFlow)
        expectEqual(source(flowList, tree, bytes), "[ 'e' ]")
        expectEqual(source(tree.items(flowList).first!, tree, bytes), "'e'")
        expectEqual(tree.readableEnd, bytes.count)
        #expect(tree.partialDocument == nil)
    }

    @Test func rangesAreUTF8BytesAfterOtherCharactersAndAByteOrderMark() throws {
        for prefix in ["", "\u{FEFF}"] {
            let (tree, bytes) = read(prefix + "é: [ü, x]\n# ünïcode\nb: \"ÿes\"\nc: z\n")
            let root = try #require(tree.documents.first)
            let (e, list) = tree.pair(root, 0)
            expectEqual(source(e, tree, bytes), "é")
            expectEqual(source(list, tree, bytes), "[ü, x]")
            expectEqual(tree.items(list).map { source($0, tree, bytes) }, ["ü", "x"])
            let (b, yes) = tree.pair(root, 1)
            expectEqual(source(b, tree, bytes), "b")
            expectEqual(source(yes, tree, bytes), "\"ÿes\"")
            expectEqual(source(tree.pair(root, 2).value, tree, bytes), "z")
        }
    }

    @Test func anASCIISpecAfterAByteOrderMarkHasItsRangesPastTheMark() throws {
        let (tree, bytes) = read("\u{FEFF}a: b\nc: [d]\n")
        let root = try #require(tree.documents.first)
        expectEqual(tree[tree.pair(root, 0).key].sourceRange, 3..<4)
        expectEqual(source(tree.pair(root, 0).value, tree, bytes), "b")
        expectEqual(source(tree.pair(root, 1).value, tree, bytes), "[d]")
        expectEqual(tree.readableEnd, bytes.count)
    }

    @Test func anAliasHasItsOwnRangeAndTheAnchoredNodesContent() throws {
        let (tree, bytes) = read("a: &x { k: 1 }\nb: *x\n")
        let root = try #require(tree.documents.first)
        let anchored = tree.pair(root, 0).value
        expectEqual(source(anchored, tree, bytes), "&x { k: 1 }")
        #expect(!tree[anchored].isAlias)
        let alias = tree.pair(root, 1).value
        #expect(tree[alias].isAlias)
        expectEqual(source(alias, tree, bytes), "*x")
        expectEqual(tree.pairCount(alias), 1)
    }

    @Test func utf16InputHasNoByteRanges() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a: 1\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let tree = YAMLReader().read(bytes, file: "t.yaml").tree
        let root = try #require(tree.documents.first)
        #expect(tree[root].sourceRange == nil)
        expectEqual(tree.readableEnd, 0)
    }

    @Test func aDocumentThatStopsParsingKeepsWhatWasReadOfIt() throws {
        let text = "version: 1\n---\nkind: 'deck' # a deck\nheader:\n  height: 3\n  hei\nsegments: x\n"
        let (tree, bytes) = read(text)
        // The complete document is decoded as before; the broken one is only kept aside.
        expectEqual(tree.documents.count, 1)
        let partial = try #require(tree.partialDocument)
        expectEqual(tree[partial].kind, .mapping)
        expectEqual(tree.value(tree.pair(partial, 0).value), "deck")
        let header = tree.pair(partial, 1).value
        expectEqual(tree.value(tree.pair(header, 0).key), "height")
        // Reading stopped after `3` and before the half-typed key.
        let three = try #require(bytes.firstIndex(of: UInt8(ascii: "3")))
        let typed = try #require(text.range(of: "hei\n")).lowerBound.utf16Offset(in: text)
        #expect(tree.readableEnd >= three + 1 && tree.readableEnd <= typed)
        expectEqual(source(header, tree, bytes), "height: 3")
        // What `--fix` sees is what the reader read: nothing past the stop may be edited.
        let layout = SourceLayout(tree, bytes: bytes)
        expectEqual(layout.readableEnd, tree.readableEnd)
        expectEqual(layout.kinds, [nil, "deck"])
        #expect(!layout.allows(typed..<typed + 3))
    }

    @Test func aLimitStopsTheLayerWhereTheReaderStopped() throws {
        var limits = ReaderLimits.default
        limits.maxDepth = 2
        let text = "a:\n  b:\n    c: 1\nd: 2\n"
        let (tree, _) = read(text, limits: limits)
        #expect(tree.documents.isEmpty)
        let c = try #require(text.range(of: "c:")).lowerBound.utf16Offset(in: text)
        #expect(tree.readableEnd <= c)
        #expect(tree.partialDocument != nil)
    }

    @Test func commentsAreWhereLibyamlReadsThem() {
        let text = "a: \"x # no\" # yes\nb: c#d\n# line\nc: [1,#e\n 2]\nd: |\n  # in a block\ne: 'f' #g\n"
        let (tree, bytes) = read(text)
        let comments = bytes.withUnsafeBufferPointer { YAMLComments.find(in: $0, tree: tree) }
        expectEqual(comments.map { String(decoding: bytes[$0], as: UTF8.self) }, ["# yes", "# line", "#e", "#g"])
    }

    /// libyaml takes a `#` right after a quoted scalar as a comment, blank or not (review of
    /// issue 37: `"peek"#c` was not one, and a fix was written at its `#`).
    @Test func aCommentRightAfterAQuotedScalarIsOne() {
        let text = "a: \"peek\"#c\nb: &x 'q'#d\nc: *x #e\nd: p#f\n"
        let (tree, bytes) = read(text)
        #expect(tree.documents.count == 1)
        let comments = bytes.withUnsafeBufferPointer { YAMLComments.find(in: $0, tree: tree) }
        expectEqual(comments.map { String(decoding: bytes[$0], as: UTF8.self) }, ["#c", "#d", "#e"])
    }

    /// Text inserted at a comment's `#` must end apart from it, or the `#` joins the value
    /// (`{ collapsed: 250#c`); before, any insertion there was allowed.
    @Test func anInsertionAtACommentsHashEndsApartFromIt() throws {
        let bytes = Array("height: {#c\n  }\n".utf8)
        let layout = SourceLayout(bytes)
        let hash = try #require(bytes.firstIndex(of: UInt8(ascii: "#")))
        #expect(!layout.allows(hash..<hash, replacement: " collapsed: 250"))
        #expect(layout.allows(hash..<hash, replacement: " collapsed: 250 "))
        #expect(layout.allows(hash..<hash, replacement: "\n"))
    }

    @Test func fixesKeepOutOfCommentsButForTheTwoThatMeanToWriteThere() throws {
        let text = "a: 1 # cardc:disable rule-id note\nb: 2\n"
        let bytes = Array(text.utf8)
        let layout = SourceLayout(bytes)
        let hash = try #require(bytes.firstIndex(of: UInt8(ascii: "#")))
        let lineEnd = try #require(bytes.firstIndex(of: 0x0A))
        expectEqual(layout.comments, [hash..<lineEnd])
        // An insertion inside the comment, or right after its text on its line, would be read
        // as comment; one that starts a new line is not.
        #expect(!layout.allows(hash + 3..<hash + 3, replacement: "x"))
        #expect(!layout.allows(lineEnd..<lineEnd, replacement: ", c: 3"))
        #expect(layout.allows(lineEnd..<lineEnd, replacement: "\nc: 3"))
        #expect(!layout.allows(hash - 1..<hash + 2, replacement: "x"))
        // A value read as a comment, quoted from its `#`; a name for a name in a suppression.
        #expect(layout.allowsCommentEdit(hash..<hash + 7, "\"#cardc\"", in: bytes))
        let rule = try #require(text.range(of: "rule-id")).lowerBound.utf16Offset(in: text)
        #expect(layout.allowsCommentEdit(rule..<rule + 7, "other-id", in: bytes))
        #expect(!layout.allowsCommentEdit(rule..<rule + 7, "two words", in: bytes))
        #expect(!layout.allowsCommentEdit(rule + 1..<rule + 7, "x", in: bytes))
    }
}
