import CardEngine
import CardModel

/// Reports stack cards that run past the stack's expanded height, which no scrolling reveals.
public struct HiddenStackCardsRule: CheckRule {
    public init() {}

    /// A stack's cards.
    public static let kinds: [CardKind] = [.stack]

    public static let description = RuleDescription(
        id: .hiddenStackCards,
        name: "Hidden stack cards",
        severity: .warning,
        summary: "Stack cards that end below the stack's expanded height when it rests expanded (their frames from the engine's `StackLayout`, as the runtime draws them): counted at `height.expanded`, naming the first.",
        rationale: "The runtime stands a stack on the bottom safe area and holds no scroll view for it (docs/runtime.md, \"Stacks\"), so the part of a card below the expanded height lies off the screen: a card that runs past it is never seen whole, and one that starts below it is never seen at all. CardsStack clips its cards to the same height and scrolls them when they rest, which reveals them there; its own five 200 pt cards in a 500 pt stack show two and a half here. Raise `height.expanded` or lower `cards`.",
        triggeringExamples: [
            """
            version: 1
            name: Tall
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }   # ←
            cards: 5
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Fits
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            cards: 2
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .stack, case .stack(let c) = context.spec.configuration else { return [] }
        // The layout in the stack's own coordinates: its heights and cards do not depend on the screen.
        let layout = StackLayout(configuration: c, containerWidth: 0)
        let hidden = layout.cardsPastExpandedHeight()
        guard let first = hidden.first else { return [] }
        let bottom = layout.frame(index: first, phase: layout.expandedPhase).maxY
        let t = CheckContext.pts([bottom, c.expandedHeight])
        let count = "\(hidden.count) of its \(c.cards) card\(c.cards == 1 ? "" : "s") \(hidden.count == 1 ? "runs" : "run")"
        return [finding(
            "height.expanded",
            "when expanded, \(count) past the stack's height (\(t[1])), from card \(first + 1), which ends at \(t[0]): a stack does not scroll, so \(hidden.count == 1 ? "it is" : "they are") never seen whole",
            cause: "\(first) \(hidden.count)"
        )]
    }
}
