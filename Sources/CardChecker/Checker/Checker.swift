import CardModel
/// The checker stage: runs every enabled rule on a spec and turns findings into diagnostics at
/// the positions of the values that cause them. A finding that is the same problem on several
/// devices (`Finding.isSame`: rule, value, severity and cause, not the message, whose numbers are
/// each device's) is reported once, with the first device's message and the others listed.
public struct Checker: Sendable {
    public var configuration: CheckConfiguration {
        didSet { enabledRules = Self.enabledRules(configuration) }
    }
    /// The rules `configuration` leaves on for each kind (`CheckRule.kinds`): sheet, stack, deck
    /// and carousel (`rules(for:)`), worked out once rather than per spec. Types alone: a tuple
    /// with each rule's id retained and released the id for every rule of every spec.
    private var enabledRules: [[any CheckRule.Type]]

    public init(configuration: CheckConfiguration = CheckConfiguration()) {
        self.configuration = configuration
        enabledRules = Self.enabledRules(configuration)
    }

    private static func enabledRules(_ configuration: CheckConfiguration) -> [[any CheckRule.Type]] {
        let enabled = zip(RuleRegistry.rules, RuleRegistry.ids).filter { !configuration.disabledRules.contains($0.1) }.map(\.0)
        return [CardKind.sheet, .stack, .deck, .carousel].map { kind in enabled.filter { $0.kinds.contains(kind) } }
    }

    /// The enabled rules that check `context`'s kind.
    private func rules(for context: CheckContext) -> [any CheckRule.Type] {
        switch context.kind {
        case .sheet: enabledRules[0]
        case .stack: enabledRules[1]
        case .deck: enabledRules[2]
        case .carousel: enabledRules[3]
        }
    }

    /// `consuming`: the context keeps the spec, and a caller done with it hands it over rather
    /// than the context retaining every array of a copy.
    public func check(_ spec: consuming CardSpec, file: String) -> [Diagnostic] {
        let context = CheckContext(spec: spec)
        var diagnostics: [Diagnostic] = []
        for rule in rules(for: context) {
            let findings = rule.init().check(context)
            if findings.isEmpty { continue }
            merge(findings, context: context, file: file, into: &diagnostics)
        }
        return diagnostics
    }

    /// What `check` and `findings(_:)` return, from one run of the rules: what `preview` draws
    /// and reports (the pipeline's run, asked for pictures, checks once).
    public func checkAll(_ spec: CardSpec, file: String) -> (context: CheckContext, findings: [Finding], diagnostics: [Diagnostic]) {
        let context = CheckContext(spec: spec)
        var all: [Finding] = []
        var diagnostics: [Diagnostic] = []
        for rule in rules(for: context) {
            let findings = rule.init().check(context)
            if findings.isEmpty { continue }
            merge(findings, context: context, file: file, into: &diagnostics)
            for var finding in findings {
                if let severity = configuration.severities[finding.rule] { finding.severity = severity }
                all.append(finding)
            }
        }
        return (context, all, diagnostics)
    }

    /// One rule's findings as diagnostics: the same problem on several devices once.
    /// The devices a finding occurs on, merged into one list: reporters word the first as "on"
    /// and the others as "also on".
    private func merge(_ findings: [Finding], context: CheckContext, file: String, into diagnostics: inout [Diagnostic]) {
        var merged: [(finding: Finding, devices: [DiagnosticDevice])] = []
        for finding in findings {
            if let i = merged.firstIndex(where: { $0.finding.isSame(as: finding) }) {
                if let device = finding.device { merged[i].devices.append(device) }
            } else {
                merged.append((finding, finding.device.map { [$0] } ?? []))
            }
        }
        for (finding, devices) in merged {
            diagnostics.append(Diagnostic(
                file: file,
                location: context.spec.locations[finding.path],
                severity: configuration.severities.isEmpty ? finding.severity : configuration.severities[finding.rule] ?? finding.severity,
                rule: finding.rule,
                message: finding.message,
                devices: devices,
                suggestions: finding.suggestions,
                compared: finding.compared,
                notes: finding.notes
            ))
        }
    }

    /// Every enabled rule's findings on `spec`, one per device, each with its configured
    /// severity, and the context they were computed in: what `preview` draws (`check` merges
    /// the same findings into diagnostics).
    public func findings(_ spec: CardSpec) -> (context: CheckContext, findings: [Finding]) {
        let context = CheckContext(spec: spec)
        var findings: [Finding] = []
        for rule in rules(for: context) {
            for var finding in rule.init().check(context) {
                if let severity = configuration.severities[finding.rule] { finding.severity = severity }
                findings.append(finding)
            }
        }
        return (context, findings)
    }
}
