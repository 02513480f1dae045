import CardEngine
import CardModel

/// Reports segments that resolve to the same height as an earlier one.
public struct CoincidentSegmentsRule: CheckRule {
    public init() {}

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
        guard case .sheet(let c) = context.spec.configuration else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            let h = behavior.heights
            for j in h.indices {
                guard let i = h.indices.first(where: { $0 < j && behavior.isSamePosition(h[$0], h[j]) }) else { continue }
                let position = h[i] == h[j]
                    ? "at the same height as '\(c.segments[i].name)' (\(CheckContext.pt(h[j])))"
                    : "\(CheckContext.pt(h[j])), within half a pixel of '\(c.segments[i].name)' (\(CheckContext.pt(h[i]))): one position on this \(FormatDefault.yaml(context.devices[d].scale))x screen"
                findings.append(finding(
                    "segments.\(j).height",
                    "segment '\(c.segments[j].name)' is \(position)",
                    device: context.devices[d]
                ))
            }
        }
        return findings
    }
}
