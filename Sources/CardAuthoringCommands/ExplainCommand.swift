import CardCommands
import CardChecker

/// `cardc explain RULE`: the rule's documentation, or for an id that names no rule the
/// did-you-mean and every id in one sentence, with the usage status (2).
public enum ExplainCommand {
    public static func run(_ rule: String) -> RunOutput {
        if let text = RuleDocumentation.explain(rule) { return RunOutput(standardOutput: text) }
        let ids = RuleRegistry.allDescriptions.map(\.description.id.rawValue)
        return RunOutput(standardError: "cardc: error: " + UnknownChoice.message("no rule '\(rule)'", given: rule, choices: ids, takes: "explain takes", limit: ids.count)
                            + " (`cardc rules` lists them with what each reports)\n",
                         exitCode: ExitStatus.toolFailure)
    }
}
