import CardEngine

/// Reports sheet segments whose top edge rises into the top safe area on some device.
public struct SafeAreaRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: .safeArea,
        name: "Safe area",
        severity: .warning,
        summary: "A segment whose top edge rises into the device's top safe area (status bar, notch, Dynamic Island): higher than the usable height by at least half a pixel (closer, it is at the usable height's position: 647.1 pt on iphone-se is where 100% is), though not above the screen. Likewise, by the same half pixel, a deck's cards or a carousel's collapsed card on screen but under the top or bottom safe area (top and bottom are two findings), and a stack's card or height taller than the safe area (it stands on the bottom inset).",
        rationale: "The engine rests a segment wherever it says, up to the full screen height, but the top safe area is where the status bar and the Dynamic Island are: UIKit's sheet detents and FloatingPanel's full position stop below it, and a card resting there has its header under them. 840 pt on the 852 pt iPhone 15 leaves 12 pt of its 59 pt top inset. Use 100% (the usable height) for a full-height segment. The other kinds, with `T` and `B` the top and bottom insets, each compared by position (at least half a pixel past the bound; closer is at it) and exactly (an edge on the bound fits): a deck (centred in the safe area, where the runtime draws it: `DeckLayout.origin(in:)`) on screen vertically (else `card-bounds`) whose cards' top edge is above `T` (at `size.height`) or bottom edge below `H - B` (at `insets.vertical` when only a deeper card is, else `size.height`), one finding per edge, each with exactly the devices where that edge crosses; per axis, so a deck too wide for the screen (`card-bounds` at `size.width`) is still checked. A stack (standing on the bottom inset: `StackLayout.base(in:)`) whose `cardHeight`, `height.collapsed` or `height.expanded` is on the screen (at most `H - B`) but above the safe area's height `H - T - B`. A carousel whose collapsed card's top inset is less than `T` (at `insets.top`) or bottom inset less than `B` (at `insets.bottom`). Not reported: the expanded carousel card and a collapsed one with no insets (full screen by design), a collapsed card with no width or height (`carousel-layout`'s), a deck whose card has no width (`hidden-cards`'). A finding about a key that is not written (`insets.top` left at 0) sits where the key would go: at the start of the nearest written value holding it, the `{` of `insets: { ... }` or the first key under `insets:` (docs/engine.md, \"Fitting the screen\").",
        triggeringExamples: [
            """
            version: 1
            name: UnderTheIsland
            kind: sheet
            devices: [iphone-15]
            segments:
              - { name: closed, height: 80 }
              - { name: full, height: 840 }   # ←
            """,
            """
            version: 1
            name: DeepDeck
            kind: deck
            devices: [iphone-15]
            size: { width: 300, height: 740 }
            visible: 2
            insets: { vertical: 20 }   # ←
            """,
            """
            version: 1
            name: TallStack
            kind: stack
            devices: [iphone-se]
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 660 }   # ←
            """,
            """
            version: 1
            name: UnderTheHomeIndicator
            kind: carousel
            devices: [iphone-15]
            insets: { top: 120, leading: 24, trailing: 24, bottom: 10 }   # ←
            expandDistance: 200
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: BelowTheIsland
            kind: sheet
            devices: [iphone-15]
            segments:
              - { name: closed, height: 80 }
              - { name: full, height: 100% }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .sheet else { return otherKinds(context) }
        guard context.sheetScan.contains(.safeArea) else { return [] }
        var findings: [Finding] = []
        // The profile and the configuration are read where a finding needs them: copying
        // them for every device of every sheet cost more than the check.
        for d in context.sheets.indices {
            let behavior = context.sheets[d]
            let usable = context.devices[d].usableHeight
            // Above the container is segment-bounds' error; here: on screen, but in the inset.
            // By position: a height less than half a pixel above the usable height is at it
            // (647.1 pt on iphone-se is where 100% is), not in the inset.
            for (i, h) in behavior.heights.enumerated() where h > usable && !context.devices[d].isSamePosition(h, usable) && h <= behavior.containerHeight {
                let device = context.devices[d], c = behavior.configuration
                let t = CheckContext.pts([h, usable], on: device)
                // The edge and the inset it is inside are a compared pair too: never alike.
                let e = CheckContext.pts([behavior.containerHeight - h, device.safeAreaTop], on: device)
                findings.append(finding(
                    "segments.\(i).height",
                    "segment '\(c.segments[i].name)' (\(t[0])) puts the card's top edge \(e[0]) from the top of the screen, inside the \(e[1]) top safe area (status bar, notch or Dynamic Island); the usable height is \(t[1])",
                    device: device
                ))
            }
        }
        return findings
    }

    /// Decks, stacks and carousels: the parts `ScreenFit` finds under a safe area (what leaves
    /// the screen is `card-bounds`').
    private func otherKinds(_ context: CheckContext) -> [Finding] {
        context.screenOverflows.isEmpty ? [] : ScreenFit.findings(of: self, context, across: .safeArea)
    }
}
