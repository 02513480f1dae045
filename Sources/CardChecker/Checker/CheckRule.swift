/// One checker rule: a type whose description carries its id, rationale and examples, and whose
/// `check` asks the engine about a spec.
public protocol CheckRule: Sendable {
    static var description: RuleDescription { get }
    /// The kinds of card the rule can find anything in: the checker does not run it on the
    /// others (for which `check` returns no finding).
    static var kinds: [CardKind] { get }
    init()
    func check(_ context: CheckContext) -> [Finding]
}

extension CheckRule {
    /// Every kind.
    public static var kinds: [CardKind] { CardKind.allCases }

    /// A finding of this rule with its default severity.
    package func finding(_ path: String, _ message: String, device: DeviceProfile? = nil, severity: Severity? = nil,
                 suggestions: [DiagnosticSuggestion] = [], compared: [ComparedValue] = [], notes: [String] = [], cause: String = "") -> Finding {
        Finding(rule: Self.description.id, severity: severity ?? Self.description.severity, path: path,
                message: message, device: device.map(DiagnosticDevice.init), suggestions: suggestions, compared: compared, notes: notes, cause: cause)
    }
}

import CardEngine
import CardModel
