import CardEngine
import Foundation
import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Decks, stacks and carousels checked against the screen (`card-bounds`, and `safe-area` for
/// the kinds other than sheets): each mistake is reported at its key, on the devices where it
/// happens, with the values it compares; and every finding is an overflow of the engine's layout.
@Suite struct ScreenFitTests {
    /// `line device rule` of each diagnostic of `rule`.
    static func hits(_ yaml: String, _ rule: RuleID) -> [String] {
        TestSupport.diagnostics(yaml).filter { $0.rule == rule }
            .map { "\($0.location.line) \($0.devices.map(DiagnosticWording.label).joined(separator: "+")) \($0.severity)" }
    }

    @Test func aDeckLargerThanTheScreenIsAnError() {
        let yaml = "version: 1\nname: Big\nkind: deck\ndevices: [iphone-se]\nsize: { width: 600, height: 900 }\n"
        // Too wide and too high: one finding per axis, both at `size`.
        expectEqual(Self.hits(yaml, .cardBounds), ["5 iphone-se error", "5 iphone-se error"])
        let messages = TestSupport.diagnostics(yaml).filter { $0.rule == .cardBounds }.map(\.message)
        // Centred in the 647 pt safe area below the 20 pt top inset: 253 pt too high, half each way.
        #expect(messages.contains("the deck runs 106.5 pt above its top and 126.5 pt below its bottom on a 667 pt high screen (its card 600 pt wide and 900 pt high, centred in the safe area)"))
    }

    @Test func theSwipeDeckOfTheSeedDoesNotFitALandscapePhone() throws {
        let path = TestSupport.packageRoot.appendingPathComponent("examples/swipe-deck.card.yaml")
        let example = try String(contentsOf: path, encoding: .utf8)
        let seed = example.replacingOccurrences(of: "size: { width: 300, height: 300 }", with: "size: { width: 300, height: 400 }")
        #expect(seed != example)
        let line = try #require(seed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("size:") }) + 1
        let hits = Self.hits(seed, .cardBounds)
        // Every phone turned (393 pt and 430 pt are taller than 400 pt but not with two depths).
        // One finding per cause: iphone-se (landscape) is the first device of the one at `size`.
        #expect(hits.contains { $0.hasPrefix("\(line) iphone-se (landscape)") && $0.hasSuffix(" error") })
        #expect(hits.allSatisfy { $0.contains("landscape") })
        let diagnostic = try #require(TestSupport.diagnostics(seed).first { $0.rule == .cardBounds && $0.devices.first == DiagnosticDevice(name: "iphone-se", orientation: .landscape) })
        #expect(diagnostic.compared == [ComparedValue(.found, .number(-12.5), unit: "pt"), ComparedValue(.limit, .number(0), unit: "pt"),
                                        ComparedValue(.found, .number(407.5), unit: "pt"), ComparedValue(.limit, .number(375), unit: "pt")])
        // The example as shipped fits every phone both ways.
        #expect(Self.hits(example, .cardBounds).isEmpty && Self.hits(example, .safeArea).isEmpty)
    }

    @Test func depthOffsetsThatPushTheBackCardOffScreenAreFlaggedAtTheInsets() {
        let yaml = "version: 1\nname: D\nkind: deck\ndevices: [iphone-se]\norientations: [landscape]\nsize: { width: 300, height: 360 }\ninsets: { horizontal: 10, vertical: 10 }\n"
        expectEqual(Self.hits(yaml, .cardBounds), ["7 iphone-se (landscape) error"])
        // Under the home indicator (iphone-15 turned: 21 pt) but on screen: safe-area's warning.
        let under = "version: 1\nname: D\nkind: deck\ndevices: [iphone-15]\norientations: [landscape]\nsize: { width: 300, height: 340 }\ninsets: { horizontal: 10, vertical: 10 }\n"
        #expect(Self.hits(under, .cardBounds).isEmpty)
        expectEqual(Self.hits(under, .safeArea), ["7 iphone-15 (landscape) warning"])
    }

    @Test func aStackTallerThanTheScreenIsAnError() {
        let cards = "version: 1\nname: S\nkind: stack\ndevices: [iphone-se]\ncardHeight: 900\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\n"
        expectEqual(Self.hits(cards, .cardBounds), ["5 iphone-se error"])
        let expanded = "version: 1\nname: S\nkind: stack\ndevices: [iphone-se]\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 1200 }\n"
        expectEqual(Self.hits(expanded, .cardBounds), ["7 iphone-se error"])
        // 660 pt: on the 667 pt screen, but past its 647 pt usable height.
        let tall = expanded.replacingOccurrences(of: "expanded: 1200", with: "expanded: 660")
        #expect(Self.hits(tall, .cardBounds).isEmpty)
        expectEqual(Self.hits(tall, .safeArea), ["7 iphone-se warning"])
        let message = TestSupport.diagnostics(tall).first { $0.rule == .safeArea }?.message
        #expect(message == "the expanded stack (660 pt) is taller than the safe area (647 pt: the 667 pt screen less its 20 pt top and 0 pt bottom safe areas)")
    }

    @Test func aCarouselCardUnderASafeAreaIsAWarning() {
        let yaml = "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\ninsets: { top: 20, leading: 24, trailing: 24, bottom: 80 }\nexpandDistance: 200\n"
        expectEqual(Self.hits(yaml, .safeArea), ["5 iphone-15 warning"])
        #expect(Self.hits(yaml, .cardBounds).isEmpty)
        // No insets at all: a full-screen pager by design, clean.
        #expect(Self.hits("version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\nexpandDistance: 200\n", .safeArea).isEmpty)
        // Below the 59 pt inset: clean.
        #expect(Self.hits(yaml.replacingOccurrences(of: "top: 20", with: "top: 59"), .safeArea).isEmpty)
    }

    /// Devices are grouped as every rule groups them: one diagnostic when the message is the same.
    @Test func theSameOverflowOnSeveralDevicesIsOneDiagnostic() {
        let yaml = "version: 1\nname: S\nkind: stack\ndevices: [iphone-se, { name: other, width: 320, height: 667, safeArea: { top: 20 } }]\ncardHeight: 900\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\n"
        expectEqual(Self.hits(yaml, .cardBounds), ["5 iphone-se+other error"])
    }

    @Test func theFindingIsDrawnOnThePanelOfItsDevice() throws {
        let yaml = "version: 1\nname: Turned\nkind: deck\ndevices: [iphone-se]\norientations: [portrait, landscape]\nsize: { width: 300, height: 400 }\n"
        let (_, paths) = try PreviewTests.write(["turned.card.yaml": yaml])
        let (output, _) = try PreviewTests.preview(paths)
        let svg = try SVGNode.parse(file: output + "/Turned.svg")
        func tags(_ device: String) throws -> [String] {
            let panel = try #require(svg.all("g", class: "panel", ["data-device": device]).first)
            return panel.all("text", class: "finding").map(\.text)
        }
        #expect(try tags("iphone-se, landscape").contains { $0.contains("card-bounds") })
        #expect(try tags("iphone-se").isEmpty)
    }

    /// Random decks, stacks and carousels on random screens, an independent model of
    /// docs/engine.md's "Fitting the screen": a screen finding exactly when some engine frame
    /// leaves the screen, a safe-area one exactly when, on screen, an edge crosses an inset by at
    /// least half a pixel; each at its documented key, a deck's top and bottom apart. Lengths are
    /// eighths of a point, so every frame below is exact and half-pixel edges come up.
    @Test func everyFindingIsAnOverflowOfTheEnginesLayout() {
        var rng = SeededGenerator(state: 26)
        func n(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range.lowerBound * 8...range.upperBound * 8, using: &rng)) / 8 }
        var counts = [0, 0, 0, 0]
        for _ in 0..<600 {
            var device = DeviceProfile(name: "d", width: n(200...1000), height: n(200...1000), safeAreaTop: n(0...60), safeAreaBottom: n(0...40),
                                       scale: Bool.random(using: &rng) ? 2 : 3)
            if Bool.random(using: &rng) { device = device.turned(to: .landscape) }
            let (W, H, T, B) = (device.width, device.height, device.safeAreaTop, device.safeAreaBottom)
            // `a` is past `b` by at least half a pixel (closer, it is at `b`'s position).
            func past(_ a: Double, _ b: Double) -> Bool { a - b >= 0.5 / device.scale }
            let kind = Int.random(in: 0...2, using: &rng)
            var expected: [String] = []
            let found: [ScreenFit.Overflow]
            switch kind {
            case 0:
                let c = DeckConfiguration(width: Int.random(in: 0..<20, using: &rng) == 0 ? 0 : n(50...900), height: n(50...1000),
                                          visible: Int.random(in: 1...5, using: &rng), horizontalInset: n(0...30), verticalInset: n(0...40))
                let layout = DeckLayout(configuration: c)
                // A deck with no width shows nothing: not scanned.
                let frames = c.width <= 0 ? [] : (0..<c.visible).map { layout.frame(depth: $0) }.prefix { $0.width > 0 }
                    // Centred in the safe area, as the runtime draws it (docs/runtime.md, "The scene").
                    .map { CardRect(x: $0.x + (W - c.width) / 2, y: $0.y + T + (H - T - B - c.height) / 2, width: $0.width, height: $0.height) }
                if let front = frames.first {
                    let top = frames.map(\.minY).min() ?? 0, bottom = frames.map(\.maxY).max() ?? 0
                    if top < 0 || bottom > H {
                        expected.append("screen " + (front.minY < 0 || front.maxY > H ? "size.height" : "insets.vertical"))
                    } else {
                        if past(T, top) { expected.append("safeArea size.height") }
                        if past(bottom, H - B) { expected.append("safeArea " + (past(front.maxY, H - B) ? "size.height" : "insets.vertical")) }
                    }
                    if frames.contains(where: { $0.minX < 0 || $0.maxX > W }) { expected.append("screen size.width") }
                }
                found = ScreenFit.overflows(.deck(c), on: device)
            case 1:
                let c = StackConfiguration(cardHeight: n(50...1200), offset: 20, collapsedHeight: n(50...600), expandedHeight: n(100...1400))
                // Standing on the bottom safe area, as the runtime stands it: its top edge is `H - B - h`.
                for (path, h) in [("cardHeight", c.cardHeight), ("height.collapsed", c.collapsedHeight), ("height.expanded", c.expandedHeight)] {
                    if H - B - h < 0 { expected.append("screen " + path) } else if past(T, H - B - h) { expected.append("safeArea " + path) }
                }
                found = ScreenFit.overflows(.stack(c), on: device)
            default:
                let c = CarouselConfiguration(insets: .init(top: n(0...150), leading: n(0...40), trailing: n(0...40), bottom: n(0...150)), expandDistance: 200)
                let f = CarouselLayout(configuration: c, device: device).collapsedFrame
                // Never with the format's non-negative insets; the expanded card is the screen.
                if f.minX < 0 || f.minY < 0 || f.maxX > W || f.maxY > H { expected.append("screen insets") }
                // No width or height: carousel-layout's. No insets: a full-screen pager, like the expanded card.
                if f.width > 0 && f.height > 0 && f != CardRect(x: 0, y: 0, width: W, height: H) {
                    if past(T, f.minY) { expected.append("safeArea insets.top") }
                    if past(f.maxY, H - B) { expected.append("safeArea insets.bottom") }
                }
                found = ScreenFit.overflows(.carousel(c), on: device)
            }
            expectEqual(found.map { "\($0.bound) \($0.path)" }.sorted(), expected.sorted())
            let expectScreen = expected.contains { $0.hasPrefix("screen") }, expectSafe = expected.contains { $0.hasPrefix("safeArea") }
            counts[0] += expectScreen ? 1 : 0
            counts[1] += expectSafe ? 1 : 0
            counts[2] += !expectScreen && !expectSafe ? 1 : 0
            counts[3] += 1
        }
        // Every outcome is exercised.
        #expect(counts[0] > 50 && counts[1] > 50 && counts[2] > 50 && counts[3] == 600, "\(counts)")
    }

    /// The overflows are found once per device, and a spec that fits every screen (most do)
    /// keeps no array per device: `screenOverflows` is empty then, and one entry per device as
    /// soon as one overflows (the devices before it with none).
    @Test func aSpecThatFitsKeepsNoOverflowsPerDevice() throws {
        let fits = [
            "kind: deck\nsize: { width: 300, height: 300 }\n",
            "kind: stack\ncardHeight: 120\noffset: 20\nheight: { collapsed: 200, expanded: 500 }\n",
            "kind: carousel\ninsets: { top: 120, leading: 24, trailing: 24, bottom: 80 }\nexpandDistance: 200\n",
        ]
        for body in fits {
            let spec = try #require(TestSupport.spec("version: 1\nname: Fits\ndevices: [iphone-se, iphone-15]\n" + body), "\(body)")
            let context = CheckContext(spec: spec)
            expectEqual(context.devices.count, 2)
            #expect(context.screenOverflows.isEmpty, "\(body)")
        }
        // Too high for the first device's landscape screen only: the first device (portrait) has none.
        let spec = try #require(TestSupport.lint("version: 1\nname: Tall\nkind: deck\ndevices: [iphone-se]\norientations: [portrait, landscape]\nsize: { width: 300, height: 500 }\n").specs.first)
        let context = CheckContext(spec: spec)
        expectEqual(context.screenOverflows.count, 2)
        expectEqual(context.screenOverflows[0], [])
        #expect(context.screenOverflows[1].contains { $0.bound == .screen && $0.path == "size.height" })
    }

    /// A stack's card height is found once per spec, not per device: it holds only while the
    /// engine's card frame does not depend on the container's width.
    @Test func aStacksCardHeightIsTheSameOnEveryScreenWidth() {
        for cardHeight in [50.0, 200, 1200] {
            let c = StackConfiguration(cardHeight: cardHeight, offset: 20, collapsedHeight: 200, expandedHeight: 500)
            for width in [0.0, 320, 375, 430, 1024, 1366] {
                expectEqual(StackLayout(configuration: c, containerWidth: width).frame(index: 0, phase: .expanded).height,
                            ScreenFit.stackCardHeight(c))
            }
            expectEqual(ScreenFit.stackCardHeight(c), cardHeight)
        }
    }
}
