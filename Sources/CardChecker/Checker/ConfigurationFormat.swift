import CardEngine
import CardModel

/// The keys of `.cardc.yml`, described like a spec's keys. They live with the checker because
/// they name its rules (`disabledRules`, `severity`), which the format layer below cannot see.
extension CardFormat {
    /// The keys of `.cardc.yml`.
    public static let configurationKeys: [FormatKey] = [
        FormatKey("disabledRules", .list(.choice(RuleRegistry.configurableIDs.map(\.rawValue)), minimum: 0, maximum: nil, unique: true),
                  default: .words([]), doc: "checker rules not run", example: "[inverted-dim]"),
        FormatKey("severity", .severities, default: .described("each rule's own"), doc: "a rule's severity: `error`, `warning` or `off`", example: "{ inverted-dim: warning }"),
        FormatKey(devices.name, devices.value, default: devices.defaultValue, doc: "device profiles for every spec that names none", example: devices.example),
        FormatKey(orientations.name, orientations.value, default: orientations.defaultValue, doc: "orientations for every spec that names none", example: orientations.example),
        FormatKey("access", .choice(AccessLevel.allCases.map(\.rawValue)), default: .word(AccessLevel.default.rawValue),
                  doc: "access of the generated declarations", example: "internal"),
    ]

    /// What `.cardc.yml`'s `severity` sets a rule to (`CheckConfiguration.parse` reads these).
    package static let severityWords = ["error", "warning", "off"]
}
