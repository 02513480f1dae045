import CardEngine
import CardModel

/// Reports a reachable state in which nothing of the card shows, so no gesture can leave it.
public struct DeadEndStateRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .deadEndState,
        name: "Dead-end state",
        severity: .error,
        summary: "A reachable state of height 0: nothing of the card shows, so no drag, flick or tap can leave it. The sheet's dismissed state (`dismissal.state`) is not one: only code brings the card back from it, by design.",
        rationale: "A `closed` segment of height 0 hides the card and its header. Users who swipe it away cannot get it back, and only code can. Give the lowest segment the header's height, leave such a state out of the gesture-driven states, or, when swiping the sheet away is meant, declare it the dismissed state (`dismissal: { state: hidden }`): a drag or flick down from the lowest state then dismisses, and the app hears of it and brings the card back with a move.",
        triggeringExamples: [
            """
            version: 1
            name: Vanishing
            kind: sheet
            header: { height: 60 }
            segments:
              - { name: hidden, height: 0 }   # ←
              - { name: open, height: 50% }
            initial: open
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Handle
            kind: sheet
            header: { height: 60 }
            segments:
              - { name: closed, height: 60 }
              - { name: open, height: 50% }
            initial: open
            """,
            """
            version: 1
            name: Dismissable
            kind: sheet
            header: { height: 60 }
            segments:
              - { name: hidden, height: 0 }
              - { name: open, height: 50% }
            initial: open
            dismissal: { state: hidden }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.zeroHeight), context.verdicts.stateCount > 1 else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            // The dismissed state (`dismissal`) is left by code by design.
            for (i, h) in behavior.heights.enumerated() where h == 0 && i != behavior.dismissedIndex
                && context.verdicts[device: d, state: i] != .never {
                let c = behavior.configuration
                // A hint, not a fix: whether swiping the sheet away is meant is the author's call.
                findings.append(finding(
                    "segments.\(i).height",
                    "segment '\(c.segments[i].name)' is 0 pt high: once there, nothing of the card shows and no gesture can leave it",
                    device: context.devices[d],
                    notes: c.dismissal == nil ? ["if swiping the sheet away is meant, make it the dismissed state: `dismissal: { state: \(c.segments[i].name) }` (the app brings the card back)"] : []
                ))
            }
        }
        return findings
    }
}
