import Testing
@testable import CardEngine
import CardTestSupport

@Suite struct SheetLayoutTests {
    let glide = SheetConfiguration(
        header: .init(height: .points(80), tap: .cycle),
        segments: [
            .init(name: "closed", height: .points(80)),
            .init(name: "compressed", height: .fraction(0.45)),
            .init(name: "open", height: .fraction(0.9)),
        ],
        dim: .init(alpha: 0.4, from: "closed", to: "compressed")
    )

    @Test func percentagesAreOfTheUsableHeight() {
        // iphone-se: 667 high, 20 pt safe area on top: usable 647.
        let layout = SheetLayout(configuration: glide, device: .iPhoneSE)
        expectEqual(layout.heights[0], 80)
        #expect(abs(layout.heights[1] - 647 * 0.45) < 1e-9)
        #expect(abs(layout.heights[2] - 647 * 0.9) < 1e-9)
        expectEqual(layout.headerHeight, 80)
        // iphone-15: 852 - 59 = 793.
        let tall = SheetLayout(configuration: glide, device: .iPhone15)
        #expect(abs(tall.heights[2] - 793 * 0.9) < 1e-9)
    }

    @Test func cardTopIsMeasuredFromTheContainerTop() {
        let layout = SheetLayout(configuration: glide, device: .iPhoneSE)
        expectEqual(layout.cardTop(segment: 0), 667 - 80)
        expectEqual(layout.cardTop(forHeight: 300), 367)
    }

    @Test func dimIsLinearBetweenFromAndTo() {
        let layout = SheetLayout(configuration: glide, device: .iPhoneSE)
        let from = layout.heights[0], to = layout.heights[1]
        expectEqual(layout.dimAlpha(atHeight: from), 0)
        expectEqual(layout.dimAlpha(atHeight: from - 10), 0)
        #expect(abs(layout.dimAlpha(atHeight: (from + to) / 2) - 0.2) < 1e-12)
        expectEqual(layout.dimAlpha(atHeight: to), 0.4)
        // Above `to` it stays at full alpha, as Glide keeps 0.4 from compressed to open.
        expectEqual(layout.dimAlpha(atHeight: layout.heights[2]), 0.4)
    }

    @Test func noDimMeansZeroAlphaEverywhere() {
        var config = glide
        config.dim = nil
        let layout = SheetLayout(configuration: config, device: .iPhone15)
        expectEqual(layout.dimAlpha(atHeight: 500), 0)
    }

    @Test func lengthResolution() {
        expectEqual(Length.points(12).resolved(against: 1000), 12)
        expectEqual(Length.fraction(0.25).resolved(against: 200), 50)
        #expect(Length.fraction(0.25).isFraction)
        #expect(!Length.points(1).isFraction)
    }

    @Test func builtInProfilesMatchTheDesign() {
        expectEqual(DeviceProfile.builtIn(named: "iphone-se"), DeviceProfile(name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0, scale: 2))
        // Pixels per point, from Apple's Human Interface Guidelines (Layout, device screen sizes): the SE and the iPad 11-inch are 2x, the iPhone 15 and 15 Pro Max 3x.
        expectEqual(DeviceProfile.builtIn.map(\.scale), [2, 3, 3, 2])
        #expect(DeviceProfile.builtIn(named: "iphone-15-pro-max")?.height == 932)
        #expect(DeviceProfile.builtIn(named: "ipad-11")?.safeAreaBottom == 20)
        expectEqual(DeviceProfile.defaults.map(\.name), ["iphone-se", "iphone-15", "iphone-15-pro-max"])
        expectEqual(DeviceProfile.builtIn(named: "pixel"), nil)
    }
}
