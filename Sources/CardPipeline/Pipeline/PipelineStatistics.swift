/// The work one run did, counted as it is done: what tests assert instead of timing (each file
/// read once, each document decoded once, each spec checked once).
public struct PipelineStatistics: Sendable, Equatable {
    /// Passes of the reader over the file's bytes: 1, or 2 when a stream split across cores
    /// had to be read again whole (a syntax error or limit in a part).
    public var reads = 0
    /// Documents handed to the decoder.
    public var decodes = 0
    /// Specs handed to the checker.
    public var checks = 0
    /// Products the run's `DocumentStage` made (Swift files generated, pictures drawn).
    public var made = 0

    public init() {}

    package static func + (a: Self, b: Self) -> Self {
        var s = a
        s.reads += b.reads
        s.decodes += b.decodes
        s.checks += b.checks
        s.made += b.made
        return s
    }
}
