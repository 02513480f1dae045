import CardEngine
import CardModel

/// Reports thresholds whose commit point lies at or beyond the state they lead to.
public struct OverlappingThresholdsRule: CheckRule {
    public init() {}

    /// A deck has no threshold between two states.
    public static let kinds: [CardKind] = [.sheet, .stack, .carousel]

    public static let description = RuleDescription(
        id: .overlappingThresholds,
        name: "Overlapping thresholds",
        severity: .error,
        summary: "A threshold whose commit point lies at or beyond the next state, so that dragging all the way to a state does not commit to it; for a stack or carousel, a threshold at least as large as the travel it guards. One finding per pair of states a threshold breaks, with exactly the devices it breaks it on.",
        rationale: "The engine commits a release only when the travel from the starting state is more than the threshold. A threshold as large as the gap means a user can drag the card exactly onto the next state and watch it snap back. It usually comes from a threshold in points written for a taller screen, or a percentage meant as a share of the gap written as points. CardsStack with a 400 pt upward threshold over 300 pt of travel never expands. For a sheet it checks every state a drag starts in, as the engine decides: any state with some of the card showing, including one above the screen (where only `initial` puts the card), and never a 0 pt state.",
        triggeringExamples: [
            """
            version: 1
            name: Sheet
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: mid, height: 160 }
              - { name: high, height: 90% }
            thresholds: { upward: 60, downward: 30 }   # ←
            """,
            """
            version: 1
            name: Stack
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 300, downward: 20 }   # ←
            """,
            """
            version: 1
            name: Carousel
            kind: carousel
            expandDistance: 200
            thresholds: { expand: 100% }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Sheet
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: mid, height: 160 }
              - { name: high, height: 90% }
            thresholds: { upward: 59, downward: 30 }
            """,
            """
            version: 1
            name: Carousel
            kind: carousel
            expandDistance: 200
            thresholds: { expand: 99% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        // A deck has no threshold between states, and a sheet's pairs are found already.
        if context.kind == .deck || (context.kind == .sheet && context.thresholdOverlaps.isEmpty) { return [] }
        var findings: [Finding] = []
        switch context.spec.configuration {
        case .sheet(let c):
            // One finding per pair the threshold breaks, each grouped with exactly the devices
            // it breaks on (the pair is the cause). A drag starts wherever the engine accepts
            // one: any state with some card showing, restable or not (an initial state above the
            // screen), never a 0 pt state. The context found the pairs with the verdicts, from
            // the same neighbours (`CheckContext.thresholdOverlaps`).
            for o in context.thresholdOverlaps {
                let key = o.upward ? "upward" : "downward"
                let compared = CheckContext.pts([o.threshold, o.gap], on: context.devices[o.device])
                findings.append(finding(
                    "thresholds.\(key)",
                    "the \(key) threshold (\(compared[0])) is not less than the \(compared[1]) from '\(c.segments[o.from].name)' to '\(c.segments[o.to].name)': a drag that reaches '\(c.segments[o.to].name)' does not commit to it",
                    device: context.devices[o.device],
                    cause: "\(o.from) \(o.to)"
                ))
            }
        case .stack(let c):
            let travel = StackBehavior(configuration: c).travel
            // Each threshold in turn: an array of (key, threshold) pairs cost more than the checks.
            func check(_ key: String, _ threshold: Double) {
                guard threshold >= travel else { return }
                let compared = CheckContext.pts([threshold, travel])
                findings.append(finding(
                    "thresholds.\(key)",
                    "the \(key) threshold (\(compared[0])) is not less than the \(compared[1]) the stack travels between its collapsed and expanded heights"
                ))
            }
            check("upward", c.thresholds.upward)
            check("downward", c.thresholds.downward)
        case .carousel(let c):
            let threshold = CarouselBehavior(configuration: c).threshold
            if threshold >= c.expandDistance {
                let compared = CheckContext.pts([threshold, c.expandDistance])
                findings.append(finding(
                    "thresholds.expand",
                    "the expand threshold (\(compared[0])) is not less than the expand distance (\(compared[1])): a scroll to full screen does not keep the card expanded"
                ))
            }
        case .deck:
            break
        }
        return findings
    }
}
