import CardSupport

/// A value that `#` turned into a comment inside a flow collection: `{ tint: #1E90FF }` reads
/// as `{ tint:` and a comment, and libyaml then reports the collection's missing end wherever
/// it gives up (often past the last line). Found by scanning the collection's bytes again,
/// only after a syntax error; nothing here runs while a file reads.
package struct FlowCommentHint: Sendable {
    /// Byte offset of the `#`.
    package var offset: Int
    /// The commented-out value, `#` to the next separator (`#1E90FF`).
    package var value: String
    /// Whether `"value"` is a safe replacement: no quote, backslash or control character.
    package var quotable: Bool
    /// The innermost open collection's opening byte, `{` or `[`, and its offset.
    package var opening: UInt8
    package var openingOffset: Int

    /// Looks for the first `#` that starts a comment where a value belongs inside a flow
    /// collection (after `key:`, or after `[`, `{` or `,` when it reads like a hex color) in
    /// UTF-8 `bytes`, through line `lastLine`. The scan starts at the position libyaml gives for
    /// the collection it was parsing (1-based line, column in characters) when a `{` or `[` is
    /// there, else at the start of the input. Nil when there is none, or the input is not UTF-8.
    package static func find(in bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int, lastLine: Int) -> FlowCommentHint? {
        guard LineIndex.Encoding(of: bytes) == .utf8 else { return nil }
        let bom = LineIndex.Encoding.utf8.bomLength(bytes)
        var i = bom
        var currentLine = 1
        // To the start of `line`, lines ending at LF, CRLF or a lone CR (LineIndex's rule).
        while currentLine < line && i < bytes.count {
            let b = bytes[i]
            i += 1
            if b == 0x0A || (b == 0x0D && !(i < bytes.count && bytes[i] == 0x0A)) { currentLine += 1 }
        }
        // Then `column - 1` characters along (UTF-8 continuation bytes are not characters).
        var characters = 1
        while characters < column && i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D {
            i += 1
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }
            characters += 1
        }
        if !(i < bytes.count && (bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "["))) {
            i = bom
            currentLine = 1
        }
        guard currentLine <= lastLine else { return nil }
        return scan(bytes, from: i, line: currentLine, lastLine: lastLine)
    }

    /// The scan itself: outside quotes and comments, `{` and `[` at the start of a token open a
    /// flow collection and `}` and `]` close one; a comment inside one is the finding.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, lastLine: Int) -> FlowCommentHint? {
        var i = start
        var currentLine = line
        var open: [Int] = []
        var quote: UInt8 = 0
        var last: UInt8 = 0x20
        var lastSignificant: UInt8 = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                if b == 0x0A || !(i + 1 < bytes.count && bytes[i + 1] == 0x0A) { currentLine += 1 }
                if currentLine > lastLine { return nil }
                last = 0x20
                i += 1
                continue
            }
            if quote == UInt8(ascii: "\"") {
                if b == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] != 0x0A && bytes[i + 1] != 0x0D { i += 2; continue }
                if b == quote { quote = 0; lastSignificant = b }
            } else if quote == UInt8(ascii: "'") {
                if b == quote {
                    if i + 1 < bytes.count && bytes[i + 1] == quote { i += 2; continue }
                    quote = 0
                    lastSignificant = b
                }
            } else if (b == UInt8(ascii: "\"") || b == UInt8(ascii: "'")) && Self.opensToken(last) {
                quote = b
            } else if b == UInt8(ascii: "#") && (last == 0x20 || last == 0x09) {
                var end = i + 1
                while end < bytes.count, !Self.ends(bytes[end]) { end += 1 }
                let text = UnsafeBufferPointer(rebasing: bytes[i..<end])
                if let opening = open.last,
                   lastSignificant == UInt8(ascii: ":") || ("[{,".utf8.contains(lastSignificant) && Self.isHexColor(text)) {
                    return FlowCommentHint(offset: i, value: String(decoding: text, as: UTF8.self),
                                           quotable: !text.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
                                           opening: bytes[opening], openingOffset: opening)
                }
                // A comment of its own: the rest of the line is not YAML.
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                continue
            } else if (b == UInt8(ascii: "{") || b == UInt8(ascii: "[")) && (Self.opensToken(last) || last == UInt8(ascii: "-")) {
                open.append(i)
                lastSignificant = b
            } else if (b == UInt8(ascii: "}") || b == UInt8(ascii: "]")) && !open.isEmpty {
                open.removeLast()
                lastSignificant = b
            } else if b != 0x20 && b != 0x09 {
                lastSignificant = b
            }
            last = b
            i += 1
        }
        return nil
    }

    /// Whether a quote after `byte` starts a quoted scalar (not an apostrophe inside a word).
    private static func opensToken(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || "{[,:".utf8.contains(byte)
    }

    /// Where a commented-out flow value would have ended.
    private static func ends(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || ",]}".utf8.contains(byte)
    }

    /// `#` and 3 to 8 hex digits: what a color written without quotes looks like.
    private static func isHexColor(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        (4...9).contains(text.count) && text.dropFirst().allSatisfy { b in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b | 0x20)
        }
    }
}
