import CardChecker
/// What the checker saw of a spec, for a stage that shows its findings.
public struct CheckedSpec: Sendable {
    public var context: CheckContext
    public var findings: [Finding]
}
