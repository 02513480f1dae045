import CardSupport
/// A change a diagnostic suggests, as data: what to replace (or insert), where, and with what.
/// `--fix` and the language server's quick fixes apply it; reporters word it
/// (`; did you mean 'open'?`). One per did-you-mean or hint a message offers.
public struct DiagnosticSuggestion: Sendable, Hashable {
    public enum Edit: Sendable, Hashable {
        /// Replace `original`, written at the location (a key, a value, a name in a comment),
        /// or inside the plain scalar that starts there (a model name in `[Item]`), with
        /// `replacement`.
        case replace(original: String, replacement: String)
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
        case .replace(_, let replacement), .replaceValue(let replacement, _): return replacement
        case .insertKey(_, let value): return value ?? ""
        }
    }

    /// Replace the name written at the location with `replacement`, worded `; did you mean 'X'?`.
    public static func rename(_ original: String, to replacement: String, wording: Wording = .didYouMeanQuoted) -> DiagnosticSuggestion {
        DiagnosticSuggestion(.replace(original: original, replacement: replacement), wording: wording)
    }
}
