import CardEngine
import CardModel
import CardSupport

/// Reports segments that resolve to the same height as an earlier one.
public struct CoincidentSegmentsRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .coincidentSegments,
        name: "Coincident segments",
        severity: .error,
        summary: "Two segments resolve to one position on some device: the same height, or heights less than half a pixel apart (1/4 pt on a 2x screen, 1/6 pt on 3x), which the screen cannot tell apart and the engine treats as one.",
        rationale: "Two anchors at one height are one position: the engine always settles in the first, so the second is unreachable, and the gap between them is zero, which FloatingPanel divides by when it interpolates. It happens when a point height equals a percentage on one screen, or after copying a segment.",
        triggeringExamples: [
            """
            version: 1
            name: Twins
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: peek, height: 80 }   # ←
              - { name: open, height: 90% }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Distinct
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: peek, height: 81 }
              - { name: open, height: 90% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.coincidentSegments) else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            let h = behavior.heights
            for j in h.indices {
                // The first state declared before `j` at its position.
                var twin: Int?
                for i in 0..<j where behavior.isSamePosition(h[i], h[j]) { twin = i; break }
                guard let i = twin else { continue }
                let device = context.devices[d], c = behavior.configuration
                let (a, b) = (CheckContext.pt(h[j], on: device), CheckContext.pt(h[i], on: device))
                // Two heights that print alike are one number here, never two as if apart.
                let position = a == b
                    ? "at one position with '\(c.segments[i].name)' (\(a))"
                        + (h[i] == h[j] ? "" : ", less than half a pixel apart on this \(NumberText.written(device.scale))x screen")
                    : "\(a), at one position with '\(c.segments[i].name)' (\(b)): less than half a pixel apart on this \(NumberText.written(device.scale))x screen"
                findings.append(finding(
                    "segments.\(j).height",
                    "segment '\(c.segments[j].name)' is \(position)",
                    device: device,
                    cause: "\(i)"
                ))
            }
        }
        return findings
    }
}
