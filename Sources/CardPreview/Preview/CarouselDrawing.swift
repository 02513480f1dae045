import CardEngine
import CardChecker
import CardHost

/// A carousel on each device: the collapsed card with its neighbours one page either side (so
/// their peeks and the spacing show), and the expanded card over them, the scene CardHost places
/// (the engine's `CarouselLayout` pages).
package struct CarouselDrawing: TwoScreenDrawing {
    package let configuration: CarouselConfiguration
    package let context: CheckContext

    package var summary: String {
        let c = configuration
        let i = c.insets
        return "carousel · insets \(PreviewText.number(i.top)) / \(PreviewText.number(i.leading)) / \(PreviewText.number(i.trailing)) / \(PreviewText.number(i.bottom)) pt (top / leading / trailing / bottom), peek \(PreviewText.points(c.peek)), spacing \(PreviewText.points(c.spacing)) · expands over \(PreviewText.points(c.expandDistance)) of scrolling, past \(SheetDrawing.length(c.expandThreshold))"
    }

    package var drawnStates: [String] { CarouselState.allCases.map(\.rawValue) }

    /// The findings placed at what they concern: the collapsed card (its insets, peek and
    /// spacing) or the expanded one, in the coordinates of the collapsed screen's group.
    package func tags(_ index: Int, findings: [PreviewFinding]) -> PanelTags {
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

    package func caption(_ k: Int, _ index: Int) -> String {
        guard CarouselState.allCases[k] == .collapsed else { return "expanded: the whole screen" }
        let layout = CarouselLayout(configuration: configuration, device: context.devices[index])
        return "collapsed: neighbours peek \(PreviewText.points(layout.visiblePeek)), \(PreviewText.points(configuration.spacing)) apart"
    }

    /// The carousel at rest in screen `k`'s state on the device at `index`, on the middle of
    /// three pages (so both neighbours show), as CardHost places it.
    func scene(_ k: Int, _ index: Int) -> CardScene {
        let container = PanelParts.container(context.devices[index])
        return CarouselMotion(configuration: configuration, container: container, initialState: k, pageCount: 3, page: 1)
            .frame(at: 0).scene(in: container)
    }

    package func drawScreen(_ k: Int, _ index: Int, into svg: inout SVGBuilder) {
        let profile = context.devices[index]
        let state = CarouselState.allCases[k]
        let clip = "clip-\(index)-\(k)"
        svg.raw("<clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\"")
        svg.attribute("width", profile.width)
        svg.attribute("height", profile.height)
        svg.raw("/></clipPath>\n")
        PanelParts.screen(profile, into: &svg)
        // The scene's pages, clipped to the screen (a card taller than the screen stays out of
        // the caption): the neighbours dashed, the current page (drawn last) solid.
        let scene = scene(k, index)
        for index in 0..<scene.viewCount {
            guard let view = scene.view(at: index) else { continue }
            let f = view.frame
            let current = view.item == 1
            if current {
                svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: view.cornerRadius, class: "card") {
                    $0.attribute("data-state", state.rawValue)
                    $0.attribute("data-item", Double(view.item))
                    $0.attribute("data-z", Double(view.zIndex))
                    $0.attribute("clip-path", "url(#\(clip))")
                }
            } else if view.alpha > 0 {
                svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: view.cornerRadius, class: "ghost") {
                    $0.attribute("clip-path", "url(#\(clip))")
                    $0.attribute("data-neighbour", Double(view.item - 1))
                    $0.attribute("data-item", Double(view.item))
                    $0.attribute("data-z", Double(view.zIndex))
                }
            }
        }
    }
}
