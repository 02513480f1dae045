import CardEngine

/// Reports a dim range whose `from` segment is not below its `to` segment.
public struct InvertedDimRule: CheckRule {
    public init() {}

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
        guard case .sheet(let c) = context.spec.configuration, let dim = c.dim, dim.alpha > 0 else { return [] }
        var findings: [Finding] = []
        for (d, behavior) in context.sheets.enumerated() {
            guard let from = behavior.layout.dimFromHeight, let to = behavior.layout.dimToHeight, from >= to else { continue }
            findings.append(finding(
                context.spec.locations.contains("dim.to") ? "dim.to" : "dim",
                "the backdrop dims from '\(dim.from)' (\(CheckContext.pt(from))) to '\(dim.to)' (\(CheckContext.pt(to))), which is not above it: it jumps to full alpha instead of fading",
                device: context.devices[d]
            ))
        }
        return findings
    }
}
