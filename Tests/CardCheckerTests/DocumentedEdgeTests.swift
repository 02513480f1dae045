import CardEngine
import Testing
@testable import CardModel
@testable import CardReporters
import CardTestSupport
import CardCompilerTestSupport

/// The edges docs/engine.md, docs/rules.md and docs/format.md state exactly (issue 26, item 4),
/// each checked on the edge and just either side of it, so that a model written from the docs
/// alone agrees with cardc there too.
@Suite struct DocumentedEdgeTests {
    /// A sheet on the iPhone SE (667 pt, 20 pt top inset, 2x: one position is 1/4 pt) with these
    /// segment heights, lowest first, and the given extra lines.
    static func sheet(_ heights: [String], extra: String = "", devices: String = "[iphone-se]") -> String {
        var yaml = "version: 1\nname: EdgeCard\nkind: sheet\ndevices: \(devices)\n" + extra + "segments:\n"
        for (i, h) in heights.enumerated() { yaml += "  - { name: s\(i), height: \(h) }\n" }
        return yaml
    }

    static func findings(_ yaml: String, _ rule: RuleID) -> [Diagnostic] {
        TestSupport.diagnostics(yaml).filter { $0.rule == rule }
    }

    static func behavior(_ yaml: String, on device: DeviceProfile = .iPhoneSE) throws -> SheetBehavior {
        let spec = try #require(TestSupport.lint(yaml).specs.first)
        guard case .sheet(let c) = spec.configuration else { throw Unexpected() }
        return SheetBehavior(configuration: c, device: device)
    }

    struct Unexpected: Error {}

    // MARK: segment-bounds

    /// A 0 pt segment shows nothing, so it cuts no header off: not `segment-bounds` (a reachable
    /// one is a `dead-end-state`). Any height above 0 and below the header is cut off; the
    /// header's own height and the container's height are not out of bounds, anything above
    /// the container is.
    @Test func segmentBoundsAtZeroTheHeaderAndTheContainer() {
        let header = "header: { height: 80 }\n"
        func bounds(_ low: String, _ high: String) -> [Severity] {
            Self.findings(Self.sheet([low, "300", high], extra: header + "initial: s1\n"), .segmentBounds).map(\.severity)
        }
        expectEqual(bounds("0", "667"), [])
        expectEqual(bounds("0.001", "667"), [.warning])
        expectEqual(bounds("79.999", "667"), [.warning])
        expectEqual(bounds("80", "667"), [])
        expectEqual(bounds("80", "667.001"), [.error])
        // The 0 pt segment, reachable by a drag down, is a dead end instead.
        expectEqual(Self.findings(Self.sheet(["0", "300", "600"], extra: header + "initial: s1\n"), .deadEndState).count, 1)
    }

    // MARK: inverted-dim

    /// `alpha: 0` never dims, whatever `from` and `to` say: nothing jumps, so `inverted-dim` does
    /// not check it; any alpha above 0 is checked.
    @Test func invertedDimIsNotCheckedWhenTheAlphaIsZero() throws {
        func spec(_ alpha: String) -> String { Self.sheet(["80", "90%"], extra: "dim: { alpha: \(alpha), from: s1, to: s0 }\n") }
        #expect(Self.findings(spec("0"), .invertedDim).isEmpty)
        expectEqual(Self.findings(spec("0.01"), .invertedDim).count, 1)
        let clear = try Self.behavior(spec("0"))
        expectEqual([0, 80, 300, 582.3, 667].map(clear.layout.dimAlpha(atHeight:)), [0, 0, 0, 0, 0])
    }

    // MARK: scroll-state

    /// scroll-state compares with the highest segment on the screen (restable): its position,
    /// so a twin less than half a pixel below it is at the top too, and one a hair further is not.
    @Test func scrollStateComparesWithTheHighestPositionOnTheScreen() {
        // 100% of the SE's usable 647 pt is 647 pt; the first declared of the two is the highest.
        let twin = Self.sheet(["80", "647.2", "100%"], extra: "scroll: { enabledIn: [s2] }\n")
        #expect(Self.findings(twin, .scrollState).isEmpty)
        let below = Self.sheet(["80", "647.25", "100%"], extra: "scroll: { enabledIn: [s2] }\n")
        expectEqual(Self.findings(below, .scrollState).count, 1)
        // A twin just above the segment that scrolls does not make it any less the highest.
        let above = Self.sheet(["80", "100%", "647.2"], extra: "scroll: { enabledIn: [s1] }\n")
        #expect(Self.findings(above, .scrollState).isEmpty)
    }

    /// A segment above the container is not where the card rests, so it is not the highest:
    /// 840 pt is above the SE (segment-bounds says so) and the highest on the iPhone 15.
    @Test func scrollStateLeavesSegmentsAboveTheScreenOut() {
        let yaml = Self.sheet(["80", "100%", "840"], extra: "scroll: { enabledIn: [s1] }\n", devices: "[iphone-se, iphone-15]")
        let found = Self.findings(yaml, .scrollState)
        expectEqual(found.count, 1)
        #expect(found.first?.devices == [DiagnosticDevice(name: "iphone-15")])
    }

    // MARK: % heights

    /// `33.3%` is the written decimal read as a Double and divided by 100 (one rounding), then
    /// multiplied by the usable height (another): no rounding to pixels or decimals.
    @Test func percentHeightsAreTheDecimalOverAHundredTimesTheUsableHeight() throws {
        let b = try Self.behavior(Self.sheet(["80", "33.3%"]))
        let fraction = 33.3 / 100
        expectEqual(fraction, 0.33299999999999996)
        expectEqual(b.heights[1], fraction * 647)
        expectEqual(b.heights[1], 215.45099999999996)
        // Not the other orders of the same arithmetic, which round differently.
        #expect(b.heights[1] != 33.3 * 647 / 100 && b.heights[1] != 0.333 * 647)
        let whole = try Self.behavior(Self.sheet(["80", "45%"]))
        expectEqual(whole.heights[1], Double(45) / 100 * 647)
    }

    // MARK: the release span

    /// The span's ends are the exact heights of the neighbour states the engine chose (the
    /// first declared at their position), not the extent of that position.
    @Test func releaseSpanEndsAreTheNeighboursExactHeights() throws {
        // s1 and s2 are one position on the SE (0.15 pt apart); s1 is declared first.
        let b = try Self.behavior(Self.sheet(["80", "291.15", "291.3", "90%"]))
        expectEqual(b.neighbour(of: 0, upward: true), 1)
        expectEqual(b.releaseSpan(from: 0), 80...291.15)
        // A release at the twin's height is decided at the span's end.
        for v in [-900.0, -300, 0, 300] {
            expectEqual(b.settle(from: 0, releaseHeight: 291.3, velocity: v), b.settle(from: 0, releaseHeight: 291.15, velocity: v))
        }
        // Declared the other way round, the first declared (the higher) bounds the span.
        let swapped = try Self.behavior(Self.sheet(["80", "291.3", "291.15", "90%"]))
        expectEqual(swapped.releaseSpan(from: 0), 80...291.3)
        expectEqual(swapped.releaseSpan(from: 3), 291.3...swapped.heights[3])
    }

    // MARK: custom profiles turned

    static let kiosk = "[{ name: kiosk, width: 600, height: 1024, scale: 2, safeArea: { top: 30, bottom: 20 } }]"

    /// A profile of its own, turned, keeps its scale and its name, with a top inset of 0 and its
    /// bottom inset.
    @Test func aTurnedCustomProfileKeepsItsScale() throws {
        let spec = try #require(TestSupport.lint(Self.sheet(["80", "300"], extra: "orientations: [landscape]\n", devices: Self.kiosk)).specs.first)
        let turned = try #require(spec.checkedProfiles.first)
        #expect((turned.width, turned.height, turned.safeAreaTop, turned.safeAreaBottom, turned.scale) == (1024, 600, 0, 20, 2))
        #expect((turned.name, turned.declaredName) == ("kiosk, landscape", "kiosk"))
        expectEqual(DiagnosticDevice(turned), DiagnosticDevice(name: "kiosk", orientation: .landscape))
        // At 2x two heights 0.2 pt apart are one position (at the default 3x they would not be).
        let close = Self.sheet(["80", "300", "300.2"], extra: "orientations: [landscape]\n", devices: Self.kiosk)
        #expect(Self.findings(close, .coincidentSegments).first?.devices == [DiagnosticDevice(name: "kiosk", orientation: .landscape)])
        let closeAt3x = close.replacingOccurrences(of: "scale: 2, ", with: "")
        #expect(Self.findings(closeAt3x, .coincidentSegments).isEmpty)
    }

    /// Its insets are checked turned as well as upright: the bottom inset must leave a height
    /// of the width, whatever `orientations` says.
    @Test func aCustomProfilesInsetsAreCheckedTurned() {
        func device(bottom: String) -> String { "[{ name: tall, width: 100, height: 1000, safeArea: { bottom: \(bottom) } }]" }
        #expect(TestSupport.summary(Self.sheet(["80", "90"], devices: device(bottom: "99.9"))).isEmpty)
        let refused = TestSupport.diagnostics(Self.sheet(["80", "90"], devices: device(bottom: "100")))
        expectEqual(refused.map(\.rule), [.invalidValue])
        #expect(refused.first?.message.contains("turned to landscape") == true)
    }

    // MARK: names and the device list's punctuation

    /// Findings list devices as `iphone-se (landscape), iphone-15`, so a name of its own may not
    /// hold `,`, `(` or `)` (`iphone-se (landscape), iphone-15` as one name would forge a list);
    /// any other text is the name as written, and a device is named and grouped by its declared
    /// name and orientation, never by reading the printed name back.
    @Test func customNamesHoldingTheListsPunctuationAreRefused() throws {
        func device(_ name: String) -> String { "[{ name: \"\(name)\", width: 600, height: 1024 }]" }
        for name in ["kiosk, landscape", "iphone-se (landscape), iphone-15", "kiosk (2)", "kiosk)"] {
            let refused = TestSupport.diagnostics(Self.sheet(["80", "300"], devices: device(name)))
            expectEqual(refused.map(\.rule), [.invalidValue])
            #expect(refused.first?.location.line == 4)
            #expect(refused.first?.message.contains("name it without ',', '(' or ')'") == true, "\(refused)")
        }
        #expect(TestSupport.summary(Self.sheet(["80", "300"], devices: device("lobby landscape 2"))).isEmpty)
        // Any other name is the name, in both orientations.
        let yaml = Self.sheet(["80", "700"], extra: "orientations: [portrait, landscape]\n", devices: device("lobby landscape 2"))
        let bounds = Self.findings(yaml, .segmentBounds)
        expectEqual(bounds.count, 1)
        #expect(bounds.first?.devices == [DiagnosticDevice(name: "lobby landscape 2", orientation: .landscape)])
        let text = TestSupport.lint(yaml).diagnostics.map { DiagnosticFormatter.render([$0], as: .text) }.joined()
        #expect(text.contains("(on lobby landscape 2 (landscape)) [segment-bounds]"), "\(text)")
        // The printed name is never parsed: a profile renamed after turning keeps its declared name.
        var renamed = DeviceProfile(name: "kiosk", width: 600, height: 1024, safeAreaTop: 0, safeAreaBottom: 0).turned(to: .landscape)
        renamed.name = "Kiosk (turned), landscape"
        expectEqual(DiagnosticDevice(renamed), DiagnosticDevice(name: "kiosk", orientation: .landscape))
    }
}
