import CardEngine
import CardChecker

/// A kind drawn as one screen with what it needs placed around it (a sheet's state labels and
/// threshold arrows, a deck's exit frames and commit lines): the kind's layout sizes the panel
/// and places the screen in it; the device's title and the findings placed nowhere else go above
/// it, drawn here once.
package protocol OneScreenDrawing: CardDrawing {
    associatedtype Layout: OneScreenLayout
    var context: CheckContext { get }
    func layout(_ index: Int, findings: [PreviewFinding]) -> Layout
    /// Draws the screen and what is around it, with the origin at the screen's top left.
    func drawScreen(_ index: Int, _ layout: Layout, into svg: inout SVGBuilder)
}

extension OneScreenDrawing {
    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let l = layout(index, findings: findings)
        return (l.width, l.height)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let l = layout(index, findings: findings)
        svg.label(PanelParts.deviceTitle(profile), x: l.titleX, y: 14, class: "device")
        PanelParts.badges(l.loose, x: l.titleX, y: 30, into: &svg)
        svg.group(x: l.screenX, y: l.screenY, class: "screen-group") { $0.attribute("data-device", profile.name) }
        drawScreen(index, l, into: &svg)
        svg.endGroup()
    }
}
