import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import CardReporters
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardSupport

/// Every report format, read back by a parser of that format: each diagnostic is exactly one
/// record with its file, line, column, rule and message intact, whatever the file names and
/// messages hold. The switch in `records(_:format:)` is exhaustive, so a new format cannot be
/// added without a parser here. (Tests/Integration validates the same output with the official
/// SARIF schema and Python's XML and JUnit parsers.)
@Suite struct ReporterTests {
    /// One diagnostic as read back from a report.
    struct Record: Equatable {
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var message: String
    }

    /// Names and messages that try to end a record early or start a new one in some format.
    static let hostile: [Diagnostic] = [
        Diagnostic(file: "plain.card.yaml", location: .init(line: 3, column: 7), severity: .error, rule: .unreachableState,
                   message: "state 'open' can never be reached", devices: [DiagnosticDevice(name: "iphone-se"), DiagnosticDevice(name: "iphone-15")]),
        Diagnostic(file: "dir,with:odd%chars/x\ny.card.yaml", location: .init(line: 1, column: 1), severity: .warning, rule: .thresholdUnit,
                   message: "line\nbreak, 100% sure: ::error file=forged.card.yaml,line=1::forged"),
        Diagnostic(file: "esc\u{1B}[2K\r.card.yaml", location: .init(line: 12, column: 15), severity: .note, rule: .resourceLimit,
                   message: "quotes \" ' <tag> & ]]> \u{7} bell \u{202E}drowkcab"),
        Diagnostic(file: "caf\u{E9} \u{1F600}.card.yaml", location: .init(line: 2, column: 4), severity: .error, rule: .unknownKey,
                   message: "unknown key 'tapp'"),
    ]

    @Test(arguments: DiagnosticFormat.allCases)
    func everyFormatParsesToOneRecordPerDiagnostic(format: DiagnosticFormat) throws {
        let report = DiagnosticFormatter.render(Self.hostile, as: format)
        let records = try Self.records(report, format: format)
        #expect(records.count == Self.hostile.count, "\(format): \(report)")
        for (record, d) in zip(records, Diagnostic.sortedForOutput(Self.hostile)) {
            #expect(record.line == d.location.line && record.column == d.location.column, "\(format)")
            #expect(record.rule == d.rule.rawValue, "\(format)")
            // Formats that cannot carry a line break or control character in a field show it
            // escaped; the rest of the text is intact.
            let firstWords = String(d.message.prefix { $0.isLetter || $0 == " " || $0 == "'" })
            #expect(record.message.contains(firstWords), "\(format): \(record.message)")
            #expect(record.file.hasSuffix(".card.yaml"), "\(format): \(record.file)")
        }
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func anEmptyReportIsStillADocumentOfItsFormat(format: DiagnosticFormat) throws {
        let report = DiagnosticFormatter.render([], as: format)
        #expect(try Self.records(report, format: format).isEmpty)
    }

    /// The formats that can carry any text get the file and message back byte for byte (XML
    /// cannot hold most control characters at all, so the XML formats show them escaped; the
    /// GitHub commands are printed in the job's log, so they show them escaped too).
    @Test(arguments: [DiagnosticFormat.json, .sarif])
    func structuredFormatsKeepNamesAndMessagesExactly(format: DiagnosticFormat) throws {
        let records = try Self.records(DiagnosticFormatter.render(Self.hostile, as: format), format: format)
        let expected = Diagnostic.sortedForOutput(Self.hostile)
        expectEqual(records.map(\.file), expected.map(\.file))
        for (record, d) in zip(records, expected) {
            #expect(record.message.hasPrefix(d.message), "\(format)")
        }
    }

    /// The job's log shows each workflow command as written, and it reads ANSI escapes: a file
    /// name or message holding ESC (`\e[2K` clears the line), a bell or a bidirectional override
    /// comes out escaped as the text format writes it; line breaks stay as the runner decodes them.
    @Test func githubCommandsShowControlsVisibly() throws {
        let report = DiagnosticFormatter.render(Self.hostile, as: .github)
        #expect(!report.unicodeScalars.contains { VisibleText.isHidden($0) && $0 != "\n" }, "\(report)")
        let files = try Self.records(report, format: .github).map(\.file)
        #expect(files.contains("esc\\u{1B}[2K\r.card.yaml"), "\(files)")
        #expect(files.contains("dir,with:odd%chars/x\ny.card.yaml"), "\(files)")
        #expect(report.contains("\\u{7} bell \\u{202E}drowkcab"))
    }

    @Test func textKeepsEachDiagnosticOnItsLinesAndShowsControlsVisibly() {
        let text = DiagnosticFormatter.render(Self.hostile, as: .text)
        // Four diagnostics and one note.
        expectEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 6)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0 == "\r" })
        #expect(text.contains("esc\\u{1B}[2K\\u{D}.card.yaml:12:15: note:"))
        #expect(text.contains("dir,with:odd%chars/x\\u{A}y.card.yaml:1:1: warning: line break, 100% sure"))
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        expectEqual(GitHubReporter.data("100%\r\n: , ok"), "100%25%0D%0A: , ok")
        expectEqual(GitHubReporter.property("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        let line = GitHubReporter().element(Self.hostile[0])
        // The note is an annotation of its own (`::notice`), at the diagnostic's place and rule.
        #expect(line == "::error file=plain.card.yaml,line=3,col=7,title=unreachable-state::state 'open' can never be reached (on iphone-se)\n"
            + "::notice file=plain.card.yaml,line=3,col=7,title=unreachable-state::also on iphone-15\n")
        var note = Self.hostile[1]
        note.notes = ["100% of\r\nit: ::error file=x::y"]
        #expect(GitHubReporter().element(note).hasSuffix(
            "\n::notice file=dir%2Cwith%3Aodd%25chars/x%0Ay.card.yaml,line=1,col=1,title=threshold-unit::100%25 of%0D%0Ait: ::error file=x::y\n"))
    }

    @Test func sarifNamesEachRuleByIndexAndLocatesFilesRelativeToTheWorkingDirectory() throws {
        let reporter = SARIFReporter(workingDirectory: "/work/project/")
        let d = [
            Diagnostic(file: "/work/project/specs/a b#1.card.yaml", location: .init(line: 4, column: 2), severity: .warning,
                       rule: .segmentOrder, message: "m"),
            Diagnostic(file: "/elsewhere/x.card.yaml", location: .init(line: 1, column: 1), severity: .error, rule: .staleOutput, message: "m"),
            Diagnostic(file: "./specs/../specs/c.card.yaml", location: .init(line: 1, column: 1), severity: .note, rule: .resourceLimit, message: "m"),
        ]
        let report = DiagnosticStreamWriter.render(d, reporter: reporter)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        expectEqual(rules.map { $0["id"] as? String }, RuleRegistry.allDescriptions.map(\.description.id.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        expectEqual(results.count, 3)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let locations = results.map { result -> [String: Any] in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["artifactLocation"] as? [String: Any] ?? [:]
        }
        // Sorted by path: "./specs/..." < "/elsewhere" < "/work".
        #expect(locations[0]["uri"] as? String == "specs/c.card.yaml" && locations[0]["uriBaseId"] as? String == "%SRCROOT%")
        #expect(locations[1]["uri"] as? String == "file:///elsewhere/x.card.yaml" && locations[1]["uriBaseId"] == nil)
        #expect(locations[2]["uri"] as? String == "specs/a%20b%231.card.yaml")
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///work/project/")
        expectEqual(results.map { $0["level"] as? String }, ["note", "error", "warning"])
    }

    @Test func junitHasOneTestCasePerFileFailingOnlyWithErrors() throws {
        let report = DiagnosticFormatter.render(Self.hostile, as: .junit)
        let parsed = try XMLRecords(report)
        expectEqual(parsed.elements.filter { $0.name == "testcase" }.count, 4)
        // plain.card.yaml and the emoji file have errors; the warning-only and note-only files pass.
        expectEqual(parsed.elements.filter { $0.name == "failure" }.count, 2)
        expectEqual(parsed.elements.filter { $0.name == "system-out" }.count, 2)
        let suites = parsed.elements.filter { $0.name == "testsuite" }
        // By path: café (error), dir (warning), esc (note), plain (error).
        expectEqual(suites.map { $0.attributes["failures"] }, ["1", "0", "0", "1"])
        expectEqual(parsed.elements.filter { $0.name == "failure" }.map { $0.attributes["message"] }, ["1 error", "1 error"])
    }

    // MARK: - Parsers, one per format

    static func records(_ report: String, format: DiagnosticFormat) throws -> [Record] {
        switch format {
        case .text:
            return report.split(separator: "\n").filter { !$0.contains(": note: ") || $0.contains("[") }.compactMap(textRecord)
        case .json:
            let array = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
            return array.map {
                Record(file: $0["file"] as? String ?? "", line: $0["line"] as? Int ?? 0, column: $0["column"] as? Int ?? 0,
                       rule: $0["rule"] as? String ?? "", message: $0["message"] as? String ?? "")
            }
        case .sarif:
            let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            return results.map { result in
                let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any] ?? [:]
                let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
                let region = physical["region"] as? [String: Any] ?? [:]
                return Record(file: uri.removingPercentEncoding ?? uri, line: region["startLine"] as? Int ?? 0,
                              column: region["startColumn"] as? Int ?? 0, rule: result["ruleId"] as? String ?? "",
                              message: (result["message"] as? [String: Any])?["text"] as? String ?? "")
            }
        case .github:
            // A diagnostic's notes follow it as `::notice` commands with its properties: they
            // are part of its record, as the text format's `note:` lines are.
            var out: [Record] = []
            for line in report.split(separator: "\n") {
                let record = try githubRecord(line)
                if line.hasPrefix("::notice "), let last = out.last,
                   (last.file, last.line, last.column, last.rule) == (record.file, record.line, record.column, record.rule) {
                    out[out.count - 1].message += "\n" + record.message
                } else {
                    out.append(record)
                }
            }
            return out
        case .checkstyle:
            let parsed = try XMLRecords(report)
            var file = ""
            var out: [Record] = []
            for element in parsed.elements {
                if element.name == "file" { file = element.attributes["name"] ?? "" }
                if element.name == "error" {
                    out.append(Record(file: file, line: Int(element.attributes["line"] ?? "") ?? 0,
                                      column: Int(element.attributes["column"] ?? "") ?? 0,
                                      rule: String((element.attributes["source"] ?? "").dropFirst("cardc.".count)),
                                      message: element.attributes["message"] ?? ""))
                }
            }
            return out
        case .junit:
            // Each failure's or system-out's text holds its file's diagnostics in the text format.
            let parsed = try XMLRecords(report)
            var out: [Record] = []
            for element in parsed.elements where element.name == "failure" || element.name == "system-out" {
                out += try records(element.text, format: .text)
            }
            return out
        }
    }

    static func textRecord(_ line: Substring) -> Record? {
        // file:line:column: severity: message [rule]; the file may hold colons, so the
        // position is found from the severity backwards.
        guard let severity = line.range(of: #":\d+:\d+: (error|warning|note): "#, options: .regularExpression),
              let rule = line.range(of: #" \[[a-z-]+\]$"#, options: .regularExpression) else { return nil }
        let position = line[severity].split(separator: ":")
        return Record(file: String(line[..<severity.lowerBound]), line: Int(position[0]) ?? 0, column: Int(position[1]) ?? 0,
                      rule: String(line[rule].dropFirst(2).dropLast()), message: String(line[severity.upperBound..<rule.lowerBound]))
    }

    struct FormatError: Error { var message: String }

    /// A workflow command as the Actions runner reads one: `::name key=value,…::data`, with the
    /// runner's unescaping of properties and data.
    static func githubRecord(_ line: Substring) throws -> Record {
        guard line.hasPrefix("::") else { throw FormatError(message: "not a command: \(line)") }
        let rest = line.dropFirst(2)
        guard let end = rest.range(of: "::") else { throw FormatError(message: "unterminated: \(line)") }
        let head = rest[..<end.lowerBound]
        let data = rest[end.upperBound...]
        guard let space = head.firstIndex(of: " "), ["error", "warning", "notice"].contains(String(head[..<space])) else {
            throw FormatError(message: "bad command: \(line)")
        }
        var properties: [String: String] = [:]
        for pair in head[head.index(after: space)...].split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { throw FormatError(message: "bad property \(pair)") }
            properties[String(pair[..<equals])] = unescape(pair[pair.index(after: equals)...], properties: true)
        }
        expectEqual(Set(properties.keys), ["file", "line", "col", "title"])
        return Record(file: properties["file"] ?? "", line: Int(properties["line"] ?? "") ?? 0, column: Int(properties["col"] ?? "") ?? 0,
                      rule: properties["title"] ?? "", message: unescape(data, properties: false))
    }

    static func unescape(_ s: Substring, properties: Bool) -> String {
        var out = String(s).replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if properties { out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return out.replacingOccurrences(of: "%25", with: "%")
    }

    /// The elements of an XML document in document order, read with Foundation's XMLParser;
    /// throws when the document is not well-formed.
    final class XMLRecords: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var text = ""
        }

        private(set) var elements: [Element] = []
        private var open: [Int] = []

        init(_ document: String) throws {
            super.init()
            let parser = XMLParser(data: Data(document.utf8))
            parser.delegate = self
            guard parser.parse() else { throw FormatError(message: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")") }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }
}
