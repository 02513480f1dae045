import CardModel
/// A checker rule's result before it becomes a `Diagnostic`: the key path of the value that
/// causes it (resolved to a line and column through `SpecLocations`), the device it occurs on,
/// and, as data, what it suggests and the values it compares.
public struct Finding: Sendable, Hashable {
    public var rule: RuleID
    public var severity: Severity
    /// Key path of the offending value, such as `segments.2.height`.
    public var path: String
    public var message: String
    public var device: DiagnosticDevice?
    /// Edits at the offending value (their location is the diagnostic's).
    public var suggestions: [DiagnosticSuggestion]
    public var compared: [ComparedValue]
    public var notes: [String]

    public init(rule: RuleID, severity: Severity, path: String, message: String, device: DiagnosticDevice? = nil,
                suggestions: [DiagnosticSuggestion] = [], compared: [ComparedValue] = [], notes: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = message
        self.device = device
        self.suggestions = suggestions
        self.compared = compared
        self.notes = notes
    }

    /// Whether two findings are one problem, perhaps on different devices.
    package func isSame(as other: Finding) -> Bool {
        path == other.path && message == other.message && severity == other.severity && rule == other.rule
            && suggestions == other.suggestions
    }
}
