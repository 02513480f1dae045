import CardEngine
import CardModel

/// Reports stack and deck layouts that hide cards entirely.
public struct HiddenCardsRule: CheckRule {
    public init() {}

    /// A stack and a deck show several cards.
    public static let kinds: [CardKind] = [.stack, .deck]

    public static let description = RuleDescription(
        id: .hiddenCards,
        name: "Hidden cards",
        severity: .error,
        summary: "Stack cards hidden entirely when collapsed (no offset, or below the collapsed height), cards with no width on a device, a deck card with no width (at `size.width`), or deck insets that shrink the back cards to nothing (at `insets.horizontal`, naming the first depth with no width).",
        rationale: "CardsStack places card i at `vertical + offset * i` when collapsed: with an offset of 0 every card hides behind the first, and cards that start below the collapsed height are clipped away. The swipe deck narrows each depth by twice its horizontal inset; three cards 300 pt wide with a 75 pt inset leave the back card 0 pt wide. A deck whose card has no width shows none of its cards, so `card-bounds` and `safe-area` check nothing of it.",
        triggeringExamples: [
            """
            version: 1
            name: Flat
            kind: stack
            cardHeight: 200
            offset: 0   # ←
            height: { collapsed: 200, expanded: 500 }
            cards: 3
            """,
            """
            version: 1
            name: Deep
            kind: stack
            cardHeight: 200
            offset: 40
            spacing: { vertical: 8 }
            height: { collapsed: 100, expanded: 900 }   # ←
            cards: 5
            """,
            """
            version: 1
            name: Thin
            kind: deck
            size: { width: 300, height: 400 }
            visible: 3
            insets: { horizontal: 75, vertical: 10 }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: CardsStack
            kind: stack
            cardHeight: 200
            offset: 40
            spacing: { leading: 8, trailing: 8, vertical: 8 }
            height: { collapsed: 200, expanded: 500 }
            cards: 2
            """,
            """
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            visible: 3
            insets: { horizontal: 10, vertical: 10 }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .stack || context.kind == .deck else { return [] }
        switch context.spec.configuration {
        case .stack(let c):
            var findings: [Finding] = []
            let layout = StackLayout(configuration: c, containerWidth: 0)
            if c.cards > 1 && c.offset == 0 {
                findings.append(finding("offset", "with an offset of 0 every card hides behind the first when the stack is collapsed"))
            } else if c.cards > 1 {
                // collapsedY grows with the index (offset > 0), so the hidden cards are a suffix.
                if let first = (1..<c.cards).first(where: { layout.collapsedY(index: $0) >= c.collapsedHeight }) {
                    let hidden = c.cards - first
                    findings.append(finding(
                        "height.collapsed",
                        "when collapsed, card \(first + 1) of \(c.cards) starts at \(CheckContext.pt(layout.collapsedY(index: first))), at or below the collapsed height (\(CheckContext.pt(c.collapsedHeight))): \(hidden) card\(hidden == 1 ? " is" : "s are") hidden"
                    ))
                }
            }
            for device in context.devices {
                let width = StackLayout(configuration: c, containerWidth: device.width).cardWidth
                if width <= 0 {
                    findings.append(finding("spacing", "the leading and trailing spacing leave the cards \(CheckContext.pt(width, on: device)) wide", device: device))
                }
            }
            return findings
        case .deck(let c):
            // The first depth with no width: the cards from it back show nothing. Depth 0 with
            // none is the card's own width, not the insets (and `card-bounds` and `safe-area`
            // then check nothing: nothing shows).
            guard c.width > 0 else {
                return [finding("size.width", "the deck's card is \(CheckContext.pt(c.width)) wide: none of its \(c.visible) visible card\(c.visible == 1 ? "" : "s") shows")]
            }
            let layout = DeckLayout(configuration: c)
            guard let depth = (1..<max(1, c.visible)).first(where: { layout.frame(depth: $0).width <= 0 }) else { return [] }
            return [finding(
                "insets.horizontal",
                "at depth \(depth) the horizontal inset leaves the card \(CheckContext.pt(layout.frame(depth: depth).width)) wide (\(CheckContext.pt(c.width)) less 2 x \(depth) x \(CheckContext.pt(c.horizontalInset)))"
            )]
        default:
            return []
        }
    }
}
