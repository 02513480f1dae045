import CardModel
/// What a checker rule is: its stable id, default severity, what it reports and why, and YAML
/// examples that must and must not trigger it. The examples drive the rule's tests,
/// `cardc explain` and docs/rules.md, so the documentation cannot drift from the behaviour.
public struct RuleDescription: Sendable {
    public var id: RuleID
    public var name: String
    public var severity: Severity
    /// One sentence: what the rule reports.
    public var summary: String
    /// Why it matters: what goes wrong in the app.
    public var rationale: String
    /// Specs that trigger the rule. Each line the finding must point at ends with `# ←`.
    public var triggeringExamples: [String]
    /// Specs that must not trigger it.
    public var nonTriggeringExamples: [String]
}
