/// Reads the cursor's line for completion, the one line the reader cannot read while it is
/// typed: its body (after its indentation and `- `), a block `key:` and the flow collections
/// after it, nested or left open, tracking which keys each flow mapping holds on both sides of
/// the cursor; or, inside a flow collection opened on a line above, the line after that
/// collection's opening bracket. Quoted scalars and comments are skipped as YAML reads them.
struct FlowScanner {
    /// One open flow collection.
    private struct Frame {
        var isMapping: Bool
        /// Its path from the document's root; nil where YAML allows no key path (a collection
        /// used as a key).
        var path: [String]?
        var keys: Set<String> = []
        /// The key whose value is being written, once its `:` is read.
        var key: String?
        var token: [Unicode.Scalar] = []
        /// A list's item being written.
        var index = 0
        /// The cursor is in this mapping's key being typed: that key is not one already present.
        var skipTypedKey = false

        init(isMapping: Bool, path: [String]?) {
            self.isMapping = isMapping
            self.path = path
        }

        var text: String { String(String.UnicodeScalarView(token)).trimmed() }

        /// The key being written ends (at `:`, `,` or the mapping's end).
        mutating func endKey() {
            let name = text
            if !name.isEmpty {
                if skipTypedKey { skipTypedKey = false } else { keys.insert(name) }
            }
            token = []
        }
    }

    let body: [Unicode.Scalar]
    let cursor: Int
    let container: [String]

    init(body: [Unicode.Scalar], cursor: Int, container: [String]) {
        self.body = body
        self.cursor = min(cursor, body.count)
        self.container = container
    }

    /// Where the cursor is; `blockKeys` gives the keys already present when it is a key of the
    /// block mapping the line belongs to.
    func place(blockKeys: () -> Set<String>) -> CompletionContext.Place {
        var i = 0
        while i < body.count && body[i] == " " { i += 1 }
        var flowPath = container
        if i < body.count && (body[i] == "{" || body[i] == "[") {
            return flow(from: i, path: flowPath)
        }
        // A block `key:`; then the value, which may be a flow collection.
        guard let colon = Self.keyColon(body, from: i) else {
            if cursor < i { return .none }
            let typed = body[i..<cursor]
            if typed.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }) {
                return .key(parent: container, present: blockKeys())
            }
            return .none
        }
        if cursor <= colon.keyEnd { return .key(parent: container, present: blockKeys()) }
        flowPath.append(colon.key)
        var v = colon.keyEnd + 1
        while v < body.count && body[v] == " " { v += 1 }
        if v < body.count && (body[v] == "{" || body[v] == "[") && cursor > v {
            return flow(from: v, path: flowPath)
        }
        if v < body.count && body[v] == "#" && cursor > v { return .none }
        return .value(path: flowPath)
    }

    /// The first `key:` (a `:` followed by a space or the end, outside quotes) of a block line.
    static func keyColon(_ body: [Unicode.Scalar], from start: Int) -> (key: String, keyEnd: Int)? {
        guard let shape = LineShape(String(String.UnicodeScalarView(body))), let key = shape.key else { return nil }
        // The colon is the first one after the key's text that ends the key.
        var j = start
        var quote: Unicode.Scalar?
        while j < body.count {
            let c = body[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if j == start && (c == "\"" || c == "'") {
                quote = c
            } else if c == ":" && (j + 1 == body.count || body[j + 1] == " ") {
                return (key, j)
            }
            j += 1
        }
        return nil
    }

    /// The place inside the flow collection opening at `open`, whose path is `path`.
    private func flow(from open: Int, path: [String]) -> CompletionContext.Place {
        var stack: [Frame] = []
        var atCursor: CompletionContext.Place = .none
        var cursorDepth = 0
        func record(_ stack: inout [Frame]) {
            guard let top = stack.last, let path = top.path else { atCursor = .none; cursorDepth = -1; return }
            cursorDepth = stack.count
            if !top.isMapping {
                atCursor = .value(path: path + [String(top.index)])
            } else if let key = top.key {
                atCursor = .value(path: path + [key])
            } else {
                atCursor = .key(parent: path, present: [])
                // The key the cursor touches is the one being typed, not one already present.
                let before = top.token.last.map { $0 != " " } ?? false
                let after = cursor < body.count && !" ,}]:#".unicodeScalars.contains(body[cursor])
                stack[stack.count - 1].skipTypedKey = before || after
            }
        }
        var recorded = false
        var present: Set<String>?
        var i = open
        scan: while i < body.count {
            if i == cursor && !recorded { recorded = true; record(&stack) }
            let c = body[i]
            if i > open && stack.isEmpty { break }
            switch c {
            case "\"", "'":
                // A quoted scalar, to its closing quote; the cursor may be inside it.
                guard !stack.isEmpty else { break scan }
                var j = i + 1
                var text: [Unicode.Scalar] = []
                while j < body.count {
                    if j == cursor && !recorded { recorded = true; record(&stack) }
                    if c == "\"" && body[j] == "\\" && j + 1 < body.count { text.append(body[j + 1]); j += 2; continue }
                    if body[j] == c {
                        if c == "'" && j + 1 < body.count && body[j + 1] == "'" { text.append(c); j += 2; continue }
                        break
                    }
                    text.append(body[j])
                    j += 1
                }
                stack[stack.count - 1].token += text
                i = j + 1
                continue scan
            case "#" where i == 0 || body[i - 1] == " ":
                break scan
            case "{", "[":
                var childPath: [String]?
                if let top = stack.last, let p = top.path {
                    if !top.isMapping { childPath = p + [String(top.index)] } else if let key = top.key { childPath = p + [key] }
                } else if stack.isEmpty {
                    childPath = path
                }
                stack.append(Frame(isMapping: c == "{", path: childPath))
            case "}", "]":
                guard var top = stack.popLast() else { break scan }
                if top.isMapping && top.key == nil { top.endKey() }
                if recorded && stack.count + 1 == cursorDepth { present = top.keys; break scan }
                if !stack.isEmpty { stack[stack.count - 1].token = [] }
            case ",":
                guard !stack.isEmpty else { break scan }
                let n = stack.count - 1
                if stack[n].isMapping {
                    if stack[n].key == nil { stack[n].endKey() }
                    stack[n].skipTypedKey = false
                    stack[n].key = nil
                } else {
                    stack[n].index += 1
                }
                stack[n].token = []
            case ":" where !stack.isEmpty && stack[stack.count - 1].isMapping && stack[stack.count - 1].key == nil
                && (i + 1 == body.count || " ,}]".unicodeScalars.contains(body[i + 1]) || i + 1 == cursor):
                let n = stack.count - 1
                let name = stack[n].text
                stack[n].endKey()
                stack[n].key = name
            default:
                if !stack.isEmpty { stack[stack.count - 1].token.append(c) }
            }
            i += 1
        }
        if !recorded {
            // The cursor is at the end of the text read (the line's end, a comment, or after the
            // collection closed): inside the collection only when it is still open there.
            guard cursor >= i, cursor == body.count || i == cursor, !stack.isEmpty, !(i < body.count && body[i] == "#") else { return .none }
            record(&stack)
        }
        guard case .key(let parent, _) = atCursor else { return atCursor }
        if present == nil, cursorDepth >= 1, cursorDepth <= stack.count {
            // Left open: the keys read up to the line's end.
            var frame = stack[cursorDepth - 1]
            if frame.key == nil && cursorDepth == stack.count { frame.endKey() }
            present = frame.keys
        }
        return .key(parent: parent, present: present ?? [])
    }
}
