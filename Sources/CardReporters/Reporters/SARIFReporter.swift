import CardSupport
import CardModel
import CardChecker
/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and other viewers read: one run whose
/// tool lists every rule with its id, name, descriptions and help (from the rule descriptions),
/// and one result per diagnostic. Artifact locations are relative to the working directory
/// (`%SRCROOT%`, given in `originalUriBaseIds`) when the file is inside it, and absolute `file:`
/// URIs otherwise. Columns count Unicode scalars, as cardc's do (`columnKind`).
public struct SARIFReporter: Reporter {
    /// Absolute and normalized.
    public let workingDirectory: String

    public init(workingDirectory: String) {
        self.workingDirectory = FileSystem.normalized(workingDirectory, against: "/")
    }

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Each rule's index in the tool's `rules` array, which results name with `ruleIndex`.
    private static let ruleIndex: [RuleID: Int] = Dictionary(
        uniqueKeysWithValues: RuleRegistry.allDescriptions.enumerated().map { ($0.element.description.id, $0.offset) })

    public func begin() -> String {
        // The frame is written around the results as they stream; its parts are JSON values.
        let driver: JSONValue = .object([
            ("name", .string("cardc")), ("version", .string(CardC.version)),
        ])
        var out = "{\n  \"$schema\": \(JSONValue.string(Self.schemaURI).renderedOnOneLine()),\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        if case .object(let members) = driver {
            for (key, value) in members { out += "          \(JSONValue.string(key).renderedOnOneLine()): \(value.renderedOnOneLine()),\n" }
        }
        out += "          \"rules\": ["
        out += RuleRegistry.allDescriptions.map { "\n            " + Self.descriptor($0.description).renderedOnOneLine() }.joined(separator: ",")
        out += "\n          ]\n        }\n      },\n"
        let base = "file://" + Self.percentEncoded(workingDirectory == "/" ? "/" : workingDirectory + "/")
        let baseIDs: JSONValue = .object([("%SRCROOT%", .object([("uri", .string(base))]))])
        out += "      \"originalUriBaseIds\": \(baseIDs.renderedOnOneLine()),\n"
        out += "      \"columnKind\": \"unicodeCodePoints\",\n"
        out += "      \"results\": ["
        return out
    }

    public var separator: String { "," }

    public func end(empty: Bool) -> String {
        (empty ? "" : "\n      ") + "]\n    }\n  ]\n}\n"
    }

    public func element(_ d: Diagnostic) -> String {
        "\n        " + result(d).renderedOnOneLine()
    }

    /// One result: rule, level, message (as text formats word it), location; the devices as
    /// objects in `properties`, and each suggestion as a fix with its replacement.
    package func result(_ d: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(d.rule.rawValue))]
        if let index = Self.ruleIndex[d.rule] { members.append(("ruleIndex", .integer(index))) }
        let reported = ReportedMessage(d)
        members.append(("level", .string(Self.level(d.severity))))
        members.append(("message", .object([("text", .string(reported.withDeviceAndNotes))])))
        let artifact = artifactLocation(d.file)
        members.append(("locations", .array([.object([("physicalLocation", .object([
            ("artifactLocation", artifact), ("region", Self.region(d.location)),
        ]))])])))
        let fixes = d.suggestions.compactMap { Self.fix($0, d, artifact) }
        if !fixes.isEmpty { members.append(("fixes", .array(fixes))) }
        var properties: [(String, JSONValue)] = []
        if let device = reported.device { properties.append(("device", .string(device))) }
        if !d.devices.isEmpty { properties.append(("devices", .array(d.devices.map(JSONReporter.device)))) }
        if !d.compared.isEmpty { properties.append(("compared", .array(d.compared.map(JSONReporter.compared)))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    private static func region(_ at: SourceLocation) -> JSONValue {
        .object([("startLine", .integer(max(1, at.line))), ("startColumn", .integer(max(1, at.column)))])
    }

    /// A SARIF fix: one artifact change with one replacement. A rename replaces the original's
    /// characters where the source's text there (`written`) has them, and is left out when
    /// that text is not known; an inserted key is an empty
    /// deletion at the mapping with the `key: value` text (`--fix` places it in the mapping).
    private static func fix(_ s: DiagnosticSuggestion, _ d: Diagnostic, _ artifact: JSONValue) -> JSONValue? {
        let at = s.location ?? d.location
        let region: JSONValue, text: String, description: String
        switch s.edit {
        case .replace(let original, let replacement, let written?):
            // Where the original is in the text the source has there (inside its quotes, say),
            // found as `--fix` finds it in the bytes. Columns count Unicode scalars.
            guard !written.contains(where: \.isNewline), !original.contains(where: \.isNewline) else { return nil }
            let bytes = Array(written.utf8)
            guard let found = DiagnosticSuggestion.Edit.nameRange(of: original, in: bytes) else { return nil }
            let start = max(1, at.column) + String(decoding: bytes[..<found.lowerBound], as: UTF8.self).unicodeScalars.count
            region = .object([("startLine", .integer(max(1, at.line))), ("startColumn", .integer(start)),
                              ("endLine", .integer(max(1, at.line))), ("endColumn", .integer(start + original.unicodeScalars.count))])
            text = replacement
            description = DiagnosticWording.fixTitle(replacing: original, with: replacement)
        case .replace(_, _, nil):
            // Where the original starts is only known from the bytes (a quote, an anchor, a
            // tag or an escape may come first): `--fix` and the editor apply it.
            return nil
        case .replaceValue(let replacement, let written?):
            // The value's text as written (`120pt`), on one line: its extent is known.
            guard !written.isEmpty, !written.contains(where: \.isNewline) else { return nil }
            region = .object([("startLine", .integer(max(1, at.line))), ("startColumn", .integer(max(1, at.column))),
                              ("endLine", .integer(max(1, at.line))), ("endColumn", .integer(max(1, at.column) + written.unicodeScalars.count))])
            text = replacement
            description = DiagnosticWording.fixTitle(writing: written, as: replacement)
        case .replaceValue(_, nil):
            // Its extent is the value's, which only the bytes tell (a checker's `0.3` -> `30%`):
            // `--fix` and the editor apply it.
            return nil
        case .insertKey(let key, let value?):
            region = .object([("startLine", .integer(max(1, at.line))), ("startColumn", .integer(max(1, at.column))),
                              ("endLine", .integer(max(1, at.line))), ("endColumn", .integer(max(1, at.column)))])
            text = "\(key): \(value)"
            description = DiagnosticWording.fixTitle(adding: key, value)
        case .insertKey(_, nil):
            // Its text is the format's example where the mapping is, which only the bytes tell.
            return nil
        }
        return .object([
            ("description", .object([("text", .string(EchoedText.bounded(description)))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifact),
                ("replacements", .array([.object([
                    ("deletedRegion", region), ("insertedContent", .object([("text", .string(text))])),
                ])])),
            ])])),
        ])
    }

    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func descriptor(_ d: RuleDescription) -> JSONValue {
        let help = RuleDocumentation.explain(d.id.rawValue) ?? d.rationale
        return .object([
            ("id", .string(d.id.rawValue)), ("name", .string(pascalCase(d.id.rawValue))),
            ("shortDescription", .object([("text", .string(d.summary))])),
            ("fullDescription", .object([("text", .string(d.summary + " " + d.rationale))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(d.severity)))])),
        ])
    }

    /// `unreachable-state` -> `UnreachableState`: SARIF's rule names are identifiers.
    package static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `{"uri": …, "uriBaseId": "%SRCROOT%"}` for a file inside the working directory, an absolute
    /// `file:` URI otherwise.
    package func artifactLocation(_ path: String) -> JSONValue {
        let absolute = FileSystem.normalized(path, against: workingDirectory)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        if absolute.hasPrefix(prefix) {
            let relative = String(absolute.dropFirst(prefix.count))
            return .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string("%SRCROOT%"))])
        }
        return .object([("uri", .string("file://" + Self.percentEncoded(absolute)))])
    }

    /// A path as a URI path: every byte but the unreserved characters and `/` percent-encoded
    /// (RFC 3986), so spaces, `#`, `?`, `%` and non-ASCII names stay one valid reference.
    package static func percentEncoded(_ path: String) -> String {
        var out = ""
        // The name's own bytes: one that is not UTF-8 is encoded byte for byte as it is on disk.
        for byte in FileName.bytes(path) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
