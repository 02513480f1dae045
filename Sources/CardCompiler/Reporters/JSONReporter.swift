/// One JSON array of objects with the keys `file`, `line`, `column`, `severity`, `rule`,
/// `message`, and `device` and `notes` where they apply; keys in a fixed order so the output is
/// byte-for-byte stable.
public struct JSONReporter: Reporter {
    public init() {}

    public func begin() -> String { "[" }
    public var separator: String { "," }
    public func end(empty: Bool) -> String { empty ? "]\n" : "\n]\n" }

    public func element(_ d: Diagnostic) -> String {
        var out = "\n  {"
        out += "\"file\": \(JSONString.quoted(FileName.display(d.file))), "
        out += "\"line\": \(d.location.line), \"column\": \(d.location.column), "
        out += "\"severity\": \(JSONString.quoted(d.severity.rawValue)), "
        out += "\"rule\": \(JSONString.quoted(d.rule.rawValue)), "
        out += "\"message\": \(JSONString.quoted(d.message))"
        if let device = d.device { out += ", \"device\": \(JSONString.quoted(device))" }
        if !d.notes.isEmpty {
            out += ", \"notes\": [" + d.notes.map(JSONString.quoted).joined(separator: ", ") + "]"
        }
        out += "}"
        return out
    }
}
