import CardSupport
import CardModel
/// JUnit XML: one test suite with one test case per spec file, so CI test views list every spec.
/// A spec with errors fails, its diagnostics (errors and warnings) in the failure's text; one
/// with only warnings or notes passes, with them in `system-out`. Each suite carries its own
/// counts, so the report streams without knowing the totals in advance.
public struct JUnitReporter: Reporter {
    public init() {}

    public func begin() -> String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"cardc\">\n" }
    public var separator: String { "" }
    public func end(empty: Bool) -> String { "</testsuites>\n" }
    public var reportsEveryFile: Bool { true }

    public func fileStart(_ file: ReportedFile) -> String {
        let name = XMLText.escaped(FileName.withBytesShown(file.path))
        var out = "<testsuite name=\"\(name)\" tests=\"1\" failures=\"\(file.errors > 0 ? 1 : 0)\" errors=\"0\" skipped=\"0\">\n"
        out += "<testcase classname=\"cardc\" name=\"\(name)\">\n"
        if file.errors > 0 {
            let counts = "\(file.errors) error\(file.errors == 1 ? "" : "s")"
            out += "<failure type=\"cardc\" message=\"\(counts)\">"
        } else if !file.isClean {
            out += "<system-out>"
        }
        return out
    }

    public func fileEnd(_ file: ReportedFile) -> String {
        let close = file.errors > 0 ? "</failure>\n" : (file.isClean ? "" : "</system-out>\n")
        return close + "</testcase>\n</testsuite>\n"
    }

    /// One diagnostic as a line of the failure's (or system-out's) text.
    public func element(_ d: Diagnostic) -> String {
        XMLText.escaped(TextReporter().element(d), inAttribute: false)
    }
}
