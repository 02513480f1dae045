import CardEngine
import CardModel

/// Reports a dim range whose `from` segment is not below its `to` segment.
public struct InvertedDimRule: CheckRule {
    public init() {}

    /// A sheet's segments.
    public static let kinds: [CardKind] = [.sheet]

    public static let description = RuleDescription(
        id: .invertedDim,
        name: "Inverted dim range",
        severity: .error,
        summary: "The dim range's `from` segment is at or above its `to` segment on some device.",
        rationale: "The backdrop is clear at `from` and fully dimmed at `to`, rising in between. With the two swapped or equal, the backdrop jumps from clear to full alpha at a single height instead of fading as the card rises.",
        triggeringExamples: [
            """
            version: 1
            name: Backwards
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 90% }
            dim: { alpha: 0.4, from: open, to: closed }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Glide
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 90% }
            dim: { alpha: 0.4, from: closed, to: open }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet, context.sheetScan.contains(.invertedDim),
              case .sheet(let c) = context.spec.configuration, let dim = c.dim, dim.alpha > 0 else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            guard let from = behavior.layout.dimFromHeight, let to = behavior.layout.dimToHeight, from >= to else { continue }
            let device = context.devices[d]
            // Less than half a pixel apart, the two are one position on this screen: said so,
            // never two numbers that print alike as if they were apart.
            let heights = behavior.isSamePosition(from, to)
                ? "'\(dim.from)' and '\(dim.to)', which are at one position (\(CheckContext.pt(from, on: device)))"
                : { let t = CheckContext.pts([from, to], on: device)
                    return "'\(dim.from)' (\(t[0])) to '\(dim.to)' (\(t[1])), which is not above it" }()
            findings.append(finding(
                context.spec.locations.contains("dim.to") ? "dim.to" : "dim",
                "the backdrop dims from \(heights): it jumps to full alpha instead of fading",
                device: device
            ))
        }
        return findings
    }
}
