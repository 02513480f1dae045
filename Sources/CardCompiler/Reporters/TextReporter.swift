/// `file:line:column: severity: message (on device) [rule]`, one line per diagnostic, with its
/// notes on the lines after it as `note:` at the same place: the form Xcode and editors parse.
public struct TextReporter: Reporter {
    public init() {}

    public func begin() -> String { "" }
    public var separator: String { "" }
    public func end(empty: Bool) -> String { "" }

    public func element(_ d: Diagnostic) -> String {
        var line = "\(d.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(Self.singleLine(d.message))"
        if let device = d.device { line += " (on \(device))" }
        line += " [\(d.rule.rawValue)]\n"
        for note in d.notes {
            line += "\(d.file):\(d.location.line):\(d.location.column): note: \(Self.singleLine(note))\n"
        }
        return line
    }

    /// A message may quote user text with line breaks; one diagnostic stays one line.
    static func singleLine(_ s: String) -> String {
        // Most messages are ASCII without a control character from line feed to carriage
        // return, and so hold no line break: decided on the bytes, without breaking the text
        // into Characters (every line printed asks).
        if s.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) { return s }
        guard s.contains(where: { $0.isNewline }) else { return s }
        return String(s.map { $0.isNewline ? " " : $0 })
    }
}
