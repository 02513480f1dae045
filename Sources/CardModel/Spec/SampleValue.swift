import CardEngine

/// A sample value, already checked against its field type. Not `indirect`: arrays already hold
/// nested values by reference, and a box per scalar value was an allocation per sample field.
public enum SampleValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case color(CardColor)
    case image(String)
    case url(String)
    /// Seconds since 1970-01-01T00:00:00Z, with the text it was written as.
    case date(seconds: Double, text: String)
    case null
    case array([SampleValue])
    /// A model instance: its fields in the model's declared order.
    case object(model: String, fields: [(name: String, value: SampleValue)])

    public static func == (lhs: SampleValue, rhs: SampleValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.image(a), .image(b)), let (.url(a), .url(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.color(a), .color(b)): return a == b
        case let (.date(a, _), .date(b, _)): return a == b
        case (.null, .null): return true
        case let (.array(a), .array(b)): return a == b
        case let (.object(m, f), .object(n, g)):
            return m == n && f.count == g.count && zip(f, g).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s), .image(let s), .url(let s): hasher.combine(s)
        case .int(let i): hasher.combine(i)
        case .double(let d): hasher.combine(d)
        case .bool(let b): hasher.combine(b)
        case .color(let c): hasher.combine(c)
        case .date(let s, _): hasher.combine(s)
        case .null: hasher.combine(0)
        case .array(let a): hasher.combine(a)
        case .object(let m, let f):
            hasher.combine(m)
            for field in f {
                hasher.combine(field.name)
                hasher.combine(field.value)
            }
        }
    }
}
