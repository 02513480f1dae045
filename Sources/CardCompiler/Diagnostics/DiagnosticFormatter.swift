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
        var out = "["
        for (i, d) in diagnostics.enumerated() {
            out += i == 0 ? "\n  {" : ",\n  {"
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
        }
        out += diagnostics.isEmpty ? "]\n" : "\n]\n"
        return out
    }

    public static func render(_ diagnostics: [Diagnostic], as format: DiagnosticFormat) -> String {
        switch format {
        case .text: return text(diagnostics)
        case .json: return json(diagnostics)
        }
    }

    /// A message may quote user text with line breaks; one diagnostic stays one line.
    private static func singleLine(_ s: String) -> String {
        guard s.contains(where: { $0.isNewline }) else { return s }
        return String(s.map { $0.isNewline ? " " : $0 })
    }
}
