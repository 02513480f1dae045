import CardSupport
import CardModel
import CardReader
/// Where every key and value of a spec's documents is written, by key path: what hover,
/// go-to-definition, completion and document symbols look things up in. Built from the reader's
/// tree, so positions are the reader's (1-based lines, Unicode scalar columns).
package struct SpecOutline: Sendable {
    package struct Entry: Sendable {
        /// Keys and list indices from the document's root (`segments`, `2`, `height`).
        package var path: [String]
        /// The key's text and position; nil for a list item.
        package var key: String?
        package var keyLocation: SourceLocation?
        /// The value's text when it is a scalar, and its position.
        package var value: String?
        package var valueLocation: SourceLocation
        package var valueIsScalar: Bool
        /// Which document of the stream (0-based).
        package var document: Int
    }

    package private(set) var entries: [Entry] = []
    /// The `kind` each document names, when it names one.
    package private(set) var kinds: [CardKind?] = []
    /// Where each document's root node is: what a decoded spec's `locations.document` is, so a
    /// spec is matched to its document by position, never by its name (two documents of a
    /// stream may name the same card).
    package private(set) var roots: [SourceLocation] = []
    /// Which entries each document holds: the walk appends a document's entries together, so
    /// a question about one document reads only its own (asking each of 99,999 documents
    /// through all entries was quadratic: 32 s a symbols request).
    package private(set) var documentEntries: [Range<Int>] = []
    /// The `kind` the document reading stopped in names, when the text does not parse and what
    /// the reader read of that document (`YAMLTree.partialDocument`) names one: completion's
    /// kind for a document being typed. Its entries are not kept: positions after the error
    /// are unknown, so hover and definition keep the last version that parsed.
    package private(set) var partialKind: CardKind?
    /// Where the document reading stopped in starts (its root's position), when there is one:
    /// a cursor at or below it is in that document.
    package private(set) var partialStart: SourceLocation?

    package init(_ tree: YAMLTree) {
        for (d, root) in tree.documents.enumerated() {
            kinds.append(Self.kind(tree, root))
            roots.append(tree[root].location)
            let first = entries.count
            walk(tree, root, path: [], document: d, depth: 0)
            documentEntries.append(first..<entries.count)
        }
        partialKind = tree.partialDocument.flatMap { Self.kind(tree, $0) }
        partialStart = tree.partialDocument.map { tree[$0].location }
    }

    /// The `kind` a document's root mapping names, as the reader read it (quoted or not,
    /// with a comment after it or not).
    private static func kind(_ tree: YAMLTree, _ root: NodeID) -> CardKind? {
        var kind: CardKind?
        if tree[root].kind == .mapping {
            for k in 0..<tree.pairCount(root) {
                let pair = tree.pair(root, k)
                if tree.value(pair.key) == "kind" { kind = CardKind(rawValue: tree.value(pair.value)) }
            }
        }
        return kind
    }

    /// At most this many entries: aliases can make a small text a large tree (the reader bounds
    /// how large), and no spec a person edits comes near it.
    package static let maximumEntries = 100_000

    private mutating func walk(_ tree: YAMLTree, _ node: NodeID, path: [String], document: Int, depth: Int) {
        // Deeper than any format key; aliases may make a tree look deep without end.
        guard depth < 12, entries.count < Self.maximumEntries else { return }
        switch tree[node].kind {
        case .mapping:
            for k in 0..<tree.pairCount(node) {
                let pair = tree.pair(node, k)
                let key = tree.value(pair.key)
                let value = tree[pair.value]
                entries.append(Entry(path: path + [key], key: key, keyLocation: tree[pair.key].location,
                                     value: value.kind == .scalar ? tree.value(pair.value) : nil, valueLocation: value.location,
                                     valueIsScalar: value.kind == .scalar, document: document))
                walk(tree, pair.value, path: path + [key], document: document, depth: depth + 1)
            }
        case .sequence:
            for (i, item) in tree.items(node).enumerated() {
                let value = tree[item]
                entries.append(Entry(path: path + [String(i)], key: nil, keyLocation: nil,
                                     value: value.kind == .scalar ? tree.value(item) : nil, valueLocation: value.location,
                                     valueIsScalar: value.kind == .scalar, document: document))
                walk(tree, item, path: path + [String(i)], document: document, depth: depth + 1)
            }
        case .scalar:
            break
        }
    }

    /// What is at a position: the entry whose key or scalar value covers it (columns count
    /// Unicode scalars; a quoted value's quotes count too).
    package enum Hit {
        case key(Entry)
        case value(Entry)
    }

    package func hit(line: Int, column: Int) -> Hit? {
        var best: Hit?
        for e in entries {
            if let at = e.keyLocation, let key = e.key, at.line == line,
               column >= at.column && column <= at.column + key.unicodeScalars.count {
                best = .key(e)
            }
            if e.valueIsScalar, let value = e.value, e.valueLocation.line == line,
               column >= e.valueLocation.column && column <= e.valueLocation.column + value.unicodeScalars.count + 1 {
                best = .value(e)
            }
        }
        return best
    }

    /// The entries of one document, in the order they are written.
    package func entries(document: Int) -> ArraySlice<Entry> {
        documentEntries.indices.contains(document) ? entries[documentEntries[document]] : []
    }

    /// The entry at exactly `path` in `document`.
    package func entry(_ path: [String], document: Int) -> Entry? {
        entries(document: document).first { $0.path == path }
    }

    /// The segments of a sheet document: name and where the name is written.
    package func segments(document: Int) -> [(name: String, location: SourceLocation, index: Int)] {
        entries(document: document).compactMap(Self.segment)
    }

    /// The models of a document: name and where the name is written.
    package func models(document: Int) -> [(name: String, location: SourceLocation)] {
        entries(document: document).compactMap(Self.model)
    }

    /// The segment whose name `e` is, if it is one.
    package static func segment(_ e: Entry) -> (name: String, location: SourceLocation, index: Int)? {
        guard e.path.count == 3, e.path[0] == "segments", e.path[2] == "name", let name = e.value, let index = Int(e.path[1]) else { return nil }
        return (name, e.valueLocation, index)
    }

    /// The model whose name `e` is, if it is one.
    package static func model(_ e: Entry) -> (name: String, location: SourceLocation)? {
        guard e.path.count == 2, e.path[0] == "models", let name = e.key, let at = e.keyLocation else { return nil }
        return (name, at)
    }

    /// The model field `e` is, if it is one: its model's name, its own name and where that is.
    package static func field(_ e: Entry) -> (model: String, name: String, location: SourceLocation)? {
        guard e.path.count == 3, e.path[0] == "models", let name = e.key, let at = e.keyLocation else { return nil }
        return (e.path[1], name, at)
    }
}
