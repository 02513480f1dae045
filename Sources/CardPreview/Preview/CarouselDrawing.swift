import CardEngine
import CardChecker

/// A carousel on each device: the collapsed card with its neighbours one page either side (so
/// their peeks and the spacing show), and the expanded card, from the engine's `CarouselLayout`.
package struct CarouselDrawing: CardDrawing {
    package let configuration: CarouselConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        let i = c.insets
        return "carousel · insets \(PreviewText.number(i.top)) / \(PreviewText.number(i.leading)) / \(PreviewText.number(i.trailing)) / \(PreviewText.number(i.bottom)) pt (top / leading / trailing / bottom), peek \(PreviewText.points(c.peek)), spacing \(PreviewText.points(c.spacing)) · expands over \(PreviewText.points(c.expandDistance)) of scrolling, past \(SheetDrawing.length(c.expandThreshold))"
    }

    package static let gap = 40.0

    /// The findings placed at what they concern: the collapsed card (its insets, peek and
    /// spacing) or the expanded one, in the coordinates of the collapsed screen's group.
    private func tags(_ index: Int, findings: [PreviewFinding]) -> PanelTags {
        let profile = context.devices[index]
        let layout = CarouselLayout(configuration: configuration, device: profile)
        let screen = TextBox(x: 0, y: 0, width: profile.width, height: profile.height)
        func box(_ f: CardRect, offset: Double) -> TextBox {
            let b = TextBox(x: f.x, y: f.y, width: f.width, height: f.height).clipped(to: screen) ?? TextBox(x: 0, y: 0, width: 0, height: 0)
            return TextBox(x: b.x + offset, y: b.y, width: b.width, height: b.height)
        }
        return PanelTags(findings: findings, top: 0, bottom: profile.height) { path in
            switch path.split(separator: ".").first.map(String.init) ?? "" {
            case "insets", "peek", "spacing", "appearance", "cardHeight", "height", "size":
                return box(layout.collapsedFrame, offset: 0)
            case "expandDistance", "thresholds", "expanded":
                return box(layout.expandedFrame, offset: profile.width + Self.gap)
            default:
                return nil
            }
        }
    }

    private func captions(_ index: Int) -> [[String]] {
        let profile = context.devices[index]
        let layout = CarouselLayout(configuration: configuration, device: profile)
        return CarouselState.allCases.map { state in
            let text = state == .collapsed
                ? "collapsed: neighbours peek \(PreviewText.points(layout.visiblePeek)), \(PreviewText.points(configuration.spacing)) apart"
                : "expanded: the whole screen"
            let unreachable = PanelParts.isUnreachable(state.rawValue, context, device: index) ? [PanelParts.unreachableLabel] : []
            return TextBox.wrapped(text, class: "name", width: max(profile.width + Self.gap - 8, 60)) + unreachable
        }
    }

    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let p = context.devices[index]
        let t = tags(index, findings: findings)
        let lines = Double(captions(index).map(\.count).max() ?? 1)
        let drawn = 2 * p.width + Self.gap + (t.placed.isEmpty ? 0 : 18 + t.width) + 4
        let title = TextBox.width(PanelParts.deviceTitle(p), class: "device")
        return (max(drawn, title + 4, PanelParts.badgesWidth(t.loose) + 4), 34 + Double(t.loose.count) * 14 + max(p.height, t.bottom) + 8 + lines * 16)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = CarouselLayout(configuration: configuration, device: profile)
        let t = tags(index, findings: findings)
        let captionLines = captions(index)
        svg.label(PanelParts.deviceTitle(profile), x: 0, y: 14, class: "device")
        let screenTop = PanelParts.badges(t.loose, x: 0, y: 30, into: &svg) + 4
        let captionTop = max(profile.height, t.bottom) + 16
        let r = configuration.appearance.cornerRadius
        for (k, state) in CarouselState.allCases.enumerated() {
            svg.group(x: Double(k) * (profile.width + Self.gap), y: screenTop, class: "screen-group") {
                $0.attribute("data-device", profile.name)
                $0.attribute("data-state", state.rawValue)
            }
            let clip = "clip-\(index)-\(k)"
            svg.raw("<clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\"")
            svg.attribute("width", profile.width)
            svg.attribute("height", profile.height)
            svg.raw("/></clipPath>\n")
            PanelParts.screen(profile, into: &svg)
            if state == .collapsed {
                for step in [-1, 1] {
                    let f = layout.neighbourFrame(step: step)
                    svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: r, class: "ghost") {
                        $0.attribute("clip-path", "url(#\(clip))")
                        $0.attribute("data-neighbour", Double(step))
                    }
                }
            }
            // Clipped to the screen like the neighbours: a card taller than the screen stays
            // out of the caption.
            let f = state == .collapsed ? layout.collapsedFrame : layout.expandedFrame
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: state == .collapsed ? r : 0, class: "card") {
                $0.attribute("data-state", state.rawValue)
                $0.attribute("clip-path", "url(#\(clip))")
            }
            var y = captionTop
            let unreachable = PanelParts.isUnreachable(state.rawValue, context, device: index)
            if unreachable {
                // A state no gesture reaches: its screen outlined grey and dotted, and said under it.
                svg.rect(x: 0, y: 0, width: profile.width, height: profile.height, class: "unreachable") { $0.attribute("data-state", state.rawValue) }
            }
            PanelParts.captions(captionLines[k], unreachable: unreachable, y: &y, into: &svg)
            if k == 0 { t.draw(x: 2 * profile.width + Self.gap + 18, into: &svg) }
            svg.endGroup()
        }
    }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] { [] }
    package func releaseChartCount(_ index: Int) -> Int { 0 }
}
