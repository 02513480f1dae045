import CardEngine
import CardChecker
import CardHost

/// What each kind of card draws: one panel per device profile, at one SVG unit per point, and
/// the release maps. `CardPreview` lays them out and adds the title and the findings.
package protocol CardDrawing {
    /// The line under the card's name: its kind-specific settings.
    var summary: String { get }
    /// The panel's size for the profile at `index` of the checked profiles.
    func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double)
    /// Draws the panel with its origin at the current origin.
    func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder)
    /// The first `limit` release maps for the profile at `index` (none for kinds without); and
    /// how many there are in all, without computing them.
    func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart]
    func releaseChartCount(_ index: Int) -> Int
    /// The first `limit` film strips for the profile at `index` (sheets only), and how many
    /// there are in all, without sampling them.
    func filmStrips(_ index: Int, limit: Int) -> [FilmStrip]
    func filmStripCount(_ index: Int) -> Int
}

extension CardDrawing {
    package func filmStrips(_ index: Int, limit: Int) -> [FilmStrip] { [] }
    package func filmStripCount(_ index: Int) -> Int { 0 }
}

/// One release map with what is drawn around it.
package struct ReleaseChart {
    package var title: String
    package var device: String
    /// The state or position the gesture starts from, for tests and readers (`data-start`).
    package var start: String
    package var map: ReleaseMap
    /// The name and colour of each outcome index.
    package var outcomeName: (Int) -> String
    package var outcomeColour: (Int) -> String
    package var positionLabel: String
    package var velocityLabel: String
    /// Release positions marked with a vertical line (dashed when `dashed`).
    package var positionMarks: [(value: Double, label: String, dashed: Bool)]
    /// Velocities marked with a horizontal dashed line: the flick bands' edges.
    package var velocityMarks: [Double]
}

/// Drawing helpers the kinds share.
package enum PanelParts {
    /// The screen of `profile` at the origin: outline, shaded safe areas, the Dynamic Island
    /// or status bar, and the home indicator.
    package static func screen(_ profile: DeviceProfile, into svg: inout SVGBuilder) {
        let w = profile.width, h = profile.height
        svg.rect(x: 0, y: 0, width: w, height: h, class: "screen") { $0.attribute("data-device", profile.name) }
        if profile.safeAreaTop > 0 {
            svg.rect(x: 0, y: 0, width: w, height: min(h, profile.safeAreaTop), class: "safe")
            // Profiles with a deep top inset are the phones with a Dynamic Island (59 pt); on the
            // others the shaded inset is the status bar.
            if profile.safeAreaTop >= 44 && profile.orientation == .portrait && w >= 160 {
                svg.rect(x: (w - 126) / 2, y: 11, width: 126, height: 37, radius: 18.5, class: "island")
            }
            // No "status bar" caption: a card that rises into the inset would cover it.
        }
        if profile.safeAreaBottom > 0 {
            svg.rect(x: 0, y: max(0, h - profile.safeAreaBottom), width: w, height: min(h, profile.safeAreaBottom), class: "safe")
            let y = h - min(profile.safeAreaBottom, h) / 2
            svg.line(x1: w / 2 - min(67, w / 3), y1: y, x2: w / 2 + min(67, w / 3), y2: y, class: "home")
        }
    }

    /// `iphone-15, landscape · 852 × 393 pt · @3x`
    package static func deviceTitle(_ profile: DeviceProfile) -> String {
        "\(profile.name) · \(PreviewText.number(profile.width)) × \(PreviewText.number(profile.height)) pt · @\(PreviewText.number(profile.scale))x"
    }

    /// The finding tags at `x`, from `y` down, one line each; returns the y after the last.
    @discardableResult
    package static func badges(_ findings: [PreviewFinding], x: Double, y: Double, into svg: inout SVGBuilder) -> Double {
        var y = y
        for f in findings {
            tag(f, x: x, y: y, into: &svg)
            y += 14
        }
        return y
    }

    /// The label under a phase or beside a state no gesture reaches.
    package static let unreachableLabel = "unreachable: no gesture settles here"

    /// A panel's caption lines, 16 pt apart from `y` on; the unreachable label in its own style
    /// when the panel's state is unreachable.
    package static func captions(_ lines: [String], unreachable: Bool, y: inout Double, into svg: inout SVGBuilder) {
        for line in lines {
            svg.label(line, x: 0, y: y, class: unreachable && line == unreachableLabel ? "unreachable-label" : "name")
            y += 16
        }
    }

    /// Whether the checker finds no gesture that ends in the state named `name` on the
    /// profile at `index` (its `unreachable-state` verdict).
    package static func isUnreachable(_ name: String, _ context: CheckContext, device index: Int) -> Bool {
        guard context.reachability.indices.contains(index), let s = context.spec.stateNames.firstIndex(of: name),
              context.reachability[index].indices.contains(s) else { return false }
        return context.reachability[index][s] == .never
    }

    /// How wide the widest of these findings' tags is.
    package static func badgesWidth(_ findings: [PreviewFinding]) -> Double {
        findings.map { TextBox.width($0.tag, class: "finding") }.max() ?? 0
    }

    /// A finding's tag (`[2] unreachable-state`) in red, its message shown on hover.
    package static func tag(_ f: PreviewFinding, x: Double, y: Double, into svg: inout SVGBuilder) {
        svg.raw("<text class=\"finding\"")
        svg.attribute("x", x)
        svg.attribute("y", y)
        svg.attribute("data-number", Double(f.number))
        svg.raw(">")
        svg.escaped(f.tag)
        svg.raw("<title>")
        svg.escaped(f.message)
        svg.raw("</title></text>\n")
    }

    /// Path data for a rectangle whose top corners are rounded by `r`, open at the bottom when
    /// `closed` is false (the top edge of a card whose bottom is off screen).
    package static func topRounded(x: Double, y: Double, width: Double, height: Double, radius: Double, closed: Bool) -> String {
        let r = max(0, min(radius, width / 2, height))
        let n = PreviewText.number
        var d = "M\(n(x)) \(n(y + height))V\(n(y + r))"
        if r > 0 { d += "A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))" }
        d += "H\(n(x + width - r))"
        if r > 0 { d += "A\(n(r)) \(n(r)) 0 0 1 \(n(x + width)) \(n(y + r))" }
        d += "V\(n(y + height))"
        if closed { d += "Z" }
        return d
    }
}

extension PanelParts {
    /// The scene of `frame` at rest on `profile`'s screen (CardHost's placement, what the
    /// adapters draw): the preview draws its card shapes from it and nothing else.
    package static func container(_ profile: DeviceProfile) -> CardContainer { CardContainer(device: profile) }

    /// Draws a scene's views back to front as an adapter does: each a rectangle at its layout
    /// frame, turned and scaled about its centre, with its corner radius, inside the scene's clip
    /// (`clipID`, a clip path the caller wrote) when it has one. `data-item` is the app's item
    /// the view shows, `data-z` its place in the draw order; `extra` adds a kind's attributes.
    /// `last`: only the frontmost that many views (a stack of thousands of cards).
    package static func views(of scene: CardScene, class name: StaticString, last: Int = .max, clipID: String? = nil, into svg: inout SVGBuilder,
                              extra: (CardViewPlacement, inout SVGBuilder) -> Void = { _, _ in }) {
        for index in max(0, scene.viewCount - max(0, last))..<scene.viewCount {
            guard let view = scene.view(at: index), view.alpha > 0 else { continue }
            let f = view.frame
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: view.cornerRadius, class: name) {
                $0.attribute("data-item", Double(view.item))
                $0.attribute("data-z", Double(view.zIndex))
                if view.rotation != 0 || view.scale != 1 {
                    let c = view.center
                    $0.raw(" transform=\"translate(")
                    $0.number(c.x); $0.raw(" "); $0.number(c.y)
                    $0.raw(") rotate(")
                    $0.number(view.rotation * 180 / Double.pi)
                    $0.raw(") scale(")
                    $0.number(view.scale)
                    $0.raw(") translate(")
                    $0.number(-c.x); $0.raw(" "); $0.number(-c.y)
                    $0.raw(")\"")
                }
                if let clipID { $0.attribute("clip-path", "url(#\(clipID))") }
                extra(view, &$0)
            }
        }
    }
}
