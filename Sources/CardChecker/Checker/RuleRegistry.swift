import CardModel
/// Every checker rule, in the order `cardc rules` and docs/rules.md list them.
public enum RuleRegistry {
    public static let rules: [any CheckRule.Type] = [
        UnreachableStateRule.self,
        OverlappingThresholdsRule.self,
        SegmentOrderRule.self,
        CoincidentSegmentsRule.self,
        StatesTooCloseRule.self,
        SegmentBoundsRule.self,
        CardBoundsRule.self,
        SafeAreaRule.self,
        DeadEndStateRule.self,
        ThresholdUnitRule.self,
        HiddenCardsRule.self,
        HiddenStackCardsRule.self,
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
        RuleDescription(
            id: .yamlSyntax, name: "YAML syntax", severity: .error,
            summary: "libyaml cannot parse the input; reported at libyaml's position. Also invalid encodings, an alias to no complete anchor, and U+2028, U+2029 or U+0085 written raw (YAML breaks lines there, editors do not; write them as `\\L`, `\\P`, `\\N` in a double-quoted string).",
            rationale: "Nothing after a syntax error can be read reliably, so the documents before it are checked and the rest is not.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }\nheader: { height: 80 }   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"]
        ),
        RuleDescription(
            id: .duplicateKey, name: "Duplicate key", severity: .error,
            summary: "A mapping names the same key twice; the first is used. Keys are compared as Unicode text, so spellings that are canonically equivalent (`été` precomposed and decomposed, U+212B and U+00C5) are one key, in a mapping of any size.",
            rationale: "YAML tools disagree on which of two equal keys wins; the second is usually an edit that was meant to replace the first.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\nname: Other   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"]
        ),
        RuleDescription(
            id: .unknownKey, name: "Unknown key", severity: .error,
            summary: "A key the format does not define, with a did-you-mean suggestion or the kind that has it.",
            rationale: "A misspelt key would otherwise fall back to its default without a word.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\nthreshold: { upward: 40 }   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\nthresholds: { upward: 40 }\n"]
        ),
        RuleDescription(
            id: .missingKey, name: "Missing key", severity: .error,
            summary: "A required key is absent; reported at the mapping that lacks it. An empty file gets a warning.",
            rationale: "Without it the card cannot be built: there is no default that would be right.",
            triggeringExamples: ["version: 1\nname: Stack\nkind: stack\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200 }   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Stack\nkind: stack\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\n"]
        ),
        RuleDescription(
            id: .invalidValue, name: "Invalid value", severity: .error,
            summary: "A value of the wrong type, unit or range, a name that is not a valid Swift name, a sample that does not match its model, or a state label with nothing to read.",
            rationale: "Each value becomes Swift code and engine input; a negative height, an alpha of 40%, a quoted number or `0x10` would mean something else than it says.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\ndim: { alpha: 40% }   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\ndim: { alpha: 0.4 }\n"]
        ),
        RuleDescription(
            id: .unknownReference, name: "Unknown reference", severity: .error,
            summary: "A name that refers to a segment, state or model that does not exist.",
            rationale: "`initial`, `dim`, `scroll`, `labels` and model fields name other parts of the spec; a typo there would point at nothing.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\ninitial: hgih   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\ninitial: high\n"]
        ),
        RuleDescription(
            id: .resourceLimit, name: "Resource limit", severity: .error,
            summary: "The input is too large, nested too deep, has too many documents or diagnostics, or aliases that would expand too far (in nodes, or in text: 8 times the file's size).",
            rationale: "cardc runs on files anyone can edit; limits keep every run fast and small whatever the bytes. Aliases are counted, never expanded.",
            triggeringExamples: ["a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]   # \u{2190}\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nheader: { height: &h 80 }\nsegments: [{ name: low, height: *h }, { name: high, height: 300 }]\n"]
        ),
        RuleDescription(
            id: .duplicateName, name: "Duplicate name", severity: .error,
            summary: "Two cards given to one `generate` run share a Swift type name (compared without case, as file names are on macOS), or a card's file in the output folder was generated from another spec that still makes a card of that name (generating would replace it).",
            rationale: "Every generated file compiles into one module, so two types of one name cannot coexist.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n---\nversion: 1\nname: Sheet   # \u{2190}\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n---\nversion: 1\nname: Other\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"]
        ),
    ]

    /// Rules the linter reports about a spec file around the checker's findings. Like checker
    /// rules, they can be disabled or have their severity changed in `.cardc.yml`.
    public static let fileRules: [RuleDescription] = [
        RuleDescription(
            id: .superfluousSuppression, name: "Superfluous suppression", severity: .warning,
            summary: "A `cardc:disable-line` or `cardc:disable-next-line` comment that names no checker rule, or that silences nothing on its line. Not reported for rules the configuration disables, nor for files with input errors (a spec there may be checked in part or not at all, so what a suppression silences is not judged).",
            rationale: "A suppression that silences nothing is a no-op that looks like a decision: a misspelt rule id would hide nothing while the reader believes it does, and one left behind after a fix would silently swallow the next real finding on that line.",
            triggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments:\n  # cardc:disable-next-line segment-bounds   # \u{2190}\n  - { name: low, height: 100 }\n  - { name: high, height: 400 }\n"],
            nonTriggeringExamples: ["version: 1\nname: Sheet\nkind: sheet\nsegments:\n  - { name: low, height: 100 }\n  # cardc:disable-next-line segment-bounds\n  - { name: high, height: 800 }\n"]
        ),
    ]

    /// Rules about the files around the specs: inputs that cannot be read, and the output
    /// folder `cardc generate --check` compares. They cannot be disabled.
    public static let workspaceRules: [RuleDescription] = [
        RuleDescription(
            id: .unreadableFile, name: "Unreadable file", severity: .error,
            summary: "A spec or configuration path that cannot be read: missing, not permitted, a link loop, a link that leads outside the repository, or not a regular file (a FIFO, socket or device, or a link to one), said at the path. The run exits 2, after linting every other spec.",
            rationale: "pre-commit and `git ls-files | xargs` name files explicitly; a FIFO or `/proc/self/fd/1` would block or read something else entirely, and a path that silently reads as nothing would let a broken spec pass. Special files are refused on the descriptor that was opened (without waiting for a writer), so nothing can be swapped in between. A committed link may point at any file of the machine that checks it out (a credentials file): it is followed only inside its repository.",
            triggeringExamples: [],
            nonTriggeringExamples: []
        ),
        RuleDescription(
            id: .staleOutput, name: "Stale output", severity: .error,
            summary: "`generate --check`: a generated file is missing, out of date, orphaned (it starts with cardc's header but no spec produces it any more, say after a card was renamed or deleted), or not generated by this run (a `.swift` file in the folder with cardc's header that no spec given produces). Reported at the output file.",
            rationale: "Generated code that no longer matches its specs compiles into the app unnoticed; an orphaned file keeps a card type alive that the specs removed. `cardc generate` brings the files up to date and `cardc generate --prune` removes orphans.",
            triggeringExamples: [],
            nonTriggeringExamples: []
        ),
    ]

    /// Which stage reports a rule, and so what a user can do about it.
    public enum Category: Sendable {
        case input, checker, file, workspace
    }

    /// Every rule's description, in the order `cardc rules` and docs/rules.md list them.
    public static let allDescriptions: [(description: RuleDescription, category: Category)] =
        inputRules.map { ($0, .input) } + rules.map { ($0.description, .checker) } + fileRules.map { ($0, .file) }
            + workspaceRules.map { ($0, .workspace) }

    /// The ids `.cardc.yml` and suppression comments may name: checker rules and file rules.
    public static let configurableIDs: [RuleID] = ids + fileRules.map(\.id)

    public static func description(of id: String) -> (description: RuleDescription, category: Category)? {
        allDescriptions.first { $0.description.id.rawValue == id }
    }
}
