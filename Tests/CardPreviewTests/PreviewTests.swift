import CardEngine
import CardHost
import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardPreview
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// `cardc preview` draws from the engine: these tests read the SVG back with an XML parser and
/// compare what is drawn with what the engine computes for the same spec and device.
@Suite struct PreviewTests {
    static func examplePath(_ name: String) -> String {
        TestSupport.packageRoot.appendingPathComponent("examples/\(name)").path
    }

    /// Previews `paths` into a fresh folder.
    static func preview(_ paths: [String], devices: [String] = []) throws -> (output: String, result: RunOutput) {
        let output = try TestSupport.temporaryDirectory() + "/preview"
        return (output, PreviewCommand(options: .init(specs: paths, output: output, devices: devices)).run())
    }

    /// Writes specs into a fresh folder; returns their paths.
    static func write(_ specs: [String: String]) throws -> (folder: String, paths: [String]) {
        let folder = try TestSupport.temporaryDirectory()
        var paths: [String] = []
        for (name, yaml) in specs.sorted(by: { $0.key < $1.key }) {
            try yaml.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            paths.append(folder + "/" + name)
        }
        return (folder, paths)
    }

    static func spec(at path: String) throws -> CardSpec {
        let yaml = try String(contentsOfFile: path, encoding: .utf8)
        return try #require(TestSupport.lint(yaml).specs.first)
    }

    static func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= 0.0051
    }

    /// The panel and screen group of `device` in a parsed preview.
    static func screen(_ svg: SVGNode, device: String) throws -> SVGNode {
        let panel = try #require(svg.all("g", class: "panel", ["data-device": device]).first, "no panel for \(device)")
        return try #require(panel.all("g", class: "screen-group").first)
    }

    // MARK: Geometry

    @Test func glideCompressedOnIPhoneSEIsWhereTheEngineLaysItOut() throws {
        let (output, result) = try Self.preview([Self.examplePath("glide.card.yaml")])
        #expect(result.exitCode == ExitStatus.success, "\(result)")
        let svg = try SVGNode.parse(file: output + "/GlideCard.svg")
        let screen = try Self.screen(svg, device: "iphone-se")
        let rect = try #require(screen.all("rect", class: "state", ["data-state": "compressed"]).first)
        // 45% of (667 - 20) = 291.15 pt showing; the card's top is 667 - 291.15 from the top.
        let layout = SheetLayout(configuration: try #require({ if case .sheet(let c) = try Self.spec(at: Self.examplePath("glide.card.yaml")).configuration { return c } else { return nil } }()),
                                 device: .iPhoneSE)
        #expect(Self.close(rect.number("y"), 667 - 291.15) && Self.close(rect.number("y"), layout.cardTop(segment: 1)))
        #expect(Self.close(rect.number("x"), 0) && Self.close(rect.number("width"), 375))
        // The rectangle runs the corner radius past the screen's bottom, where it is clipped.
        #expect(Self.close(rect.number("height"), 291.15 + 15))
    }

    /// Every state of every sheet example on every profile (landscape included) is drawn at
    /// the engine's layout, and labelled with its name and height.
    @Test func everySheetStateIsAtTheEnginesLayoutAndLabelled() throws {
        let paths = [Self.examplePath("glide.card.yaml"), Self.examplePath("card-demo.card.yaml"), Self.examplePath("more/kiosk-sheets.card.yaml")]
        let (output, result) = try Self.preview(paths)
        #expect(result.exitCode == ExitStatus.success, "\(result)")
        var checked = 0
        for path in paths {
            let yaml = try String(contentsOfFile: path, encoding: .utf8)
            for spec in TestSupport.lint(yaml).specs {
                guard case .sheet(let c) = spec.configuration else { continue }
                let svg = try SVGNode.parse(file: output + "/\(spec.name).svg")
                for profile in spec.checkedProfiles {
                    let screen = try Self.screen(svg, device: profile.name)
                    let layout = SheetLayout(configuration: c, device: profile)
                    let panel = try #require(screen.parent)
                    for (i, segment) in c.segments.enumerated() {
                        let rect = try #require(screen.all("rect", class: "state", ["data-state": segment.name]).first, "\(spec.name) \(profile.name) \(segment.name)")
                        let h = layout.heights[i]
                        #expect(Self.close(rect.number("y"), profile.height - h), "\(spec.name) \(profile.name) \(segment.name)")
                        #expect(Self.close(rect.number("x"), c.insets.leading))
                        #expect(Self.close(rect.number("width"), profile.width - c.insets.leading - c.insets.trailing))
                        #expect(Self.close(rect.number("height"), h + c.appearance.cornerRadius))
                        let label = try #require(panel.all("text", class: "name", ["data-state": segment.name]).first)
                        #expect(label.text.hasPrefix(segment.name))
                        let detail = try #require(label.parent?.children.first { $0 !== label && $0.name == "text" && $0.number("y") == (label.number("y") ?? 0) + 16 })
                        #expect(detail.text.hasPrefix(PreviewText.points(h)), "\(detail.text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked >= 37)
    }

    /// The preview's card shapes are CardHost's scene (`CardScene`), what the adapters draw: every
    /// example, every device it is checked on, each state drawn. Read back from the SVG as a
    /// browser reads it (x, y, width, height, the item shown, the draw order).
    @Test func previewShapesAreTheScene() throws {
        let paths = try TestSupport.exampleFiles().map { TestSupport.packageRoot.appendingPathComponent($0).path }
        let (output, result) = try Self.preview(paths)
        #expect(result.exitCode == ExitStatus.success, "\(result)")
        var compared = 0
        for path in paths {
            let yaml = try String(contentsOfFile: path, encoding: .utf8)
            for spec in TestSupport.lint(yaml).specs {
                let svg = try SVGNode.parse(file: output + "/\(spec.name).svg")
                for profile in spec.checkedProfiles {
                    let panel = try #require(svg.all("g", class: "panel", ["data-device": profile.name]).first)
                    let box = CardContainer(device: profile)
                    /// The drawn rectangles of `scene`, by draw order, against its views.
                    func expectShapes(_ drawn: [SVGNode], _ scene: CardScene, _ what: String, height: (SVGNode) -> Double? = { $0.number("height") }) {
                        let views = (0..<scene.viewCount).compactMap { scene.view(at: $0) }.filter { $0.alpha > 0 }
                        #expect(drawn.count == views.count, "\(spec.name) \(profile.name) \(what)")
                        for (node, view) in zip(drawn.sorted { ($0.number("data-z") ?? 0) < ($1.number("data-z") ?? 0) }, views) {
                            let at = "\(spec.name) \(profile.name) \(what) item \(view.item)"
                            #expect(node.number("data-item") == Double(view.item), "\(at)")
                            #expect(Self.close(node.number("x"), view.frame.x) && Self.close(node.number("y"), view.frame.y), "\(at)")
                            #expect(Self.close(node.number("width"), view.frame.width) && Self.close(height(node), view.frame.height), "\(at)")
                            compared += 1
                        }
                    }
                    switch spec.configuration {
                    case .sheet(let c):
                        let screen = try #require(panel.all("g", class: "screen-group").first)
                        for (i, segment) in c.segments.enumerated() {
                            let scene = SheetMotion(configuration: c, container: box, initialState: i).frame(at: 0).scene(in: box)
                            let drawn = screen.all("rect", class: "state", ["data-state": segment.name])
                            // The rectangle runs its corner radius past the screen's bottom, which
                            // its clip hides (square bottom corners): what shows is the frame.
                            expectShapes(drawn, scene, segment.name) { node in
                                (node.number("height")).map { $0 - c.appearance.cornerRadius }
                            }
                        }
                    case .stack(let c):
                        for (k, state) in ["collapsed", "expanded"].enumerated() {
                            let screen = try #require(panel.all("g", class: "screen-group", ["data-state": state]).first)
                            let scene = StackMotion(configuration: c, container: box, initialState: k).frame(at: 0).scene(in: box)
                            expectShapes(screen.all("rect", class: "card"), scene, state)
                            // Standing on the bottom safe area (docs/runtime.md, "Stacks").
                            let outline = try #require(screen.all("rect", class: "outline").first)
                            #expect(Self.close((outline.number("y") ?? 0) + (outline.number("height") ?? 0), profile.height - profile.safeAreaBottom))
                        }
                    case .deck(let c):
                        let screen = try #require(panel.all("g", class: "screen-group").first)
                        let cards = min(DeckLayout(configuration: c).visibleCount(remaining: c.visible), DeckDrawing.drawnDepths)
                        let scene = DeckMotion(configuration: c, container: box, cardCount: cards).frame(at: 0).scene(in: box)
                        expectShapes(screen.all("rect", class: "card"), scene, "at rest")
                        // Centred in the safe area.
                        if let top = scene.view(at: scene.viewCount - 1) {
                            #expect(Self.close(top.center.y, profile.safeAreaTop + (profile.height - profile.safeAreaTop - profile.safeAreaBottom) / 2))
                        }
                    case .carousel(let c):
                        for (k, state) in ["collapsed", "expanded"].enumerated() {
                            let screen = try #require(panel.all("g", class: "screen-group", ["data-state": state]).first)
                            let scene = CarouselMotion(configuration: c, container: box, initialState: k, pageCount: 3, page: 1).frame(at: 0).scene(in: box)
                            let drawn = screen.descendants.filter { $0.name == "rect" && $0["data-item"] != nil }
                            expectShapes(drawn, scene, state)
                        }
                    }
                }
            }
        }
        #expect(compared >= 100)
    }

    // MARK: Findings

    static let troubled = """
        version: 1
        name: Troubled
        kind: sheet
        orientations: [portrait, landscape]
        segments:
          - { name: closed, height: 80 }
          - { name: middle, height: 82 }
          - { name: open, height: 700 }
        thresholds: { upward: 40, downward: 40 }
        """

    /// Each diagnostic lint reports about a card is listed in full and tagged on the panel of
    /// each device it occurs on.
    @Test func everyFindingIsDrawnAndListed() throws {
        let (_, paths) = try Self.write(["troubled.card.yaml": Self.troubled])
        let (output, result) = try Self.preview(paths)
        let printed = Printed()
        let lint = LintCommand(options: .init(paths: paths, format: .json)).run(writingOutput: printed.append)
        let reported = try #require(try JSONSerialization.jsonObject(with: Data((printed.text + lint.standardOutput).utf8)) as? [[String: Any]])
        #expect(!reported.isEmpty)
        expectEqual(result.exitCode, lint.exitCode)
        let svg = try SVGNode.parse(file: output + "/Troubled.svg")
        let listed = svg.all("text", class: "finding-text")
        for diagnostic in reported {
            let rule = try #require(diagnostic["rule"] as? String)
            let message = try #require(diagnostic["message"] as? String)
            let entry = try #require(listed.first { $0["data-rule"] == rule && $0.text.hasSuffix(message) }, "\(rule): \(message)")
            let tag = "[\(Int(try #require(entry.number("data-number"))))] \(rule)"
            // Every device it occurs on, from the report's typed list (never from its notes'
            // wording), named as the panels name them (`iphone-se, landscape`).
            let devices = (diagnostic["devices"] as? [[String: String]] ?? []).map { device in
                device["orientation"] == "landscape" ? (device["name"] ?? "") + ", landscape" : device["name"] ?? ""
            }
            for device in devices {
                let panel = try #require(svg.all("g", class: "panel", ["data-device": device]).first, "\(device)")
                #expect(panel.all("text", class: "finding").contains { $0.text == tag }, "\(tag) on \(device)")
            }
        }
        // The segment above the screen is outlined in red on the devices it is above.
        let se = try Self.screen(svg, device: "iphone-se")
        #expect(!se.all("path", class: "bad").isEmpty)
    }

    // MARK: Release maps

    /// Random cells of every map agree with the engine's release function at the cell's centre.
    @Test func releaseMapCellsAgreeWithTheEngine() throws {
        let (_, written) = try Self.write(["troubled.card.yaml": Self.troubled])
        let paths = [Self.examplePath("glide.card.yaml"), Self.examplePath("swipe-deck.card.yaml")] + written
        let (output, _) = try Self.preview(paths)
        var rng = SeededGenerator(state: 18)
        var cells = 0
        for path in paths {
            let spec = try Self.spec(at: path)
            let svg = try SVGNode.parse(file: output + "/\(spec.name).svg")
            let maps = svg.all("g", class: "release-map")
            #expect(!maps.isEmpty)
            for map in maps {
                let (left, right) = (try #require(map.number("data-left")), try #require(map.number("data-right")))
                let (top, bottom) = (try #require(map.number("data-top")), try #require(map.number("data-bottom")))
                let (columns, rows) = (Int(try #require(map.number("data-columns"))), Int(try #require(map.number("data-rows"))))
                #expect(columns >= 200 && rows >= 200)
                let regions = try map.all("path", class: "region").map { (name: $0["data-outcome"] ?? "", path: try #require(RegionPath($0["d"] ?? ""))) }
                let profile = try #require(spec.checkedProfiles.first { $0.name == map["data-device"] })
                if case .sheet(let c) = spec.configuration {
                    // Across: the start state's release span, which decides every release from it.
                    let b = SheetBehavior(configuration: c, device: profile)
                    let start = try #require(c.segmentIndex(named: map["data-start"] ?? ""))
                    let span = try #require(b.releaseSpan(from: start))
                    let expected = span.lowerBound < span.upperBound ? (span.lowerBound, span.upperBound) : (span.lowerBound - 40, span.upperBound + 40)
                    #expect(left == expected.0 && right == expected.1, "\(spec.name) \(profile.name) from \(map["data-start"] ?? "")")
                }
                for _ in 0..<150 {
                    let (column, row) = (Int.random(in: 0..<columns, using: &rng), Int.random(in: 0..<rows, using: &rng))
                    let x = left + (Double(column) + 0.5) * (right - left) / Double(columns)
                    let v = top + (Double(row) + 0.5) * (bottom - top) / Double(rows)
                    let expected: String
                    switch spec.configuration {
                    case .sheet(let c):
                        let b = SheetBehavior(configuration: c, device: profile)
                        let start = try #require(c.segmentIndex(named: map["data-start"] ?? ""))
                        expected = c.segments[b.settle(from: start, releaseHeight: x, velocity: v)].name
                    case .deck(let c):
                        let b = DeckBehavior(configuration: c)
                        expected = (map["data-start"] == "x" ? b.outcome(translationX: x, translationY: 0, velocityX: v, velocityY: 0)
                                                             : b.outcome(translationX: 0, translationY: x, velocityX: 0, velocityY: v)).rawValue
                    default:
                        expected = ""
                    }
                    let covering = regions.filter { $0.path.contains(x: Double(column) + 0.5, y: Double(row) + 0.5) }.map(\.name)
                    #expect(covering == [expected], "\(spec.name) \(profile.name) from \(map["data-start"] ?? ""): cell \(column), \(row)")
                    cells += 1
                }
            }
        }
        #expect(cells > 3000)
    }

    /// A stack with `thresholds.velocity` says in its summary that a flick's direction decides;
    /// one without says nothing of flicks (its travel alone decides).
    @Test func aStacksSummaryNamesItsFlickSpeed() throws {
        let stack = "version: 1\nname: Flicked\nkind: stack\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\n"
        let (_, paths) = try Self.write(["a.card.yaml": stack + "thresholds: { upward: 20, downward: 20, velocity: 800 }\n",
                                         "b.card.yaml": stack.replacingOccurrences(of: "Flicked", with: "Plain")])
        let (output, result) = try Self.preview(paths)
        expectEqual(result.exitCode, 0)
        // The summary wraps over lines: its words, tags and breaks aside.
        let words = try String(contentsOfFile: output + "/Flicked.svg", encoding: .utf8)
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words.contains("a release faster than 800 pt/s is a flick and its direction decides"))
        let plain = try String(contentsOfFile: output + "/Plain.svg", encoding: .utf8)
        #expect(!plain.contains("is a flick"))
    }

    /// A `release: projected` sheet's release map runs across all its states and shows every
    /// one as an outcome from peek; under `neighbour` the same map stops at half.
    @Test func aProjectedReleaseMapShowsWhereEveryReleaseLandsAcrossAllStates() {
        for (release, outcomes, right) in [(SheetConfiguration.Release.projected, [0, 1, 2], 793 * 0.9), (.neighbour, [0, 1], 793 * 0.5)] {
            let c = SheetConfiguration(segments: [.init(name: "peek", height: .points(120)), .init(name: "half", height: .fraction(0.5)),
                                                  .init(name: "full", height: .fraction(0.9))], release: release)
            let b = SheetBehavior(configuration: c, device: .iPhone15)
            guard let span = b.releaseSpan(from: 0) else { Issue.record("no span"); continue }
            expectEqual(span.upperBound, right)
            let map = ReleaseMap(left: span.lowerBound, right: span.upperBound, top: 1600, bottom: -1600) {
                b.settle(from: 0, releaseHeight: $0, velocity: $1)
            }
            expectEqual(map.outcomes.sorted(), outcomes)
        }
    }

    /// The map's bisection gives what evaluating every cell gives, on random sheets (the
    /// differential test's, with coincident, zero and above-screen states) and random decks:
    /// 60 and 40 in CI's deep run, 10 and 8 otherwise.
    @Test func bisectionEqualsEvaluatingEveryCell() {
        var rng = SeededGenerator(state: 7)
        var maps = 0
        let sheets = TestSupport.randomCount(modest: 10, ci: 60), decks = TestSupport.randomCount(modest: 8, ci: 40)
        for index in 0..<sheets {
            var (c, device) = RandomSheets.sheet(&rng)
            // Both release policies (docs/engine.md, "Projected releases").
            if index % 2 == 1 { c.release = .projected }
            let b = SheetBehavior(configuration: c, device: device)
            let top = c.thresholds.velocity > 0 && c.thresholds.velocity < 1e10 ? 2 * c.thresholds.velocity : 1600
            for s in b.heights.indices {
                guard let range = b.releaseSpan(from: s) else { continue }
                let map = ReleaseMap(columns: 120, rows: 120, left: range.lowerBound - 10, right: range.upperBound + 10, top: top, bottom: -top) {
                    b.settle(from: s, releaseHeight: $0, velocity: $1)
                }
                for row in 0..<map.rows {
                    let v = map.velocity(row: row)
                    for column in 0..<map.columns where map.outcome(column: column, row: row) != b.settle(from: s, releaseHeight: map.position(column: column), velocity: v) {
                        Issue.record("sheet \(c.segments.count) states on \(device.name), from \(s): cell \(column), \(row)")
                        return
                    }
                }
                maps += 1
            }
        }
        for _ in 0..<decks {
            let directions = SwipeDirection.allCases.filter { _ in Bool.random(using: &rng) }
            let c = DeckConfiguration(width: 300, height: 400, directions: directions.isEmpty ? [.left] : directions,
                                      thresholds: .init(left: .points(Double(Int.random(in: 0...300, using: &rng))), right: .fraction(Double(Int.random(in: 0...100, using: &rng)) / 100),
                                                        up: .points(Double(Int.random(in: 0...300, using: &rng))), down: .fraction(0.35),
                                                        velocity: [0, 500, 1100, 1e300].randomElement(using: &rng)!))
            let b = DeckBehavior(configuration: c)
            let map = ReleaseMap(columns: 150, rows: 150, left: -500, right: 500, top: 2200, bottom: -2200) { t, v in
                DeckBehavior.Outcome.allCases.firstIndex(of: b.outcome(translationX: t, translationY: 0, velocityX: v, velocityY: 0)) ?? -1
            }
            for row in 0..<map.rows {
                for column in 0..<map.columns {
                    let expected = b.outcome(translationX: map.position(column: column), translationY: 0, velocityX: map.velocity(row: row), velocityY: 0)
                    if map.outcome(column: column, row: row) != DeckBehavior.Outcome.allCases.firstIndex(of: expected) {
                        Issue.record("deck \(directions): cell \(column), \(row)")
                        return
                    }
                }
            }
            maps += 1
        }
        #expect(maps > sheets + decks)
    }

    /// The region paths cover each cell exactly once, and a map whose outcome alternates along
    /// a row (which no engine function does) is still drawn exactly, cell by cell.
    @Test func regionPathsTileTheGrid() throws {
        let map = ReleaseMap(columns: 40, rows: 30, left: 0, right: 40, top: 30, bottom: 0) { x, v in
            Int(x) % 7 == 3 ? 2 : (x + v > 40 ? 1 : 0)
        }
        let paths = try map.outcomes.map { (outcome: $0, path: try #require(RegionPath(map.pathData(outcome: $0)))) }
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                let covering = paths.filter { $0.path.contains(x: Double(column) + 0.5, y: Double(row) + 0.5) }.map(\.outcome)
                // Bisection cannot see a stretch between two equal ends: compare with the map.
                #expect(covering == [map.outcome(column: column, row: row)], "cell \(column), \(row)")
            }
        }
    }

    // MARK: Files

    @Test func outputIsDeterministicAndUnchangedFilesAreLeftAlone() throws {
        let paths = ["glide.card.yaml", "swipe-deck.card.yaml", "cards-stack.card.yaml", "paging-carousel.card.yaml"].map(Self.examplePath)
        let (output, first) = try Self.preview(paths)
        #expect(first.standardError.contains("drew 4 cards") && first.standardError.contains("5 files written"), "\(first.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        expectEqual(files, ["CardsStack.svg", "ExpenseDeck.svg", "GlideCard.svg", "PagingCarousel.svg", "index.html"])
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0)) }
        let again = PreviewCommand(options: .init(specs: paths, output: output)).run()
        #expect(again.standardError.contains("0 files written, 5 unchanged"), "\(again.standardError)")
        let (elsewhere, _) = try Self.preview(paths)
        for (k, file) in files.enumerated() {
            #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere + "/" + file)) == before[k], "\(file)")
        }
        // The index links every card and parses as XML too (it is written as XHTML-compatible markup).
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        for file in files where file.hasSuffix(".svg") { #expect(index.contains("href=\"./\(file)\"")) }
        // Self-contained: nothing is fetched from anywhere.
        for file in files {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            #expect(!text.contains("http://") || file.hasSuffix(".svg") && !text.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"), "\(file)")
            #expect(!text.contains("<script") && !text.contains("@import") && !text.contains("url(http"))
        }
    }

    @Test func aSpecThatDoesNotDecodeIsReportedAndNotDrawn() throws {
        let (_, paths) = try Self.write([
            "broken.card.yaml": "version: 1\nname: Broken\nkind: sheet\nsegments: [{ name: a, height: tall }]\n",
            "good.card.yaml": TestSupport.minimalSheet,
        ])
        let (output, result) = try Self.preview(paths)
        expectEqual(result.exitCode, ExitStatus.inputErrors)
        #expect(result.standardOutput.contains("broken.card.yaml:4:") && result.standardOutput.contains("invalid-value"), "\(result.standardOutput)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        expectEqual(files, ["Sheet.svg", "index.html"])
    }

    @Test func filesCardcDidNotWriteAndLinksAreNeverWrittenThrough() throws {
        let (folder, paths) = try Self.write(["good.card.yaml": TestSupport.minimalSheet])
        let output = folder + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "mine\n".write(toFile: output + "/Sheet.svg", atomically: true, encoding: .utf8)
        let foreign = PreviewCommand(options: .init(specs: paths, output: output)).run()
        #expect(foreign.exitCode == ExitStatus.toolFailure && foreign.standardError.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: output + "/Sheet.svg", encoding: .utf8) == "mine\n")
        try FileManager.default.removeItem(atPath: output + "/Sheet.svg")
        let victim = folder + "/victim.txt"
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: output + "/index.html", withDestinationPath: victim)
        let linked = PreviewCommand(options: .init(specs: paths, output: output)).run()
        #expect(linked.exitCode == ExitStatus.toolFailure && linked.standardError.contains("symbolic link"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/Sheet.svg"))
    }

    @Test func unknownDevicesAreRefusedAndNamedDevicesReplaceTheSpecs() throws {
        let (_, paths) = try Self.write(["good.card.yaml": TestSupport.minimalSheet])
        let unknown = try Self.preview(paths, devices: ["iphone-99"]).result
        #expect(unknown.exitCode == ExitStatus.toolFailure && unknown.standardError.contains("iphone-se, iphone-15"))
        let (output, result) = try Self.preview(paths, devices: ["ipad-11"])
        expectEqual(result.exitCode, ExitStatus.success)
        let svg = try SVGNode.parse(file: output + "/Sheet.svg")
        expectEqual(svg.all("g", class: "panel").compactMap { $0["data-device"] }, ["ipad-11"])
    }

    /// The fast path that copies text as it is agrees with the escaping, scalar by scalar.
    @Test func textThatNeedsNoEscapingIsTold() {
        var scalars = (0..<0x3000).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F44D, 0x10FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "a" + String(Character(scalar)) + "·"
            #expect(SVGBuilder.needsEscaping(text) == (PreviewText.escaped(text) != text), "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// Sizes at the format's limits are drawn in bounded space and time: a 1e300 pt device
    /// cannot overflow a coordinate, and 64 segments on 32 devices turned both ways (4,096
    /// possible release maps) draw 64 maps and say how many were left out.
    @Test func extremeSpecsAreDrawnWithinBounds() throws {
        let devices = (0..<32).map { "{ name: d\($0), width: \(300 + $0 * 20), height: \(500 + $0 * 30), safeArea: { top: 10 } }" }.joined(separator: ", ")
        // 1% apart is under the pan's 10 pt on the small profiles: each `states-too-close` is
        // silenced, as its 64 findings on 64 panels would outgrow the picture's byte budget.
        let segments = (0..<64).map { "  - { name: s\($0), height: \($0 + 1)% }" + ($0 > 0 ? "   # cardc:disable-line states-too-close" : "") }
            .joined(separator: "\n")
        let (_, paths) = try Self.write([
            "big.card.yaml": "version: 1\nname: Big\nkind: sheet\norientations: [portrait, landscape]\ndevices: [\(devices)]\nsegments:\n\(segments)\n",
            "huge.card.yaml": """
                version: 1
                name: Huge
                kind: sheet
                devices: [{ name: giant, width: 1e300, height: 1e308, safeArea: { top: 1e307 } }]
                segments:
                  - { name: a, height: 80 }
                  - { name: b, height: 1e308 }
                thresholds: { upward: 1e308, downward: 1%, velocity: 1e308 }
                """,
        ])
        // The work is bounded by counts, asserted below: maps drawn and panels.
        let (output, result) = try Self.preview(paths)
        #expect(result.standardError.contains("drew 2 cards"), "\(result.standardError)")
        let big = try SVGNode.parse(file: output + "/Big.svg")
        expectEqual(big.all("g", class: "release-map").count, CardPreview.maximumCharts)
        #expect(big.all("text").contains { $0.text.hasPrefix("\(64 * 64 - CardPreview.maximumCharts) more release maps left out") })
        expectEqual(big.all("g", class: "panel").count, 64)
        let huge = try SVGNode.parse(file: output + "/Huge.svg")
        let width = try #require(huge.number("width")), height = try #require(huge.number("height"))
        #expect(width <= 3 * CardPreview.largestPanel && height <= 4 * CardPreview.largestPanel)
        expectEqual(huge.all("rect", class: "state").count, 2)
    }

    /// Text from a spec (a custom device's name here) cannot break the markup, reorder a
    /// label or smuggle in an element, and the spec's path cannot end the header comment.
    @Test func hostileTextIsEscaped() throws {
        let name = "a<b>&\"c'\u{1B}[2K\u{202E}</text><script>x</script>"
        let yaml = """
            version: 1
            name: Hostile
            kind: sheet
            devices: [{ name: "\(name.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{202E}", with: "\\u202E"))", width: 400, height: 800, safeArea: { top: 20 } }]
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 900 }
            """
        let folder = try TestSupport.temporaryDirectory() + "/x--y"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try yaml.write(toFile: folder + "/h.card.yaml", atomically: true, encoding: .utf8)
        let (output, result) = try Self.preview([folder + "/h.card.yaml"])
        #expect(result.exitCode == ExitStatus.inputErrors, "\(result)")   // the open segment is above the screen
        let text = try String(contentsOfFile: output + "/Hostile.svg", encoding: .utf8)
        let svg = try SVGNode.parse(file: output + "/Hostile.svg")
        #expect(svg.all("script").isEmpty && !text.contains("\u{1B}") && !text.contains("\u{202E}"))
        let panel = try #require(svg.all("g", class: "panel").first)
        expectEqual(panel["data-device"], "a<b>&\"c'\\u{1B}[2K\\u{202E}</text><script>x</script>")
        let header = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(header.hasPrefix("<!-- Generated by cardc preview") && header.hasSuffix("-->") && header.dropLast(3).range(of: "--", options: [], range: nil) == header.range(of: "--"))
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(!index.contains("<script"))
    }
}

/// What a command printed as it went.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""
    var text: String { lock.withLock { collected } }
    func append(_ s: String) { lock.withLock { collected += s } }
}
