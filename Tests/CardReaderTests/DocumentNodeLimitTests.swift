import Testing
@testable import CardReader
import CardModel
import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// A document that holds more nodes than `maxAliasExpansion` spans more than it: reading stops
/// at the first node past the limit, not once the document's last collection closes, so that a
/// mapping of millions of keys is not stored (72 bytes a node) only to be refused.
@Suite struct DocumentNodeLimitTests {
    /// `a0: 0`, `a1: 1`, ... one pair a line, under a mapping at line 1: node n (the mapping is
    /// the first) is line (n + 1) / 2's key or value.
    static let text = "m:\n" + (0..<40).map { "  a\($0): \($0)\n" }.joined()
    static let limits = ReaderLimits(maxAliasExpansion: 10)

    /// The 11th node: the document's mapping, `m`, the inner mapping, then a0, 0, a1, 1, a2, 2,
    /// a3, 3 (nodes 4 to 11): `3`, at line 5, column 7.
    static let firstPast = CardSupport.SourceLocation(line: 5, column: 7)

    @Test func aWholeReadStopsAtTheFirstNodePastTheLimit() {
        let read = YAMLReader(limits: Self.limits).read(Array(Self.text.utf8), file: "n.yaml")
        expectEqual(read.diagnostics.map(\.rule), [.resourceLimit])
        expectEqual(read.diagnostics.first?.location, Self.firstPast)
        // Nothing past it was stored.
        expectEqual(read.tree.nodes.count, 11)
        expectEqual(read.tree.documents.count, 0)
    }

    @Test func theEventSourceStopsAtTheSameNode() {
        let bytes = [UInt8](Self.text.utf8)
        bytes.withUnsafeBufferPointer { input in
            let source = YAMLEventSource.make(file: "n.yaml", limits: Self.limits, input: input, lineOffset: 0, part: false, storage: nil)
            var nodes = 0
            reading: while true {
                switch source.next() {
                case .scalar, .collection, .alias: nodes += 1
                case .stop: break reading
                default: continue
                }
            }
            // The node past the limit is not handed on; the table holds it and none after.
            expectEqual(nodes, 10)
            expectEqual(source.state.tree.nodes.count, 11)
            let diagnostics = source.finish().diagnostics
            expectEqual(diagnostics.map(\.rule), [.resourceLimit])
            expectEqual(diagnostics.first?.location, Self.firstPast)
        }
    }

    /// Each document gets the limit: a stream of documents each within it is read whole.
    @Test func theLimitIsPerDocument() {
        let document = "- 1\n- 2\n- 3\n- 4\n"
        let text = (0..<5).map { _ in "---\n" + document }.joined()
        let read = YAMLReader(limits: ReaderLimits(maxAliasExpansion: 5)).read(Array(text.utf8), file: "n.yaml")
        expectEqual(read.diagnostics.count, 0)
        expectEqual(read.tree.documents.count, 5)
        let bytes = [UInt8](text.utf8)
        bytes.withUnsafeBufferPointer { input in
            let source = YAMLEventSource.make(file: "n.yaml", limits: ReaderLimits(maxAliasExpansion: 5), input: input, lineOffset: 0,
                                              part: false, storage: nil)
            var documents = 0
            reading: while true {
                switch source.next() {
                case .documentEnd:
                    documents += 1
                    source.clearDocument()
                case .stop: break reading
                default: continue
                }
            }
            expectEqual(documents, 5)
            expectEqual(source.finish().diagnostics.count, 0)
        }
    }

    /// Within the limit, the limit's node is read: exactly `maxAliasExpansion` nodes pass.
    @Test func aDocumentOfExactlyTheLimitIsRead() {
        let read = YAMLReader(limits: ReaderLimits(maxAliasExpansion: 5)).read(Array("- 1\n- 2\n- 3\n- 4\n".utf8), file: "n.yaml")
        expectEqual(read.diagnostics.count, 0)
        expectEqual(read.tree.nodes.count, 5)
    }
}

/// The default limit leaves room for the largest spec the format's caps allow for one model.
@Suite struct DefaultNodeLimitTests {
    @Test func theLargestSpecIsWellWithinTheDefaultLimit() {
        let read = YAMLReader().read([UInt8](LargestSpec.yaml().utf8), file: "largest.yaml")
        expectEqual(read.diagnostics.count, 0)
        // Printed for docs/format.md's Limits table.
        print("DefaultNodeLimitTests: LargestSpec holds \(read.tree.nodes.count) nodes")
        #expect(read.tree.nodes.count * 3 / 2 < Int(ReaderLimits.default.maxAliasExpansion))
    }
}
