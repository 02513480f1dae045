import CardModel
/// A mechanical change that resolves one diagnostic: spans of the spec's bytes and their
/// replacements. What `lint --fix` applies and the language server offers as a quick fix.
public struct SpecFix: Sendable, Equatable {
    public struct Edit: Sendable, Equatable {
        /// UTF-8 offsets into the spec's bytes.
        public var range: Range<Int>
        public var replacement: String
    }

    /// What the fix does, as an editor's menu names it ("Replace 'heder' with 'header'").
    public var title: String
    /// The diagnostic it resolves.
    public var diagnostic: Diagnostic
    public var edits: [Edit]
}
