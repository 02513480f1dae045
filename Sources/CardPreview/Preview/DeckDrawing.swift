import CardEngine
import CardChecker
import CardHost

/// A deck on each device: the visible cards at each depth with their insets, as CardHost places
/// them (`CardScene`: the engine's `DeckLayout` depths, the deck centred in the safe area); the lines the top card's centre must pass for a release
/// to swipe it each enabled way; where it ends when released at a line; and, per axis, a map of
/// the outcome over translation and velocity from the engine's `DeckBehavior`.
package struct DeckDrawing: OneScreenDrawing {
    package let configuration: DeckConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        return "deck · \(PreviewText.number(c.width)) × \(PreviewText.number(c.height)) pt cards, \(c.visible) visible, inset \(PreviewText.number(c.horizontalInset)) / \(PreviewText.number(c.verticalInset)) pt per depth · swipes \(c.directions.map(\.rawValue).joined(separator: ", ")); a release faster than \(PreviewText.number(c.thresholds.velocity)) pt/s is a flick"
    }

    package static let drawnDepths = 30
    /// How far past the screen a drawing reaches at most, each way: a card or an exit frame
    /// further out is cut at this line (the caption gives its exact place).
    package static let reach = 400.0

    /// Everything placed on a panel, in screen coordinates (the screen's top left is 0, 0).
    package struct Layout: OneScreenLayout {
        /// The deck at rest as CardHost places it; `cards` are its views' boxes, bounded.
        var scene: CardScene?
        var cards: [(depth: Int, box: TextBox)] = []
        var exits: [(direction: SwipeDirection, box: TextBox, whole: Bool)] = []
        var lines: [(direction: SwipeDirection, threshold: Double, x1: Double, y1: Double, x2: Double, y2: Double)] = []
        /// What is drawn, bounded by `reach`.
        var bounds = TextBox(x: 0, y: 0, width: 0, height: 0)
        var tags = PanelTags(findings: [], top: 0, bottom: 0) { _ in nil }
        var captions: [String] = []
        package var screenX = 0.0
        package var screenY = 0.0
        package var width = 0.0
        package var height = 0.0
        package var titleX: Double { 4 }
        package var loose: [PreviewFinding] { tags.loose }
    }

    /// The deck at rest on the device at `index`, as CardHost places it (the first
    /// `drawnDepths` cards).
    func scene(_ index: Int) -> CardScene {
        let container = PanelParts.container(context.devices[index])
        let cards = min(DeckLayout(configuration: configuration).visibleCount(remaining: configuration.visible), Self.drawnDepths)
        return DeckMotion(configuration: configuration, container: container, cardCount: cards).frame(at: 0).scene(in: container)
    }

    package func layout(_ index: Int, findings: [PreviewFinding]) -> Layout {
        let profile = context.devices[index]
        let c = configuration
        let layout = DeckLayout(configuration: c)
        let behavior = DeckBehavior(configuration: c)
        let w = profile.width, h = profile.height
        // The deck at rest where the engine places it (and CardHost draws it): centred in the
        // safe area.
        let scene = self.scene(index)
        let container = PanelParts.container(profile)
        let centre = layout.centre(in: container), origin = layout.origin(in: container)
        let cx = centre.x, cy = centre.y
        var l = Layout()
        l.scene = scene
        let limit = TextBox(x: -Self.reach, y: -Self.reach, width: w + 2 * Self.reach, height: h + 2 * Self.reach)
        func bounded(_ box: TextBox) -> TextBox {
            box.clipped(to: limit) ?? TextBox(x: min(max(box.x, limit.x), limit.right), y: min(max(box.y, limit.y), limit.bottom), width: 0, height: 0)
        }
        let depths = layout.visibleCount(remaining: c.visible)
        for index in 0..<scene.viewCount {
            guard let view = scene.view(at: index) else { continue }
            let f = view.frame
            l.cards.append((scene.viewCount - 1 - index, bounded(TextBox(x: f.x, y: f.y, width: f.width, height: f.height))))
        }
        var ends: [String] = []
        for d in c.directions {
            let t = behavior.threshold(d)
            let tx = d == .left ? -t : (d == .right ? t : 0), ty = d == .up ? -t : (d == .down ? t : 0)
            let e = layout.exitCentre(direction: d, translationX: tx, translationY: ty)
            let whole = TextBox(x: cx + e.x - c.width / 2, y: cy + e.y - c.height / 2, width: c.width, height: c.height)
            // A frame past `reach` is moved in to it (cut only if larger than the room), so
            // that it shows at the edge it leaves by.
            var dx = 0.0, dy = 0.0
            if whole.right > limit.right { dx = limit.right - whole.right }
            if whole.x + dx < limit.x { dx = limit.x - whole.x }
            if whole.bottom > limit.bottom { dy = limit.bottom - whole.bottom }
            if whole.y + dy < limit.y { dy = limit.y - whole.y }
            let box = bounded(TextBox(x: whole.x + dx, y: whole.y + dy, width: whole.width, height: whole.height))
            l.exits.append((d, box, box == whole))
            if box != whole { ends.append("\(d.rawValue) \(PreviewText.points(abs(d == .left || d == .right ? e.x : e.y)))") }
            switch d {
            case .left: l.lines.append((d, t, max(cx - t, limit.x), 0, max(cx - t, limit.x), h))
            case .right: l.lines.append((d, t, min(cx + t, limit.right), 0, min(cx + t, limit.right), h))
            case .up: l.lines.append((d, t, 0, max(cy - t, limit.y), w, max(cy - t, limit.y)))
            case .down: l.lines.append((d, t, 0, min(cy + t, limit.bottom), w, min(cy + t, limit.bottom)))
            }
        }
        var x0 = 0.0, y0 = 0.0, x1 = w, y1 = h
        for box in l.cards.map({ $0.box }) + l.exits.map({ $0.box }) {
            x0 = min(x0, box.x); y0 = min(y0, box.y); x1 = max(x1, box.right); y1 = max(y1, box.bottom)
        }
        for line in l.lines {
            x0 = min(x0, line.x1); x1 = max(x1, line.x2); y0 = min(y0, line.y1); y1 = max(y1, line.y2)
        }
        l.bounds = TextBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let top = l.cards.last?.box ?? TextBox(x: origin.x, y: origin.y, width: c.width, height: c.height)
        let exits = l.exits, lines = l.lines
        l.tags = PanelTags(findings: findings, top: y0, bottom: y1) { path in
            let parts = path.split(separator: ".").map(String.init)
            switch parts.first ?? "" {
            case "size", "visible", "insets", "appearance":
                return top
            case "exit":
                return exits.first?.box
            case "directions":
                if parts.count > 1, let k = Int(parts[1]), c.directions.indices.contains(k) {
                    return exits.first(where: { $0.direction == c.directions[k] })?.box
                }
                return exits.first?.box
            case "thresholds":
                let named = parts.count > 1 ? lines.first(where: { $0.direction.rawValue == parts[1] }) : nil
                guard let line = named ?? lines.first else { return top }
                return TextBox(x: line.x1 - 1, y: line.y1 - 1, width: line.x2 - line.x1 + 2, height: line.y2 - line.y1 + 2)
            default:
                return nil
            }
        }
        l.screenX = -x0 + 4
        l.screenY = 34 + Double(l.tags.loose.count) * 14 - y0
        let drawnWidth = x1 - x0 + 8 + (l.tags.placed.isEmpty ? 0 : 18 + l.tags.width)
        let title = TextBox.width(PanelParts.deviceTitle(profile), class: "device")
        l.width = max(drawnWidth, title + 8, PanelParts.badgesWidth(l.tags.loose) + 8)
        var captions = ["the top card’s centre commits " + l.lines.map { "\($0.direction.rawValue) past \(PreviewText.points($0.threshold))" }.joined(separator: ", ") + " (green lines); dashed: where it ends"]
        if !ends.isEmpty { captions.append("frames further than \(PreviewText.points(Self.reach)) from the screen are drawn at that distance: the card ends " + ends.joined(separator: ", ") + " from the centre") }
        let unreachable = c.directions.filter { PanelParts.isUnreachable($0.rawValue, context, device: index) }
        if !unreachable.isEmpty {
            captions.append("unreachable: no gesture swipes the card " + unreachable.map(\.rawValue).joined(separator: ", ") + " (dotted grey frame)")
        }
        captions.append("\(depths) card\(depths == 1 ? "" : "s") visible, each depth \(PreviewText.points(c.horizontalInset)) in and \(PreviewText.points(c.verticalInset)) down")
        l.captions = captions.flatMap { TextBox.wrapped($0, class: "label", width: max(l.width - 8, 120)) }
        l.width = max(l.width, (l.captions.map { TextBox.width($0, class: $0.hasPrefix("unreachable:") ? "unreachable-label" : "label") }.max() ?? 0) + 8)
        let below = max(y1, l.tags.bottom) + 20
        l.height = l.screenY + below + Double(l.captions.count) * 16
        return l
    }

    package func drawScreen(_ index: Int, _ l: Layout, into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        PanelParts.screen(profile, into: &svg)
        let r = configuration.appearance.cornerRadius
        // Where a release at each commit line sends the top card: its frame at the exit centre,
        // cut where it would run past `reach`.
        for e in l.exits {
            // A direction no swipe reaches: its exit frame grey and dotted (the caption says so).
            let unreachable = PanelParts.isUnreachable(e.direction.rawValue, context, device: index)
            svg.rect(x: e.box.x, y: e.box.y, width: e.box.width, height: e.box.height, radius: e.whole ? r : 0, class: unreachable ? "ghost unreachable" : "ghost") {
                $0.attribute("data-exit", e.direction.rawValue)
                if unreachable { $0.attribute("data-state", e.direction.rawValue) }
            }
        }
        // The scene's views, as an adapter draws them (a card further than `reach` off the
        // screen is drawn as it is: the panel's bounds stop at `reach`).
        if let scene = l.scene {
            PanelParts.views(of: scene, class: "card", into: &svg) { view, svg in
                svg.attribute("data-depth", Double(scene.viewCount - 1 - view.zIndex))
            }
        }
        for line in l.lines {
            svg.line(x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2, class: "commit")
        }
        l.tags.draw(x: l.bounds.right + 18, into: &svg)
        var y = max(l.bounds.bottom, l.tags.bottom) + 16
        for caption in l.captions {
            if caption.hasPrefix("unreachable:") {
                svg.label(caption, x: l.bounds.x, y: y, class: "unreachable-label")
            } else {
                svg.label(caption, x: l.bounds.x, y: y, class: "label")
            }
            y += 16
        }
    }

    /// The axes with an enabled direction: horizontal, vertical.
    private var axes: [Bool] {
        [true, false].filter { horizontal in configuration.directions.contains { ($0 == .left || $0 == .right) == horizontal } }
    }

    package func releaseChartCount(_ index: Int) -> Int { axes.count }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] {
        let profile = context.devices[index]
        let behavior = DeckBehavior(configuration: configuration)
        let vt = configuration.thresholds.velocity
        let top = vt > 0 && vt.isFinite ? 2 * vt : 2200
        let names = DeckBehavior.Outcome.allCases.map(\.rawValue)
        let colours = ["#999999", PreviewStyle.colour(0), PreviewStyle.colour(1), PreviewStyle.colour(2), PreviewStyle.colour(4)]
        var charts: [ReleaseChart] = []
        for horizontal in axes.prefix(max(0, limit)) {
            let axis: [SwipeDirection] = horizontal ? [.left, .right] : [.up, .down]
            // The reach each way: they differ when the safe area is not centred on the screen.
            let container = PanelParts.container(profile)
            let back = DeckBehavior.maximumTravel(axis[0], configuration: configuration, in: container)
            let forth = DeckBehavior.maximumTravel(axis[1], configuration: configuration, in: container)
            // Velocity rows run from the fastest rightward (or downward) release at the top.
            let map = ReleaseMap(left: -back, right: forth, top: top, bottom: -top) { t, v in
                let outcome = horizontal
                    ? behavior.outcome(translationX: t, translationY: 0, velocityX: v, velocityY: 0)
                    : behavior.outcome(translationX: 0, translationY: t, velocityX: 0, velocityY: v)
                return DeckBehavior.Outcome.allCases.firstIndex(of: outcome) ?? 0
            }
            var marks: [(value: Double, label: String, dashed: Bool)] = [(0, "centre", false)]
            for d in axis where behavior.isEnabled(d) {
                let t = behavior.threshold(d)
                marks.append((d == .left || d == .up ? -t : t, "", true))
            }
            charts.append(ReleaseChart(
                title: horizontal ? "sideways (x)" : "up and down (y)", device: profile.name, start: horizontal ? "x" : "y", map: map,
                outcomeName: { names[$0] }, outcomeColour: { colours[$0] },
                positionLabel: horizontal ? "translation x (pt, right +)" : "translation y (pt, down +)",
                velocityLabel: horizontal ? "velocity x (pt/s)" : "velocity y (pt/s)",
                positionMarks: marks, velocityMarks: vt < top ? [vt, -vt] : []
            ))
        }
        return charts
    }
}
