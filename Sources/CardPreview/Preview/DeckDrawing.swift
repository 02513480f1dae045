import CardEngine
import CardChecker

/// A deck on each device: the visible cards at each depth with their insets, centred on the
/// screen (the engine's `DeckLayout`); the lines the top card's centre must pass for a release
/// to swipe it each enabled way; where it ends when released at a line; and, per axis, a map of
/// the outcome over translation and velocity from the engine's `DeckBehavior`.
package struct DeckDrawing: CardDrawing {
    package let configuration: DeckConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        return "deck · \(PreviewText.number(c.width)) × \(PreviewText.number(c.height)) pt cards, \(c.visible) visible, inset \(PreviewText.number(c.horizontalInset)) / \(PreviewText.number(c.verticalInset)) pt per depth · swipes \(c.directions.map(\.rawValue).joined(separator: ", ")); a release faster than \(PreviewText.number(c.thresholds.velocity)) pt/s is a flick"
    }

    /// Room either side of the screen for where swiped cards end.
    private func margin(_ profile: DeviceProfile) -> Double {
        let behavior = DeckBehavior(configuration: configuration)
        var needed = 0.0
        for d in configuration.directions {
            let t = behavior.threshold(d)
            let e = DeckLayout(configuration: configuration).exitCentre(direction: d, translationX: d == .left ? -t : (d == .right ? t : 0), translationY: 0)
            needed = max(needed, abs(e.x) + configuration.width / 2 - profile.width / 2)
        }
        return min(400, max(20, needed + 10))
    }

    package static let drawnDepths = 30

    /// The lowest thing drawn, from the screen's top: the screen, the deepest card, or a card
    /// that has left downward (capped, like the margins).
    private func lowestEdge(_ profile: DeviceProfile) -> Double {
        let c = configuration
        let depths = Double(max(0, min(c.visible, Self.drawnDepths) - 1))
        var lowest = max(profile.height, (profile.height + c.height) / 2 + depths * c.verticalInset)
        lowest = max(lowest, (profile.height + c.height) / 2 + c.exit.drop)
        if c.directions.contains(.down) {
            lowest = max(lowest, (profile.height + c.height) / 2 + DeckBehavior(configuration: c).threshold(.down) + c.exit.distance)
        }
        return min(lowest, profile.height + 400)
    }

    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let p = context.devices[index]
        return (p.width + 2 * margin(p), 34 + Double(findings.count) * 14 + lowestEdge(p) + 40)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = DeckLayout(configuration: configuration)
        let behavior = DeckBehavior(configuration: configuration)
        let m = margin(profile)
        svg.label(PanelParts.deviceTitle(profile), x: m, y: 14, class: "device")
        let screenTop = PanelParts.badges(findings, x: m, y: 30, into: &svg) + 4
        svg.group(x: m, y: screenTop, class: "screen-group") { $0.attribute("data-device", profile.name) }
        PanelParts.screen(profile, into: &svg)
        let w = profile.width, h = profile.height
        let originX = (w - configuration.width) / 2, originY = (h - configuration.height) / 2
        let cx = w / 2, cy = h / 2
        let r = configuration.appearance.cornerRadius
        // Where a release at each commit line sends the top card: its frame at the exit centre.
        for d in configuration.directions {
            let t = behavior.threshold(d)
            let tx = d == .left ? -t : (d == .right ? t : 0), ty = d == .up ? -t : (d == .down ? t : 0)
            let e = layout.exitCentre(direction: d, translationX: tx, translationY: ty)
            svg.rect(x: cx + e.x - configuration.width / 2, y: cy + e.y - configuration.height / 2, width: configuration.width,
                     height: configuration.height, radius: r, class: "ghost") { $0.attribute("data-exit", d.rawValue) }
        }
        let depths = layout.visibleCount(remaining: configuration.visible)
        for depth in stride(from: min(depths, Self.drawnDepths) - 1, through: 0, by: -1) {
            let f = layout.frame(depth: depth)
            svg.rect(x: originX + f.x, y: originY + f.y, width: f.width, height: f.height, radius: r, class: "card") {
                $0.attribute("data-depth", Double(depth))
            }
        }
        var captions: [String] = []
        for d in configuration.directions {
            let t = behavior.threshold(d)
            switch d {
            case .left: svg.line(x1: cx - t, y1: 0, x2: cx - t, y2: h, class: "commit")
            case .right: svg.line(x1: cx + t, y1: 0, x2: cx + t, y2: h, class: "commit")
            case .up: svg.line(x1: 0, y1: cy - t, x2: w, y2: cy - t, class: "commit")
            case .down: svg.line(x1: 0, y1: cy + t, x2: w, y2: cy + t, class: "commit")
            }
            captions.append("\(d.rawValue) past \(PreviewText.points(t))")
        }
        let below = lowestEdge(profile) + 16
        svg.label("the top card’s centre commits " + captions.joined(separator: ", ") + " (green lines); dashed: where it ends", x: 0, y: below, class: "label")
        svg.label("\(depths) card\(depths == 1 ? "" : "s") visible, each depth \(PreviewText.points(configuration.horizontalInset)) in and \(PreviewText.points(configuration.verticalInset)) down", x: 0, y: below + 16, class: "label")
        svg.endGroup()
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
            let travel = DeckBehavior.maximumTravel(axis[0], configuration: configuration, containerWidth: profile.width, containerHeight: profile.height)
            // Velocity rows run from the fastest rightward (or downward) release at the top.
            let map = ReleaseMap(left: -travel, right: travel, top: top, bottom: -top) { t, v in
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
