import CardSupport
import CardModel
/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=RULE::message`, which
/// the runner turns into annotations on the pull request; each note of a diagnostic follows it
/// as a `::notice` command with the same properties. Escaped as the runner unescapes
/// (`%`, CR and LF in the message; also `:` and `,` in properties), so no file name or message
/// can end a command early or start a new one; every other character `VisibleText.isHidden`
/// names as the text format shows them, since the job's log prints each command and reads ANSI escapes.
public struct GitHubReporter: Reporter {
    public init() {}

    public func begin() -> String { "" }
    public var separator: String { "" }
    public func end(empty: Bool) -> String { "" }

    public func element(_ d: Diagnostic) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let reported = ReportedMessage(d)
        // The same properties on the diagnostic and its notes, so each note is an annotation at
        // the diagnostic's place, under its rule, as the text format puts `note:` lines there.
        let properties = "file=\(Self.property(FileName.withBytesShown(d.file))),line=\(d.location.line),col=\(d.location.column),title=\(Self.property(d.rule.rawValue))"
        var message = reported.message
        if let device = reported.device { message += " (on \(device))" }
        var out = "::\(command) \(properties)::\(Self.data(message))\n"
        for note in reported.notes {
            out += "::notice \(properties)::\(Self.data(note))\n"
        }
        return out
    }

    /// A command's message.
    package static func data(_ s: String) -> String {
        escape(s, properties: false)
    }

    /// A property value.
    package static func property(_ s: String) -> String {
        escape(s, properties: true)
    }

    private static func escape(_ s: String, properties: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where properties: out += "%3A"
            case "," where properties: out += "%2C"
            // The runner prints the command in the job's log, which reads ANSI escapes: other
            // hidden characters (`VisibleText.isHidden`) as the text format writes them.
            case _ where VisibleText.isHidden(scalar): out += VisibleText.escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
