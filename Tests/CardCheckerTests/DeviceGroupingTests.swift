import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// One finding per cause (issue 26, item 3): every rule's findings are grouped across devices by
/// one mechanism (`Finding.isSame`), so a problem that is the same on several devices is one
/// diagnostic with the others in an "also on" note, whatever numbers each device gives it.
@Suite struct DeviceGroupingTests {
    static let devices = "devices: [iphone-se, iphone-15, iphone-15-pro-max, ipad-11]\norientations: [portrait, landscape]"

    /// `yaml` checked on four devices in both orientations: its own `devices:` line replaced,
    /// or the list added after `kind:`.
    static func onManyDevices(_ yaml: String) -> String {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("devices:") || $0.hasPrefix("orientations:") }
        if let kind = lines.firstIndex(where: { $0.hasPrefix("kind:") }) {
            lines.insert(devices, at: kind + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// Two diagnostics of one rule at one value with one severity, on different devices: one
    /// cause printed once per device.
    static func repeatedCauses(_ diagnostics: [Diagnostic]) -> [String] {
        var seen: [String: Int] = [:]
        for d in diagnostics {
            seen["\(d.rule.rawValue) \(d.location.line):\(d.location.column) \(d.severity)", default: 0] += 1
        }
        return seen.filter { $0.value > 1 }.map(\.key).sorted()
    }

    @Test(arguments: RuleRegistry.rules.map { $0.description.id })
    func everyRuleReportsACauseOnceAcrossDevices(_ id: RuleID) throws {
        let rule = try #require(RuleRegistry.rule(id.rawValue))
        for example in rule.description.triggeringExamples {
            let yaml = Self.onManyDevices(example)
            let found = TestSupport.diagnostics(yaml).filter { $0.rule == id }
            #expect(!found.isEmpty, "\(id.rawValue) no longer triggers on:\n\(yaml)")
            #expect(Self.repeatedCauses(found).isEmpty, "\(id.rawValue) repeats a cause per device: \(found.map(\.message))")
        }
    }

    /// The case: three iPhones, three heights for `open`, one inverted dim range.
    @Test func invertedDimOnThreeIPhonesIsOneDiagnostic() {
        let yaml = """
            version: 1
            name: Backwards
            kind: sheet
            devices: [iphone-se, iphone-15, iphone-15-pro-max]
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 90% }
            dim: { alpha: 0.4, from: open, to: closed }
            """
        let found = TestSupport.diagnostics(yaml).filter { $0.rule == .invertedDim }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.devices.map(\.name) == ["iphone-se", "iphone-15", "iphone-15-pro-max"])
        // The message's numbers are the first device's, which it names.
        #expect(found.first?.message.contains("582.3 pt") == true, "\(found.map(\.message))")
    }

    /// Different causes at one value stay apart: a drag that breaks a different pair of
    /// segments on each device is two findings.
    @Test func differentCausesAtOneValueStayApart() {
        let a = Finding(rule: .overlappingThresholds, severity: .error, path: "thresholds.upward", message: "x",
                        device: DiagnosticDevice(name: "a"), cause: "0 1")
        var b = a
        b.device = DiagnosticDevice(name: "b")
        b.message = "y"
        #expect(a.isSame(as: b))
        b.cause = "1 2"
        #expect(!a.isSame(as: b))
    }

    /// One state, one verdict, two reasons: above iphone-se's container, and on iphone-15 at
    /// one position with the segment declared before it. Two causes, two findings.
    @Test func aStateUnreachableForDifferentReasonsIsTwoFindings() {
        let yaml = """
            version: 1
            name: Reasons
            kind: sheet
            devices: [iphone-se, iphone-15]
            segments:
              - { name: closed, height: 80 }
              - { name: high, height: 700.1 }
              - { name: top, height: 700 }
            """
        let found = TestSupport.diagnostics(yaml).filter { $0.rule == .unreachableState && $0.location.line == 8 }
        #expect(found.map(\.devices.first?.name) == ["iphone-se", "iphone-15"], "\(found.map(\.message))")
    }
}
