import CardEngine
import CardModel

/// Reports segments whose resolved heights break their declared order on some device.
public struct SegmentOrderRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .segmentOrder,
        name: "Segment order",
        severity: .error,
        summary: "Segments are declared lowest first; on some device a segment resolves below the one declared before it, by at least half a pixel (closer, the two are one position: `coincident-segments`).",
        rationale: "Mixing points and percentages makes the order depend on the screen: 400 pt is above 45% on an iPhone 15 Pro Max (377 pt of 838) but below it on an iPad. When the order flips, `initial`, `dim` and `scroll` name different physical positions than the designer meant, and drags move through the states in an order nobody tested.",
        triggeringExamples: [
            """
            version: 1
            name: Flips
            kind: sheet
            devices: [iphone-se, iphone-15-pro-max]
            segments:
              - { name: closed, height: 80 }
              - { name: half, height: 330 }
              - { name: open, height: 50% }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Ordered
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: half, height: 50% }
              - { name: open, height: 90% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.segmentOrder) else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            let h = behavior.heights
            // By position: less than half a pixel below is one position (coincident-segments'
            // finding), not an order the screen shows.
            for i in h.indices.dropFirst() where h[i] < h[i - 1] && !behavior.isSamePosition(h[i], h[i - 1]) {
                let c = behavior.configuration
                let t = CheckContext.pts([h[i], h[i - 1]], on: context.devices[d])
                findings.append(finding(
                    "segments.\(i).height",
                    "segment '\(c.segments[i].name)' (\(t[0])) is below '\(c.segments[i - 1].name)' (\(t[1])), though it is declared after it; segments are declared lowest first",
                    device: context.devices[d]
                ))
            }
        }
        return findings
    }
}
