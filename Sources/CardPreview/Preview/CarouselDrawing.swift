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

    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let p = context.devices[index]
        return (2 * p.width + 40, 34 + Double(findings.count) * 14 + p.height + 34)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let layout = CarouselLayout(configuration: configuration, device: profile)
        svg.label(PanelParts.deviceTitle(profile), x: 0, y: 14, class: "device")
        let screenTop = PanelParts.badges(findings, x: 0, y: 30, into: &svg) + 4
        let r = configuration.appearance.cornerRadius
        for (k, state) in CarouselState.allCases.enumerated() {
            svg.group(x: Double(k) * (profile.width + 40), y: screenTop, class: "screen-group") {
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
            let f = state == .collapsed ? layout.collapsedFrame : layout.expandedFrame
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: state == .collapsed ? r : 0, class: "card") {
                $0.attribute("data-state", state.rawValue)
            }
            let caption = state == .collapsed
                ? "collapsed: neighbours peek \(PreviewText.points(layout.visiblePeek)), \(PreviewText.points(configuration.spacing)) apart"
                : "expanded: the whole screen"
            svg.label(caption, x: 0, y: profile.height + 16, class: "name")
            svg.endGroup()
        }
    }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] { [] }
    package func releaseChartCount(_ index: Int) -> Int { 0 }
}
