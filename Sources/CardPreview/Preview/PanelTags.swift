/// The findings of a deck, stack or carousel panel, each tagged beside what it is about: the
/// kind maps a finding's key path to the box of the element it concerns (a card, an exit frame,
/// a commit line, a phase's outline) and the tag stands in a column right of the drawing at
/// that element's height, joined to it by a red leader, the element outlined in red. A path
/// the kind does not map is tagged at the panel's top. New findings need no change here: their
/// key path places them.
package struct PanelTags {
    package struct Placed {
        package var finding: PreviewFinding
        package var target: TextBox
        package var top: Double
    }

    package var loose: [PreviewFinding] = []
    package var placed: [Placed] = []
    /// The column's width (0 when no tag is placed in it).
    package var width = 0.0

    /// Lines 16 apart: an 11 px tag's box is under 14 tall.
    package static let lineHeight = 16.0

    /// `target` gives the box of what the finding at a key path concerns, in the drawing's
    /// coordinates, or nil for none; tags are kept between `top` and `bottom` where they can.
    package init(findings: [PreviewFinding], top: Double, bottom: Double, target: (String) -> TextBox?) {
        var anchored: [(PreviewFinding, TextBox)] = []
        for f in findings {
            if let box = target(f.path) { anchored.append((f, box)) } else { loose.append(f) }
        }
        anchored.sort { $0.1.y < $1.1.y }
        let tops = LabelStack.tops(wanted: anchored.map { max($0.1.y, top) }, heights: anchored.map { _ in Self.lineHeight },
                                   gap: 0, top: top, bottom: bottom)
        placed = anchored.indices.map { Placed(finding: anchored[$0].0, target: anchored[$0].1, top: tops[$0]) }
        width = anchored.map { TextBox.width($0.0.tag, class: "finding") }.max() ?? 0
    }

    /// How far below `top` the placed tags reach.
    package var bottom: Double { placed.last.map { $0.top + Self.lineHeight } ?? -.infinity }

    /// Draws each element outlined once, and each tag at `x` with its leader.
    package func draw(x: Double, into svg: inout SVGBuilder) {
        var outlined: [TextBox] = []
        for p in placed {
            if !outlined.contains(p.target) {
                outlined.append(p.target)
                svg.rect(x: p.target.x, y: p.target.y, width: p.target.width, height: p.target.height, class: "bad") {
                    $0.attribute("data-number", Double(p.finding.number))
                }
            }
            svg.line(x1: p.target.right, y1: p.target.y + min(p.target.height, 8), x2: x - 3, y2: p.top + Self.lineHeight / 2, class: "tag-leader")
            PanelParts.tag(p.finding, x: x, y: p.top + Self.lineHeight - 4, into: &svg)
        }
    }
}
