/// A value a message compares, as data: a threshold and its limit, what was expected and what
/// was found. JSON and SARIF carry them beside the message's text.
public struct ComparedValue: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        case found, expected, threshold, limit, suggested
    }

    public enum Value: Sendable, Hashable {
        case number(Double)
        case text(String)
    }

    public var role: Role
    public var value: Value
    /// The unit of a number (`pt`, `%`), when it has one.
    public var unit: String?

    public init(_ role: Role, _ value: Value, unit: String? = nil) {
        self.role = role
        self.value = value
        self.unit = unit
    }
}
