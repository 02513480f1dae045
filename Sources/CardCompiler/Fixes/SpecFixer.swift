/// Finds the mechanical fixes for a spec's diagnostics, working on the bytes as written so
/// that applying one changes only its span: comments, quoting and layout stay as they are.
///
/// - `unknown-key` with a did-you-mean suggestion: the key is replaced by the suggestion.
/// - `missing-key` for a key the format describes: `KEY: EXAMPLE` is added to the mapping
///   (a line at the mapping's indentation, or `, KEY: EXAMPLE` before a flow mapping's `}`).
/// - a value that begins with `#` (YAML reads it as a comment, so the key is null, or a flow
///   collection is left open): the value is quoted.
/// - `threshold-unit` on a threshold written as a ratio below one point: the ratio becomes the
///   percentage the rule suggests (`0.3` -> `30%`).
public enum SpecFixer {
    public static func fixes(for diagnostics: [Diagnostic], in bytes: [UInt8]) -> [SpecFix] {
        let lines = LineIndex(bytes)
        var fixes: [SpecFix] = []
        var quoted: Set<Int> = []
        for d in diagnostics {
            if let fix = unknownKey(d, bytes, lines) ?? thresholdUnit(d, bytes, lines) ?? missingKey(d, bytes, lines) {
                fixes.append(fix)
            } else if let fix = commentValue(d, bytes, lines), quoted.insert(fix.edits[0].range.lowerBound).inserted {
                fixes.append(fix)
            }
        }
        return fixes
    }

    /// Applies fixes whose edits do not overlap an earlier fix's; returns the new bytes and how
    /// many were applied.
    public static func apply(_ fixes: [SpecFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken: [Range<Int>] = []
        var edits: [SpecFix.Edit] = []
        var applied = 0
        for fix in fixes {
            let overlaps = fix.edits.contains { e in taken.contains { $0.overlaps(e.range) || ($0.isEmpty || e.range.isEmpty) && $0.lowerBound == e.range.lowerBound } }
            if overlaps { continue }
            taken += fix.edits.map(\.range)
            edits += fix.edits
            applied += 1
        }
        var out = bytes
        for e in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(e.range, with: Array(e.replacement.utf8))
        }
        return (out, applied)
    }

    // MARK: Fixes

    private static func unknownKey(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex) -> SpecFix? {
        guard d.rule == .unknownKey, let (key, suggestion) = twoQuoted(d.message, before: "; did you mean"),
              let start = lines.offset(d.location, in: bytes), matches(bytes, at: start, key) else { return nil }
        return SpecFix(title: "Replace '\(key)' with '\(suggestion)'", diagnostic: d,
                       edits: [.init(range: start..<start + key.utf8.count, replacement: suggestion)])
    }

    private static func thresholdUnit(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex) -> SpecFix? {
        guard d.rule == .thresholdUnit, let mean = d.message.firstRange(of: "did you mean "),
              let start = lines.offset(d.location, in: bytes) else { return nil }
        let suggestion = String(d.message[mean.upperBound...].prefix { $0 != "?" })
        guard suggestion.hasSuffix("%") else { return nil }
        let end = tokenEnd(bytes, from: start)
        let written = String(decoding: bytes[start..<end], as: UTF8.self)
        guard end > start, Double(written) != nil else { return nil }
        return SpecFix(title: "Write \(written) as \(suggestion)", diagnostic: d, edits: [.init(range: start..<end, replacement: suggestion)])
    }

    private static func missingKey(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex) -> SpecFix? {
        guard d.rule == .missingKey, d.message.hasPrefix("missing required key '"),
              let key = d.message.dropFirst("missing required key '".count).split(separator: "'").first.map(String.init),
              let example = CardFormat.example(forRequiredKey: key),
              let start = lines.offset(d.location, in: bytes) else { return nil }
        if start < bytes.count && bytes[start] == UInt8(ascii: "{") {
            // A flow mapping: before its closing brace.
            guard let close = matchingBrace(bytes, from: start) else { return nil }
            var insert = close
            while insert > start + 1 && (bytes[insert - 1] == UInt8(ascii: " ") || bytes[insert - 1] == UInt8(ascii: "\t")) { insert -= 1 }
            let empty = insert == start + 1
            return SpecFix(title: "Add '\(key): \(example)'", diagnostic: d,
                           edits: [.init(range: insert..<insert, replacement: (empty ? " " : ", ") + "\(key): \(example)" + (empty ? " " : ""))])
        }
        // A block mapping: a line at its indentation after its last line.
        let indent = d.location.column - 1
        var line = d.location.line
        var last = line
        while line < lines.count {
            line += 1
            guard let text = lines.text(line, bytes) else { break }
            let trimmed = text.drop { $0 == UInt8(ascii: " ") }
            if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { continue }
            let lineIndent = text.count - trimmed.count
            if text.starts(with: Array("---".utf8)) || text.starts(with: Array("...".utf8)) { break }
            if lineIndent < indent || (lineIndent == indent && trimmed.first == UInt8(ascii: "-") && indent > 0) { break }
            last = line
        }
        guard let end = lines.lineEnd(last, bytes) else { return nil }
        let newline = end < bytes.count ? "" : "\n"
        let atEnd = end < bytes.count ? end + 1 : end
        let text = String(repeating: " ", count: indent) + "\(key): \(example)\n"
        return SpecFix(title: "Add '\(key): \(example)'", diagnostic: d, edits: [.init(range: atEnd..<atEnd, replacement: newline + text)])
    }

    /// A `#` value that YAML read as a comment: the diagnostic's line, or the one before (a
    /// flow collection the comment left open is reported where the parser gave up).
    private static func commentValue(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex) -> SpecFix? {
        let nullValue = d.rule == .invalidValue && d.message.contains("null")
        guard nullValue || d.rule == .yamlSyntax || d.rule == .missingKey else { return nil }
        for line in [d.location.line, d.location.line - 1] where line >= 1 {
            guard let start = lines.start(line), let slice = lines.text(line, bytes) else { continue }
            let text = Array(slice)
            var i = 0
            var quote: UInt8?
            while i + 2 < text.count {
                let c = text[i]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: "#") && i > 0 && (text[i - 1] == UInt8(ascii: " ") || text[i - 1] == UInt8(ascii: "\t")) {
                    // A comment: a fix only when it follows `key:` and looks like a value.
                    var j = i - 1
                    while j > 0 && (text[j] == UInt8(ascii: " ") || text[j] == UInt8(ascii: "\t")) { j -= 1 }
                    guard text[j] == UInt8(ascii: ":") else { break }
                    var end = i + 1
                    while end < text.count, isValueByte(text[end]) { end += 1 }
                    guard end > i + 1 else { break }
                    let value = String(decoding: text[i..<end], as: UTF8.self)
                    return SpecFix(title: "Quote \(value) (a # starts a comment)", diagnostic: d,
                                   edits: [.init(range: start + i..<start + end, replacement: "\"\(value)\"")])
                }
                i += 1
            }
        }
        return nil
    }

    // MARK: Text

    private static func isValueByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    /// `'a' … 'b'` in a message, the first pair of quoted words before `marker`… and after it.
    private static func twoQuoted(_ message: String, before marker: String) -> (String, String)? {
        guard let m = message.firstRange(of: marker) else { return nil }
        let head = message[..<m.lowerBound], tail = message[m.upperBound...]
        let first = head.split(separator: "'", omittingEmptySubsequences: false)
        let second = tail.split(separator: "'", omittingEmptySubsequences: false)
        guard first.count >= 3, second.count >= 3 else { return nil }
        return (String(first[1]), String(second[1]))
    }

    private static func matches(_ bytes: [UInt8], at start: Int, _ text: String) -> Bool {
        let t = Array(text.utf8)
        return start + t.count <= bytes.count && Array(bytes[start..<start + t.count]) == t
    }

    /// The end of a plain scalar starting at `start`.
    private static func tokenEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n"),
                                   UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: "#")].contains(bytes[end]) {
            end += 1
        }
        return end
    }

    /// The `}` closing the flow mapping opened at `start`, skipping quoted text and nested braces.
    private static func matchingBrace(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var quote: UInt8?
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                depth += 1
            } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return c == UInt8(ascii: "}") ? i : nil }
            }
            i += 1
        }
        return nil
    }
}
