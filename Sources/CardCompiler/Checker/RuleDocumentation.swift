/// Text about the rules, all drawn from their descriptions: `cardc explain`, `cardc rules`, and
/// docs/rules.md (a test keeps that file equal to `markdown()`).
public enum RuleDocumentation {
    /// `cardc explain ID`: description, rationale, and the examples; nil for an unknown id.
    public static func explain(_ id: String) -> String? {
        if let rule = RuleRegistry.rule(id) {
            let d = rule.description
            var out = describe(d)
            out += "\nTurn it off in .cardc.yml with `disabledRules: [\(d.id.rawValue)]`, change its severity with `severity: { \(d.id.rawValue): warning }`, or silence one line with `# cardc:disable-next-line \(d.id.rawValue)`.\n"
            return out
        }
        if let input = RuleRegistry.inputRules.first(where: { $0.id.rawValue == id }) {
            return describe(input) + "\nThe reader and decoder report it; a spec with this error is not checked or generated, so it cannot be disabled.\n"
        }
        return nil
    }

    private static func describe(_ d: RuleDescription) -> String {
        var out = "\(d.id.rawValue): \(d.name) (default severity: \(d.severity.rawValue))\n\n"
        out += wrap(d.summary) + "\n\nWhy: " + wrap(d.rationale) + "\n"
        for (i, example) in d.triggeringExamples.enumerated() {
            out += "\nTriggers (example \(i + 1); the flagged line is marked #\u{2190}):\n" + indent(example) + "\n"
        }
        for (i, example) in d.nonTriggeringExamples.enumerated() {
            out += "\nDoes not trigger (example \(i + 1)):\n" + indent(example) + "\n"
        }
        return out
    }

    /// Every rule id with its default severity and summary.
    public static func list() -> String {
        var out = ""
        let width = (RuleRegistry.rules.map { $0.description.id.rawValue.count } + RuleRegistry.inputRules.map { $0.id.rawValue.count }).max() ?? 0
        func row(_ id: RuleID, _ severity: Severity, _ summary: String) {
            out += id.rawValue.padding(width) + "  " + severity.rawValue.padding(7) + "  " + summary + "\n"
        }
        for rule in RuleRegistry.inputRules { row(rule.id, rule.severity, rule.summary) }
        for rule in RuleRegistry.rules { row(rule.description.id, rule.description.severity, rule.description.summary) }
        return out
    }

    public static func markdown() -> String {
        var out = "# Rules\n\n"
        out += "<!-- Generated from the rule descriptions by `swift run cardc rules --markdown`; a test keeps it current. -->\n\n"
        out += "Input rules are reported while reading and decoding; a spec with such an error is not checked or generated, so they cannot be disabled. Checker rules run the engine on every device profile; each can be disabled or have its severity changed in `.cardc.yml`, and silenced on one line with `# cardc:disable-next-line RULE`.\n\n"
        out += "| rule | severity | what it reports |\n|---|---|---|\n"
        for rule in RuleRegistry.inputRules {
            out += "| [`\(rule.id.rawValue)`](#\(rule.id.rawValue)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        for rule in RuleRegistry.rules {
            let d = rule.description
            out += "| [`\(d.id.rawValue)`](#\(d.id.rawValue)) | \(d.severity.rawValue) | \(d.summary) |\n"
        }
        for d in RuleRegistry.inputRules + RuleRegistry.rules.map({ $0.description }) {
            out += "\n## \(d.id.rawValue)\n\n**\(d.name)**, default severity **\(d.severity.rawValue)**.\n\n\(d.summary)\n\n\(d.rationale)\n"
            for example in d.triggeringExamples {
                out += "\nTriggers (the flagged line is marked `# \u{2190}`):\n\n```yaml\n\(example)\n```\n"
            }
            for example in d.nonTriggeringExamples {
                out += "\nDoes not trigger:\n\n```yaml\n\(example)\n```\n"
            }
        }
        return out
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
