/// Every checker rule, in the order `cardc rules` and docs/rules.md list them.
public enum RuleRegistry {
    public static let rules: [any CheckRule.Type] = [
        UnreachableStateRule.self,
        OverlappingThresholdsRule.self,
        SegmentOrderRule.self,
        CoincidentSegmentsRule.self,
        SegmentBoundsRule.self,
        DeadEndStateRule.self,
        ThresholdUnitRule.self,
        HiddenCardsRule.self,
        CarouselLayoutRule.self,
        ScrollStateRule.self,
        InvertedDimRule.self,
    ]

    /// Each rule's id, read once: a description is large, and copying it per spec shows up in
    /// profiles.
    public static let ids: [RuleID] = rules.map { $0.description.id }

    public static func rule(_ id: String) -> (any CheckRule.Type)? {
        rules.first { $0.description.id.rawValue == id }
    }

    /// Ids of the rules the reader and decoder report; they cannot be disabled or suppressed,
    /// because a spec with such an error is not decoded at all.
    public static let inputRules: [RuleDescription] = [
        input(.yamlSyntax, "YAML syntax", "libyaml cannot parse the input; reported at libyaml's position. Also invalid encodings and an alias to no anchor."),
        input(.duplicateKey, "Duplicate key", "A mapping names the same key twice; the first is used."),
        input(.unknownKey, "Unknown key", "A key the format does not define, with a did-you-mean suggestion or the kind that has it."),
        input(.missingKey, "Missing key", "A required key is absent; reported at the mapping that lacks it."),
        input(.invalidValue, "Invalid value", "A value of the wrong type, unit or range, a name that is not a valid Swift name, or a sample that does not match its model."),
        input(.unknownReference, "Unknown reference", "A name that refers to a segment or model that does not exist."),
        input(.resourceLimit, "Resource limit", "The input is too large, nested too deep, has too many documents, or aliases that would expand too far."),
        input(.duplicateName, "Duplicate name", "Two cards given to one `generate` run share a Swift type name."),
    ]

    private static func input(_ id: RuleID, _ name: String, _ summary: String) -> RuleDescription {
        RuleDescription(id: id, name: name, severity: .error, summary: summary, rationale: "", triggeringExamples: [], nonTriggeringExamples: [])
    }
}
