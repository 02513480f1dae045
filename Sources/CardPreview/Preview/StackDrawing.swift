import CardEngine
import CardChecker

/// A stack on each device: two screens, collapsed and expanded, with every card's frame from
/// the engine's `StackLayout` (CardsStack's frame formula) drawn from the top of the safe
/// area, the stack's height outlined, and `offset` and `spacing` named.
package struct StackDrawing: TwoScreenDrawing {
    package let configuration: StackConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        return "stack · \(c.cards) card\(c.cards == 1 ? "" : "s") of \(PreviewText.points(c.cardHeight)), offset \(PreviewText.points(c.offset)), spacing \(PreviewText.number(c.spacing.leading)) / \(PreviewText.number(c.spacing.trailing)) / \(PreviewText.number(c.spacing.vertical)) pt (leading / trailing / vertical) · \(PreviewText.points(c.collapsedHeight)) collapsed, \(PreviewText.points(c.expandedHeight)) expanded, starts \(c.initial.rawValue) · commits past \(PreviewText.points(c.thresholds.upward)) up, \(PreviewText.points(c.thresholds.downward)) down"
            + (c.thresholds.velocity.isFinite ? "; a release faster than \(PreviewText.number(c.thresholds.velocity)) pt/s is a flick and its direction decides" : "")
    }

    /// At most this many cards are drawn; the summary gives the count.
    package static let drawnCards = 60

    /// The two screens, left to right.
    private static let states: [StackState] = [.collapsed, .expanded]
    package var drawnStates: [String] { Self.states.map(\.rawValue) }

    /// The findings placed at what they concern: a phase's stack outline or a card of the
    /// initial phase, in the coordinates of the collapsed screen's group.
    package func tags(_ index: Int, findings: [PreviewFinding]) -> PanelTags {
        let profile = context.devices[index]
        let c = configuration
        let layout = StackLayout(configuration: c, containerWidth: profile.width)
        let screen = TextBox(x: 0, y: 0, width: profile.width, height: profile.height)
        func phaseOffset(_ state: StackState) -> Double { state == .collapsed ? 0 : profile.width + Self.gap }
        func outline(_ state: StackState) -> TextBox {
            let height = state == .collapsed ? c.collapsedHeight : c.expandedHeight
            let shown = min(max(0, height), profile.height - profile.safeAreaTop)
            return TextBox(x: phaseOffset(state), y: profile.safeAreaTop, width: profile.width, height: max(0, shown))
        }
        func card(_ k: Int, _ state: StackState) -> TextBox {
            guard c.cards > 0 else { return outline(state) }
            let f = layout.frame(index: min(k, c.cards - 1), phase: state == .collapsed ? .collapsed : .expanded)
            let box = TextBox(x: f.x, y: profile.safeAreaTop + f.y, width: f.width, height: f.height).clipped(to: screen)
                ?? TextBox(x: 0, y: profile.safeAreaTop, width: 0, height: 0)
            return TextBox(x: box.x + phaseOffset(state), y: box.y, width: box.width, height: box.height)
        }
        return PanelTags(findings: findings, top: 0, bottom: profile.height) { path in
            let parts = path.split(separator: ".").map(String.init)
            switch parts.first ?? "" {
            case "height":
                if parts.count > 1 && parts[1] == "collapsed" { return outline(.collapsed) }
                if parts.count > 1 && parts[1] == "expanded" { return outline(.expanded) }
                return outline(c.initial)
            case "cardHeight", "cards", "appearance":
                return card(0, c.initial)
            case "offset":
                return card(1, .collapsed)
            case "spacing":
                return card(0, .expanded)
            case "thresholds", "initial":
                return outline(c.initial)
            default:
                return nil
            }
        }
    }

    package func caption(_ k: Int, _ index: Int) -> String {
        let c = configuration
        let state = Self.states[k]
        let height = state == .collapsed ? c.collapsedHeight : c.expandedHeight
        // The distance the marked line measures: `offset` collapsed, `spacing.vertical` expanded.
        let measure = state == .collapsed ? "offset \(PreviewText.points(c.offset))" : "spacing \(PreviewText.points(c.spacing.vertical))"
        return "\(state.rawValue)\(state == c.initial ? " (initial)" : ""): stack \(PreviewText.points(height))" + (c.cards > 1 ? " · \(measure) (black line)" : "")
    }

    package func drawScreen(_ k: Int, _ index: Int, into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = StackLayout(configuration: configuration, containerWidth: profile.width)
        let state = Self.states[k]
        let phase: StackLayout.Phase = state == .collapsed ? .collapsed : .expanded
        // The stack shows its cards within its height (what hidden-cards checks): each card
        // is drawn solid there, and dashed where it runs past it, up to the screen's bottom.
        let stackHeight = state == .collapsed ? configuration.collapsedHeight : configuration.expandedHeight
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
            let f = layout.frame(index: card, phase: phase)
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: configuration.appearance.cornerRadius, class: "ghost") {
                $0.attribute("clip-path", "url(#screen-\(index)-\(k))")
            }
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: configuration.appearance.cornerRadius, class: "card") {
                $0.attribute("data-card", Double(card))
                $0.attribute("clip-path", "url(#clip-\(index)-\(k))")
            }
        }
        // The two distances the frame formula adds: `offset` between collapsed cards,
        // `spacing.vertical` between expanded ones; the caption names the marked one.
        if configuration.cards > 1 {
            let (from, to) = state == .collapsed
                ? (layout.collapsedY(index: 1), layout.collapsedY(index: min(2, configuration.cards - 1)))
                : (layout.expandedY(index: 0) + configuration.cardHeight, layout.expandedY(index: 1))
            if to > from && to < profile.height - profile.safeAreaTop {
                let x = profile.width - configuration.spacing.trailing - 14
                svg.line(x1: x, y1: from, x2: x, y2: to, class: "mark")
            }
        }
        svg.endGroup()
    }
}
