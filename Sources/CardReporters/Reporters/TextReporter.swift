import CardSupport
import CardModel
/// `file:line:column: severity: message (on device) [rule]`, one line per diagnostic, with its
/// notes on the lines after it as `note:` at the same place: the form Xcode and editors parse.
public struct TextReporter: Reporter {
    public init() {}

    public func begin() -> String { "" }
    public var separator: String { "" }
    public func end(empty: Bool) -> String { "" }

    public func element(_ d: Diagnostic) -> String {
        let file = FileName.display(d.file)
        let reported = ReportedMessage(d)
        var line = "\(file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(VisibleText.line(reported.message))"
        if let device = reported.device { line += " (on \(VisibleText.line(device)))" }
        line += " [\(d.rule.rawValue)]\n"
        for note in reported.notes {
            line += "\(file):\(d.location.line):\(d.location.column): note: \(VisibleText.line(note))\n"
        }
        return line
    }
}
