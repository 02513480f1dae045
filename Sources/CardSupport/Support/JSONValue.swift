#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The project's one JSON value: the schemas, the language server's messages. Objects keep
/// their keys in the order written. `rendered` indents by two spaces (the schemas are generated
/// text that people read and diff); `encoded` is compact with keys sorted (what the language
/// server sends is deterministic whatever order a value was built in). Parsing is the
/// platform's (`JSONDecoder`, which bounds nesting).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal as JSON: the order of an object's members does not matter (a parsed object's
    /// members come sorted, one built in code in the order written).
    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.encoded == b.encoded }

    /// The value on one line, members in the order written: `{ "a": 1, "b": [ 2 ] }`, as the
    /// JSON and SARIF reports write each diagnostic.
    public func renderedOnOneLine() -> String {
        switch self {
        case .array(let items):
            return items.isEmpty ? "[]" : "[ " + items.map { $0.renderedOnOneLine() }.joined(separator: ", ") + " ]"
        case .object(let members):
            return members.isEmpty ? "{}" : "{ " + members.map { JSONString.quoted($0.0) + ": " + $0.1.renderedOnOneLine() }.joined(separator: ", ") + " }"
        default:
            return rendered()
        }
    }

    public func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        // JSON has no infinity or NaN: like `encoded`, such a number is `null`, never `inf`.
        case .number(let d): return !d.isFinite ? "null" : d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
        case .string(let s): return JSONString.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            // Lists of scalars on one line, or filled into lines of about 100 columns.
            if items.allSatisfy(\.isScalar) {
                let words = items.map { $0.rendered() }
                let line = "[" + words.joined(separator: ", ") + "]"
                if line.utf8.count + indent.utf8.count <= 100 { return line }
                var lines: [String] = []
                var current = ""
                for word in words {
                    if !current.isEmpty && inner.utf8.count + current.utf8.count + word.utf8.count + 2 > 100 {
                        lines.append(current)
                        current = ""
                    }
                    current += current.isEmpty ? word : " " + word
                    current += ","
                }
                lines.append(String(current.dropLast()))
                return "[\n" + lines.map { inner + $0 }.joined(separator: "\n") + "\n" + indent + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { inner + JSONString.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    // MARK: Compact text

    /// Compact JSON text, object keys sorted; a number that is not finite is `null`.
    public var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    private func encode(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
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
            for (i, member) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if i > 0 { out += "," }
                out += JSONString.quoted(member.0)
                out += ":"
                member.1.encode(into: &out)
            }
            out += "}"
        }
    }

    // MARK: Reading

    /// The value of a JSON text, nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The value of an `Encodable` (a typed message), as `JSONEncoder` writes it; nil only for
    /// what JSON cannot hold (a number that is not finite).
    public init?(encoding value: some Encodable) {
        guard let data = try? JSONEncoder().encode(value), let parsed = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        self = parsed
    }

    /// A typed value decoded from this one, as `JSONDecoder` would from its text (strings are
    /// shared, not copied).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONValueDecoder(value: self, codingPath: []))
    }

    /// An object's member (the first of that name).
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    /// A whole number that fits an Int, as positions and versions are.
    public var int: Int? {
        switch self {
        case .integer(let i): return i
        case .number(let d): return d == d.rounded() && abs(d) < 9e15 ? Int(d) : nil
        default: return nil
        }
    }

    public var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    package static func int(_ value: Int) -> JSONValue { .integer(value) }
}

extension JSONValue: Codable {
    /// Any member name.
    package struct MemberKey: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }
        package init(_ name: String) { stringValue = name }
        package init?(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            // A decoder's key order is not the text's: sorted, so a parsed value is deterministic.
            let names = object.allKeys.map(\.stringValue).sorted()
            self = .object(try names.map { ($0, try object.decode(JSONValue.self, forKey: MemberKey($0))) })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let s = try? c.decode(String.self) {
                self = .string(s)
            } else if let i = try? c.decode(Int.self) {
                self = .integer(i)
            } else {
                self = .number(try c.decode(Double.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .integer(let i):
            var c = encoder.singleValueContainer()
            try c.encode(i)
        case .number(let d):
            var c = encoder.singleValueContainer()
            if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .string(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .object(let members):
            var c = encoder.container(keyedBy: MemberKey.self)
            for (name, value) in members { try c.encode(value, forKey: MemberKey(name)) }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A repeated name keeps its last value, in the place of its first.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [(String, JSONValue)] = []
        for (name, value) in elements {
            if let i = members.firstIndex(where: { $0.0 == name }) { members[i].1 = value } else { members.append((name, value)) }
        }
        self = .object(members)
    }
    public init(nilLiteral: ()) { self = .null }
}
