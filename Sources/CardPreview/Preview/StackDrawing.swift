import CardEngine
import CardChecker
import CardHost

/// A stack on each device: two screens, collapsed and expanded, each the scene CardHost places
/// (`CardScene`: the engine's `StackLayout` frames, the stack standing on the bottom safe area,
/// clipped to its height), the stack's height outlined, and `offset` and `spacing` named.
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
        let screen = TextBox(x: 0, y: 0, width: profile.width, height: profile.height)
        func phaseOffset(_ state: StackState) -> Double { state == .collapsed ? 0 : profile.width + Self.gap }
        func scene(_ state: StackState) -> CardScene { self.scene(state == .collapsed ? 0 : 1, index) }
        func box(_ f: CardRect, _ state: StackState) -> TextBox {
            let box = TextBox(x: f.x, y: f.y, width: f.width, height: f.height).clipped(to: screen)
                ?? TextBox(x: 0, y: min(max(0, f.y), profile.height), width: 0, height: 0)
            return TextBox(x: box.x + phaseOffset(state), y: box.y, width: box.width, height: box.height)
        }
        func outline(_ state: StackState) -> TextBox {
            box(scene(state).clip ?? CardRect(x: 0, y: profile.height, width: profile.width, height: 0), state)
        }
        func card(_ k: Int, _ state: StackState) -> TextBox {
            let s = scene(state)
            guard c.cards > 0, let view = s.view(at: s.viewCount - 1 - min(k, c.cards - 1)) else { return outline(state) }
            return box(view.frame, state)
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

    /// The stack at rest in screen `k`'s state, as CardHost places it on this device.
    func scene(_ k: Int, _ index: Int) -> CardScene {
        let profile = context.devices[index]
        let state = Self.states[k] == .collapsed ? 0 : 1
        let container = PanelParts.container(profile)
        return StackMotion(configuration: configuration, container: container, initialState: state).frame(at: 0).scene(in: container)
    }

    package func drawScreen(_ k: Int, _ index: Int, into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = StackLayout(configuration: configuration, containerWidth: profile.width)
        let state = Self.states[k]
        // The cards as CardHost places them: the stack stands on the bottom safe area and shows
        // its cards within its height (its clip); each card is drawn solid there, and dashed
        // where it runs past it, within the screen.
        let scene = scene(k, index)
        // The stack's clip as far as the screen shows it (a stack taller than the screen runs
        // off its top).
        let whole = scene.clip ?? CardRect(x: 0, y: 0, width: profile.width, height: profile.height)
        let top = min(max(whole.y, 0), profile.height), bottom = min(max(whole.maxY, top), profile.height)
        let clip = CardRect(x: whole.x, y: top, width: whole.width, height: bottom - top)
        for (id, rect) in [("clip-\(index)-\(k)", clip), ("screen-\(index)-\(k)", CardRect(x: 0, y: 0, width: profile.width, height: profile.height))] {
            svg.raw("<clipPath id=\"\(id)\"><rect")
            svg.attribute("x", rect.x)
            svg.attribute("y", rect.y)
            svg.attribute("width", max(0, rect.width))
            svg.attribute("height", max(0, rect.height))
            svg.raw("/></clipPath>\n")
        }
        PanelParts.screen(profile, into: &svg)
        svg.rect(x: clip.x, y: clip.y, width: clip.width, height: clip.height, class: "outline")
        PanelParts.views(of: scene, class: "ghost", last: Self.drawnCards, clipID: "screen-\(index)-\(k)", into: &svg)
        PanelParts.views(of: scene, class: "card", last: Self.drawnCards, clipID: "clip-\(index)-\(k)", into: &svg) { view, svg in
            svg.attribute("data-card", Double(view.item))
        }
        // The two distances the frame formula adds: `offset` between collapsed cards,
        // `spacing.vertical` between expanded ones; the caption names the marked one.
        if configuration.cards > 1 {
            let (from, to) = state == .collapsed
                ? (layout.collapsedY(index: 1), layout.collapsedY(index: min(2, configuration.cards - 1)))
                : (layout.expandedY(index: 0) + configuration.cardHeight, layout.expandedY(index: 1))
            if to > from && whole.y + from >= 0 && whole.y + to < profile.height {
                let x = profile.width - configuration.spacing.trailing - 14
                svg.line(x1: x, y1: whole.y + from, x2: x, y2: whole.y + to, class: "mark")
            }
        }
    }
}
