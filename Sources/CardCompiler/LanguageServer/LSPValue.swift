#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value as the language server reads and writes it. Parsing is the platform's
/// (`JSONDecoder`, which bounds nesting); writing is compact, with object keys sorted so that
/// what the server sends is deterministic.
public indirect enum LSPValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LSPValue])
    case object([String: LSPValue])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([LSPValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: LSPValue].self))
        }
    }

    /// The value of a JSON text, nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> LSPValue? {
        try? JSONDecoder().decode(LSPValue.self, from: Data(bytes))
    }

    public subscript(key: String) -> LSPValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var number: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// A whole number that fits an Int, as positions and versions are.
    public var int: Int? {
        guard case .number(let d) = self, d == d.rounded(), abs(d) < 9e15 else { return nil }
        return Int(d)
    }

    public var array: [LSPValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// Compact JSON text.
    public var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    private func encode(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d):
            if !d.isFinite { out += "null" } else if d == d.rounded() && abs(d) < 9e15 { out += String(Int(d)) } else { out += "\(d)" }
        case .string(let s): out += JSONString.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.encode(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                out += JSONString.quoted(key)
                out += ":"
                members[key]?.encode(into: &out)
            }
            out += "}"
        }
    }
}

extension LSPValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: LSPValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, LSPValue)...) { self = .object(Dictionary(elements, uniquingKeysWith: { $1 })) }
    public init(nilLiteral: ()) { self = .null }

    static func int(_ value: Int) -> LSPValue { .number(Double(value)) }
}
