import CardSupport
/// A change a diagnostic suggests, as data: what to replace (or insert), where, and with what.
/// `--fix` and the language server's quick fixes apply it; reporters word it
/// (`; did you mean 'open'?`). One per did-you-mean or hint a message offers.
public struct DiagnosticSuggestion: Sendable, Hashable {
    public enum Edit: Sendable, Hashable {
        /// Replace `original`, written at the location (a key, a value, a name in a comment),
        /// or inside the plain scalar that starts there (a model name in `[Item]`), with
        /// `replacement`. `written`: the source's text from the location to the end of the
        /// scalar (or of the name in a comment), on one line, when the producer knows it exactly
        /// (`top`, `"top"`; never with an anchor, a tag or an escape): where the original is
        /// in it (`Edit.nameRange`) gives the edit its extent without the bytes (SARIF's fix).
        case replace(original: String, replacement: String, written: String? = nil)
        /// Replace the value written at the location, whatever its text (`0.3` -> `30%`).
        /// `written`: the value's text as the source has it, on one line, when the producer
        /// knows it exactly (a plain `120pt`, a quoted `"120"`): what gives the edit an extent
        /// without the bytes (SARIF's fix). `--fix` and the language server read the extent
        /// from the bytes either way.
        case replaceValue(replacement: String, written: String? = nil)
        /// Add `key: value` to the mapping that starts at the location; with no value, the
        /// example the format description gives for that key where the mapping is (the
        /// fixer reads which mapping that is from the bytes).
        case insertKey(key: String, value: String?)
    }

    /// How reporters word it.
    public enum Wording: Sendable, Hashable {
        /// `; did you mean 'X'?` after the message.
        case didYouMeanQuoted
        /// `; did you mean X?` after the message (a number with its unit).
        case didYouMeanBare
        /// A note of its own: `did you mean 'X'?`.
        case didYouMeanNote
        /// Not worded: the message says it (a missing key is added with its example value).
        case unworded
    }

    public var edit: Edit
    public var wording: Wording
    /// Where the edit applies; nil: at the diagnostic's location.
    public var location: SourceLocation?

    public init(_ edit: Edit, wording: Wording, location: SourceLocation? = nil) {
        self.edit = edit
        self.wording = wording
        self.location = location
    }

    /// The text the edit writes.
    public var replacement: String {
        switch edit {
        case .replace(_, let replacement, _), .replaceValue(let replacement, _): return replacement
        case .insertKey(_, let value): return value ?? ""
        }
    }

    /// Replace the name written at the location with `replacement`, worded `; did you mean 'X'?`.
    public static func rename(_ original: String, to replacement: String, written: String? = nil,
                              wording: Wording = .didYouMeanQuoted) -> DiagnosticSuggestion {
        DiagnosticSuggestion(.replace(original: original, replacement: replacement, written: written), wording: wording)
    }

    /// The suggestion with the source's text at its location, where it is at the diagnostic's
    /// location and gives none yet (`Edit.replace`'s `written`): nil leaves it as it is.
    package func written(_ text: String?) -> DiagnosticSuggestion {
        guard location == nil, let text, case .replace(let original, let replacement, nil) = edit else { return self }
        return DiagnosticSuggestion(.replace(original: original, replacement: replacement, written: text), wording: wording)
    }
}

extension DiagnosticSuggestion.Edit {
    /// Where `original` is written as a whole name in `written`, the source's bytes from where
    /// the edit applies to the end of the scalar there: the whole scalar, a name inside it
    /// (`Strng` in `[Strng]?`), or the name inside its quotes (`"top"`). Offsets into `written`.
    /// `--fix` reads `written` from the file and SARIF from the suggestion, so both replace the
    /// same characters.
    package static func nameRange(of original: String, in written: [UInt8]) -> Range<Int>? {
        let text = Array(original.utf8)
        guard !text.isEmpty else { return nil }
        var i = 0
        while i + text.count <= written.count {
            if written[i..<i + text.count].elementsEqual(text),
               i == 0 || !isNameByte(written[i - 1]), i + text.count == written.count || !isNameByte(written[i + text.count]) {
                return i..<i + text.count
            }
            i += 1
        }
        return nil
    }

    /// A byte a name may hold: a letter, a digit, `_`, `-`, or any byte of a non-ASCII character.
    package static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b >= 0x80
    }
}
