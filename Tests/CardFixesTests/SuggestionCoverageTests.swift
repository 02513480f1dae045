import CardEngine
import Foundation
import Testing
@testable import CardCommands
@testable import CardFixes
@testable import CardReporters
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Every did-you-mean a message offers is a fix that `--fix` applies: over a corpus of
/// misspellings (every key of the format description, every enum value, state names, device
/// names, rule ids in suppressions, `.cardc.yml` keys and rule ids, names that are no Swift
/// names), each variant lints with a suggestion, and after `FileFixer` (which keeps a fix only
/// when relinting shows it worked) no diagnostic offers one any more.
@Suite struct SuggestionCoverageTests {
    /// A near miss NameSuggester offers the name for: the name with its last letter doubled.
    static func misspelt(_ name: String) -> String { name + String(name.last ?? "x") }

    /// A spec of `kind` from `FormatDescriptionTests`' bases with `key: value` set at the top
    /// level (replacing the base's entry of `replacing`, if any).
    static func yaml(kind: CardKind, key: String, value: String, replacing: String? = nil) -> String {
        var entries: [(String, String)] = [("version", "1"), ("name", "Base"), ("kind", kind.rawValue)] + (FormatExamples.bases[kind] ?? [])
        if let i = entries.firstIndex(where: { $0.0 == (replacing ?? key) }) {
            entries[i] = (key, value)
        } else {
            entries.append((key, value))
        }
        return entries.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n"
    }

    /// `{ required: example, …, leafKey: leafValue }` down `path`, as `FormatExamples.flow`
    /// writes it, with the last key and its value as given.
    static func flow(_ path: ArraySlice<FormatKey>, leafKey: String, leafValue: String) -> String {
        guard let key = path.first else { return "" }
        guard path.count > 1, case .object(let inner) = key.value else { return leafValue }
        let next = path.dropFirst()
        var parts = inner.filter { $0.required && $0.name != next.first?.name }.map { "\($0.name): \($0.example)" }
        parts.append("\(next.count == 1 ? leafKey : next.first?.name ?? ""): \(flow(next, leafKey: leafKey, leafValue: leafValue))")
        return "{ \(parts.joined(separator: ", ")) }"
    }

    /// A value of `value`'s type, misspelt where it is a name from a fixed list; nil otherwise.
    static func misspeltValue(_ value: FormatValue, kind: CardKind) -> String? {
        switch value {
        case .choice(let words): return words.first.map(misspelt)
        case .stateReference: return kind == .sheet ? misspelt("high") : nil
        case .device: return misspelt(DeviceProfile.builtIn[0].name)
        case .list(let item, _, _, _): return misspeltValue(item, kind: kind).map { "[\($0)]" }
        default: return nil
        }
    }

    /// The corpus: (what was misspelt, the spec).
    static var corpus: [(String, String)] {
        var out: [(String, String)] = []
        for kind in CardKind.allCases {
            for path in FormatExamples.paths(CardFormat.keys(of: kind)) {
                guard let top = path.first, let leaf = path.last else { continue }
                let name = "\(kind) " + path.map(\.name).joined(separator: ".")
                // The key misspelt, with its example value.
                if path.count == 1 {
                    out.append((name + " (key)", yaml(kind: kind, key: misspelt(top.name), value: top.example, replacing: top.name)))
                } else {
                    out.append((name + " (key)", yaml(kind: kind, key: top.name, value: flow(path[...], leafKey: misspelt(leaf.name), leafValue: leaf.example))))
                }
                // The value misspelt, where it is a name. A dismissal names a 0 pt segment, which
                // the base sheet gets for it: the fixed name must lint clean.
                if top.name == "dismissal", leaf.name == "state" {
                    let spec = yaml(kind: kind, key: top.name, value: flow(path[...], leafKey: leaf.name, leafValue: misspelt("hidden")))
                    out.append((name + " (value)", spec.replacingOccurrences(of: "segments: [", with: "segments: [{ name: hidden, height: 0 }, ")))
                } else if let value = misspeltValue(leaf.value, kind: kind) {
                    out.append((name + " (value)", yaml(kind: kind, key: top.name, value: flow(path[...], leafKey: leaf.name, leafValue: value))))
                }
            }
        }
        let sheet = yaml(kind: .sheet, key: "header", value: "{ height: 20 }")
        // Keys of list items and device profiles, which the paths above do not reach.
        out.append(("segment key", sheet.replacingOccurrences(of: "{ name: low, height: 100 }", with: "{ name: low, heightt: 100 }")))
        for key in CardFormat.deviceKeys where key.name != "safeArea" {
            let device = CardFormat.deviceKeys.filter(\.required).map { "\($0.name == key.name ? misspelt($0.name) : $0.name): \($0.example)" }
            let entries = key.required ? device : device + ["\(misspelt(key.name)): \(key.example)"]
            out.append(("device key \(key.name)", yaml(kind: .deck, key: "devices", value: "[{ \(entries.joined(separator: ", ")) }]")))
        }
        // State names: a reference misspelt, and names that are no Swift identifier.
        out.append(("initial", yaml(kind: .sheet, key: "initial", value: "opened").replacingOccurrences(of: "name: high", with: "name: open")))
        out.append(("segment name", sheet.replacingOccurrences(of: "name: high", with: "name: hi gh")))
        out.append(("reserved segment name", sheet.replacingOccurrences(of: "name: high", with: "name: allCases")))
        // A label of a state misspelt: a segment, and a state of a fixed kind.
        out.append(("labelled segment", sheet + "labels: { highh: Open }\n"))
        out.append(("labelled stack state", yaml(kind: .stack, key: "labels", value: "{ expandedd: All cards }")))
        // The card's name with a space, models and their references.
        out.append(("card name", sheet.replacingOccurrences(of: "name: Base", with: "name: My Card")))
        out.append(("model name", sheet + "models:\n  item model: { title: String }\n"))
        out.append(("field name", sheet + "models:\n  Item: { first name: String }\n"))
        out.append(("field type", sheet + "models:\n  Item: { title: Strin, tags: \"[Itemm]\" }\n"))
        out.append(("sample model", sheet + "models:\n  Item: { title: String }\nsamples:\n  Itemm: [{ title: a }]\n"))
        // A rule id in a suppression, and a ratio threshold.
        // (The rule reports the line, so the suppression silences something once it is fixed.)
        out.append(("suppression", sheet.replacingOccurrences(of: "height: 100 }, { name: high, height: 500 }]", with: "height: 500 }, { name: high, height: 100 }]  # cardc:disable-line segment-orderr")))
        out.append(("threshold", sheet + "thresholds: { upward: 0.3 }\n"))
        return out
    }

    static func lint(_ bytes: [UInt8]) -> [Diagnostic] {
        Linter().lint(bytes, path: "test.card.yaml").diagnostics
    }

    /// Fixes `bytes` with `lint` as the relint and returns what still offers a suggestion.
    static func unfixed(_ bytes: [UInt8], lint: ([UInt8]) -> [Diagnostic]) -> (offered: [Diagnostic], left: [Diagnostic], fixed: String) {
        let offered = lint(bytes).filter { !$0.suggestions.isEmpty }
        let result = FileFixer.fix(bytes, lint: lint)
        let after = result.bytes ?? bytes
        return (offered, lint(after).filter { !$0.suggestions.isEmpty }, String(decoding: after, as: UTF8.self))
    }

    @Test func everySuggestionInTheSpecCorpusIsApplied() {
        var suggesting = 0
        for (what, yaml) in Self.corpus {
            let (offered, left, fixed) = Self.unfixed(Array(yaml.utf8), lint: Self.lint)
            #expect(!offered.isEmpty, "\(what): no suggestion offered for\n\(yaml)\(Self.lint(Array(yaml.utf8)).map(DiagnosticFormatter.textLine))")
            #expect(left.isEmpty, "\(what): offered but not fixed: \(left.map(DiagnosticFormatter.textLine))\n\(fixed)")
            suggesting += offered.count
        }
        // Every key of every kind, misspelt, is one case at least.
        #expect(suggesting >= CardKind.allCases.map { FormatExamples.paths(CardFormat.keys(of: $0)).count }.reduce(0, +))
    }

    @Test func everySuggestionInTheConfigurationIsApplied() {
        let lint: ([UInt8]) -> [Diagnostic] = { CheckConfiguration.parse($0, path: ".cardc.yml").1 }
        var cases = CardFormat.configurationKeys.map { "\(Self.misspelt($0.name)): \($0.example)\n" }
        cases += ["disabledRules: [unreachable-statee]\n", "severity: { unreachable-statee: warning }\n"]
        for yaml in cases {
            let (offered, left, fixed) = Self.unfixed(Array(yaml.utf8), lint: lint)
            #expect(!offered.isEmpty, "no suggestion offered for \(yaml)")
            #expect(left.isEmpty, "offered but not fixed: \(left.map(DiagnosticFormatter.textLine))\n\(fixed)")
        }
    }

    /// The two the issue names, fixed as the message words them.
    @Test func aMisspeltStateAndACardNameWithASpaceAreFixed() {
        let spec = Self.yaml(kind: .sheet, key: "initial", value: "opened").replacingOccurrences(of: "name: high", with: "name: open")
        #expect(Self.unfixed(Array(spec.utf8), lint: Self.lint).fixed.contains("initial: open\n"))
        let named = Self.yaml(kind: .sheet, key: "header", value: "{ height: 20 }").replacingOccurrences(of: "name: Base", with: "name: My Card")
        let suggested = Self.lint(Array(named.utf8)).flatMap(\.suggestions).map(\.replacement)
        let fixed = Self.unfixed(Array(named.utf8), lint: Self.lint).fixed
        #expect(suggested.count == 1 && fixed.contains("name: \(suggested[0])\n"), "\(fixed)")
    }
}
