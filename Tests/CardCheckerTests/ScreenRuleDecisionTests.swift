import CardEngine
import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// The screen rules for decks, stacks and carousels as docs/engine.md ("Fitting the screen") and
/// docs/rules.md decide them (issue 33, items 14 to 16): one finding per edge with exactly its
/// devices, edges exactly on a bound fit, safe areas compared by position, and the places the
/// docs used to leave open.
@Suite struct ScreenRuleDecisionTests {
    static func findings(_ yaml: String, _ rule: RuleID) -> [Diagnostic] {
        TestSupport.diagnostics(yaml).filter { $0.rule == rule }
    }

    static func deck(devices: String, size: String, extra: String = "") -> String {
        "version: 1\nname: D\nkind: deck\ndevices: \(devices)\nsize: \(size)\n" + extra
    }

    // MARK: item 14: a deck's top and bottom are two causes

    /// Under both insets on one device: two findings, each naming the device once.
    @Test func aDeckUnderBothInsetsIsTwoFindingsEachWithItsDeviceOnce() {
        // iphone-15: 852 pt, 59 pt top and 34 pt bottom insets; an 800 pt card centred in the
        // 759 pt safe area runs 20.5 pt past it each way: 38.5 pt and 13.5 pt from the edges.
        let found = Self.findings(Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 800 }"), .safeArea)
        expectEqual(found.count, 2)
        #expect(found.contains { $0.message.hasPrefix("the deck's top edge is 38.5 pt") })
        #expect(found.contains { $0.message.hasPrefix("the deck's bottom edge is 13.5 pt") })
        for d in found { expectEqual(d.devices, [DiagnosticDevice(name: "iphone-15")]) }
    }

    /// Across devices: one with a problem at both edges and one only at the bottom are listed
    /// each under its own edges. Centred in the 820 pt safe area of `short`, the 830 pt card runs
    /// 5 pt into each inset; in the 840 pt one of `long` it fits, and only the deeper card, 10 pt
    /// lower, reaches 5 pt into the bottom inset.
    @Test func aDeviceIsListedOnlyUnderTheEdgeItHasAProblemWith() {
        let devices = "[{ name: short, width: 400, height: 900, safeArea: { top: 40, bottom: 40 } }, { name: long, width: 400, height: 920, safeArea: { top: 40, bottom: 40 } }]"
        let found = Self.findings(Self.deck(devices: devices, size: "{ width: 300, height: 830 }", extra: "visible: 2\ninsets: { vertical: 10 }\n"), .safeArea)
        // The two bottom edges are different distances from the bottom: two messages.
        let top = found.filter { $0.message.hasPrefix("the deck's top edge") }.flatMap(\.devices)
        let bottom = found.filter { $0.message.hasPrefix("the deck's bottom edge") }.flatMap(\.devices)
        expectEqual(top, [DiagnosticDevice(name: "short")])
        expectEqual(Set(bottom), [DiagnosticDevice(name: "long"), DiagnosticDevice(name: "short")])
        expectEqual(bottom.count, 2)
    }

    /// Random decks on four devices in both orientations: a finding names each device once,
    /// and only devices where its edge (or axis) does not fit, as `ScreenFit` finds it there.
    @Test func everyDeckFindingListsExactlyTheDevicesOfItsEdge() throws {
        var rng = SeededGenerator(state: 33)
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        var grouped = 0
        for _ in 0..<150 {
            let yaml = "version: 1\nname: D\nkind: deck\n\(DeviceGroupingTests.devices)\nsize: { width: \(n(200...500)), height: \(n(300...900)) }\nvisible: \(n(1...4))\ninsets: { horizontal: \(n(0...20)), vertical: \(n(0...60)) }\n"
            let result = TestSupport.lint(yaml)
            let spec = try #require(result.specs.first)
            guard case .deck(let c) = spec.configuration else { throw Unexpected() }
            var overflows: [DiagnosticDevice: [ScreenFit.Overflow]] = [:]
            for profile in spec.checkedProfiles { overflows[DiagnosticDevice(profile)] = ScreenFit.overflows(.deck(c), on: profile) }
            for d in result.diagnostics where d.rule == .safeArea || d.rule == .cardBounds {
                expectEqual(Set(d.devices).count, d.devices.count)
                let cause = d.message.hasPrefix("the deck's top edge") ? "top" : d.message.hasPrefix("the deck's bottom edge") ? "bottom"
                    : d.message.contains("wide screen") ? "horizontal" : "vertical"
                for device in d.devices {
                    #expect(overflows[device]?.contains { $0.cause == cause && ($0.bound == .safeArea) == (d.rule == .safeArea) } == true, "\(device) \(d.message)")
                }
                grouped += d.devices.count > 1 ? 1 : 0
            }
        }
        #expect(grouped > 20, "\(grouped)")
    }

    struct Unexpected: Error {}

    // MARK: item 15: an edge exactly on a bound fits

    /// A carousel's collapsed card meeting the screen's bottom exactly: the frame's sum lands one
    /// ulp past it, the inset does not.
    @Test func aCarouselCardOnTheScreensBottomFits() {
        let (height, top) = (1280.49, 256.4)
        // The case: summed as the frame sums it, the bottom edge lands past the screen.
        #expect(top + ((height - top) - 0) > height)
        let yaml = "version: 1\nname: C\nkind: carousel\ndevices: [{ name: tall, width: 600, height: \(height), safeArea: { top: 20 } }]\ninsets: { top: \(top), leading: 24, trailing: 24 }\nexpandDistance: 200\n"
        let all = TestSupport.diagnostics(yaml)
        #expect(all.isEmpty, "\(all.map(\.message))")
    }

    /// A deck whose deeper card meets the bottom safe area: centred in the safe area, the room
    /// below the front card is `B + (H - T - B - height) / 2`, here `vertical + B`; a point
    /// taller puts the deeper card under the inset.
    @Test func aDeckOnTheBottomInsetFits() {
        let (H, T, B, v) = (829.74, 29.37, 32.06, 35.81)
        let h = H - T - B - 2 * v
        let device = DeviceProfile(name: "d", width: 400, height: H, safeAreaTop: T, safeAreaBottom: B)
        let c = DeckConfiguration(width: 300, height: h, visible: 2, verticalInset: v)
        expectEqual(ScreenFit.overflows(.deck(c), on: device), [])
        let taller = DeckConfiguration(width: 300, height: h + 1, visible: 2, verticalInset: v)
        expectEqual(ScreenFit.overflows(.deck(taller), on: device).map(\.cause), ["bottom"])
        // And through the decoder, as written.
        let yaml = Self.deck(devices: "[{ name: d, width: 400, height: \(H), safeArea: { top: \(T), bottom: \(B) } }]",
                             size: "{ width: 300, height: \(h) }", extra: "visible: 2\ninsets: { vertical: \(v) }\n")
        #expect(Self.findings(yaml, .safeArea).isEmpty && Self.findings(yaml, .cardBounds).isEmpty)
    }

    /// The checker places a deck where the runtime draws it, centred in the safe area (docs/
    /// runtime.md, "The scene"), not on the whole screen. On an iPhone 15 (852 pt, insets 59 and
    /// 34) a 750 pt card's top edge is 63.5 pt down, below the top inset (centred on the screen
    /// it would be 51 pt down, under it); on a screen with only a 100 pt top inset a 700 pt card
    /// fills the 700 pt below it exactly.
    @Test func aDeckIsCheckedWhereTheRuntimeCentresIt() {
        let phone = Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 750 }")
        #expect(Self.findings(phone, .safeArea).isEmpty, "\(Self.findings(phone, .safeArea).map(\.message))")
        let notch = Self.deck(devices: "[{ name: notch, width: 400, height: 800, safeArea: { top: 100 } }]", size: "{ width: 300, height: 700 }")
        #expect(Self.findings(notch, .safeArea).isEmpty, "\(Self.findings(notch, .safeArea).map(\.message))")
        // Taller than the safe area: under both insets.
        let tall = Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 770 }")
        expectEqual(Self.findings(tall, .safeArea).count, 2)
    }

    /// A stack stands on the bottom safe area (docs/runtime.md, "The scene"): its height must fit
    /// between the two insets. 780 pt fits below the iPhone 15's 59 pt top inset (793 pt) but
    /// not in its 759 pt safe area.
    @Test func aStackTallerThanTheSafeAreaIsASafeAreaFinding() {
        let yaml = "version: 1\nname: S\nkind: stack\ndevices: [iphone-15]\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 780 }\n"
        let found = Self.findings(yaml, .safeArea)
        expectEqual(found.count, 1)
        #expect(found.first?.message.contains("759 pt") == true, "\(found.map(\.message))")
        #expect(Self.findings(yaml, .cardBounds).isEmpty)
        // 759 pt is exactly the safe area: it fits.
        #expect(Self.findings(yaml.replacingOccurrences(of: "780", with: "759"), .safeArea).isEmpty)
    }

    /// How far a finger can carry a deck's card is measured from where the runtime draws the
    /// deck, the safe area's centre: on an iPhone 15 (852 pt, insets 59 and 34) that is 438.5 pt
    /// down, so a 400 pt card travels at most 638.5 pt up and 613.5 pt down (centred on the
    /// screen, it would be 626 pt both ways).
    @Test func aDecksReachIsFromTheSafeAreasCentre() {
        func deck(_ direction: String, _ threshold: Int) -> String {
            Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 400 }",
                      extra: "directions: [\(direction)]\nthresholds: { \(direction): \(threshold) }\n")
        }
        #expect(Self.findings(deck("up", 630), .unreachableState).isEmpty, "\(Self.findings(deck("up", 630), .unreachableState).map(\.message))")
        let down = Self.findings(deck("down", 620), .unreachableState)
        #expect(down.count == 1 && down.first?.message.contains("613.5") == true, "\(down.map(\.message))")
    }

    /// Every kind on its bounds exactly, and a point past them.
    @Test func everyKindFitsOnItsBoundsExactly() {
        let se = "[iphone-se]"   // 375 x 667, 20 pt top inset, 2x: a 647 pt safe area
        #expect(TestSupport.diagnostics(Self.deck(devices: se, size: "{ width: 375, height: 647 }")).isEmpty)
        expectEqual(Self.findings(Self.deck(devices: se, size: "{ width: 376, height: 647 }"), .cardBounds).count, 1)
        let stack = "version: 1\nname: S\nkind: stack\ndevices: \(se)\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 667 }\n"
        expectEqual(Self.findings(stack, .cardBounds).count, 0)
        expectEqual(Self.findings(stack.replacingOccurrences(of: "667", with: "668"), .cardBounds).count, 1)
        let carousel = "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\ninsets: { top: 59, leading: 24, trailing: 24, bottom: 34 }\nexpandDistance: 200\n"
        #expect(TestSupport.diagnostics(carousel).isEmpty)
    }

    // MARK: item 16: what the docs say

    /// Per axis: a deck too wide for the screen is still checked against the top and bottom
    /// insets; one that leaves the screen vertically is not.
    @Test func aDecksSafeAreaCheckIsPerAxis() {
        let wide = Self.deck(devices: "[iphone-15]", size: "{ width: 500, height: 800 }")
        expectEqual(Self.findings(wide, .cardBounds).map(\.location.line), [5])
        expectEqual(Self.findings(wide, .safeArea).count, 2)
        let high = Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 900 }")
        expectEqual(Self.findings(high, .cardBounds).count, 1)
        #expect(Self.findings(high, .safeArea).isEmpty)
    }

    /// A deck whose card has no width shows nothing: `hidden-cards` says so at `size.width`, and
    /// the screen rules do not scan it.
    @Test func aZeroWideDeckIsHiddenCardsAndNotScanned() throws {
        let yaml = Self.deck(devices: "[iphone-se]", size: "\n  width: 0\n  height: 900", extra: "insets: { horizontal: 10 }\n")
        let hidden = Self.findings(yaml, .hiddenCards)
        expectEqual(hidden.map(\.location.line), [6])
        expectEqual(hidden.first?.message, "the deck's card is 0 pt wide: none of its 3 visible cards shows")
        #expect(Self.findings(yaml, .cardBounds).isEmpty && Self.findings(yaml, .safeArea).isEmpty)
        // A single visible card with no width too.
        expectEqual(Self.findings(yaml + "visible: 1\n", .hiddenCards).first?.message, "the deck's card is 0 pt wide: none of its 1 visible card shows")
    }

    /// The message names the first depth with no width, not the deepest visible one.
    @Test func hiddenCardsNamesTheFirstDepthWithNoWidth() {
        let yaml = Self.deck(devices: "[iphone-se]", size: "{ width: 300, height: 400 }", extra: "visible: 5\ninsets: { horizontal: 75, vertical: 10 }\n")
        expectEqual(Self.findings(yaml, .hiddenCards).map(\.message), ["at depth 2 the horizontal inset leaves the card 0 pt wide (300 pt less 2 x 2 x 75 pt)"])
    }

    /// A carousel with no collapsed width or height is `carousel-layout`'s alone: its edges mean
    /// nothing, so `safe-area` and `card-bounds` say nothing of it.
    @Test func aCarouselWithNoCollapsedHeightIsCarouselLayoutsAlone() {
        for insets in ["{ top: 10, leading: 24, trailing: 24, bottom: 900 }", "{ top: 10, leading: 300, trailing: 300, bottom: 10 }"] {
            let yaml = "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\ninsets: \(insets)\nexpandDistance: 200\n"
            #expect(TestSupport.diagnostics(yaml).map(\.rule) == [.carouselLayout], "\(insets)")
        }
    }

    /// `safe-area` compares by position on every kind, as for a sheet's segments: less than half
    /// a pixel past the usable height or into an inset is at it.
    @Test func safeAreaComparesByPositionOnEveryKind() {
        // iphone-se: usable 647 pt at 2x (a position is 1/4 pt).
        func stack(_ expanded: String) -> String {
            "version: 1\nname: S\nkind: stack\ndevices: [iphone-se]\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: \(expanded) }\n"
        }
        #expect(Self.findings(stack("647.2"), .safeArea).isEmpty)
        expectEqual(Self.findings(stack("647.25"), .safeArea).count, 1)
        // iphone-15: 59 pt top inset at 3x (1/6 pt).
        func carousel(_ top: String) -> String {
            "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\ninsets: { top: \(top), leading: 24, trailing: 24, bottom: 34 }\nexpandDistance: 200\n"
        }
        #expect(Self.findings(carousel("58.9"), .safeArea).isEmpty)
        expectEqual(Self.findings(carousel("58.8"), .safeArea).count, 1)
        // A deck 759.2 pt high, centred in the 759 pt safe area, leaves 58.9 pt above it and 33.9
        // pt below it; 759.4 pt leaves 58.8 and 33.8 pt, a position into each inset.
        #expect(Self.findings(Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 759.2 }"), .safeArea).isEmpty)
        expectEqual(Self.findings(Self.deck(devices: "[iphone-15]", size: "{ width: 300, height: 759.4 }"), .safeArea).count, 2)
    }

    /// A finding about a key that is not written sits where that key would go: at the start of
    /// the value of the nearest written key holding it. The carousel's top edge (`insets.top`,
    /// 0 by default) sits at the first key of a block `insets`, at the `{` of a flow one.
    @Test func aFindingAboutAnUnwrittenKeySitsAtTheValueHoldingIt() {
        let block = "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\nexpandDistance: 200\ninsets:\n  leading: 24\n  trailing: 24\n  bottom: 80\n"
        let found = Self.findings(block, .safeArea)
        expectEqual(found.map { [$0.location.line, $0.location.column] }, [[7, 3]])
        #expect(found.first?.message.hasPrefix("the collapsed card's top edge is 0 pt") == true)
        let flow = "version: 1\nname: C\nkind: carousel\ndevices: [iphone-15]\nexpandDistance: 200\ninsets: { leading: 24, trailing: 24, bottom: 80 }\n"
        expectEqual(Self.findings(flow, .safeArea).map { [$0.location.line, $0.location.column] }, [[6, 9]])
        // A written key is where its own finding sits.
        let written = flow.replacingOccurrences(of: "{ leading", with: "{ top: 20, leading")
        expectEqual(Self.findings(written, .safeArea).map { [$0.location.line, $0.location.column] }, [[6, 16]])
    }

    /// One `overlapping-thresholds` finding per pair the threshold breaks, each with exactly the
    /// devices it breaks on: iphone-15 breaks both pairs, iphone-se only the upper one.
    @Test func overlappingThresholdsIsOneFindingPerBrokenPair() {
        let yaml = """
            version: 1
            name: Pairs
            kind: sheet
            devices: [iphone-se, iphone-15]
            segments:
              - { name: low, height: 5% }
              - { name: mid, height: 300 }
              - { name: high, height: 60% }
            thresholds: { upward: 265, downward: 20 }
            """
        let found = Self.findings(yaml, .overlappingThresholds)
        expectEqual(found.count, 2)
        let lower = found.first { $0.message.contains("from 'low' to 'mid'") }
        let upper = found.first { $0.message.contains("from 'mid' to 'high'") }
        expectEqual(lower?.devices, [DiagnosticDevice(name: "iphone-15")])
        expectEqual(upper?.devices, [DiagnosticDevice(name: "iphone-se"), DiagnosticDevice(name: "iphone-15")])
    }
}
