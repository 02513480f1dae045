import CardEngine
import CardModel
import CardChecker

/// A checker finding as the preview draws it: numbered, with the devices it occurs on (the same
/// finding on several devices is one number, as `lint` reports it once).
package struct PreviewFinding: Sendable {
    package var number: Int
    package var rule: RuleID
    package var severity: Severity
    /// The key path of the value that causes it (`segments.2.height`).
    package var path: String
    /// As `lint` words it, with its suggestions.
    package var message: String
    /// Empty when the finding is not about one device.
    package var devices: [DiagnosticDevice]

    /// Whether to draw it on the panel of `profile`.
    package func isOn(_ profile: DeviceProfile) -> Bool {
        devices.isEmpty || devices.contains(DiagnosticDevice(profile))
    }

    /// `iphone-se (landscape)`, `iphone-15 (portrait and landscape)`: the devices by name, as
    /// the list under the picture names them (and lint's "also on" notes).
    package var deviceLabels: [String] { DiagnosticWording.deviceGroups(devices) }

    /// `[2] unreachable-state`
    package var tag: String { "[\(number)] \(rule.rawValue)" }

    /// Merges findings that differ only in device, numbering them in order.
    package static func numbered(_ findings: [Finding]) -> [PreviewFinding] {
        var merged: [(finding: Finding, devices: [DiagnosticDevice])] = []
        for f in findings {
            if let i = merged.firstIndex(where: { $0.finding.isSame(as: f) }) {
                if let device = f.device, !merged[i].devices.contains(device) { merged[i].devices.append(device) }
            } else {
                merged.append((f, f.device.map { [$0] } ?? []))
            }
        }
        return merged.enumerated().map { i, m in
            PreviewFinding(number: i + 1, rule: m.finding.rule, severity: m.finding.severity, path: m.finding.path,
                           message: DiagnosticWording.message(m.finding.message, m.finding.suggestions), devices: m.devices)
        }
    }
}
