import CardEngine
import CardModel

/// Reports inner scrolling enabled in a state other than the highest.
public struct ScrollStateRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .scrollState,
        name: "Scroll state",
        severity: .warning,
        summary: "Inner scrolling is enabled in a segment below the highest on some device: below the position of the highest segment that fits on the screen (one above the container is not compared; `segment-bounds` reports it).",
        rationale: "Glide hands the pan to the inner scroll view only once the card is open: while the card can still grow, an upward pan must move the card. With scrolling enabled in a lower state, an upward pan scrolls the content instead and the card never opens by dragging its content.",
        triggeringExamples: [
            """
            version: 1
            name: EarlyScroll
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: half, height: 50% }
              - { name: open, height: 90% }
            scroll: { enabledIn: [half, open] }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Glide
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: half, height: 50% }
              - { name: open, height: 90% }
            scroll: { enabledIn: [open] }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.scrollState), let first = context.sheets.first else { return [] }
        let c = first.configuration
        // No segment scrolls (many sheets): nothing to find on any device.
        guard !c.scrollEnabledIn.isEmpty else { return [] }
        // Each name's segment, found once rather than on every device.
        return withUnsafeTemporaryAllocation(of: Int?.self, capacity: c.scrollEnabledIn.count) { indices in
            for k in c.scrollEnabledIn.indices { indices.initializeElement(at: k, to: c.segmentIndex(named: c.scrollEnabledIn[k])) }
            var findings: [Finding] = []
            for (d, behavior) in context.sheets.enumerated() {
                guard let highest = behavior.extreme(highest: true) else { continue }
                for (k, name) in c.scrollEnabledIn.enumerated() {
                    // Below the highest restable position, not at it: a twin within half a pixel
                    // of the highest is where the card rests at the top too.
                    guard let i = indices[k], behavior.heights[i] < behavior.heights[highest],
                          !behavior.isSamePosition(behavior.heights[i], behavior.heights[highest]) else { continue }
                    let t = CheckContext.pts([behavior.heights[i], behavior.heights[highest]], on: context.devices[d])
                    findings.append(finding(
                        "scroll.enabledIn.\(k)",
                        "scrolling is enabled in '\(name)' (\(t[0])), below '\(c.segments[highest].name)' (\(t[1])): an upward pan there scrolls the content instead of raising the card",
                        device: context.devices[d],
                        cause: "\(highest)"
                    ))
                }
            }
            return findings
        }
    }
}
