/// Where the cursor is, read from the text (a document being typed rarely parses, and the last
/// version that did may have its list items elsewhere): a key of a mapping, with the keys that
/// mapping already holds, or a value of a key. Block mappings are read from the indentation
/// above and below; a flow collection (`- { name: x, |`, `thresholds: { |`, nested ones,
/// unterminated ones) from the cursor's line, before and after the cursor.
package struct CompletionContext {
    package enum Place: Equatable {
        /// A key of the mapping at `parent` (keys and list indices), which already holds `present`.
        case key(parent: [String], present: Set<String>)
        case value(path: [String])
        case none
    }

    package let place: Place
    /// How many lines the walks above and below the cursor read: tests bound it by the
    /// document's lines (counted, not timed).
    package let linesRead: Int

    /// `line` is 0-based; `cursor` counts the Unicode scalars of the line before the cursor.
    package init(document: TextDocument, line lineNumber: Int, cursor: Int) {
        var steps = 0
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
        guard cursor >= start || (cursor == scalars.count && cursor >= indent) else {
            place = .none
            linesRead = 0
            return
        }
        var parent = Self.parentPath(above: lineNumber, indent: indent, listItem: listItem, document: document, steps: &steps)
        if listItem { parent.append(String(Self.itemIndex(line: lineNumber, dash: indent, document: document, steps: &steps))) }
        let body = Array(scalars[min(start, scalars.count)...])
        let scanner = FlowScanner(body: body, cursor: max(cursor - start, 0), container: parent)
        place = scanner.place {
            // A key of a block mapping: the keys its other lines write.
            Self.blockKeys(line: lineNumber, column: listItem ? indent + 2 : indent, itemStart: listItem, document: document, steps: &steps)
        }
        linesRead = steps
    }

    /// The keys written by the other lines of the block mapping whose keys start at `column`
    /// and which holds line `line` (a list item's mapping starts at its `- `).
    package static func blockKeys(line: Int, column: Int, itemStart: Bool, document: TextDocument, steps: inout Int) -> Set<String> {
        var keys: Set<String> = []
        if !itemStart {
            var l = line - 1
            while l >= 0 {
                steps += 1
                guard let shape = LineShape(document.line(l)) else { l -= 1; continue }
                if shape.isDocumentMarker { break }
                if shape.dash && shape.indent + 2 == column {
                    if let key = shape.key { keys.insert(key) }
                    break
                }
                if shape.indent < column { break }
                if shape.indent == column && !shape.dash, let key = shape.key { keys.insert(key) }
                l -= 1
            }
        }
        var l = line + 1
        while l < document.lineCount {
            steps += 1
            guard let shape = LineShape(document.line(l)) else { l += 1; continue }
            if shape.isDocumentMarker || shape.indent < column { break }
            if shape.indent == column && !shape.dash, let key = shape.key { keys.insert(key) }
            l += 1
        }
        return keys
    }

    /// The keys of the block mappings enclosing a line indented by `indent`: each line above
    /// with less indentation that ends in `key:` adds its key; a list item adds its index
    /// (counted from the items above it at its indentation). A list whose dashes are at its
    /// key's indentation (`segments:` then `- name: a`) is inside that key.
    package static func parentPath(above lineNumber: Int, indent: Int, listItem: Bool, document: TextDocument, steps: inout Int) -> [String] {
        var path: [String] = []
        var limit = indent
        // After a list item at indentation `limit`, its key may be at that same indentation.
        var keyAtLimit = listItem
        var line = lineNumber - 1
        while line >= 0 && (limit > 0 || keyAtLimit) {
            steps += 1
            guard let shape = LineShape(document.line(line)) else { line -= 1; continue }
            if shape.isDocumentMarker { break }
            if shape.indent < limit || (keyAtLimit && shape.indent == limit && !shape.dash) {
                if let key = shape.key, shape.valueIsEmpty { path.insert(key, at: 0) }
                keyAtLimit = false
                if shape.dash {
                    path.insert(String(itemIndex(line: line, dash: shape.indent, document: document, steps: &steps)), at: 0)
                    keyAtLimit = true
                }
                limit = shape.indent
            }
            line -= 1
        }
        return path
    }

    /// Which item of its list the item whose dash is on `line` at column `dash` is: the items
    /// above it at that indentation, up to the list's key.
    package static func itemIndex(line: Int, dash: Int, document: TextDocument, steps: inout Int) -> Int {
        var index = 0
        var above = line - 1
        while above >= 0 {
            steps += 1
            guard let shape = LineShape(document.line(above)) else { above -= 1; continue }
            if shape.isDocumentMarker || shape.indent < dash || (shape.indent == dash && !shape.dash) { break }
            if shape.indent == dash && shape.dash { index += 1 }
            above -= 1
        }
        return index
    }
}

/// What a line of block YAML is, as far as completion needs: its indentation, whether it starts
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
