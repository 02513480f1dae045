/// Bounds on what the reader accepts, so that no input can exhaust time, stack or memory.
/// Exceeding one ends reading with a `resource-limit` diagnostic at the offending position.
public struct ReaderLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes a document may span with every alias counted as a copy (billion laughs).
    public var maxAliasExpansion: UInt64
    /// Longest scalar, in bytes.
    public var maxScalarLength: Int
    /// Most documents in one stream.
    public var maxDocuments: Int
    /// Most diagnostics reported for one file; the rest are counted in a final note.
    public var maxDiagnostics: Int

    public init(
        maxFileSize: Int = 16 << 20,
        maxDepth: Int = 256,
        maxAliasExpansion: UInt64 = 1_000_000,
        maxScalarLength: Int = 1 << 20,
        maxDocuments: Int = 100_000,
        maxDiagnostics: Int = 200
    ) {
        self.maxDiagnostics = maxDiagnostics
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxScalarLength = maxScalarLength
        self.maxDocuments = maxDocuments
    }

    public static let `default` = ReaderLimits()
}
