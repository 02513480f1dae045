/// A JSON value whose objects keep their keys in the order written, rendered with two-space
/// indentation: the schemas are generated text that people read and diff.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    public func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
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
}
