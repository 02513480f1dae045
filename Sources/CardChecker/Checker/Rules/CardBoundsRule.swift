import CardEngine
import CardModel

/// Reports deck, stack and carousel cards that leave the screen on some device: the kinds'
/// counterpart of `segment-bounds` (what stays on screen but reaches under a safe-area inset
/// is `safe-area`'s). The geometry is the engine's, through `ScreenFit`.
public struct CardBoundsRule: CheckRule {
    public init() {}

    /// A sheet's heights are `segment-bounds`'.
    public static let kinds: [CardKind] = [.stack, .deck, .carousel]

    public static let description = RuleDescription(
        id: .cardBounds,
        name: "Card bounds",
        severity: .error,
        summary: "A deck or stack whose cards leave the screen on some device and orientation: a deck's cards (centred in the safe area, with their depth offsets) past an edge, a stack's card or collapsed or expanded height taller than the screen above its bottom inset, which the stack stands on. A carousel's cards never leave it: its insets are not negative and its expanded card is the screen.",
        rationale: "Sizes written for a tall phone do not fit a small one, nor any phone turned to landscape: a 400 pt deck card centred on the 375 pt high landscape iPhone SE runs 12.5 pt past its top and bottom, and a 900 pt stack card is taller than the 667 pt SE screen. The engine lays the card out all the same, so the user never sees it whole. A sheet's segment above the screen is `segment-bounds` (kept to segments: its id's meaning does not change); a card that stays on screen but reaches under the status bar, notch, Dynamic Island or home indicator is `safe-area`, whose meaning is the same for every kind. Exactly, with `W` x `H` the screen as turned: a deck (centred in the safe area, depths `0..<visible` as `DeckLayout.frame(depth:in:)` places them, where the runtime draws them; up to the first with no width; a deck whose card has no width shows nothing and is `hidden-cards`' alone) with an edge above 0 or below `H` (one finding, at `size.height`, or at `insets.vertical` when only a deeper card leaves), or left of 0 or right of `W` (at `size.width`: the depths narrow as much as they move right, so this is `size.width` above `W`); a stack (standing on the bottom inset `B`: `StackLayout.base(in:)`) whose `cardHeight`, `height.collapsed` or `height.expanded` is above `H - B`. An edge on the bound fits (docs/engine.md, \"Fitting the screen\").",
        triggeringExamples: [
            """
            version: 1
            name: BigDeck
            kind: deck
            devices: [iphone-se]
            size: { width: 600, height: 900 }   # ←
            """,
            """
            version: 1
            name: TurnedDeck
            kind: deck
            devices: [iphone-se]
            orientations: [portrait, landscape]
            size: { width: 300, height: 360 }
            insets: { horizontal: 10, vertical: 10 }   # ←
            """,
            """
            version: 1
            name: TallCards
            kind: stack
            devices: [iphone-se]
            cardHeight: 900   # ←
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            """,
            """
            version: 1
            name: TallStack
            kind: stack
            devices: [iphone-se]
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 1200 }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: ExpenseDeck
            kind: deck
            orientations: [portrait, landscape]
            size: { width: 300, height: 300 }
            insets: { horizontal: 10, vertical: 10 }
            """,
            """
            version: 1
            name: CardsStack
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        context.screenOverflows.isEmpty ? [] : ScreenFit.findings(of: self, context, across: .screen)
    }
}
