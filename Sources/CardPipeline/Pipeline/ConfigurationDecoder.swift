import CardEngine
import CardSupport
import CardModel
import CardReader
import CardDecoder
import CardChecker

/// Decodes `.cardc.yml`. It sits above the checker (it checks rule ids against the rule
/// registry), while `CheckConfiguration` itself is model that the checker reads.
extension CheckConfiguration {
    /// Reads a configuration file's text. Problems are reported against `path` and leave the
    /// defaults in place.
    public static func parse(_ bytes: [UInt8], path: String) -> (CheckConfiguration, [Diagnostic]) {
        var configuration = CheckConfiguration()
        configuration.path = path
        let read = YAMLReader().read(bytes, file: path)
        var diagnostics = read.diagnostics
        guard let root = read.tree.documents.first else { return (configuration, diagnostics) }
        var c = DecodeContext(tree: read.tree, file: path, document: read.tree[root].location)
        // A root that is not a mapping is said by its shape, never quoted: the file may be anything.
        if read.tree[root].kind != .mapping && !(read.tree[root].isPlainScalar && read.tree.isNullText(root)) {
            c.report(.invalidValue, root, "a configuration is a mapping of settings (disabledRules, severity, ...); found \(c.shape(root))")
            return (configuration, diagnostics + c.diagnostics)
        }
        if var f = c.fields(root, Self.keys, path: "", what: "the configuration") {
            let known = RuleRegistry.configurableIDs.map(\.rawValue)
            func ruleID(_ node: NodeID) -> RuleID? {
                guard let text = c.string(node, what: "rule id") else { return nil }
                guard known.contains(text) else {
                    if RuleRegistry.inputRules.contains(where: { $0.id.rawValue == text }) {
                        c.report(.unknownReference, node, "'\(text)' reports input that cannot be decoded; it cannot be disabled or changed")
                    } else {
                        let suggestion = NameSuggester.suggestion(for: text, among: known)
                        c.report(.unknownReference, node, "'\(text)' is not a checker rule", suggestions: suggestion.map { [.rename(text, to: $0)] } ?? [])
                    }
                    return nil
                }
                return RuleID(rawValue: text)
            }
            if let d = f["disabledRules"], let items = c.list(d, what: "disabledRules") {
                for item in items { if let id = ruleID(item) { configuration.disabledRules.insert(id) } }
            }
            if let s = f["severity"], c.tree[s].kind == .mapping {
                for i in 0..<c.tree.pairCount(s) {
                    let (key, value) = c.tree.pair(s, i)
                    guard let id = ruleID(key) else { continue }
                    switch c.string(value, what: "severity") {
                    case "error": configuration.severities[id] = .error
                    case "warning": configuration.severities[id] = .warning
                    case "off": configuration.disabledRules.insert(id)
                    case let other?: c.report(.invalidValue, value, "'\(other)' is not a severity; expected error, warning or off")
                    case nil: break
                    }
                }
            } else if let s = f["severity"] {
                c.report(.invalidValue, s, "expected a mapping of rule ids to error, warning or off, found \(c.describe(s))")
            }
            if let d = f["devices"], let devices = SpecDecoder().decodeDevices(d, &c) {
                configuration.defaultDevices = devices
            }
            if let o = f["orientations"], let orientations = SpecDecoder().decodeOrientations(o, &c) {
                configuration.defaultOrientations = orientations
            }
            if let a = f["access"], let access = c.choice(a, AccessLevel.self, what: "access level") {
                configuration.access = access
            }
        }
        diagnostics += c.diagnostics
        return (configuration, diagnostics)
    }
}
