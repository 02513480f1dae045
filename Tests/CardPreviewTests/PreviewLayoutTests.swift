import CardEngine
import Foundation
import Testing
@testable import CardPreview
@testable import CardChecker
@testable import CardModel
import CardTestSupport

/// Issue 26 item 8: a preview a designer reads without help. Every text element's box is
/// estimated from its type (`TextBox`: font size by class times glyph count) and no two meet,
/// none crosses a drawn card, screen or arrow, every drawn rectangle stays in its panel, on
/// every example and on random specs.
@Suite struct PreviewLayoutTests {
    /// An affine transform, `a b c d e f` as SVG writes them.
    struct Transform {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

        func then(_ t: Transform) -> Transform {
            // self applied after t (t is the child's own transform).
            Transform(a: a * t.a + c * t.b, b: b * t.a + d * t.b, c: a * t.c + c * t.d, d: b * t.c + d * t.d,
                      e: a * t.e + c * t.f + e, f: b * t.e + d * t.f + f)
        }

        func box(_ r: TextBox) -> TextBox {
            let xs = [r.x, r.right], ys = [r.y, r.bottom]
            var points: [(Double, Double)] = []
            for x in xs { for y in ys { points.append((a * x + c * y + e, b * x + d * y + f)) } }
            let x0 = points.map(\.0).min() ?? 0, x1 = points.map(\.0).max() ?? 0
            let y0 = points.map(\.1).min() ?? 0, y1 = points.map(\.1).max() ?? 0
            return TextBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        init() {}
        init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
            (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
        }

        /// `translate(x y)` or `rotate(-90)`, the two the preview writes.
        init(_ attribute: String?) {
            if attribute == "rotate(-90)" {
                self.init(a: 0, b: -1, c: 1, d: 0, e: 0, f: 0)
            } else if let t = attribute, t.hasPrefix("translate("), t.hasSuffix(")") {
                let parts = t.dropFirst("translate(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                self.init(a: 1, b: 0, c: 0, d: 1, e: parts.first ?? 0, f: parts.count > 1 ? parts[1] : 0)
            } else {
                self.init()
            }
        }
    }

    struct Drawn {
        var texts: [(box: TextBox, text: String)] = []
        /// Cards, screens and arrows, clipped as drawn.
        var drawings: [(box: TextBox, what: String)] = []
        /// Per panel: its box and every rect drawn in it, clipped as drawn.
        var panels: [(name: String, box: TextBox, rects: [(box: TextBox, what: String)])] = []
    }

    /// Reads every text, drawing and panel of a picture in the picture's coordinates.
    static func read(_ svg: SVGNode) -> Drawn {
        var clips: [String: TextBox] = [:]
        for clip in svg.all("clipPath") {
            if let id = clip["id"], let r = clip.all("rect").first {
                clips[id] = TextBox(x: r.number("x") ?? 0, y: r.number("y") ?? 0, width: r.number("width") ?? 0, height: r.number("height") ?? 0)
            }
        }
        var drawn = Drawn()
        var panelIndex: Int?
        func visit(_ node: SVGNode, _ outer: Transform, _ inheritedAnchor: String?) {
            let anchor = node["text-anchor"] ?? inheritedAnchor
            let t = outer.then(Transform(node["transform"]))
            if node.name == "clipPath" || node.name == "title" || node.name == "style" { return }
            let classes = (node["class"] ?? "").split(separator: " ").map(String.init)
            var opened = false
            if node.name == "g" && classes.contains("panel"), let w = node.number("data-width"), let h = node.number("data-height") {
                drawn.panels.append((node["data-device"] ?? "", t.box(TextBox(x: 0, y: 0, width: w, height: h)), []))
                panelIndex = drawn.panels.count - 1
                opened = true
            }
            switch node.name {
            case "text":
                let className = classes.first ?? ""
                let local = TextBox(node.text, class: className, x: node.number("x") ?? 0, y: node.number("y") ?? 0, anchor: anchor)
                drawn.texts.append((t.box(local), node.text))
            case "rect" where node["width"] != "100%":
                var local = TextBox(x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: node.number("width") ?? 0, height: node.number("height") ?? 0)
                if let ref = node["clip-path"], ref.hasPrefix("url(#"), let clip = clips[String(ref.dropFirst(5).dropLast())] {
                    guard let visible = local.clipped(to: clip) else { break }
                    local = visible
                }
                let box = t.box(local)
                let what = classes.joined(separator: " ")
                if let p = panelIndex { drawn.panels[p].rects.append((box, what)) }
                if ["state", "card", "ghost", "screen", "island"].contains(where: classes.contains) && box.width > 0 && box.height > 0 {
                    drawn.drawings.append((box, what))
                }
            case "line" where classes.contains("threshold") || classes.contains("commit"):
                let x1 = node.number("x1") ?? 0, x2 = node.number("x2") ?? 0, y1 = node.number("y1") ?? 0, y2 = node.number("y2") ?? 0
                drawn.drawings.append((t.box(TextBox(x: min(x1, x2) - 0.75, y: min(y1, y2), width: abs(x2 - x1) + 1.5, height: abs(y2 - y1))), "arrow"))
            default:
                break
            }
            for child in node.children { visit(child, t, anchor) }
            if opened { panelIndex = nil }
        }
        visit(svg, Transform(), nil)
        return drawn
    }

    /// Records every meeting of two texts, of a text and a drawing, and every rect outside its
    /// panel in `picture`; returns how many texts were checked.
    @discardableResult
    static func check(_ svg: SVGNode, _ picture: String) -> Int {
        let d = read(svg)
        let texts = d.texts.filter { $0.box.width > 0 }
        for i in texts.indices {
            for j in texts.indices where j > i && texts[i].box.intersects(texts[j].box) {
                Issue.record("\(picture): '\(texts[i].text)' \(texts[i].box) meets '\(texts[j].text)' \(texts[j].box)")
            }
            for drawing in d.drawings where texts[i].box.intersects(drawing.box) {
                Issue.record("\(picture): '\(texts[i].text)' \(texts[i].box) crosses a \(drawing.what) \(drawing.box)")
            }
        }
        for panel in d.panels {
            let inside = TextBox(x: panel.box.x - 0.01, y: panel.box.y - 0.01, width: panel.box.width + 0.02, height: panel.box.height + 0.02)
            for r in panel.rects where r.box.clipped(to: inside) != r.box {
                Issue.record("\(picture): a \(r.what) \(r.box) runs out of the \(panel.name) panel \(panel.box)")
            }
        }
        return texts.count
    }

    static var examples: [String] {
        let root = TestSupport.packageRoot.appendingPathComponent("examples")
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".card.yaml") }.sorted().map { root.appendingPathComponent($0).path }
    }

    static func pictures(_ output: String) throws -> [(String, SVGNode)] {
        try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".svg") }.sorted().map {
            ($0, try SVGNode.parse(file: output + "/" + $0))
        }
    }

    @Test func noLabelMeetsAnotherOrADrawingOnAnyExample() throws {
        let paths = Self.examples
        #expect(paths.count >= 6)
        let (output, _) = try PreviewTests.preview(paths)
        var checked = 0
        for (name, svg) in try Self.pictures(output) { checked += Self.check(svg, name) }
        #expect(checked > 500)
    }

    /// Random specs of every kind, findings and all, on phones both ways and a small custom device:
    /// 24 in CI's deep run, 12 otherwise.
    @Test func noLabelMeetsAnotherOrADrawingOnRandomSpecs() throws {
        let count = TestSupport.randomCount(modest: 12, ci: 24)
        var rng = SeededGenerator(state: 26_08)
        var specs: [String: String] = [:]
        let devices = "devices: [iphone-se, iphone-15-pro-max, { name: tiny-custom-screen-of-a-kiosk, width: 200, height: 300 }]"
        for k in 0..<count {
            let header = "version: 1\nname: R\(k)\norientations: [portrait, landscape]\n\(devices)\n"
            switch k % 4 {
            case 0:
                let count = rng.int(2...5)
                let segments = (0..<count).map { i in
                    let h = rng.int(0...3) == 0 ? "\(rng.int(5...100))%" : "\(rng.int(0...1000))"
                    return "  - { name: \(rng.bool() ? "state\(i)" : "aMuchLongerStateName\(i)"), height: \(h) }"
                }.joined(separator: "\n")
                specs["r\(k).card.yaml"] = header + "kind: sheet\nsegments:\n\(segments)\nthresholds: { upward: \(rng.int(0...400)), downward: \(rng.int(0...400)), velocity: \(rng.int(100...3000)) }\n"
            case 1:
                specs["r\(k).card.yaml"] = header + "kind: deck\nsize: { width: \(rng.int(100...700)), height: \(rng.int(100...1000)) }\nvisible: \(rng.int(1...6))\ninsets: { horizontal: \(rng.int(0...30)), vertical: \(rng.int(0...30)) }\ndirections: [left, right, up, down]\nthresholds: { left: \(rng.int(10...900)), right: \(rng.int(10...900)), up: \(rng.int(10...900)), down: \(rng.int(10...900)), velocity: \(rng.int(100...3000)) }\nexit: { distance: \(rng.int(0...900)), drop: \(rng.int(0...300)), duration: 0.2 }\n"
            case 2:
                let collapsed = rng.int(0...900)
                specs["r\(k).card.yaml"] = header + "kind: stack\ncardHeight: \(rng.int(20...1000))\noffset: \(rng.int(0...80))\nheight: { collapsed: \(collapsed), expanded: \(collapsed + rng.int(-100...900)) }\nthresholds: { upward: \(rng.int(0...500)), downward: \(rng.int(0...500)) }\ncards: \(rng.int(1...8))\n"
            default:
                specs["r\(k).card.yaml"] = header + "kind: carousel\ninsets: { top: \(rng.int(0...400)), leading: \(rng.int(0...100)), trailing: \(rng.int(0...100)), bottom: \(rng.int(0...400)) }\npeek: \(rng.int(0...80))\nspacing: \(rng.int(0...40))\nexpandDistance: \(rng.int(0...600))\nthresholds: { expand: \(rng.int(0...100))% }\n"
            }
        }
        let (_, paths) = try PreviewTests.write(specs)
        let (output, result) = try PreviewTests.preview(paths)
        let pictures = try Self.pictures(output)
        #expect(pictures.count == specs.count, "\(result.standardOutput)")
        var checked = 0
        for (name, svg) in pictures { checked += Self.check(svg, name) }
        #expect(checked > 1000 * count / 24)
    }

    /// A deck whose cards leave far past the screen: its exit frames are cut at the panel, not
    /// drawn over the next device's panel, and the caption says where they end.
    @Test func deckExitFramesStayInTheirPanel() throws {
        let yaml = "version: 1\nname: FarDeck\nkind: deck\norientations: [portrait, landscape]\nsize: { width: 600, height: 900 }\ndirections: [left, right, up, down]\nthresholds: { left: 200, right: 200, up: 200, down: 200 }\nexit: { distance: 2000, drop: 900, duration: 0.2 }\n"
        let (_, paths) = try PreviewTests.write(["far.card.yaml": yaml])
        let (output, _) = try PreviewTests.preview(paths)
        let svg = try SVGNode.parse(file: output + "/FarDeck.svg")
        let d = Self.read(svg)
        expectEqual(d.panels.count, 6)
        // Each exit frame is drawn (moved in to the panel), not cut to nothing.
        #expect(d.panels.allSatisfy { p in p.rects.filter { $0.what == "ghost" && $0.box.width > 0 && $0.box.height > 0 }.count == 4 })
        Self.check(svg, "FarDeck.svg")
        // No two panels overlap.
        for i in d.panels.indices {
            for j in d.panels.indices where j > i {
                #expect(!d.panels[i].box.intersects(d.panels[j].box), "\(d.panels[i].name) and \(d.panels[j].name)")
            }
        }
        #expect(svg.all("text").contains { $0.text.contains("are drawn at that distance: the card ends") })
    }

    static let unreachable = """
        version: 1
        name: TallSheet
        kind: sheet
        devices: [iphone-se, iphone-15-pro-max]
        segments:
          - { name: closed, height: 80 }
          - { name: open, height: 700 }
        """

    /// The state no gesture reaches on iphone-se (700 pt, above its 667 pt screen) is drawn
    /// grey and dotted and labelled unreachable there, and drawn as usual where it is reached.
    @Test func unreachableStatesAreDrawnAsUnreachable() throws {
        let (_, paths) = try PreviewTests.write(["tall.card.yaml": Self.unreachable])
        let (output, _) = try PreviewTests.preview(paths)
        let svg = try SVGNode.parse(file: output + "/TallSheet.svg")
        let se = try PreviewTests.screen(svg, device: "iphone-se")
        expectEqual(se.all("path", class: "unreachable", ["data-state": "open"]).count, 1)
        expectEqual(se.all("rect", class: "state", ["data-state": "open", "data-reachable": "never"]).count, 1)
        let label = try #require(se.all("text", class: "unreachable-label", ["data-state": "open"]).first)
        #expect(label.text.hasPrefix("unreachable"))
        #expect(se.all("path", class: "unreachable", ["data-state": "closed"]).isEmpty)
        let big = try PreviewTests.screen(svg, device: "iphone-15-pro-max")
        #expect(big.all("path", class: "unreachable").isEmpty && big.all("text", class: "unreachable-label").isEmpty)
    }

    /// A stack that never expands and a carousel that never expands draw those states dotted
    /// grey and say so (the rule's own examples); a deck's far direction, reached only by a
    /// flick, is not drawn as unreachable.
    @Test func unreachableStatesOfOtherKindsAreDrawnAsUnreachable() throws {
        let specs = [
            "stack.card.yaml": "version: 1\nname: NeverExpands\nkind: stack\ndevices: [iphone-se]\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\nthresholds: { upward: 400, downward: 20 }\n",
            "carousel.card.yaml": "version: 1\nname: Stuck\nkind: carousel\ndevices: [iphone-se]\nexpandDistance: 200\nthresholds: { expand: 100% }\n",
            "deck.card.yaml": "version: 1\nname: FarSwipe\nkind: deck\ndevices: [iphone-se]\nsize: { width: 300, height: 400 }\nthresholds: { left: 35%, right: 900, velocity: 1100 }\n",
        ]
        let (_, paths) = try PreviewTests.write(specs)
        let (output, _) = try PreviewTests.preview(paths)
        for (card, state) in [("NeverExpands", "expanded"), ("Stuck", "expanded")] {
            let svg = try SVGNode.parse(file: output + "/\(card).svg")
            let screen = try #require(svg.all("g", class: "screen-group", ["data-state": state]).first)
            #expect(screen.all("rect", class: "unreachable", ["data-state": state]).count == 1, "\(card)")
            #expect(screen.all("text", class: "unreachable-label").count == 1, "\(card)")
            let other = try #require(svg.all("g", class: "screen-group", ["data-state": "collapsed"]).first)
            #expect(other.all("rect", class: "unreachable").isEmpty && other.all("text", class: "unreachable-label").isEmpty)
            Self.check(svg, card)
        }
        let deck = try SVGNode.parse(file: output + "/FarSwipe.svg")
        expectEqual(deck.all("rect", class: "ghost").count, 2)
        #expect(deck.all("rect", class: "unreachable").isEmpty && deck.all("text", class: "unreachable-label").isEmpty)
        Self.check(deck, "FarSwipe")
    }

    /// Each threshold arrow is labelled with its travel and target, the engine's numbers.
    @Test func thresholdArrowsAreLabelled() throws {
        let path = PreviewTests.examplePath("glide.card.yaml")
        let (output, _) = try PreviewTests.preview([path])
        let svg = try SVGNode.parse(file: output + "/GlideCard.svg")
        let spec = try PreviewTests.spec(at: path)
        guard case .sheet(let c) = spec.configuration else { Issue.record("not a sheet"); return }
        let b = SheetBehavior(configuration: c, device: .iPhoneSE)
        let screen = try PreviewTests.screen(svg, device: "iphone-se")
        let labels = screen.all("text", class: "threshold-label").map(\.text)
        var arrows = 0
        for i in b.heights.indices where b.acceptsGestures(in: i) && b.isRestable(i) {
            for upward in [true, false] {
                guard let to = b.neighbour(of: i, upward: upward) else { continue }
                let text = "\(upward ? "↑" : "↓") \(PreviewText.points(b.threshold(from: i, to: to))) to \(c.segments[to].name)"
                #expect(labels.contains(text), "\(text) in \(labels)")
                arrows += 1
            }
        }
        #expect(arrows >= 4 && labels.count == arrows)
        expectEqual(screen.all("g", class: "up").count + screen.all("g", class: "down").count, arrows)
    }

    static let overlapping = """
        version: 1
        name: Overlap
        kind: sheet
        devices: [iphone-se]
        segments:
          - { name: closed, height: 100 }
          - { name: middle, height: 300 }
          - { name: open, height: 500 }
        thresholds: { upward: 250, downward: 150 }
        """

    /// A thresholds finding is tagged beside the arrows (left of the card, at an arrow's tip),
    /// not in the card; a state's finding beside the state's label, right of the screen.
    @Test func findingTagsSitAtWhatTheyAreAbout() throws {
        let (_, paths) = try PreviewTests.write(["overlap.card.yaml": Self.overlapping, "tall.card.yaml": Self.unreachable])
        let (output, _) = try PreviewTests.preview(paths)
        let svg = try SVGNode.parse(file: output + "/Overlap.svg")
        let rule = try #require(svg.all("text", class: "finding-text").first { $0["data-rule"] == "overlapping-thresholds" })
        let number = try #require(rule["data-number"])
        let screen = try PreviewTests.screen(svg, device: "iphone-se")
        let tag = try #require(screen.all("text", class: "finding", ["data-number": number]).first)
        #expect(try #require(tag.number("x")) < 0 && tag.parent?["text-anchor"] == "end")
        let tips = screen.all("g").filter { ($0["class"] == "up" || $0["class"] == "down") }.compactMap { $0.all("line").first?.number("y2") }
        let y = try #require(tag.number("y"))
        #expect(tips.contains { abs($0 - y) < 40 }, "\(y) by \(tips)")
        #expect(!screen.all("line", class: "bad").isEmpty)

        let tall = try SVGNode.parse(file: output + "/TallSheet.svg")
        let se = try PreviewTests.screen(tall, device: "iphone-se")
        let stateTag = try #require(se.all("text", class: "finding").first)
        #expect(try #require(stateTag.number("x")) > 375)
        #expect(!se.all("path", class: "bad", ["data-state": "open"]).isEmpty)
    }

    /// Deck, stack and carousel findings are placed by their key path alone: a finding no rule
    /// makes yet (another helper's screen checks) is outlined at the element its path names.
    @Test func findingsAreMappedByKeyPathForEveryKind() throws {
        let cases: [(String, String, String)] = [
            ("swipe-deck.card.yaml", "size.height", "card"), ("swipe-deck.card.yaml", "thresholds.right", "commit"),
            ("swipe-deck.card.yaml", "exit.distance", "ghost"),
            ("cards-stack.card.yaml", "height.expanded", "expanded"), ("cards-stack.card.yaml", "cardHeight", "card"),
            ("paging-carousel.card.yaml", "peek", "collapsed"), ("paging-carousel.card.yaml", "expandDistance", "expanded"),
        ]
        for (file, path, element) in cases {
            let spec = try PreviewTests.spec(at: PreviewTests.examplePath(file))
            let context = CheckContext(spec: spec)
            let device = try #require(context.devices.first)
            let finding = Finding(rule: .safeArea, severity: .error, path: path, message: "does not fit", device: DiagnosticDevice(device))
            let bytes = CardPreview(spec: spec, source: file, context: context, findings: [finding]).render()
            let svg = try SVGNode.parse(Data(bytes))
            let panel = try #require(svg.all("g", class: "panel", ["data-device": device.name]).first)
            let outline = try #require(panel.all("rect", class: "bad", ["data-number": "1"]).first, "\(file) \(path)")
            let tag = try #require(panel.all("text", class: "finding", ["data-number": "1"]).first)
            let box = TextBox(x: outline.number("x") ?? 0, y: outline.number("y") ?? 0, width: outline.number("width") ?? 0, height: outline.number("height") ?? 0)
            // The outline is the element's box: the element is inside it or it is inside the element.
            let d = Self.read(svg)
            let root = outline.origin(in: svg)
            let absolute = TextBox(x: root.x + box.x, y: root.y + box.y, width: box.width, height: box.height)
            let matches: Bool
            switch element {
            case "commit":
                matches = box.width <= 3 || box.height <= 3
            case "expanded", "collapsed":
                let target = try #require(panel.all("g", class: "screen-group", ["data-state": element]).first)
                let origin = target.origin(in: svg), t = target.translation
                matches = absolute.x >= origin.x + t.x - 0.01
                    && absolute.right <= origin.x + t.x + device.width + 0.01
            default:
                matches = d.drawings.contains { $0.what.contains(element) && abs($0.box.x - absolute.x) < 0.02 && abs($0.box.width - absolute.width) < 0.02 }
            }
            #expect(matches, "\(file) \(path): \(absolute)")
            // The tag stands right of what is drawn, not over it.
            #expect(try #require(tag.number("x")) > box.right, "\(file) \(path)")
            Self.check(svg, "\(file) with \(path)")
        }
    }

    /// The style sheet's font sizes are the ones the layout estimates with, and the index shows
    /// every picture at full size (scrolling, never shrunk), so the smallest type is 10 px.
    @Test func indexShowsPicturesAtAReadableScale() throws {
        let sheet = "\(PreviewStyle.sheet)"
        var sizes: [Double] = []
        for rule in sheet.split(separator: "\n") where rule.hasPrefix(".") && rule.contains("font-size:") {
            let name = String(rule.dropFirst().prefix { $0 != "{" })
            let size = Double(rule.split(separator: "font-size:")[1].prefix { $0.isNumber || $0 == "." }) ?? 0
            #expect(PreviewStyle.fontSize(name) == size, "\(name)")
            #expect(PreviewStyle.isBold(name) == rule.contains("font-weight:bold"), "\(name)")
            sizes.append(size)
        }
        expectEqual(sizes.min(), PreviewStyle.smallestFontSize)
        let (output, _) = try PreviewTests.preview(Self.examples)
        let html = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(html.contains("img{max-width:none;width:auto;height:auto;"))
        #expect(!html.contains("max-width:100%;height:auto"))
        let images = html.components(separatedBy: "<img ").count - 1
        let pictures = try Self.pictures(output)
        #expect(images == pictures.count && images >= 6 && html.components(separatedBy: "<div class=\"picture\"><a ").count - 1 == images)
        #expect(PreviewIndex.shownScale * PreviewStyle.smallestFontSize >= 10)
        // Every text in every picture is in a class of the sheet, so none is smaller.
        for (name, svg) in pictures {
            for text in svg.all("text") {
                let className = String((text["class"] ?? "").split(separator: " ").first ?? "")
                #expect(sheet.contains(".\(className){font-size:"), "\(name): \(className)")
            }
        }
    }
}

/// The random specs' numbers and choices, from the tests' one seeded generator.
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func bool() -> Bool { next() & 1 == 1 }
}
