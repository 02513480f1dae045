import CardSupport
/// One finding, kept structured so that every output format renders the same facts: the
/// message states the problem; what it suggests, the devices it occurs on and the values it
/// compares are fields of their own, which reporters word (`Reporters/ReportedMessage`) and
/// `--fix` and the language server apply, so nothing reads them back out of text.
public struct Diagnostic: Sendable, Hashable {
    public var file: String
    public var location: SourceLocation
    public var severity: Severity
    public var rule: RuleID
    /// The problem, without its suggestions or devices.
    public var message: String
    /// The devices the finding occurs on: the first where it was found, then the others it is
    /// the same on ("also on"). Empty when it is not about a device.
    public var devices: [DiagnosticDevice]
    /// The changes it suggests, one per did-you-mean or hint.
    public var suggestions: [DiagnosticSuggestion]
    /// The values it compares, where it compares any.
    public var compared: [ComparedValue]
    /// Further explanation (known names, a rule's reason).
    public var notes: [String]

    public init(
        file: String,
        location: SourceLocation,
        severity: Severity,
        rule: RuleID,
        message: String,
        devices: [DiagnosticDevice] = [],
        suggestions: [DiagnosticSuggestion] = [],
        compared: [ComparedValue] = [],
        notes: [String] = []
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        // Names and values from the spec are echoed bounded (`EchoedText`), here, so that no
        // message needs to ask. Suggestions and devices stay whole (the fixer matches a
        // suggestion against the bytes); reporters bound them where they word them.
        self.message = EchoedText.bounded(message)
        self.devices = devices
        self.suggestions = suggestions
        self.compared = compared
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
