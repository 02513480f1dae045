import CardEngine
import CardModel
import CardSupport

/// Reports sheet states nearer each other than a finger moves before a drag begins.
public struct StatesTooCloseRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .statesTooClose,
        name: "States too close",
        severity: .warning,
        summary: "Two segments the card can rest in are nearer than \(NumberText.written(GestureClass.panSlop)) pt on some device (and not at one position, which `coincident-segments` reports): reported at the upper one, naming the nearest below it (of several at one height, the first declared); a segment at the position of an earlier one is not reported again.",
        rationale: "UIKit's pan gesture recognizer begins only after the finger has moved about \(NumberText.written(GestureClass.panSlop)) pt, and the card follows the finger only from there: a short drag meant to stop between two such states, or on the nearer one, cannot be told from a tap or no movement at all, and a release between them is decided by a few points no one can aim for. It happens when a point height nearly equals a percentage on one screen, or after nudging a copied segment.",
        triggeringExamples: [
            """
            version: 1
            name: Crowded
            kind: sheet
            segments:
              - { name: peek, height: 96 }
              - { name: half, height: 100 }   # ←
              - { name: full, height: 90% }
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Apart
            kind: sheet
            segments:
              - { name: peek, height: 90 }
              - { name: half, height: 100 }
              - { name: full, height: 90% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.statesTooClose) else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            let h = behavior.heights
            for j in h.indices where behavior.isTarget(j) {
                // A state at the position of one declared before it is `coincident-segments`';
                // the earlier one speaks for that position here, once.
                guard !(0..<j).contains(where: { behavior.isSamePosition(h[$0], h[j]) }) else { continue }
                // The nearest restable height below `j`'s, not at its position (a dismissed state
                // is no drag's stop: `dismissal.distance` decides how far down a drag dismisses): the pair the
                // scan found is at least this close.
                var below: Int?
                for i in h.indices where behavior.isTarget(i) && h[i] < h[j] && !behavior.isSamePosition(h[i], h[j]) {
                    if let b = below { if h[i] > h[b] { below = i } } else { below = i }
                }
                guard let i = below, h[j] - h[i] < GestureClass.panSlop else { continue }
                let device = context.devices[d], c = behavior.configuration
                let t = CheckContext.pts([h[j] - h[i], h[j], h[i]], on: device)
                findings.append(finding(
                    "segments.\(j).height",
                    "segment '\(c.segments[j].name)' is \(t[0]) above '\(c.segments[i].name)' (\(t[1]) and \(t[2])), less than the \(CheckContext.pt(GestureClass.panSlop)) a finger moves before a drag begins: a drag short enough to stop between them does not begin",
                    device: device,
                    cause: "\(i)"
                ))
            }
        }
        return findings
    }
}
