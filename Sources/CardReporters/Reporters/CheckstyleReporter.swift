import CardSupport
import CardModel
/// Checkstyle XML: a `<file>` per spec with diagnostics, an `<error>` per diagnostic with its
/// line, column, severity (error, warning or info), message and `source` (`cardc.RULE`).
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func begin() -> String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n" }
    public var separator: String { "" }
    public func end(empty: Bool) -> String { "</checkstyle>\n" }

    public func fileStart(_ file: ReportedFile) -> String { "<file name=\"\(XMLText.escaped(FileName.withBytesShown(file.path)))\">\n" }
    public func fileEnd(_ file: ReportedFile) -> String { "</file>\n" }

    public func element(_ d: Diagnostic) -> String {
        let severity: String
        switch d.severity {
        case .error: severity = "error"
        case .warning: severity = "warning"
        case .note: severity = "info"
        }
        return "<error line=\"\(d.location.line)\" column=\"\(d.location.column)\" severity=\"\(severity)\" message=\"\(XMLText.escaped(d.messageWithDeviceAndNotes))\" source=\"cardc.\(XMLText.escaped(d.rule.rawValue))\"/>\n"
    }
}
