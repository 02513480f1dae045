import CardSupport
import CardModel
/// One JSON array of objects with the keys `file`, `line`, `column`, `severity`, `rule`,
/// `message`, and `device` and `notes` where they apply (the text every format shows), then the
/// typed fields where they apply: `devices` (name and orientation), `suggestions` (the edits
/// `--fix` applies) and `compared` (the values the message compares); keys in a fixed order so
/// the output is byte-for-byte stable.
public struct JSONReporter: Reporter {
    public init() {}

    public func begin() -> String { "[" }
    public var separator: String { "," }
    public func end(empty: Bool) -> String { empty ? "]\n" : "\n]\n" }

    public func element(_ d: Diagnostic) -> String {
        var out = "\n  {"
        out += "\"file\": \(JSONString.quoted(FileName.withBytesShown(d.file))), "
        out += "\"line\": \(d.location.line), \"column\": \(d.location.column), "
        out += "\"severity\": \(JSONString.quoted(d.severity.rawValue)), "
        out += "\"rule\": \(JSONString.quoted(d.rule.rawValue)), "
        let reported = ReportedMessage(d)
        out += "\"message\": \(JSONString.quoted(reported.message))"
        if let device = reported.device { out += ", \"device\": \(JSONString.quoted(device))" }
        if !reported.notes.isEmpty {
            out += ", \"notes\": [" + reported.notes.map(JSONString.quoted).joined(separator: ", ") + "]"
        }
        // The typed fields after the text ones, so a reader of the old keys sees them unchanged.
        if !d.devices.isEmpty { out += ", \"devices\": " + JSONValue.array(d.devices.map(Self.device)).renderedOnOneLine() }
        if !d.suggestions.isEmpty { out += ", \"suggestions\": " + JSONValue.array(d.suggestions.map { Self.suggestion($0, d) }).renderedOnOneLine() }
        if !d.compared.isEmpty { out += ", \"compared\": " + JSONValue.array(d.compared.map(Self.compared)).renderedOnOneLine() }
        out += "}"
        return out
    }

    /// `{"name": "iphone-se", "orientation": "landscape"}`
    package static func device(_ device: DiagnosticDevice) -> JSONValue {
        .object([("name", .string(EchoedText.bounded(device.name))), ("orientation", .string(device.orientation.rawValue))])
    }

    /// Where the edit applies and what it does: `replace` and `with`, or `insertKey` and `value`.
    package static func suggestion(_ s: DiagnosticSuggestion, _ d: Diagnostic) -> JSONValue {
        let at = s.location ?? d.location
        var members: [(String, JSONValue)] = [("line", .integer(at.line)), ("column", .integer(at.column))]
        switch s.edit {
        case .replace(let original, let replacement, _):
            members += [("replace", .string(EchoedText.bounded(original))), ("with", .string(EchoedText.bounded(replacement)))]
        case .replaceValue(let replacement, _):
            members += [("with", .string(EchoedText.bounded(replacement)))]
        case .insertKey(let key, let value):
            members.append(("insertKey", .string(key)))
            if let value { members.append(("value", .string(value))) }
        }
        return .object(members)
    }

    /// `{"role": "threshold", "value": 0.3, "unit": "pt"}`
    package static func compared(_ c: ComparedValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("role", .string(c.role.rawValue))]
        switch c.value {
        case .number(let n): members.append(("value", n.isFinite ? .number(n) : .string("\(n)")))
        case .text(let t): members.append(("value", .string(EchoedText.bounded(t))))
        }
        if let unit = c.unit { members.append(("unit", .string(unit))) }
        return .object(members)
    }
}
