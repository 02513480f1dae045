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
    /// What, besides the rule, the key path and the severity, tells this problem from another
    /// of the same rule at the same value, in terms that do not depend on the device (a
    /// segment's index, a state and its verdict, a pair of states, an edge of the card); empty
    /// when nothing does. The message does not: it carries the device's own numbers. Findings
    /// alike in all of these are one problem, reported once with the other devices in a note
    /// (`Checker`).
    public var cause: String

    public init(rule: RuleID, severity: Severity, path: String, message: String, device: DiagnosticDevice? = nil,
                suggestions: [DiagnosticSuggestion] = [], compared: [ComparedValue] = [], notes: [String] = [], cause: String = "") {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = message
        self.device = device
        self.suggestions = suggestions
        self.compared = compared
        self.notes = notes
        self.cause = cause
    }

    /// Whether two findings are one problem, perhaps on different devices: the one test every
    /// rule's findings are grouped by. Not the message, whose numbers are the device's.
    package func isSame(as other: Finding) -> Bool {
        path == other.path && cause == other.cause && severity == other.severity && rule == other.rule
            && suggestions == other.suggestions
    }
}
