/// Text about the rules, all drawn from their descriptions: `cardc explain`, `cardc rules`, and
/// docs/rules.md (a test keeps that file equal to `markdown()`).
public enum RuleDocumentation {
    /// `cardc explain ID`: description, rationale, and the examples; nil for an unknown id.
    public static func explain(_ id: String) -> String? {
        guard let (d, category) = RuleRegistry.description(of: id) else { return nil }
        switch category {
        case .checker, .file:
            return describe(d) + "\nTurn it off in .cardc.yml with `disabledRules: [\(d.id.rawValue)]`, change its severity with `severity: { \(d.id.rawValue): warning }`"
                + (category == .checker ? ", or silence one line with `# cardc:disable-next-line \(d.id.rawValue)`.\n" : ".\n")
        case .input:
            return describe(d) + "\nThe reader and decoder report it, so it cannot be disabled. A spec with this error is never generated; it is still checked when its errors are all in parts no checker rule reads (models, samples, appearance, animation, the name), and not at all otherwise.\n"
        case .workspace:
            return describe(d) + "\ncardc reports it about the files around the specs; it cannot be disabled.\n"
        }
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
        let all = RuleRegistry.allDescriptions.map(\.description)
        let width = all.map { $0.id.rawValue.count }.max() ?? 0
        for d in all {
            out += d.id.rawValue.padding(width) + "  " + d.severity.rawValue.padding(7) + "  " + d.summary + "\n"
        }
        return out
    }

    public static func markdown() -> String {
        var out = "# Rules\n\n"
        out += "<!-- Generated from the rule descriptions by `swift run cardc rules --markdown`; a test keeps it current. -->\n\n"
        out += "Input rules are reported while reading and decoding, and cannot be disabled. A spec with such an error is never generated or drawn. It is still checked when its errors are all in parts no checker rule reads, so that one run shows every problem: `models` and `samples` (a model, field or sample that does not decode is left out), `appearance` and `animation` (a value that does not decode keeps its default), the `name`, a `version` left out, and an unknown key whose did-you-mean is one of these. An error anywhere else (the document, `kind`, `devices`, `orientations`, a `version` other than 1, any key of the kind's configuration, any other unknown key) leaves the spec unchecked: a finding could then follow from a default put in place of what was meant ([architecture.md](architecture.md#input-errors-and-checking)). Checker rules run the engine on every device profile; each can be disabled or have its severity changed in `.cardc.yml`, and silenced on one line with `# cardc:disable-next-line RULE`. `superfluous-suppression` is about those comments themselves and can be disabled or changed in `.cardc.yml`. `unreadable-file` and `stale-output` are about the files around the specs: inputs that cannot be read, and `cardc generate --check`'s output folder.\n\n"
        out += "One cause is one finding: a checker rule's finding that is the same problem on several devices (the same rule, value, severity and cause: which segment a segment coincides with, which pair a threshold breaks, which state and how it is reached) is reported once, with the numbers of the first device it names and the other devices in an `also on` note; a device is named once in a finding, and only in the findings of the causes it has. A finding sits at the value it is about; about a key that is not written (its default), where that key would go: at the start of the nearest written value holding it (the `{` of `insets: { ... }`, or the first key under a block `insets:`), else at the start of the card's document. Heights are compared by position: two heights less than half a pixel apart on a device (1/4 pt on a 2x screen, 1/6 pt on 3x) are one position there, and messages say so rather than print two numbers. Numbers print as docs/format.md's \"Numbers in messages\" says: a value as written, a computed length as the shortest decimal on its device pixel (45% of iphone-se's 647 pt is 291.15000000000003 pt, printed `291 pt`).\n\n"
        out += "| rule | severity | what it reports |\n|---|---|---|\n"
        for (d, _) in RuleRegistry.allDescriptions {
            out += "| [`\(d.id.rawValue)`](#\(d.id.rawValue)) | \(d.severity.rawValue) | \(d.summary) |\n"
        }
        for (d, _) in RuleRegistry.allDescriptions {
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
    package func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
