import CardReader
/// Where the cursor is: a key of a mapping, with the keys that mapping already holds, or a value
/// of a key. The structure around the cursor's line (which mapping or list item the line is in,
/// the keys written above and below it, a flow collection opened on a line above) is the
/// reader's: the document is read with the cursor's line set to what it is structurally, its
/// indentation, its `- ` and its block key (a placeholder key where none is written yet), since
/// a line being typed rarely parses. The rest of that line is read as text (`FlowScanner`):
/// the key or value being typed, flow collections on it (`- { name: x, |`, nested ones,
/// unterminated ones). Where the document still does not parse, what the reader read of the
/// document it stopped in (`YAMLTree.partialDocument`) is used, up to where it stopped.
package struct CompletionContext {
    package enum Place: Equatable {
        /// A key of the mapping at `parent` (keys and list indices), which already holds `present`.
        case key(parent: [String], present: Set<String>)
        case value(path: [String])
        case none
    }

    package let place: Place
    /// How many lines were read as text: the cursor's own (tests bound it by the document's
    /// lines, counted, not timed; everything else is the reader's one pass over the text).
    package let linesRead: Int

    /// `line` is 0-based; `cursor` counts the Unicode scalars of the line before the cursor.
    package init(document: TextDocument, line lineNumber: Int, cursor: Int) {
        var scalars = Array(document.line(lineNumber).unicodeScalars)
        let cursor = min(max(cursor, 0), scalars.count)
        // A blank line: the cursor's column is the indentation being typed.
        if scalars.allSatisfy({ $0 == " " }) { scalars = Array(scalars.prefix(cursor)) }
        let indent = scalars.prefix { $0 == " " }.count
        var start = indent
        var listItem = false
        if start < scalars.count, scalars[start] == "-", start + 1 == scalars.count || scalars[start + 1] == " " {
            listItem = true
            start = min(start + 2, scalars.count)
        }
        let marker = indent == 0 && (scalars.starts(with: "---".unicodeScalars) || scalars.starts(with: "...".unicodeScalars))
        guard !marker, cursor >= start || (cursor == scalars.count && cursor >= indent) else {
            place = .none
            linesRead = 0
            return
        }
        linesRead = 1
        let body = Array(scalars[min(start, scalars.count)...])
        let lead = body.prefix { $0 == " " }.count
        let key = FlowScanner.keyColon(body, from: lead)
        // The line as written is read too when it has a value after its key.
        let value = key.map { body[min($0.keyEnd + 1, body.count)...].contains { $0 != " " } } ?? false
        guard let holder = Self.holder(document: document, line: lineNumber, indent: indent, listItem: listItem,
                                       key: key.map { String(String.UnicodeScalarView(body[lead..<$0.keyEnd])) },
                                       keyColumn: value ? start + lead : nil, closers: Self.closers(scalars)) else {
            // The line is inside a scalar, or reading stopped above it: nothing is known there.
            place = .none
            return
        }
        if let flow = holder.flow {
            place = Self.flowPlace(line: scalars, indent: indent, cursor: cursor, flow: flow)
        } else {
            let scanner = FlowScanner(body: body, cursor: max(cursor - start, 0), container: holder.path)
            place = scanner.place { holder.present }
        }
    }

    /// The mapping the reader puts the cursor's line in.
    struct Holder {
        /// Its path from the document's root (keys and list indices).
        var path: [String]
        /// Its keys written on other lines than the cursor's.
        var present: Set<String>
        /// The innermost flow collection opened on a line above the cursor's that holds the line.
        var flow: Flow?
    }

    /// A flow collection written over several lines, as far as the lines above the cursor's
    /// and below it (when they parse) hold it.
    struct Flow {
        var isMapping: Bool
        var path: [String]
        /// Its keys, or how many items, written on other lines than the cursor's: before it
        /// (`itemsBefore`) and in all (`keys`).
        var keys: Set<String>
        var itemsBefore: Int
    }

    /// Reads the document with line `line` set to its indentation, its `- ` and its block key
    /// (`key`, as written, or a placeholder) and finds that key in the reader's tree: the
    /// mapping holding it is the one the cursor's line belongs to. When the line writes a key
    /// and a value, the line as written is read first (a value may open a flow collection
    /// continued below), and the key alone only when the reader then stops short of the end:
    /// the read that gets furthest is used. The walk down reads each collection's children up
    /// to the line once.
    static func holder(document: TextDocument, line: Int, indent: Int, listItem: Bool, key: String?, keyColumn: Int?,
                       closers: [UInt8]) -> Holder? {
        let bytes = document.bytes
        guard let lineStart = document.lines.start(line + 1), lineStart <= bytes.count else { return nil }
        let lineEnd = min(max(document.lines.lineEnd(line + 1, bytes) ?? bytes.count, lineStart), bytes.count)
        var best: (tree: YAMLTree, target: Int, unread: Int)?
        // The line as written; its key alone; its key alone followed by a comma, as a key in a
        // flow collection is when more follow on the lines below.
        for form in keyColumn == nil ? 1...2 : 0...2 {
            var text = Array(bytes[..<lineStart])
            let target: Int
            if form == 0, let keyColumn {
                // The columns before the key are spaces and `- `: one byte each.
                target = lineStart + keyColumn
                text += bytes[lineStart...]
            } else {
                var placeholder = Array(repeating: UInt8(ascii: " "), count: indent)
                if listItem { placeholder += Array("- ".utf8) }
                target = lineStart + placeholder.count
                placeholder += Array((key ?? "x").utf8) + Array((form == 2 ? ": , " : ": ").utf8) + closers
                text += placeholder
                text += bytes[lineEnd...]
            }
            let tree = YAMLReader().read(text, file: document.uri).tree
            let unread = text.count - tree.readableEnd
            if best == nil || unread < best?.unread ?? 0 { best = (tree, target, unread) }
            if unread == 0 { break }
        }
        guard let (tree, target, _) = best else { return nil }
        // The document the line is in: the last one starting at or before it.
        let roots = tree.documents + (tree.partialDocument.map { [$0] } ?? [])
        guard var node = roots.last(where: { Int(tree[$0].sourceStart) <= target }) else { return nil }
        var path: [String] = []
        var flow: Flow?
        // Deeper than any format key; the reader bounds a document's depth too.
        for _ in 0..<256 {
            let n = tree[node]
            guard !n.isAlias, n.kind != .scalar else { return nil }
            if n.isFlow && Int(n.sourceStart) < lineStart {
                flow = Self.flow(tree, node, path: path, line: line + 1, lineStart: lineStart)
            }
            if n.kind == .mapping {
                var next: (key: NodeID, value: NodeID)?
                for i in 0..<tree.pairCount(node) {
                    let pair = tree.pair(node, i)
                    let at = Int(tree[pair.key].sourceStart)
                    if at == target && tree[pair.key].kind == .scalar {
                        var present: Set<String> = []
                        for k in 0..<tree.pairCount(node) where k != i { present.insert(tree.value(tree.pair(node, k).key)) }
                        return Holder(path: path, present: present, flow: flow)
                    }
                    guard at <= target else { break }
                    next = pair
                }
                guard let next else { return nil }
                path.append(tree.value(next.key))
                node = next.value
            } else {
                guard let (index, item) = tree.items(node).enumerated().last(where: { Int(tree[$0.element].sourceStart) <= target }) else { return nil }
                path.append(String(index))
                node = item
            }
        }
        return nil
    }

    /// The closing brackets of a line that close collections opened on lines above (outside
    /// quotes and comments): kept when the line is reduced to its key, so that what comes after
    /// it is read as it is written.
    static func closers(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var open = 0
        var closers: [UInt8] = []
        var quote: Unicode.Scalar?
        for (i, c) in scalars.enumerated() {
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            switch c {
            case "\"", "'": quote = c
            case "#" where i == 0 || scalars[i - 1] == " ": return closers
            case "{", "[": open += 1
            case "}", "]":
                if open > 0 { open -= 1 } else { closers.append(UInt8(ascii: c)) }
            default: break
            }
        }
        return closers
    }

    /// What the reader read of a flow collection opened above the cursor's line.
    static func flow(_ tree: YAMLTree, _ node: NodeID, path: [String], line: Int, lineStart: Int) -> Flow {
        if tree[node].kind == .mapping {
            var keys: Set<String> = []
            for k in 0..<tree.pairCount(node) {
                let key = tree.pair(node, k).key
                if tree[key].location.line != line { keys.insert(tree.value(key)) }
            }
            return Flow(isMapping: true, path: path, keys: keys, itemsBefore: 0)
        }
        let before = tree.items(node).prefix { Int(tree[$0].sourceStart) < lineStart }.count
        return Flow(isMapping: false, path: path, keys: [], itemsBefore: before)
    }

    /// The place on a line inside a flow collection opened above it: the line is read as the
    /// collection's inside (after its opening bracket), and what the reader read of the
    /// collection on the other lines is added (its keys, the items before the line).
    static func flowPlace(line scalars: [Unicode.Scalar], indent: Int, cursor: Int, flow: Flow) -> Place {
        let body = [flow.isMapping ? "{" : "["] + scalars[indent...]
        let place = FlowScanner(body: Array(body), cursor: cursor - indent + 1, container: flow.path).place { [] }
        let depth = flow.path.count
        func shifted(_ path: [String]) -> [String] {
            guard !flow.isMapping, path.count > depth, path.starts(with: flow.path), let index = Int(path[depth]) else { return path }
            var path = path
            path[depth] = String(index + flow.itemsBefore)
            return path
        }
        switch place {
        case .key(let parent, let present):
            return .key(parent: shifted(parent), present: parent == flow.path && flow.isMapping ? present.union(flow.keys) : present)
        case .value(let path):
            return .value(path: shifted(path))
        case .none:
            return .none
        }
    }
}

/// What the cursor's line is, as far as completion needs: its indentation, whether it starts
/// a list item, and the key it writes. Nil for blank lines and comments.
struct LineShape {
    var indent: Int
    var dash: Bool
    var key: String?
    var valueIsEmpty: Bool
    var isDocumentMarker: Bool

    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        indent = scalars.prefix { $0 == " " }.count
        var i = indent
        guard i < scalars.count, scalars[i] != "#" else { return nil }
        isDocumentMarker = indent == 0 && (text.hasPrefix("---") || text.hasPrefix("..."))
        dash = scalars[i] == "-" && (i + 1 == scalars.count || scalars[i + 1] == " ")
        if dash { i = min(i + 2, scalars.count) }
        key = nil
        valueIsEmpty = false
        // `key:` followed by a space or the line's end; a quoted key loses its quotes.
        guard i < scalars.count, scalars[i] != "{", scalars[i] != "[" else { return }
        var j = i
        // A quoted key: to its closing quote (`''` is a quote in single quotes, `\"` in double).
        if scalars[i] == "\"" || scalars[i] == "'" {
            let q = scalars[i]
            j += 1
            while j < scalars.count {
                if q == "\"" && scalars[j] == "\\" { j += 2; continue }
                if scalars[j] == q {
                    if q == "'" && j + 1 < scalars.count && scalars[j + 1] == "'" { j += 2; continue }
                    break
                }
                j += 1
            }
            j += 1
        }
        while j < scalars.count {
            let c = scalars[j]
            if c == ":" && (j + 1 == scalars.count || scalars[j + 1] == " ") {
                var name = String(String.UnicodeScalarView(scalars[i..<j])).trimmed()
                if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                    name = String(name.dropFirst().dropLast())
                }
                key = name
                let rest = String(String.UnicodeScalarView(scalars[(j + 1)...])).trimmed()
                valueIsEmpty = rest.isEmpty || rest.hasPrefix("#")
                return
            } else if c == " " && j + 1 < scalars.count && scalars[j + 1] == "#" {
                return
            }
            j += 1
        }
    }
}
