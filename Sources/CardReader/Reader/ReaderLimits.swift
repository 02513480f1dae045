/// Bounds on what the reader accepts, so that no input can exhaust time, stack or memory.
/// Exceeding one ends reading with a `resource-limit` diagnostic at the offending position.
public struct ReaderLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes a document may hold, or span with every alias counted as a copy (billion
    /// laughs). Reading stops at the first node past it that the document holds: one that holds
    /// more spans more, and its table would be stored only to be refused (72 bytes a node).
    /// 500,000 by default: a table of that many, with its array's last growth, stays under
    /// 40 MB, so that lint of any input within the limits stays under 100 MB; the largest spec
    /// the format's caps allow for one model (256 fields by 256 samples) holds about 290,000.
    public var maxAliasExpansion: UInt64
    /// How many times its own size a file's text may come to with every alias counted as a copy
    /// of what it stands for (each scalar's bytes, plus one per node): what generate, preview
    /// and hover write out. Counted over the whole file, not per document, so that many small
    /// documents cannot add up to more; a file smaller than `expandedTextFloor / ratio` may
    /// come to `expandedTextFloor`. Reading stops with `resource-limit` at the alias that
    /// would pass it.
    public var maxExpandedTextRatio: Int
    /// The expanded text any file may come to, however small (see `maxExpandedTextRatio`).
    public var expandedTextFloor: Int
    /// Longest scalar, in bytes.
    public var maxScalarLength: Int
    /// Most documents in one stream.
    public var maxDocuments: Int
    /// Most diagnostics reported for one file; the rest are counted in a final note.
    public var maxDiagnostics: Int

    public init(
        maxFileSize: Int = 16 << 20,
        maxDepth: Int = 256,
        maxAliasExpansion: UInt64 = 500_000,
        maxExpandedTextRatio: Int = 8,
        expandedTextFloor: Int = 1 << 20,
        maxScalarLength: Int = 1 << 20,
        maxDocuments: Int = 100_000,
        maxDiagnostics: Int = 200
    ) {
        self.maxDiagnostics = maxDiagnostics
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxExpandedTextRatio = maxExpandedTextRatio
        self.expandedTextFloor = expandedTextFloor
        self.maxScalarLength = maxScalarLength
        self.maxDocuments = maxDocuments
    }

    public static let `default` = ReaderLimits()

    /// The expanded text allowed for an input of `inputSize` bytes: `maxExpandedTextRatio` times
    /// it, and at least `expandedTextFloor`. A part of a stream read in parallel gets its share
    /// without the floor: the parts' shares then add up to at most the whole's allowance, so when
    /// the whole goes over its allowance some part goes over its share, and the caller then
    /// reads the whole (Linter), which says what reading it whole says.
    package func expandedTextBudget(inputSize: Int, part: Bool) -> UInt64 {
        let (share, overflow) = UInt64(max(0, inputSize)).multipliedReportingOverflow(by: UInt64(max(0, maxExpandedTextRatio)))
        if overflow { return .max }
        return part ? share : max(share, UInt64(max(0, expandedTextFloor)))
    }
}
