/// A checker finding as the preview draws it: numbered, with the devices it occurs on (the same
/// finding on several devices is one number, as `lint` reports it once).
struct PreviewFinding: Sendable {
    var number: Int
    var rule: RuleID
    var severity: Severity
    /// The key path of the value that causes it (`segments.2.height`).
    var path: String
    var message: String
    /// Profile names (`iphone-se, landscape`); empty when the finding is not about one device.
    var devices: [String]

    /// Whether to draw it on the panel of `device`.
    func isOn(_ device: String) -> Bool {
        devices.isEmpty || devices.contains(device)
    }

    /// `[2] unreachable-state`
    var tag: String { "[\(number)] \(rule.rawValue)" }

    /// Merges findings that differ only in device, numbering them in order.
    static func numbered(_ findings: [Finding]) -> [PreviewFinding] {
        var merged: [PreviewFinding] = []
        for f in findings {
            if let i = merged.firstIndex(where: { $0.rule == f.rule && $0.path == f.path && $0.message == f.message && $0.severity == f.severity }) {
                if let device = f.device, !merged[i].devices.contains(device) { merged[i].devices.append(device) }
            } else {
                merged.append(PreviewFinding(number: merged.count + 1, rule: f.rule, severity: f.severity, path: f.path,
                                             message: f.message, devices: f.device.map { [$0] } ?? []))
            }
        }
        return merged
    }
}
