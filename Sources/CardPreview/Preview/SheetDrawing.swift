import CardEngine
import CardChecker

/// A sheet on each device: the card at every segment's height (its header band, corners and
/// grabber), each state named with its height and the backdrop's alpha there, the travel each
/// release needs to commit to the neighbouring state, and release maps for every state a
/// gesture can start in. Every number comes from the engine's `SheetLayout` and `SheetBehavior`.
package struct SheetDrawing: CardDrawing {
    package let configuration: SheetConfiguration
    package let context: CheckContext

    /// Room left of the screen for the threshold bars, right of it for the state labels.
    package static let gutter = 48.0
    package static let labelColumn = 250.0
    /// A segment far above the screen is drawn at most this much above it; its label and the
    /// finding say how high it is.
    package static let maximumOverhang = 200.0

    package init(configuration: SheetConfiguration, context: CheckContext) {
        self.configuration = configuration
        self.context = context
    }

    package var summary: String {
        let t = configuration.thresholds
        let initial = configuration.segments[configuration.initialIndex].name
        return "sheet · \(configuration.segments.count) states, starts \(initial) · header \(Self.length(configuration.header.height)), tap \(configuration.header.tap.rawValue) · commits past \(Self.length(t.upward)) up, \(Self.length(t.downward)) down; a release faster than \(PreviewText.number(t.velocity)) pt/s is a flick"
    }

    package static func length(_ l: Length) -> String {
        switch l {
        case .points(let v): return PreviewText.points(v)
        case .fraction(let f): return PreviewText.number(f * 100) + "%"
        }
    }

    private func overhang(_ b: SheetBehavior) -> Double {
        min(Self.maximumOverhang, max(0, (b.heights.max() ?? 0) - b.containerHeight))
    }

    /// Findings not tied to a state or the thresholds: listed at the panel's top.
    private func unanchored(_ findings: [PreviewFinding]) -> [PreviewFinding] {
        findings.filter { anchor($0.path) == .none }
    }

    private enum Anchor: Equatable {
        case none
        case state(Int)
        case thresholds
    }

    /// Where a finding about the value at `path` is drawn.
    private func anchor(_ path: String) -> Anchor {
        let parts = path.split(separator: ".")
        guard let first = parts.first else { return .none }
        switch first {
        case "segments":
            if parts.count > 1, let i = Int(parts[1]), configuration.segments.indices.contains(i) { return .state(i) }
            return .none
        case "initial":
            return .state(configuration.initialIndex)
        case "dim":
            guard let dim = configuration.dim, parts.count > 1 else { return .none }
            let name = parts[1] == "to" ? dim.to : dim.from
            return configuration.segmentIndex(named: name).map(Anchor.state) ?? .none
        case "scroll":
            if parts.count > 2, let k = Int(parts[2]), configuration.scrollEnabledIn.indices.contains(k),
               let i = configuration.segmentIndex(named: configuration.scrollEnabledIn[k]) { return .state(i) }
            return .none
        case "thresholds":
            return .thresholds
        default:
            return .none
        }
    }

    package func panelSize(_ index: Int, findings: [PreviewFinding]) -> (width: Double, height: Double) {
        let b = context.sheets[index]
        let top = 34 + Double(unanchored(findings).count) * 14 + overhang(b)
        return (Self.gutter + b.layout.device.width + Self.labelColumn, top + b.containerHeight + 16)
    }

    package func drawPanel(_ index: Int, findings: [PreviewFinding], into svg: inout SVGBuilder) {
        let b = context.sheets[index]
        let profile = b.layout.device
        let w = profile.width, h = profile.height
        let r = configuration.appearance.cornerRadius
        let left = configuration.insets.leading
        let cardWidth = max(0, w - configuration.insets.leading - configuration.insets.trailing)
        let heights = b.heights
        let initial = configuration.initialIndex
        svg.label(PanelParts.deviceTitle(profile), x: Self.gutter, y: 14, class: "device")
        let loose = unanchored(findings)
        PanelParts.badges(loose, x: Self.gutter, y: 30, into: &svg)
        let screenTop = 34 + Double(loose.count) * 14 + overhang(b)
        svg.group(x: Self.gutter, y: screenTop, class: "screen-group") { $0.attribute("data-device", profile.name) }

        // Cards end at the screen's bottom edge: only their top corners are round.
        let clip = "clip-\(index)"
        svg.raw("<clipPath id=\"\(clip)\"><rect x=\"-100000\" y=\"-100000\" width=\"200000\"")
        svg.attribute("height", 100000 + h)
        svg.raw("/></clipPath>\n")
        PanelParts.screen(profile, into: &svg)
        let shownInitial = drawnHeight(heights[initial], b)
        let backdrop = b.layout.dimAlpha(atHeight: heights[initial])
        if backdrop > 0 {
            svg.rect(x: 0, y: 0, width: w, height: max(0, h - shownInitial), class: "backdrop") {
                $0.attribute("fill-opacity", backdrop)
            }
        }
        // Tallest first, so that each lower card is drawn over the higher ones.
        let order = heights.indices.sorted { heights[$0] != heights[$1] ? heights[$0] > heights[$1] : $0 > $1 }
        for i in order {
            let shown = drawnHeight(heights[i], b)
            let top = h - shown
            let colour = PreviewStyle.colour(i)
            let name = configuration.segments[i].name
            // The rectangle is the card's frame on this device: x and width from the insets,
            // top at the container height less the segment's; it runs `r` past the bottom,
            // which the clip hides, so that its bottom corners are square.
            svg.rect(x: left, y: top, width: cardWidth, height: shown + r, radius: r, class: "state") {
                $0.attribute("fill", colour)
                $0.attribute("data-state", name)
                $0.attribute("clip-path", "url(#\(clip))")
            }
            let header = min(b.layout.headerHeight, shown)
            if header > 0 {
                svg.raw("<path class=\"header\"")
                svg.attribute("fill", colour)
                svg.attribute("d", PanelParts.topRounded(x: left, y: top, width: cardWidth, height: header, radius: r, closed: true))
                svg.raw("/>\n")
            }
            if shown > 8 && cardWidth > 40 {
                svg.rect(x: left + cardWidth / 2 - 18, y: top + 5, width: 36, height: 5, radius: 2.5, class: "grabber")
            }
            svg.raw(i == initial ? "<path class=\"edge initial\"" : "<path class=\"edge\"")
            svg.attribute("stroke", colour)
            svg.attribute("d", PanelParts.topRounded(x: left, y: top, width: cardWidth, height: shown, radius: r, closed: false))
            svg.raw("><title>")
            svg.escaped("\(name): \(PreviewText.points(heights[i], scale: b.layout.device.scale))")
            svg.raw("</title></path>\n")
        }
        drawThresholds(b, into: &svg)
        drawLabels(b, into: &svg)
        drawFindings(findings, b, into: &svg)
        svg.endGroup()
    }

    private func drawnHeight(_ height: Double, _ b: SheetBehavior) -> Double {
        min(max(0, height), b.containerHeight + Self.maximumOverhang)
    }

    /// Left of the screen, for each state a gesture can start in: a green bar from the state up
    /// to where a slow release commits to the next state up, an orange one down to where it
    /// commits to the next state down (the release must pass the arrow's tip).
    private func drawThresholds(_ b: SheetBehavior, into svg: inout SVGBuilder) {
        let h = b.containerHeight
        let limit = h + Self.maximumOverhang
        for i in b.heights.indices where b.acceptsGestures(in: i) && b.isRestable(i) {
            let from = b.heights[i]
            let name = configuration.segments[i].name
            for upward in [true, false] {
                guard let to = b.neighbour(of: i, upward: upward) else { continue }
                let t = b.threshold(from: i, to: to)
                let commit = upward ? from + t : from - t
                let x = upward ? -14.0 : -30.0
                let y1 = h - from, y2 = h - min(max(commit, -20), limit)
                svg.raw(upward ? "<g class=\"up\">" : "<g class=\"down\">")
                svg.raw("<title>")
                svg.escaped(name)
                svg.raw(" → ")
                svg.escaped(configuration.segments[to].name)
                svg.raw(": a slow release commits past ")
                svg.number(commit)
                svg.raw(" pt")
                svg.raw("</title>")
                svg.line(x1: x, y1: y1, x2: x, y2: y2, class: "threshold")
                let tip = upward ? -1.0 : 1.0
                svg.raw("<path d=\"M")
                svg.number(x - 5)
                svg.raw(" ")
                svg.number(y2 - tip * 6)
                svg.raw("L")
                svg.number(x + 5)
                svg.raw(" ")
                svg.number(y2 - tip * 6)
                svg.raw("L")
                svg.number(x)
                svg.raw(" ")
                svg.number(y2)
                svg.raw("Z\"/></g>\n")
            }
        }
    }

    /// Right of the screen: each state's name, height and backdrop alpha, joined to its top
    /// edge by a leader line; labels are kept 30 pt apart, in the order of the edges.
    private func drawLabels(_ b: SheetBehavior, into svg: inout SVGBuilder) {
        let h = b.containerHeight
        let heights = b.heights
        let order = heights.indices.sorted { heights[$0] != heights[$1] ? heights[$0] > heights[$1] : $0 < $1 }
        var ys: [Double] = []
        var previous = -Double.infinity
        for i in order {
            let y = max(h - drawnHeight(heights[i], b) + 4, previous + 30)
            ys.append(y)
            previous = y
        }
        // Labels pushed below the screen move back up as a block.
        if let last = ys.last, last > h + 4 {
            let shift = last - (h + 4)
            ys = ys.map { $0 - shift }
        }
        for (k, i) in order.enumerated() {
            let edge = h - drawnHeight(heights[i], b)
            let y = ys[k]
            svg.line(x1: b.layout.device.width + 2, y1: edge, x2: b.layout.device.width + 14, y2: y - 4, class: "leader")
            var name = configuration.segments[i].name
            if i == configuration.initialIndex { name += " (initial)" }
            svg.raw("<text class=\"name\"")
            svg.attribute("x", b.layout.device.width + 18)
            svg.attribute("y", y)
            svg.attribute("fill", PreviewStyle.colour(i))
            svg.attribute("data-state", configuration.segments[i].name)
            svg.raw(">")
            svg.escaped(name)
            svg.raw("</text>\n")
            var detail = PreviewText.points(heights[i], scale: b.layout.device.scale)
            if configuration.dim != nil { detail += " · dim " + PreviewText.number(b.layout.dimAlpha(atHeight: heights[i])) }
            if !b.isRestable(i) { detail += " · cannot rest here" }
            svg.label(detail, x: b.layout.device.width + 18, y: y + 13, class: "label")
        }
    }

    private func drawFindings(_ findings: [PreviewFinding], _ b: SheetBehavior, into svg: inout SVGBuilder) {
        let h = b.containerHeight
        let left = configuration.insets.leading
        let cardWidth = max(0, b.layout.device.width - configuration.insets.leading - configuration.insets.trailing)
        var perState: [Int: Int] = [:]
        var thresholdLines = 0
        for f in findings {
            switch anchor(f.path) {
            case .state(let i):
                let shown = drawnHeight(b.heights[i], b)
                let top = h - shown
                let k = perState[i, default: 0]
                perState[i] = k + 1
                if k == 0 {
                    svg.raw("<path class=\"bad\"")
                    svg.attribute("d", PanelParts.topRounded(x: left, y: top, width: cardWidth, height: shown, radius: configuration.appearance.cornerRadius, closed: false))
                    svg.raw("/>\n")
                }
                let y = max(top, min(top + 26, h - 34)) + Double(k) * 14
                PanelParts.tag(f, x: left + 8, y: y, into: &svg)
            case .thresholds:
                if thresholdLines == 0 { svg.line(x1: -40, y1: 0, x2: -40, y2: h, class: "bad") }
                PanelParts.tag(f, x: 8, y: h / 2 + Double(thresholdLines) * 14, into: &svg)
                thresholdLines += 1
            case .none:
                break
            }
        }
    }

    /// The states a gesture can start in: they show some of the card, and the card can be
    /// there (restable, or the initial state). None when no state is restable: then no release
    /// can move the card anywhere.
    private func starts(_ b: SheetBehavior) -> [Int] {
        guard b.extreme(highest: false) != nil else { return [] }
        return b.heights.indices.filter { b.acceptsGestures(in: $0) && (b.isRestable($0) || $0 == configuration.initialIndex) }
    }

    package func releaseChartCount(_ index: Int) -> Int {
        starts(context.sheets[index]).count
    }

    package func releaseCharts(_ index: Int, limit: Int) -> [ReleaseChart] {
        let b = context.sheets[index]
        let vt = configuration.thresholds.velocity
        let top = vt > 0 && vt.isFinite ? 2 * vt : 1600
        let names = configuration.segments.map(\.name)
        var charts: [ReleaseChart] = []
        for s in starts(b).prefix(max(0, limit)) {
            // Across: the start's release span, where the card follows the finger and which
            // decides every release (docs/engine.md); 40 pt either side when it is one point.
            // An infinite start height (a huge `%` above the screen) ends the map at the largest
            // Double, so that every column is a finite release.
            guard let span = b.releaseSpan(from: s) else { continue }
            let low = min(span.lowerBound, .greatestFiniteMagnitude), high = min(span.upperBound, .greatestFiniteMagnitude)
            let (left, right) = low < high ? (low, high) : (low - 40, high + 40)
            let map = ReleaseMap(left: left, right: right, top: top, bottom: -top) { y, v in
                b.settle(from: s, releaseHeight: y, velocity: v)
            }
            var marks: [(value: Double, label: String, dashed: Bool)] = [(b.heights[s], names[s], false)]
            for upward in [true, false] {
                if let to = b.neighbour(of: s, upward: upward) {
                    let t = b.threshold(from: s, to: to)
                    marks.append((upward ? b.heights[s] + t : b.heights[s] - t, "", true))
                }
            }
            charts.append(ReleaseChart(
                title: "from \(names[s])", device: b.layout.device.name, start: names[s], map: map,
                outcomeName: { names[$0] }, outcomeColour: PreviewStyle.colour,
                positionLabel: "release height (pt)", velocityLabel: "velocity (pt/s, up +)",
                positionMarks: marks, velocityMarks: vt < top ? [vt, -vt] : []
            ))
        }
        return charts
    }

    /// Per start state, the neighbour its strips drag toward: the one up, else the one down.
    private func filmTargets(_ b: SheetBehavior) -> [(start: Int, to: Int)] {
        starts(b).compactMap { s in (b.neighbour(of: s, upward: true) ?? b.neighbour(of: s, upward: false)).map { (s, $0) } }
    }

    package func filmStripCount(_ index: Int) -> Int {
        let vt = configuration.thresholds.velocity
        return (vt.isFinite && vt >= 0 ? 2 : 1) * filmTargets(context.sheets[index]).count
    }

    /// For each state a gesture can start in, two strips: a drag halfway toward the neighbour
    /// released at rest (slow), and the same drag released just faster than a flick toward it.
    /// A flick needs a finite `thresholds.velocity`; without one only the slow strip is drawn.
    package func filmStrips(_ index: Int, limit: Int) -> [FilmStrip] {
        let b = context.sheets[index]
        let names = configuration.segments.map(\.name)
        let vt = configuration.thresholds.velocity
        var strips: [FilmStrip] = []
        for (s, to) in filmTargets(b) {
            let half = (b.heights[to] - b.heights[s]) / 2
            // A state far above the screen: the finger goes no further than the runtime takes.
            let distance = half.isNaN ? 0 : min(max(half, -SheetMotion.translationLimit), SheetMotion.translationLimit)
            let direction = distance < 0 ? -1.0 : 1.0
            var gestures = [("slow", "from \(names[s]): slow release toward \(names[to])", SheetGesture(distance: distance, velocity: 0))]
            if vt.isFinite && vt >= 0 {
                let flick = vt + max(1, vt / 20)
                gestures.append(("flick", "from \(names[s]): flick toward \(names[to]) at \(PreviewText.number(flick)) pt/s",
                                 SheetGesture(distance: distance, velocity: direction * flick)))
            }
            for (kind, title, gesture) in gestures {
                guard strips.count < limit else { return strips }
                strips.append(FilmStrip(configuration: configuration, device: b.layout.device, from: s, gesture: kind, title: title, release: gesture))
            }
        }
        return strips
    }
}
