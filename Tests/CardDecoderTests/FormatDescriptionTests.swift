import CardEngine
import Foundation
import Testing
@testable import CardGeneration
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Nothing accepted and ignored: every key the format description accepts, set to its example
/// (which differs from the default), lints clean and changes the decoded spec and the generated
/// code. A key added to the description but not decoded fails here.
@Suite struct FormatDescriptionTests {
    /// Keys whose example is also the base's value.
    static let fixed: Set<String> = ["version", "kind"]

    /// What the spec says, without where it says it (locations differ with any edit).
    static func meaning(_ spec: CardSpec) -> String {
        "\(spec.name) \(spec.configuration) \(spec.devices) \(spec.orientations) \(spec.models.map { ($0.name, $0.fields.map { ($0.name, $0.type) }) }) \(spec.samples) \(spec.labels.sorted { $0.key < $1.key })"
    }

    static func decoded(_ yaml: String) -> (spec: CardSpec?, errors: [Diagnostic]) {
        let result = TestSupport.lint(yaml)
        return (result.specs.first, result.diagnostics.filter { $0.severity == .error })
    }

    @Test(arguments: CardKind.allCases)
    func everyKeyReachesTheSpecAndTheGeneratedCode(kind: CardKind) throws {
        let base = Self.decoded(FormatExamples.yaml(kind: kind, overriding: []))
        let baseSpec = try #require(base.spec, "\(base.errors)")
        let baseCode = SwiftGenerator().generate(baseSpec, sourcePath: "test.card.yaml").contents
        var tested = 0
        for path in FormatExamples.paths(CardFormat.keys(of: kind)) {
            guard let top = path.first, !Self.fixed.contains(top.name) else { continue }
            var overriding = [(top.name, FormatExamples.flow(path[...]))]
            // Samples need their model; labels name the kind's states (the example's label, on
            // the base's last state).
            if top.name == "samples", let models = CardFormat.key(["models"], kind: kind) { overriding.insert(("models", models.example), at: 0) }
            if top.name == "labels", let state = baseSpec.stateNames.last, let label = top.example.split(separator: ":").last {
                overriding = [("labels", "{ \(state):\(label)")]
            }
            // A dismissal names a 0 pt segment: the base gets one, and is compared without the key.
            let withDismissedState = top.name == "dismissal"
                ? [("segments", "[{ name: hidden, height: 0 }, { name: low, height: 100 }, { name: high, height: 500 }]"), ("initial", "low")] : []
            overriding.insert(contentsOf: withDismissedState, at: 0)
            var (comparedSpec, comparedCode) = (baseSpec, baseCode)
            if !withDismissedState.isEmpty {
                comparedSpec = try #require(Self.decoded(FormatExamples.yaml(kind: kind, overriding: withDismissedState)).spec)
                comparedCode = SwiftGenerator().generate(comparedSpec, sourcePath: "test.card.yaml").contents
            }
            let yaml = FormatExamples.yaml(kind: kind, overriding: overriding)
            let result = Self.decoded(yaml)
            let name = path.map(\.name).joined(separator: ".")
            guard let spec = result.spec else {
                Issue.record("\(kind) \(name): the example does not lint clean: \(result.errors)\n\(yaml)")
                continue
            }
            #expect(Self.meaning(spec) != Self.meaning(comparedSpec), "\(kind) \(name) is accepted but not decoded")
            let code = SwiftGenerator().generate(spec, sourcePath: "test.card.yaml").contents
            #expect(code != comparedCode, "\(kind) \(name) is decoded but does not reach the generated code")
            tested += 1
        }
        #expect(tested >= 10)
    }

    /// The keys of a custom device profile, inside `devices`.
    @Test func everyDeviceKeyIsDecoded() throws {
        let full = Self.decoded(FormatExamples.yaml(kind: .deck, overriding: [("devices", "[{ name: tall, width: 400, height: 900, scale: 2, safeArea: { top: 40, bottom: 20 } }]")]))
        let device = try #require(full.spec?.devices.first)
        expectEqual(device, DeviceProfile(name: "tall", width: 400, height: 900, safeAreaTop: 40, safeAreaBottom: 20, scale: 2))
        expectEqual(Set(CardFormat.deviceKeys.map(\.name)), ["name", "width", "height", "scale", "safeArea"])
    }

    /// Each `.cardc.yml` key, set to its example, changes the configuration read.
    @Test func everyConfigurationKeyIsDecoded() {
        let empty = String(describing: CheckConfiguration.parse(Array("{}".utf8), path: ".cardc.yml").0)
        for key in CardFormat.configurationKeys {
            let (parsed, problems) = CheckConfiguration.parse(Array("\(key.name): \(key.example)\n".utf8), path: ".cardc.yml")
            #expect(problems.isEmpty, "\(key.name)'s example is not valid: \(problems)")
            #expect(String(describing: parsed) != empty, "\(key.name) is accepted but not decoded")
        }
    }

    /// Defaults are the engine's: the description shows what an absent key decodes to.
    @Test func documentedDefaultsAreWhatTheDecoderUses() throws {
        let spec = try #require(Self.decoded(FormatExamples.yaml(kind: .deck, overriding: [])).spec)
        guard case .deck(let deck) = spec.configuration else { Issue.record("not a deck"); return }
        guard case .integer(let visible)? = CardFormat.key(["visible"], kind: .deck)?.defaultValue else { Issue.record("no default"); return }
        expectEqual(deck.visible, visible)
        guard case .words(let directions)? = CardFormat.key(["directions"], kind: .deck)?.defaultValue else { Issue.record("no default"); return }
        expectEqual(deck.directions.map(\.rawValue), directions)
    }
}
