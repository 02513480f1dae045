import CardEngine
import CardChecker
import CardHost

/// A sheet on each device: the card at every segment's height (its header band, corners and
/// grabber), each state named with its height and the backdrop's alpha there, the travel each
/// release needs to commit to the neighbouring state, and release maps for every state a
/// gesture can start in. Every number comes from the engine's `SheetLayout` and `SheetBehavior`.
package struct SheetDrawing: OneScreenDrawing {
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

    /// Where a finding is drawn: at a state's label (and its card outlined), beside the
    /// threshold arrows it concerns, or (when the path names neither) at the panel's top.
    private enum Anchor: Equatable {
        case none
        case state(Int)
        /// `true` for the upward arrows, `false` for the downward, nil for both.
        case thresholds(upward: Bool?)
    }

    /// Where a finding about the value at `path` is drawn: by the key path alone, so a new
    /// rule's findings land at what they name with no change here.
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
            if parts.count > 1 && parts[1] == "upward" { return .thresholds(upward: true) }
            if parts.count > 1 && parts[1] == "downward" { return .thresholds(upward: false) }
            return .thresholds(upward: nil)
        default:
            return .none
        }
    }

    /// One threshold arrow: from a state's top edge to where a slow release commits.
    struct Arrow {
        var from: Int
        var to: Int
        var upward: Bool
        var commit: Double
        var x: Double
        var y1: Double
        var y2: Double
    }

    /// A block of lines in a label column: each line's text and class, its top, and what it
    /// stands beside (the y its leader points at).
    struct Block {
        var lines: [(text: String, className: StaticString, finding: PreviewFinding?)]
        var wanted: Double
        var target: Double
        var top = 0.0
        var state: Int?
        var arrow: Int?

        var height: Double { Double(lines.count) * Self.lineHeight }
        /// Lines 16 apart: a 12 px line's box (a font size above the baseline, a quarter
        /// below) is 15 tall.
        static let lineHeight = 16.0
    }

    /// Everything placed on a panel, in screen coordinates (the screen's top left is 0, 0):
    /// computed once for its size and again to draw it, so both agree.
    package struct Layout: OneScreenLayout {
        package var loose: [PreviewFinding] = []
        var overhang = 0.0
        var arrows: [Arrow] = []
        var left: [Block] = []
        var right: [Block] = []
        /// The left column's right edge and the right column's left edge.
        var leftEdge = 0.0
        var rightEdge = 0.0
        var leftWidth = 0.0
        var rightWidth = 0.0
        var top = 0.0
        var bottom = 0.0
        /// The screen's offset in the panel.
        package var screenX = 0.0
        package var screenY = 0.0
        package var width = 0.0
        package var height = 0.0
        /// The title and the loose findings line up with the screen.
        package var titleX: Double { screenX }
    }

    package func layout(_ index: Int, findings: [PreviewFinding]) -> Layout {
        let b = context.sheets[index]
        let h = b.containerHeight, w = b.layout.device.width
        let reach = context.reachability.indices.contains(index) ? context.reachability[index] : []
        var l = Layout()
        l.loose = findings.filter { anchor($0.path) == .none }
        l.overhang = overhang(b)
        let cardLeft = min(0, configuration.insets.leading)
        let cardRight = max(w, w - configuration.insets.trailing)
        // Arrows just left of the card, the red mark left of them, the labels left of that.
        for i in b.heights.indices where b.acceptsGestures(in: i) && b.isRestable(i) {
            for upward in [true, false] {
                guard let to = b.neighbour(of: i, upward: upward) else { continue }
                let t = b.threshold(from: i, to: to)
                let commit = upward ? b.heights[i] + t : b.heights[i] - t
                let y2 = h - min(max(commit, -20), h + l.overhang)
                l.arrows.append(Arrow(from: i, to: to, upward: upward, commit: commit, x: cardLeft + (upward ? -14 : -26),
                                      y1: h - drawnHeight(b.heights[i], b), y2: y2))
            }
        }
        l.leftEdge = cardLeft - 42
        l.rightEdge = cardRight + 18
        l.screenY = 34 + Double(l.loose.count) * 14 + l.overhang
        // The columns stand beside the title and badges, never above the panel.
        l.top = -l.overhang
        for (k, a) in l.arrows.enumerated() {
            let text = "\(a.upward ? "↑" : "↓") \(PreviewText.points(abs(a.commit - b.heights[a.from]), scale: b.layout.device.scale)) to \(configuration.segments[a.to].name)"
            l.left.append(Block(lines: [(text, "threshold-label", nil)], wanted: a.y2 - 9, target: a.y2, arrow: k))
        }
        var rightBlocks: [Int: Int] = [:]
        let order = b.heights.indices.sorted { b.heights[$0] != b.heights[$1] ? b.heights[$0] > b.heights[$1] : $0 < $1 }
        for i in order {
            let edge = h - drawnHeight(b.heights[i], b)
            var name = configuration.segments[i].name
            if i == configuration.initialIndex { name += " (initial)" }
            var detail = PreviewText.points(b.heights[i], scale: b.layout.device.scale)
            if configuration.dim != nil { detail += " · dim " + PreviewText.number(b.layout.dimAlpha(atHeight: b.heights[i])) }
            if !b.isRestable(i) { detail += " · cannot rest here" }
            var lines: [(text: String, className: StaticString, finding: PreviewFinding?)] = [(name, "name", nil), (detail, "label", nil)]
            switch reach.indices.contains(i) ? reach[i] : .drag {
            case .never: lines.append(("unreachable: no gesture settles here", "unreachable-label", nil))
            case .flick: lines.append(("reached only by a flick", "label", nil))
            case .tap: lines.append(("reached only by a header tap", "label", nil))
            default: break
            }
            rightBlocks[i] = l.right.count
            l.right.append(Block(lines: lines, wanted: edge - 8, target: edge, state: i))
        }
        for f in findings {
            switch anchor(f.path) {
            case .state(let i):
                if let k = rightBlocks[i] { l.right[k].lines.append((f.tag, "finding", f)) }
            case .thresholds(let upward):
                let concerned = l.arrows.indices.filter { upward == nil || l.arrows[$0].upward == upward }
                let target = concerned.first.map { l.arrows[$0].y2 } ?? h / 2
                l.left.append(Block(lines: [(f.tag, "finding", f)], wanted: target - 9, target: target, arrow: concerned.first))
            case .none:
                break
            }
        }
        // By height; at one height a finding's tag before an arrow's label, nearest the arrow.
        l.left.sort { a, b in
            a.wanted != b.wanted ? a.wanted < b.wanted : (a.lines.first?.finding != nil && b.lines.first?.finding == nil)
        }
        for (column, blocks) in [(0, l.left), (1, l.right)] {
            let tops = LabelStack.tops(wanted: blocks.map(\.wanted), heights: blocks.map(\.height),
                                       top: column == 0 ? 2 - l.screenY : l.top, bottom: h + 4)
            var placed = blocks
            for k in placed.indices { placed[k].top = tops[k] }
            let width = placed.flatMap { $0.lines.map { TextBox.width($0.text, class: "\($0.className)") } }.max() ?? 0
            if column == 0 { l.left = placed; l.leftWidth = width } else { l.right = placed; l.rightWidth = width }
            l.bottom = max(l.bottom, (placed.last.map { $0.top + $0.height }) ?? 0)
        }
        l.screenX = -(l.leftEdge - l.leftWidth) + 6
        let title = TextBox.width(PanelParts.deviceTitle(b.layout.device), class: "device")
        l.width = max(l.screenX + l.rightEdge + l.rightWidth + 12, l.screenX + max(title, PanelParts.badgesWidth(l.loose)) + 12)
        // An arrow to a commit point under the screen ends up to 20 pt below it.
        let lowestArrow = l.arrows.map { max($0.y1, $0.y2) }.max() ?? 0
        l.height = l.screenY + max(h + 16, l.bottom + 8, lowestArrow + 8)
        return l
    }

    package func drawScreen(_ index: Int, _ l: Layout, into svg: inout SVGBuilder) {
        let b = context.sheets[index]
        let profile = b.layout.device
        let w = profile.width, h = profile.height
        let r = configuration.appearance.cornerRadius
        let insetLeft = configuration.insets.leading
        let insetWidth = max(0, w - configuration.insets.leading - configuration.insets.trailing)
        let heights = b.heights
        let initial = configuration.initialIndex
        let reach = context.reachability.indices.contains(index) ? context.reachability[index] : []
        // Cards end at the screen's bottom edge: only their top corners are round.
        let clip = "clip-\(index)"
        svg.raw("<clipPath id=\"\(clip)\"><rect x=\"-100000\" y=\"-100000\" width=\"200000\"")
        svg.attribute("height", 100000 + h)
        svg.raw("/></clipPath>\n")
        PanelParts.screen(profile, into: &svg)
        let shownInitial = drawnHeight(heights[initial], b)
        // Each state's card as CardHost places it at rest there (`CardScene`), and the
        // backdrop's dim in the initial state.
        let container = PanelParts.container(profile)
        // One engine, moved to each state at once (a new one per state would lay the sheet out
        // once per segment).
        var motion = SheetMotion(configuration: configuration, container: container, initialState: initial)
        func scene(_ i: Int) -> CardScene {
            _ = motion.move(to: i, animated: false, time: 0)
            return motion.frame(at: 0).scene(in: container)
        }
        let backdrop = scene(initial).dimAlpha
        if backdrop > 0 {
            svg.rect(x: 0, y: 0, width: w, height: max(0, h - shownInitial), class: "backdrop") {
                $0.attribute("fill-opacity", backdrop)
            }
        }
        // Tallest first, so that each lower card is drawn over the higher ones.
        let order = heights.indices.sorted { heights[$0] != heights[$1] ? heights[$0] > heights[$1] : $0 > $1 }
        for i in order {
            let shown = drawnHeight(heights[i], b)
            let placed = scene(i).view(at: 0)
            let frame = placed?.frame ?? CardRect(x: insetLeft, y: h - shown, width: insetWidth, height: shown)
            // A card far taller than the screen is cut at `maximumOverhang` above it.
            let top = max(frame.y, frame.maxY - shown)
            let left = frame.x, cardWidth = frame.width
            let colour = PreviewStyle.colour(i)
            let name = configuration.segments[i].name
            let unreachable = reach.indices.contains(i) && reach[i] == .never
            // The rectangle is the card's frame on this device: x and width from the insets,
            // top at the container height less the segment's; it runs `r` past the bottom,
            // which the clip hides, so that its bottom corners are square.
            svg.rect(x: left, y: top, width: cardWidth, height: frame.maxY - top + r, radius: r, class: "state") {
                $0.attribute("fill", colour)
                $0.attribute("data-state", name)
                $0.attribute("data-item", Double(placed?.item ?? 0))
                if unreachable { $0.raw(" data-reachable=\"never\"") }
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
            // An unreachable state's edge is grey and dotted, not its colour: no gesture gets there.
            svg.raw(unreachable ? "<path class=\"edge unreachable\"" : (i == initial ? "<path class=\"edge initial\"" : "<path class=\"edge\""))
            if unreachable { svg.attribute("data-state", name) } else { svg.attribute("stroke", colour) }
            svg.attribute("d", PanelParts.topRounded(x: left, y: top, width: cardWidth, height: shown, radius: r, closed: false))
            svg.raw("><title>")
            svg.escaped("\(name): \(PreviewText.points(heights[i], scale: b.layout.device.scale))\(unreachable ? ", unreachable" : "")")
            svg.raw("</title></path>\n")
        }
        drawThresholds(l, b, into: &svg)
        drawLabels(l, b, into: &svg)
    }

    private func drawnHeight(_ height: Double, _ b: SheetBehavior) -> Double {
        min(max(0, height), b.containerHeight + Self.maximumOverhang)
    }

    /// Left of the card, for each state a gesture can start in: a green arrow from the state up
    /// to where a slow release commits to the next state up, an orange one down to where it
    /// commits to the next state down (the release must pass the arrow's tip), each labelled
    /// with its travel and target; threshold findings beside them, the arrows marked red.
    private func drawThresholds(_ l: Layout, _ b: SheetBehavior, into svg: inout SVGBuilder) {
        // The label beside each arrow says what its hover title used to (the title is gone: a
        // card of 64 states on 32 devices must stay under the picture limit).
        for a in l.arrows {
            svg.raw(a.upward ? "<g class=\"up\">" : "<g class=\"down\">")
            svg.line(x1: a.x, y1: a.y1, x2: a.x, y2: a.y2, class: "threshold")
            let tip = a.upward ? -1.0 : 1.0
            svg.raw("<path d=\"M")
            svg.number(a.x - 5)
            svg.raw(" ")
            svg.number(a.y2 - tip * 6)
            svg.raw("L")
            svg.number(a.x + 5)
            svg.raw(" ")
            svg.number(a.y2 - tip * 6)
            svg.raw("L")
            svg.number(a.x)
            svg.raw(" ")
            svg.number(a.y2)
            svg.raw("Z\"/></g>\n")
        }
        var marked: Set<Int> = []
        // The column's leaders as one path each (labels, tags): fewer bytes than a line apiece.
        var leaders = "", tagLeaders = ""
        let n = PreviewText.number
        svg.raw("<g class=\"threshold-labels\" text-anchor=\"end\">\n")
        for block in l.left {
            var y = block.top + Block.lineHeight - 4
            for line in block.lines {
                if let f = line.finding {
                    PanelParts.tag(f, x: l.leftEdge, y: y, into: &svg)
                } else {
                    svg.label(line.text, x: l.leftEdge, y: y, class: "threshold-label")
                }
                y += Block.lineHeight
            }
            guard let k = block.arrow, l.arrows.indices.contains(k) else { continue }
            let a = l.arrows[k]
            let isFinding = block.lines.contains { $0.finding != nil }
            let segment = "M\(n(l.leftEdge + 2)) \(n(block.top + Block.lineHeight / 2))L\(n(a.x - 6)) \(n(a.y2))"
            if isFinding { tagLeaders += segment } else { leaders += segment }
            if isFinding && !marked.contains(k) {
                // The arrows the finding concerns, in red beside them.
                for other in l.arrows where other.upward == a.upward {
                    svg.line(x1: other.x - 8, y1: other.y1, x2: other.x - 8, y2: other.y2, class: "bad")
                }
                marked.insert(k)
            }
        }
        svg.raw("</g>\n")
        for (d, className) in [(leaders, "leader"), (tagLeaders, "tag-leader")] where !d.isEmpty {
            // cardc's own numbers: written whole (`attribute` would bound a long path).
            svg.raw("<path class=\"\(className)\" d=\"\(d)\"/>\n")
        }
    }

    /// Right of the card: each state's name, height, backdrop alpha and reachability, and the
    /// findings about it, joined to its top edge by a leader line; a state with findings has
    /// its edge outlined in red.
    private func drawLabels(_ l: Layout, _ b: SheetBehavior, into svg: inout SVGBuilder) {
        let h = b.containerHeight
        let left = configuration.insets.leading
        let cardWidth = max(0, b.layout.device.width - configuration.insets.leading - configuration.insets.trailing)
        let n = PreviewText.number
        var leaders = ""
        for block in l.right {
            guard let i = block.state else { continue }
            leaders += "M\(n(l.rightEdge - 16)) \(n(block.target))L\(n(l.rightEdge - 4)) \(n(block.top + 6))"
            var y = block.top + Block.lineHeight - 4
            for line in block.lines {
                if let f = line.finding {
                    PanelParts.tag(f, x: l.rightEdge, y: y, into: &svg)
                } else if "\(line.className)" == "name" {
                    svg.raw("<text class=\"name\"")
                    svg.attribute("x", l.rightEdge)
                    svg.attribute("y", y)
                    svg.attribute("fill", PreviewStyle.colour(i))
                    svg.attribute("data-state", configuration.segments[i].name)
                    svg.raw(">")
                    svg.escaped(line.text)
                    svg.raw("</text>\n")
                } else if "\(line.className)" == "unreachable-label" {
                    svg.raw("<text class=\"unreachable-label\"")
                    svg.attribute("x", l.rightEdge)
                    svg.attribute("y", y)
                    svg.attribute("data-state", configuration.segments[i].name)
                    svg.raw(">")
                    svg.escaped(line.text)
                    svg.raw("</text>\n")
                } else {
                    svg.label(line.text, x: l.rightEdge, y: y, class: "label")
                }
                y += Block.lineHeight
            }
            if block.lines.contains(where: { $0.finding != nil }) {
                let shown = drawnHeight(b.heights[i], b)
                svg.raw("<path class=\"bad\"")
                svg.attribute("data-state", configuration.segments[i].name)
                svg.attribute("d", PanelParts.topRounded(x: left, y: h - shown, width: cardWidth, height: shown, radius: configuration.appearance.cornerRadius, closed: false))
                svg.raw("/>\n")
            }
        }
        if !leaders.isEmpty {
            svg.raw("<path class=\"leader\" d=\"\(leaders)\"/>\n")
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
