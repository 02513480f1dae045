import CardEngine
import CardTestSupport

/// Random sheets for the differential and property suites (ReachabilityDifferentialTests,
/// PreviewTests, ReleaseSpanTests, ...): nasty on purpose, with coincident and zero heights,
/// heights above the container, thresholds equal to gaps, zero and huge velocities.
package enum RandomSheets {
    package static func length(_ rng: inout SeededGenerator, points: [Double], fractionMax: Double) -> Length {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .points(0)
        case 1...2: return .points(points.randomElement(using: &rng) ?? 0)
        case 3...5: return .points(Double(Int.random(in: 0...1000, using: &rng)))
        case 6: return .fraction(1)
        default: return .fraction(Double(Int.random(in: 0...Int(fractionMax * 100), using: &rng)) / 100)
        }
    }

    package static func sheet(_ rng: inout SeededGenerator) -> (SheetConfiguration, DeviceProfile) {
        // Built-in and custom profiles, upright or turned to landscape, at 1x, 2x or 3x.
        let upright = Bool.random(using: &rng)
            ? DeviceProfile.builtIn.randomElement(using: &rng)!
            : DeviceProfile(name: "custom", width: 320, height: Double(Int.random(in: 200...1400, using: &rng)), safeAreaTop: Double(Int.random(in: 0...60, using: &rng)), safeAreaBottom: 0,
                            scale: Double(Int.random(in: 1...3, using: &rng)))
        let device = upright.turned(to: Bool.random(using: &rng) ? .landscape : .portrait)
        let n = Int.random(in: 2...5, using: &rng)
        var heights: [Length] = []
        for _ in 0..<n {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: heights.append(.points(0))
            case 1: heights.append(heights.randomElement(using: &rng) ?? .points(80))   // coincident
            case 8 where !heights.isEmpty:                                             // a sub-pixel twin, or just over a pixel apart
                let base = heights[Int.random(in: 0..<heights.count, using: &rng)].resolved(against: device.usableHeight)
                let offsets = [1e-13, 0.1, 0.16, 0.17, 0.24, 0.26, 0.34, 0.5, -0.1, -0.2]
                heights.append(.points(max(0, base + offsets[Int.random(in: 0..<offsets.count, using: &rng)])))
            case 2: heights.append(.points(device.height))                             // exactly the container
            case 3: heights.append(.points(device.height + Double(Int.random(in: 1...300, using: &rng)))) // above
            case 4...7: heights.append(.points(Double(Int.random(in: 1...1000, using: &rng))))
            default: heights.append(.fraction(Double(Int.random(in: 0...130, using: &rng)) / 100))
            }
        }
        if Bool.random(using: &rng) {
            // Mostly ascending, as real specs are; the rest stay shuffled.
            let usable = device.usableHeight
            heights.sort { $0.resolved(against: usable) < $1.resolved(against: usable) }
        }
        let pointHeights = heights.compactMap { if case .points(let p) = $0 { return p } else { return nil } }
        var gaps: [Double] = []
        for a in pointHeights { for b in pointHeights where b > a { gaps.append(b - a) } }
        var velocity: Double = [0, 1, 300, 800, 1500, 5000, 1e300].randomElement(using: &rng)!
        var thresholds = SheetConfiguration.Thresholds(
            upward: length(&rng, points: gaps, fractionMax: 1.5),
            downward: length(&rng, points: gaps, fractionMax: 1.5),
            velocity: velocity
        )
        var header = SheetConfiguration.Header(
            height: Bool.random(using: &rng) ? .points(0) : .points(Double(Int.random(in: 1...120, using: &rng))),
            tap: SheetConfiguration.HeaderTap.allCases.randomElement(using: &rng)!
        )
        var initial = Int.random(in: 0..<n, using: &rng)
        if Int.random(in: 0..<5, using: &rng) == 0 {
            // Stiff sheets: no flick, thresholds beyond most gaps, a tappable header, starting
            // low, so that taps matter.
            velocity = 1e300
            thresholds = .init(upward: .points(Double(Int.random(in: 500...3000, using: &rng))), downward: thresholds.downward, velocity: velocity)
            header = .init(height: .points(60), tap: Bool.random(using: &rng) ? .toggle : .cycle)
            initial = 0
        }
        let config = SheetConfiguration(
            header: header,
            segments: heights.enumerated().map { .init(name: "s\($0.offset)", height: $0.element) },
            initialIndex: initial,
            thresholds: thresholds
        )
        return (config, device)
    }
}
