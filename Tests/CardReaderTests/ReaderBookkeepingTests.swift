import Testing
@testable import CardReader
import CardTestSupport

/// What the reader works out on the side as it reads, against its definition: a node's
/// expanded size (taken from the nodes a collection spans when no alias is in it, summed from
/// its children otherwise), and its own stacks, which grow past their first room and are kept
/// by a `ReaderStorage` from one stream to the next.
@Suite struct ReaderBookkeepingTests {
    /// 1 for a scalar; 1 and the children's for a collection (an alias has its anchor's).
    static func expandedSize(_ tree: YAMLTree, _ id: NodeID) -> UInt64 {
        let node = tree[id]
        let children = node.kind == .mapping ? tree.pairs(id) : tree.items(id)
        return children.reduce(1) { $0 + expandedSize(tree, $1) }
    }

    /// Every node under `id` (aliases' children too) with its expanded size as defined.
    static func expectSizes(_ tree: YAMLTree, _ id: NodeID) {
        expectEqual(tree[id].expandedSize, expandedSize(tree, id))
        let node = tree[id]
        for child in node.kind == .mapping ? tree.pairs(id) : tree.items(id) {
            expectSizes(tree, child)
        }
    }

    static let stream = """
        a: &x { k: [1, 2, {m: n}], l: 3 }
        b: *x
        c: [*x, *x, [4, 5]]
        d: { e: { f: [6] } }
        ---
        plain: { of: [no, aliases], at: all }
        list: [[1], [2, [3, 4]]]
        ---
        - &s scalar
        - [*s, *s]
        - { x: { y: *s } }
        ---
        last: [1, 2, 3]

        """

    @Test func expandedSizesMatchTheirDefinitionReadWhole() {
        let result = YAMLReader().read(Array(Self.stream.utf8), file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        expectEqual(result.tree.documents.count, 4)
        for root in result.tree.documents { Self.expectSizes(result.tree, root) }
        // The first document's root: itself, 4 keys, and a: 10, b: 10, c: 1 + 10 + 10 + 3, d: 6.
        expectEqual(result.tree[result.tree.documents[0]].expandedSize, 1 + 4 + 10 + 10 + 24 + 6)
    }

    @Test func expandedSizesMatchTheirDefinitionReadInBatches() {
        // One document a batch, with and without storage: the tree is cleared between
        // documents, after one whose last node is an alias.
        for storage in [nil, ReaderStorage()] {
            var documents = 0
            let diagnostics = Array(Self.stream.utf8).withUnsafeBufferPointer { bytes in
                YAMLReader().read(bytes, file: "t.yaml", lineOffset: 0, batchSize: 1, storage: storage) { tree in
                    for root in tree.documents { Self.expectSizes(tree, root) }
                    documents += tree.documents.count
                }
            }
            #expect(diagnostics.isEmpty)
            expectEqual(documents, 4)
        }
    }

    @Test func wideAndDeepCollectionsGrowTheStacks() {
        // 3,000 items pending at once (more than a stack's first room) under a mapping nested
        // 200 deep (the default depth limit is 256), read twice with one storage.
        let depth = 200, width = 3_000
        var text = ""
        for level in 0..<depth { text += String(repeating: " ", count: 2 * level) + "k\(level):\n" }
        let indent = String(repeating: " ", count: 2 * depth)
        for item in 0..<width { text += indent + "- \(item)\n" }
        text += "after: 1\n"
        let storage = ReaderStorage()
        for _ in 0..<2 {
            var checked = false
            let diagnostics = Array(text.utf8).withUnsafeBufferPointer { bytes in
                YAMLReader().read(bytes, file: "t.yaml", lineOffset: 0, batchSize: 1, storage: storage) { tree in
                    guard let root = tree.documents.first else { return }
                    expectEqual(tree.pairCount(root), 2)
                    var id = root
                    for level in 0..<depth {
                        #expect(tree.value(tree.pair(id, 0).key) == "k\(level)")
                        id = tree.pair(id, 0).value
                    }
                    let items = tree.items(id)
                    expectEqual(items.count, width)
                    #expect(tree.value(items[items.startIndex + width - 1]) == "\(width - 1)")
                    expectEqual(tree[root].expandedSize, UInt64(tree.nodes.count))
                    checked = true
                }
            }
            #expect(diagnostics.isEmpty)
            #expect(checked)
        }
    }
}
