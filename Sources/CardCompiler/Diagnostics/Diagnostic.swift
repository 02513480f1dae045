/// One finding, kept structured so that every output format (text, JSON, and later SARIF and
/// GitHub annotations) renders the same facts.
public struct Diagnostic: Sendable, Hashable {
    public var file: String
    public var location: SourceLocation
    public var severity: Severity
    public var rule: RuleID
    public var message: String
    /// The device profile the finding occurs on, where one applies.
    public var device: String?
    /// Further explanation, such as a did-you-mean suggestion.
    public var notes: [String]

    public init(
        file: String,
        location: SourceLocation,
        severity: Severity,
        rule: RuleID,
        message: String,
        device: String? = nil,
        notes: [String] = []
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        // Names and values from the spec are echoed bounded (`EchoedText`), here, so that no
        // message needs to ask.
        self.message = EchoedText.bounded(message)
        self.device = device.map(EchoedText.bounded)
        self.notes = notes.isEmpty ? notes : notes.map(EchoedText.bounded)
    }

    /// Orders by file, then position, then rule, so output is stable whatever order rules ran in.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if a.element.file != b.element.file { return a.element.file < b.element.file }
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }
}
