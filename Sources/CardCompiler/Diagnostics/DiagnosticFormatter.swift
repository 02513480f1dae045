/// The output formats diagnostics are printed in.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text
    case json
}

/// Renders diagnostics as text lines editors parse, or as one JSON array.
public enum DiagnosticFormatter {
    /// `file:line:column: severity: message [rule]`, with the device in the message where one
    /// applies and notes on the following lines as `note:` diagnostics at the same place.
    public static func textLine(_ d: Diagnostic) -> String {
        var line = "\(d.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(singleLine(d.message))"
        if let device = d.device { line += " (on \(device))" }
        line += " [\(d.rule.rawValue)]"
        for note in d.notes {
            line += "\n\(d.file):\(d.location.line):\(d.location.column): note: \(singleLine(note))"
        }
        return line
    }

    public static func text(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            out += textLine(d)
            out += "\n"
        }
        return out
    }

    /// One JSON array; keys in a fixed order so the output is byte-for-byte stable.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        var out = jsonStart
        for (i, d) in diagnostics.enumerated() {
            out += jsonElement(d, first: i == 0)
        }
        out += jsonEnd(empty: diagnostics.isEmpty)
        return out
    }

    /// The array of `json(_:)` in pieces, for output written as it is found: the opening, each
    /// element (`first` for the first one), and the closing.
    static let jsonStart = "["

    static func jsonElement(_ d: Diagnostic, first: Bool) -> String {
        var out = first ? "\n  {" : ",\n  {"
        out += "\"file\": \(JSONString.quoted(d.file)), "
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

    static func jsonEnd(empty: Bool) -> String {
        empty ? "]\n" : "\n]\n"
    }

    public static func render(_ diagnostics: [Diagnostic], as format: DiagnosticFormat) -> String {
        switch format {
        case .text: return text(diagnostics)
        case .json: return json(diagnostics)
        }
    }

    /// A message may quote user text with line breaks; one diagnostic stays one line.
    private static func singleLine(_ s: String) -> String {
        // Most messages are ASCII without a control character from line feed to carriage
        // return, and so hold no line break: decided on the bytes, without breaking the text
        // into Characters (every line printed asks).
        if s.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) { return s }
        guard s.contains(where: { $0.isNewline }) else { return s }
        return String(s.map { $0.isNewline ? " " : $0 })
    }
}
