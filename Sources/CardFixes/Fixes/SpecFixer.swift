import CardSupport
import CardModel
import CardReader
/// Finds the mechanical fixes for a spec's diagnostics, working on the bytes as written so
/// that applying one changes only its span: comments, quoting and layout stay as they are.
///
/// Every suggestion a diagnostic carries (`Diagnostic.suggestions`) is one fix, read from its
/// fields, never from the message:
/// - a replacement (a misspelt key, enum value, state, device, model, rule id in a suppression;
///   a card or state name that is no Swift name; a ratio threshold that means a percentage):
///   the plain scalar (or the name in a comment) written at its location gets the new text;
/// - a missing key: `KEY: EXAMPLE` is added to the mapping (a line at the mapping's
///   indentation, or `, KEY: EXAMPLE` before a flow mapping's `}`).
/// Besides those, a value that begins with `#` (YAML reads it as a comment, so the key is
/// null, or a flow collection is left open) is quoted.
public enum SpecFixer {
    /// The fixes for `diagnostics`. Only a spec that is valid UTF-8 (a byte-order mark is kept)
    /// gets any, and every edit keeps clear of quoted, block and multi-line scalars and of what
    /// follows a point where reading stopped (`SourceLayout`), so a fix never changes a value's
    /// text it did not mean to. Whether a fix's result lints better is `FileFixer`'s question.
    ///
    /// `tree`: the reader's whole read of these same bytes, when the caller has one (the
    /// language server's lint keeps it), so that the edits are placed from that one pass; the
    /// bytes are read here otherwise.
    package static func fixes(for diagnostics: [Diagnostic], in bytes: [UInt8], tree: YAMLTree?) -> [SpecFix] {
        fixes(for: diagnostics, in: bytes, reading: tree)
    }

    public static func fixes(for diagnostics: [Diagnostic], in bytes: [UInt8]) -> [SpecFix] {
        fixes(for: diagnostics, in: bytes, reading: nil)
    }

    private static func fixes(for diagnostics: [Diagnostic], in bytes: [UInt8], reading tree: YAMLTree?) -> [SpecFix] {
        let candidates = diagnostics.filter { !$0.suggestions.isEmpty || Self.commentRules.contains($0.rule) }
        guard !candidates.isEmpty else { return [] }
        // libyaml's positions start after a byte-order mark: so do the offsets worked out here.
        let mark = FileFixer.hasUTF8ByteOrderMark(bytes) ? 3 : 0
        let body = mark == 0 ? bytes : Array(bytes[mark...])
        guard FileFixer.firstInvalidUTF8(body) == nil else { return [] }
        // The reader refuses these (a line break to libyaml, none to an editor): no position
        // near one can be trusted.
        guard body.withUnsafeBufferPointer({ LineIndex.unusualBreaks(in: $0, keeping: 0).count == 0 }) else { return [] }
        let lines = LineIndex(body)
        let places = candidates.flatMap { d in [d.location] + d.suggestions.compactMap(\.location) }
        let plainAt = Set(places.compactMap { lines.offset($0, in: body) })
        // The given tree's offsets count a byte-order mark; the body has none, so then read it.
        let layout = tree.flatMap { mark == 0 ? SourceLayout($0, bytes: body, plainAt: plainAt) : nil } ?? SourceLayout(body, plainAt: plainAt)
        var fixes: [SpecFix] = []
        var quoted: Set<Int> = []
        for d in candidates {
            var found = d.suggestions.compactMap { suggested($0, d, body, lines, layout) }
            if found.isEmpty, let fix = commentValue(d, body, lines, layout), quoted.insert(fix.edits[0].range.lowerBound).inserted {
                found = [fix]
            }
            for var fix in found where fix.edits.allSatisfy({
                layout.allows($0.range, replacement: $0.replacement) || layout.allowsNameEdit($0.range, $0.replacement, in: body)
                    || layout.allowsCommentEdit($0.range, $0.replacement, in: body)
            }) {
                if mark > 0 {
                    fix.edits = fix.edits.map { .init(range: $0.range.lowerBound + mark..<$0.range.upperBound + mark, replacement: $0.replacement) }
                }
                fixes.append(fix)
            }
        }
        return fixes
    }

    /// The rules whose diagnostics a `#` read as a comment can cause.
    private static let commentRules: Set<RuleID> = [.missingKey, .invalidValue, .yamlSyntax]

    /// Applies fixes whose edits do not overlap an earlier fix's; returns the new bytes and how
    /// many were applied.
    public static func apply(_ fixes: [SpecFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let placed = place(fixes, in: bytes)
        return (placed.bytes, placed.kept.count)
    }

    /// What applying a set of fixes did: the new bytes, which fixes were applied (indices into
    /// the fixes given; one whose edit overlaps an earlier fix's waits), and where every edit
    /// went, to tell where each fix's text now is and where any old offset moved.
    package struct Placement {
        package var bytes: [UInt8]
        package var kept: [Int]
        /// Every applied edit, in file order: its old range and its replacement's length.
        package var edits: [(range: Range<Int>, length: Int)]

        /// Where byte `offset` of the old bytes is in the new ones (inside a replaced span: the
        /// same distance into the replacement, at most its end).
        package func moved(_ offset: Int) -> Int {
            var shift = 0
            for e in edits {
                if e.range.isEmpty ? e.range.lowerBound <= offset : e.range.upperBound <= offset {
                    shift += e.length - e.range.count
                } else if e.range.lowerBound <= offset {
                    return e.range.lowerBound + shift + min(offset - e.range.lowerBound, e.length)
                } else {
                    break
                }
            }
            return offset + shift
        }

        /// Where an edit's replacement is in the new bytes.
        package func placed(_ edit: SpecFix.Edit) -> Range<Int> {
            var shift = 0
            for e in edits where e.range.lowerBound < edit.range.lowerBound {
                shift += e.length - e.range.count
            }
            let start = edit.range.lowerBound + shift
            return start..<start + edit.replacement.utf8.count
        }
    }

    package static func place(_ fixes: [SpecFix], in bytes: [UInt8]) -> Placement {
        var taken: [Range<Int>] = []
        var edits: [SpecFix.Edit] = []
        var kept: [Int] = []
        for (i, fix) in fixes.enumerated() {
            let overlaps = fix.edits.contains { e in taken.contains { $0.overlaps(e.range) || ($0.isEmpty || e.range.isEmpty) && $0.lowerBound == e.range.lowerBound } }
            if overlaps { continue }
            taken += fix.edits.map(\.range)
            edits += fix.edits
            kept.append(i)
        }
        var out = bytes
        for e in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(e.range, with: Array(e.replacement.utf8))
        }
        let ordered = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { ($0.range, $0.replacement.utf8.count) }
        return Placement(bytes: out, kept: kept, edits: ordered)
    }

    // MARK: Fixes

    /// The fix for one suggestion, where its location and text are found in the bytes.
    private static func suggested(_ s: DiagnosticSuggestion, _ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex, _ layout: SourceLayout) -> SpecFix? {
        guard let start = lines.offset(s.location ?? d.location, in: bytes) else { return nil }
        switch s.edit {
        case .replace(let original, let replacement, _):
            guard let range = written(original, at: start, bytes, layout) else { return nil }
            return SpecFix(title: DiagnosticWording.fixTitle(replacing: original, with: replacement), diagnostic: d,
                           edits: [.init(range: range, replacement: replacement)])
        case .replaceValue(let replacement, _):
            // A plain value, or a quoted one on one line replaced whole, quotes and all.
            // Not a value written with an anchor or a tag: its source starts there, and replacing
            // it would drop the anchor its aliases name (or the tag).
            guard start < bytes.count, bytes[start] != UInt8(ascii: "&"), bytes[start] != UInt8(ascii: "!"),
                  let value = layout.scalar(startingAt: start), value.plain || value.quotedOnOneLine, value.end > start else { return nil }
            let written = String(decoding: bytes[start..<value.end], as: UTF8.self)
            return SpecFix(title: DiagnosticWording.fixTitle(writing: written, as: replacement), diagnostic: d, edits: [.init(range: start..<value.end, replacement: replacement)])
        case .insertKey(let key, let value):
            return missingKey(key, value, d, start, bytes, lines, layout)
        }
    }

    /// Where `original` is written at `start`: the whole plain scalar that starts there, a
    /// name inside it (`Strng` in `[Strng]?`), or, outside any scalar, the name in a comment
    /// (a suppression's rule id). Nil when the bytes there say otherwise.
    private static func written(_ original: String, at start: Int, _ bytes: [UInt8], _ layout: SourceLayout) -> Range<Int>? {
        let text = Array(original.utf8)
        guard !text.isEmpty else { return nil }
        if let scalar = layout.scalar(startingAt: start) {
            // In a quoted scalar too: a name swapped for a name leaves its quoting as it is
            // (`SourceLayout.allowsNameEdit`). The search SARIF's fix makes in the text the
            // suggestion carries.
            guard scalar.end > start, let found = DiagnosticSuggestion.Edit.nameRange(of: original, in: Array(bytes[start..<scalar.end])) else { return nil }
            return start + found.lowerBound..<start + found.upperBound
        }
        // Outside every scalar, only in a comment (the reader's comments, `SourceLayout.comments`).
        guard layout.comment(near: start) != nil, !layout.isInsideScalar(start), start + text.count <= bytes.count, bytes[start..<start + text.count].elementsEqual(text),
              start + text.count == bytes.count || !isNameByte(bytes[start + text.count]) else { return nil }
        return start..<start + text.count
    }

    package static func isNameByte(_ b: UInt8) -> Bool {
        DiagnosticSuggestion.Edit.isNameByte(b)
    }

    /// `KEY: EXAMPLE` added to the mapping the diagnostic names, with the example the format
    /// gives for that key where that mapping is (a device's `height` is points, a stack's a
    /// mapping, a segment's a length): the mapping's place is read from the layout, not guessed
    /// from the key's name.
    private static func missingKey(_ key: String, _ given: String?, _ d: Diagnostic, _ start: Int, _ bytes: [UInt8],
                                   _ lines: LineIndex, _ layout: SourceLayout) -> SpecFix? {
        guard let index = layout.mapping(startingAt: start) else { return nil }
        let mapping = layout.collections[index]
        let kind = layout.kinds.indices.contains(mapping.document) ? layout.kinds[mapping.document].flatMap(CardKind.init(rawValue:)) : nil
        guard let example = given ?? CardFormat.keys(under: layout.path(to: index), kind: kind)?.first(where: { $0.name == key && $0.required })?.example
        else { return nil }
        let title = DiagnosticWording.fixTitle(adding: key, example)
        if mapping.flow {
            // Right after its last entry, or inside the braces of an empty one.
            guard mapping.end - 1 > mapping.start, bytes[mapping.end - 1] == UInt8(ascii: "}") else { return nil }
            if mapping.contentEnd > mapping.start {
                return SpecFix(title: title, diagnostic: d,
                               edits: [.init(range: mapping.contentEnd..<mapping.contentEnd, replacement: ", \(key): \(example)")])
            }
            let inside = mapping.start + 1
            return SpecFix(title: title, diagnostic: d,
                           edits: [.init(range: inside..<inside, replacement: " \(key): \(example)" + (bytes[inside] == UInt8(ascii: "}") ? " " : ""))])
        }
        // A block mapping: a line at its indentation after the line its content ends on, with
        // that line's own line break.
        var last = mapping.contentEnd - 1
        while last > mapping.start && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[last]) { last -= 1 }
        let line = lines.line(containing: max(last, mapping.start))
        guard let end = lines.lineEnd(line, bytes) else { return nil }
        let text = String(repeating: " ", count: d.location.column - 1) + "\(key): \(example)"
        guard let next = lines.start(line + 1) else {
            return SpecFix(title: title, diagnostic: d, edits: [.init(range: end..<end, replacement: "\n" + text + "\n")])
        }
        let lineBreak = String(decoding: bytes[end..<next], as: UTF8.self)
        return SpecFix(title: title, diagnostic: d, edits: [.init(range: next..<next, replacement: text + lineBreak)])
    }

    /// A `#` value that YAML read as a comment: the diagnostic's line, or the one before (a
    /// flow collection the comment left open is reported where the parser gave up). The
    /// comment is one the reader's layer found (`SourceLayout.comments`) after a blank.
    private static func commentValue(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex, _ layout: SourceLayout) -> SpecFix? {
        // Which value was read as null the bytes tell below; the fix is kept only if it works.
        guard commentRules.contains(d.rule) else { return nil }
        for line in [d.location.line, d.location.line - 1] where line >= 1 {
            guard let start = lines.start(line), let text = lines.text(line, bytes) else { continue }
            var i = start + 1
            while i < text.endIndex {
                defer { i += 1 }
                guard bytes[i] == UInt8(ascii: "#"), bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t"),
                      layout.comment(startingAt: i) != nil else { continue }
                // The line's comment: a fix only when it follows `key:` and looks like a value.
                var j = i - 1
                while j > start && (bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t")) { j -= 1 }
                guard bytes[j] == UInt8(ascii: ":") else { break }
                var end = i + 1
                while end < text.endIndex, isValueByte(bytes[end]) { end += 1 }
                guard end > i + 1 else { break }
                let value = String(decoding: bytes[i..<end], as: UTF8.self)
                return SpecFix(title: "Quote \(value) (a # starts a comment)", diagnostic: d,
                               edits: [.init(range: i..<end, replacement: "\"\(value)\"")])
            }
        }
        return nil
    }

    // MARK: Text

    private static func isValueByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }
}
