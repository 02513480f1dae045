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
        var out = "{\n  \"$schema\": \(JSONString.quoted(Self.schemaURI)),\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"cardc\",\n          \"version\": \(JSONString.quoted(CardC.version)),\n"
        out += "          \"rules\": ["
        out += RuleRegistry.allDescriptions.map { "\n            " + Self.descriptor($0.description) }.joined(separator: ",")
        out += "\n          ]\n        }\n      },\n"
        let base = "file://" + Self.percentEncoded(workingDirectory == "/" ? "/" : workingDirectory + "/")
        out += "      \"originalUriBaseIds\": { \"%SRCROOT%\": { \"uri\": \(JSONString.quoted(base)) } },\n"
        out += "      \"columnKind\": \"unicodeCodePoints\",\n"
        out += "      \"results\": ["
        return out
    }

    public var separator: String { "," }

    public func end(empty: Bool) -> String {
        (empty ? "" : "\n      ") + "]\n    }\n  ]\n}\n"
    }

    public func element(_ d: Diagnostic) -> String {
        var out = "\n        { \"ruleId\": \(JSONString.quoted(d.rule.rawValue))"
        if let index = Self.ruleIndex[d.rule] { out += ", \"ruleIndex\": \(index)" }
        out += ", \"level\": \"\(Self.level(d.severity))\", \"message\": { \"text\": \(JSONString.quoted(d.messageWithDeviceAndNotes)) }"
        out += ", \"locations\": [ { \"physicalLocation\": { \"artifactLocation\": \(artifactLocation(d.file))"
        out += ", \"region\": { \"startLine\": \(max(1, d.location.line)), \"startColumn\": \(max(1, d.location.column)) } } } ]"
        if let device = d.device { out += ", \"properties\": { \"device\": \(JSONString.quoted(device)) }" }
        out += " }"
        return out
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func descriptor(_ d: RuleDescription) -> String {
        let help = RuleDocumentation.explain(d.id.rawValue) ?? d.rationale
        return "{ \"id\": \(JSONString.quoted(d.id.rawValue)), \"name\": \(JSONString.quoted(pascalCase(d.id.rawValue))), "
            + "\"shortDescription\": { \"text\": \(JSONString.quoted(d.summary)) }, "
            + "\"fullDescription\": { \"text\": \(JSONString.quoted(d.summary + " " + d.rationale)) }, "
            + "\"help\": { \"text\": \(JSONString.quoted(help)) }, "
            + "\"defaultConfiguration\": { \"level\": \"\(level(d.severity))\" } }"
    }

    /// `unreachable-state` -> `UnreachableState`: SARIF's rule names are identifiers.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `{"uri": …, "uriBaseId": "%SRCROOT%"}` for a file inside the working directory, an absolute
    /// `file:` URI otherwise.
    func artifactLocation(_ path: String) -> String {
        let absolute = FileSystem.normalized(path, against: workingDirectory)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        if absolute.hasPrefix(prefix) {
            let relative = String(absolute.dropFirst(prefix.count))
            return "{ \"uri\": \(JSONString.quoted(Self.percentEncoded(relative))), \"uriBaseId\": \"%SRCROOT%\" }"
        }
        return "{ \"uri\": \(JSONString.quoted("file://" + Self.percentEncoded(absolute))) }"
    }

    /// A path as a URI path: every byte but the unreserved characters and `/` percent-encoded
    /// (RFC 3986), so spaces, `#`, `?`, `%` and non-ASCII names stay one valid reference.
    static func percentEncoded(_ path: String) -> String {
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
