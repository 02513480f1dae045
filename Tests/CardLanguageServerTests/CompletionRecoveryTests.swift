import Foundation
import Testing
import CardTestSupport
@testable import CardLanguageServer
@testable import CardReader
@testable import CardModel
@testable import CardSupport

/// Completion's recovery (docs/lsp.md, "While a line is half typed"): where the text does not
/// parse, `CompletionContext` reads the cursor's line as text and the rest through the reader
/// (the document with that line reduced to its key). Checked against the reader's layer: at every key of the examples and of a block-style spec, written
/// whole and typed halfway, the mapping completion names is the one the reader's tree puts the
/// key in, with the same other keys; and typed halfway, the document does not parse and the
/// reader's partial result holds the path completion names, as far as it is above the cursor.
@Suite struct CompletionRecoveryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let blockSpec = """
        version: 1
        name: Block
        kind: sheet
        header:
          height: 80
          tap: cycle
        segments:
          - name: closed
            height: 80
          - name: open
            height: 90%
        thresholds:
          upward: 40
          downward: 40
        """ + "\n"

    /// Flow collections continued over several lines, which the lines' indentation does not tell.
    static let flowSpec = """
        version: 1
        name: Flowing
        kind: sheet
        header: {
          height: 80,
          tap: cycle
        }
        segments: [
          { name: closed, height: 80 },
          {
            name: open,
            height: 90%
          }
        ]
        thresholds: { upward: 40,
          downward: 40, velocity: 600 }
        """ + "\n"

    static func texts() throws -> [String] {
        let examples = root.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".card.yaml") }.sorted()
        return try names.map { try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) } + [blockSpec, flowSpec]
    }

    /// A key the reader read, with the path of its mapping and the mapping's other keys.
    struct Key {
        var text: String
        var location: CardSupport.SourceLocation
        var parent: [String]
        /// The line each step of `parent` is written on (its key's, or its item's).
        var parentLines: [Int]
        var siblings: Set<String>
        /// In a flow mapping on one line, or a block mapping.
        var flow: Bool
    }

    /// Every scalar key of every block mapping, and of every flow mapping but those on the line
    /// a flow mapping continued on the lines below starts on, from the reader's tree.
    static func keys(_ tree: YAMLTree, _ bytes: [UInt8]) -> [Key] {
        var found: [Key] = []
        func walk(_ id: NodeID, _ path: [String], _ lines: [Int]) {
            let node = tree[id]
            guard !node.isAlias else { return }
            if node.kind == .mapping {
                let oneLine = node.sourceRange.map { !bytes[$0].contains(0x0A) } ?? false
                let names = (0..<tree.pairCount(id)).map { tree.value(tree.pair(id, $0).key) }
                for i in 0..<tree.pairCount(id) {
                    let (key, value) = tree.pair(id, i)
                    if !node.isFlow || oneLine || tree[key].location.line > node.location.line {
                        found.append(Key(text: names[i], location: tree[key].location, parent: path, parentLines: lines,
                                         siblings: Set(names).subtracting([names[i]]), flow: node.isFlow))
                    }
                    walk(value, path + [names[i]], lines + [tree[key].location.line])
                }
            } else if node.kind == .sequence {
                for (i, item) in tree.items(id).enumerated() { walk(item, path + [String(i)], lines + [tree[item].location.line]) }
            }
        }
        for root in tree.documents { walk(root, [], []) }
        return found
    }

    static func context(_ text: String, line: Int, cursor: Int) -> CompletionContext {
        CompletionContext(document: TextDocument(uri: "file:///t.card.yaml", version: 1, text: text), line: line, cursor: cursor)
    }

    @Test func completionNamesTheMappingTheReaderPutsEachKeyIn() throws {
        var checked = 0
        for text in try Self.texts() {
            let bytes = Array(text.utf8)
            let tree = YAMLReader().read(bytes, file: "t.yaml").tree
            for key in Self.keys(tree, bytes) {
                let place = Self.context(text, line: key.location.line - 1, cursor: key.location.column - 1).place
                expectEqual(place, CompletionContext.Place.key(parent: key.parent, present: key.siblings))
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func typedHalfwayTheRecoveryAgreesWithTheReadersPartialResult() throws {
        var checked = 0
        // Not the flow spec: a key cut halfway before a flow collection continued below leaves
        // those lines no YAML reads as its value, so the keys after them are not known.
        for text in try Self.texts() where text != Self.flowSpec {
            let bytes = Array(text.utf8)
            let tree = YAMLReader().read(bytes, file: "t.yaml").tree
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for key in Self.keys(tree, bytes) where !key.flow && key.text.count >= 2 {
                // The key's line cut after half the key: what an editor has while it is typed.
                let line = key.location.line - 1
                let original = lines[line]
                let scalars = Array(original.unicodeScalars)
                let typedEnd = key.location.column - 1 + key.text.unicodeScalars.count / 2
                lines[line] = String(String.UnicodeScalarView(scalars[..<typedEnd]))
                defer { lines[line] = original }
                let typed = lines.joined(separator: "\n")
                let place = Self.context(typed, line: line, cursor: typedEnd).place
                expectEqual(place, CompletionContext.Place.key(parent: key.parent, present: key.siblings))
                // The layer: what it read of the document holds the path completion names, as
                // far as it is written above the cursor's line.
                let partial = YAMLReader().read(Array(typed.utf8), file: "t.yaml").tree
                guard let root = partial.partialDocument else { continue }
                // libyaml may have read the typed text into a scalar before it failed; it did
                // fail, and stopped short of the end.
                #expect(partial.documents.count < tree.documents.count)
                #expect(partial.readableEnd < typed.utf8.count)
                var node = root
                for (step, at) in zip(key.parent, key.parentLines) where at < key.location.line {
                    if let index = Int(step), partial[node].kind == .sequence {
                        let items = Array(partial.items(node))
                        guard index < items.count else { Issue.record("item \(step) of \(key.parent) not read"); break }
                        node = items[index]
                    } else {
                        guard let i = (0..<partial.pairCount(node)).first(where: { partial.value(partial.pair(node, $0).key) == step }) else {
                            Issue.record("key \(step) of \(key.parent) not read in \(typed)")
                            break
                        }
                        node = partial.pair(node, i).value
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 10)
    }
}
