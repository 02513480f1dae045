import CardPipeline
/// What a command produced: text for standard output and standard error, and the exit status.
public struct RunOutput: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32
    /// The work the command's pipeline runs did, summed: what tests count (each file read and
    /// each spec checked as often as the command says). Not output, so not compared.
    public var statistics = PipelineStatistics()

    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    public static func == (a: RunOutput, b: RunOutput) -> Bool {
        a.standardOutput == b.standardOutput && a.standardError == b.standardError && a.exitCode == b.exitCode
    }
}

/// The documented exit statuses.
public enum ExitStatus {
    /// No errors (warnings allowed unless strict).
    public static let success: Int32 = 0
    /// At least one error in the input (or, with `--strict`, a warning).
    public static let inputErrors: Int32 = 1
    /// The tool could not run: bad flag, unreadable path, unwritable output.
    public static let toolFailure: Int32 = 2
}
