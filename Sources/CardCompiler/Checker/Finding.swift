/// A checker rule's result before it becomes a `Diagnostic`: the key path of the value that
/// causes it (resolved to a line and column through `SpecLocations`), and the device it occurs on.
public struct Finding: Sendable, Hashable {
    public var rule: RuleID
    public var severity: Severity
    /// Key path of the offending value, such as `segments.2.height`.
    public var path: String
    public var message: String
    public var device: String?
    public var notes: [String]

    public init(rule: RuleID, severity: Severity, path: String, message: String, device: String? = nil, notes: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = message
        self.device = device
        self.notes = notes
    }
}
