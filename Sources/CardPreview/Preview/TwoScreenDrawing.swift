import CardEngine
import CardChecker

/// A kind drawn as two screens side by side, one a state (a stack's and a carousel's collapsed
/// and expanded), each captioned under it, the findings tagged right of them. The panel around
/// the screens is drawn here once; each kind draws what is on its screens.
package protocol TwoScreenDrawing: CardDrawing {
    var context: CheckContext { get }
    /// The two states drawn, left to right.
    var drawnStates: [String] { get }
    /// The findings placed at what they concern, in the coordinates of the left screen's group.
    func tags(_ index: Int, findings: [PreviewFinding]) -> PanelTags
    /// The caption under screen `k` for the profile at `index`, before it is wrapped.
    func caption(_ k: Int, _ index: Int) -> String
    /// Draws screen `k` (the screen itself too) for the profile at `index`, with the origin at
    /// the screen's top left.
    func drawScreen(_ k: Int, _ index: Int, into svg: inout SVGBuilder)
}

extension TwoScreenDrawing {
    /// Room between the two screens.
    package static var gap: Double { 40 }

    /// Each screen's caption lines: its caption wrapped to the screen, and the unreachable label
    /// under a state no gesture reaches.
    package func captions(_ index: Int) -> [[String]] {
        let profile = context.devices[index]
        return drawnStates.indices.map { k in
            let unreachable = PanelParts.isUnreachable(drawnStates[k], context, device: index) ? [PanelParts.unreachableLabel] : []
            return TextBox.wrapped(caption(k, index), class: "name", width: max(profile.width + Self.gap - 8, 60)) + unreachable
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
        let t = tags(index, findings: findings)
        let captionLines = captions(index)
        svg.label(PanelParts.deviceTitle(profile), x: 0, y: 14, class: "device")
        let screenTop = PanelParts.badges(t.loose, x: 0, y: 30, into: &svg) + 4
        let captionTop = max(profile.height, t.bottom) + 16
        for (k, state) in drawnStates.enumerated() {
            svg.group(x: Double(k) * (profile.width + Self.gap), y: screenTop, class: "screen-group") {
                $0.attribute("data-device", profile.name)
                $0.attribute("data-state", state)
            }
            drawScreen(k, index, into: &svg)
            var y = captionTop
            let unreachable = PanelParts.isUnreachable(state, context, device: index)
            if unreachable {
                // A state no gesture reaches: its screen outlined grey and dotted, and said under it.
                svg.rect(x: 0, y: 0, width: profile.width, height: profile.height, class: "unreachable") { $0.attribute("data-state", state) }
            }
            PanelParts.captions(captionLines[k], unreachable: unreachable, y: &y, into: &svg)
            if k == 0 { t.draw(x: 2 * profile.width + Self.gap + 18, into: &svg) }
            svg.endGroup()
        }
    }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] { [] }
    package func releaseChartCount(_ index: Int) -> Int { 0 }
}
