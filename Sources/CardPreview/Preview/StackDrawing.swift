import CardEngine
import CardChecker

/// A stack on each device: two screens, collapsed and expanded, with every card's frame from
/// the engine's `StackLayout` (CardsStack's frame formula) drawn from the top of the safe
/// area, the stack's height outlined, and `offset` and `spacing` named.
package struct StackDrawing: CardDrawing {
    package let configuration: StackConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        return "stack · \(c.cards) card\(c.cards == 1 ? "" : "s") of \(PreviewText.points(c.cardHeight)), offset \(PreviewText.points(c.offset)), spacing \(PreviewText.number(c.spacing.leading)) / \(PreviewText.number(c.spacing.trailing)) / \(PreviewText.number(c.spacing.vertical)) pt (leading / trailing / vertical) · \(PreviewText.points(c.collapsedHeight)) collapsed, \(PreviewText.points(c.expandedHeight)) expanded, starts \(c.initial.rawValue) · commits past \(PreviewText.points(c.thresholds.upward)) up, \(PreviewText.points(c.thresholds.downward)) down"
    }

    /// At most this many cards are drawn; the summary gives the count.
    package static let drawnCards = 60

    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let p = context.devices[index]
        return (2 * p.width + 40, 34 + Double(findings.count) * 14 + p.height + 34)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = StackLayout(configuration: configuration, containerWidth: profile.width)
        svg.label(PanelParts.deviceTitle(profile), x: 0, y: 14, class: "device")
        let screenTop = PanelParts.badges(findings, x: 0, y: 30, into: &svg) + 4
        for (k, phase) in [(StackLayout.Phase.collapsed, StackState.collapsed), (.expanded, .expanded)].enumerated() {
            svg.group(x: Double(k) * (profile.width + 40), y: screenTop, class: "screen-group") {
                $0.attribute("data-device", profile.name)
                $0.attribute("data-state", phase.1.rawValue)
            }
            // The stack shows its cards within its height (what hidden-cards checks): each card
            // is drawn solid there, and dashed where it runs past it, up to the screen's bottom.
            let stackHeight = phase.1 == .collapsed ? configuration.collapsedHeight : configuration.expandedHeight
            let shown = min(stackHeight, profile.height - profile.safeAreaTop)
            for (id, height) in [("clip-\(index)-\(k)", shown), ("screen-\(index)-\(k)", profile.height - profile.safeAreaTop)] {
                svg.raw("<clipPath id=\"\(id)\"><rect x=\"0\" y=\"0\"")
                svg.attribute("width", profile.width)
                svg.attribute("height", max(0, height))
                svg.raw("/></clipPath>\n")
            }
            PanelParts.screen(profile, into: &svg)
            svg.group(x: 0, y: profile.safeAreaTop)
            svg.rect(x: 0, y: 0, width: profile.width, height: shown, class: "outline")
            for card in 0..<min(configuration.cards, Self.drawnCards) {
                let f = layout.frame(index: card, phase: phase.0)
                svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: configuration.appearance.cornerRadius, class: "ghost") {
                    $0.attribute("clip-path", "url(#screen-\(index)-\(k))")
                }
                svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: configuration.appearance.cornerRadius, class: "card") {
                    $0.attribute("data-card", Double(card))
                    $0.attribute("clip-path", "url(#clip-\(index)-\(k))")
                }
            }
            // The two distances the frame formula adds: `offset` between collapsed cards,
            // `spacing.vertical` between expanded ones.
            if configuration.cards > 1 {
                let (from, to, text) = phase.1 == .collapsed
                    ? (layout.collapsedY(index: 1), layout.collapsedY(index: min(2, configuration.cards - 1)), "offset \(PreviewText.points(configuration.offset))")
                    : (layout.expandedY(index: 0) + configuration.cardHeight, layout.expandedY(index: 1), "spacing \(PreviewText.points(configuration.spacing.vertical))")
                if to > from && to < profile.height {
                    let x = profile.width - configuration.spacing.trailing - 14
                    svg.line(x1: x, y1: from, x2: x, y2: to, class: "mark")
                    svg.label(text, x: x - 4, y: (from + to) / 2 + 4, class: "small", anchor: "end")
                }
            }
            svg.endGroup()
            svg.label("\(phase.1.rawValue)\(phase.1 == configuration.initial ? " (initial)" : ""): stack \(PreviewText.points(stackHeight))",
                      x: 0, y: profile.height + 16, class: "name")
            svg.endGroup()
        }
    }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] { [] }
    package func releaseChartCount(_ index: Int) -> Int { 0 }
}
