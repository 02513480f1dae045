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
        guard let document = read.tree.documents.first else { return (configuration, diagnostics) }
        var c = DecodeContext(tree: read.tree, file: path, document: read.tree[document].location)
        let root = c.open(document)
        // A root that is not a mapping is said by its shape, never quoted: the file may be anything.
        if read.tree[root].kind != .mapping && !(read.tree[root].isPlainScalar && read.tree.isNullText(root)) {
            c.report(.invalidValue, root, "a configuration is a mapping of settings (disabledRules, severity, ...); found \(c.shape(root))")
            return (configuration, diagnostics + c.diagnostics)
        }
        // Read in document order; ranked in the order the keys were once asked for.
        if var f = c.mapping(root, Self.keys, path: "", what: "the configuration") {
            let known = RuleRegistry.configurableIDs.map(\.rawValue)
            func ruleID(_ node: NodeID, _ c: inout DecodeContext) -> RuleID? {
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
            var disabled: [RuleID] = []
            var severities: [(RuleID, Severity?)] = []
            while let (index, _, value) = c.nextKey(&f) {
                switch Self.keys[index] {
                case "disabledRules":
                    c.rank = 1
                    guard let level = c.list(value, what: "disabledRules") else { break }
                    while let item = c.nextItem(level) { if let id = ruleID(item, &c) { disabled.append(id) } }
                case "severity":
                    c.rank = 2
                    guard c.tree[value].kind == .mapping else {
                        c.report(.invalidValue, value, "expected a mapping of rule ids to error, warning or off, found \(c.describe(value))")
                        break
                    }
                    let level = c.events.depth
                    while let (key, setting) = c.nextPair(level) {
                        guard let id = ruleID(key, &c) else { continue }
                        switch c.string(setting, what: "severity") {
                        case "error": severities.append((id, .error))
                        case "warning": severities.append((id, .warning))
                        case "off": severities.append((id, nil))
                        case let other?: c.report(.invalidValue, setting, "'\(other)' is not a severity; expected error, warning or off")
                        case nil: break
                        }
                    }
                case "devices":
                    c.rank = 3
                    if let devices = SpecDecoder().decodeDevices(value, &c) { configuration.defaultDevices = devices }
                case "orientations":
                    c.rank = 4
                    if let orientations = SpecDecoder().decodeOrientations(value, &c) { configuration.defaultOrientations = orientations }
                case "access":
                    c.rank = 5
                    if let access = c.choice(value, AccessLevel.self, what: "access level") { configuration.access = access }
                default:
                    break
                }
            }
            c.end(f)
            // Applied in the order they were once read: the rules listed, then the severities.
            for id in disabled { configuration.disabledRules.insert(id) }
            for (id, severity) in severities {
                if let severity { configuration.severities[id] = severity } else { configuration.disabledRules.insert(id) }
            }
        }
        diagnostics += c.diagnostics
        return (configuration, diagnostics)
    }
}
