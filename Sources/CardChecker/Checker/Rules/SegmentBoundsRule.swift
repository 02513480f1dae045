import CardEngine
import CardModel

/// Reports segments above the container, and segments lower than the header.
public struct SegmentBoundsRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .segmentBounds,
        name: "Segment bounds",
        severity: .error,
        summary: "A segment higher than the container (an error: the card cannot rest there), or above 0 pt and lower than the header (a warning: the header is cut off). A 0 pt segment shows nothing, so cuts nothing off: `dead-end-state` reports it where a gesture reaches it.",
        rationale: "Point heights written for a tall phone exceed the container of a small one: 700 pt is above the 667 pt iPhone SE screen, and the engine never settles there. A segment lower than the header hides part of the handle users grab.",
        triggeringExamples: [
            """
            version: 1
            name: Tall
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 700 }   # ←
            """,
            """
            version: 1
            name: Clipped
            kind: sheet
            header: { height: 80 }
            segments:
              - { name: closed, height: 40 }   # ←
              - { name: open, height: 90% }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Fits
            kind: sheet
            header: { height: 80 }
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 100% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.segmentBounds) else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            let header = behavior.layout.headerHeight
            for (i, h) in behavior.heights.enumerated() {
                // The profile and the configuration only for a finding (most heights have none).
                guard h > behavior.containerHeight || (h > 0 && h < header) else { continue }
                let device = context.devices[d], c = behavior.configuration
                if h > behavior.containerHeight {
                    let t = CheckContext.pts([h, behavior.containerHeight], on: device)
                    findings.append(finding(
                        "segments.\(i).height",
                        "segment '\(c.segments[i].name)' (\(t[0])) is above the container (\(t[1]))",
                        device: context.devices[d]
                    ))
                } else if h > 0 && h < header {
                    findings.append(finding(
                        "segments.\(i).height",
                        "segment '\(c.segments[i].name)' (\(CheckContext.pts([h, header], on: device)[0])) is lower than the header (\(CheckContext.pts([h, header], on: device)[1])), which it cuts off",
                        device: context.devices[d], severity: .warning
                    ))
                }
            }
        }
        return findings
    }
}
