/// What a command produced: text for standard output and standard error, and the exit status.
public struct RunOutput: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32

    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
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
