import Testing
@testable import CardEngine
import CardTestSupport

/// The work of reachability under `release: projected`, counted in releases (each one
/// `settleProjected` call, O(n)) rather than timed: the checker asks every state's moves on every
/// device, so releases per state must stay linear in the states.
@Suite struct ProjectedReleaseCountTests {
    /// 64 segments 5 pt apart, thresholds no drag reaches, so the checker asks every flick. At
    /// 800 pt/s a flick projects about 400 pt on, past every state (no flick is aimed); at 50 pt/s
    /// about 25 pt, so flicks are aimed at most states from most release points.
    static func crowded(velocity: Double) -> SheetConfiguration {
        let segments = (0..<64).map { SheetConfiguration.Segment(name: "s\($0)", height: .points(10 + 5 * Double($0))) }
        var c = SheetConfiguration(segments: segments, initialIndex: 0,
                                   thresholds: .init(upward: .points(5000), downward: .points(5000), velocity: velocity))
        c.release = .projected
        return c
    }

    /// 32 screens: 1x to 3x, several sizes, tall enough for every segment.
    static let devices: [DeviceProfile] = (0..<32).map { i in
        DeviceProfile(name: "d\(i)", width: 320 + 10 * Double(i), height: 600 + 17 * Double(i),
                      safeAreaTop: 0, safeAreaBottom: 0, scale: Double(1 + i % 3))
    }

    @Test(arguments: [800.0, 50])
    func releasesPerStateAreLinearInTheStates(velocity: Double) {
        var total = 0
        for device in Self.devices {
            let b = SheetBehavior(configuration: Self.crowded(velocity: velocity), device: device)
            guard let lowest = b.extreme(highest: false), let highest = b.extreme(highest: true) else {
                Issue.record("no restable state on \(device.name)"); continue
            }
            let n = b.heights.count
            for state in b.heights.indices where b.acceptsGestures(in: state) {
                let (up, down) = b.neighbours(of: state)
                var releases = 0
                b.projectedReleases(from: state, up: up, down: down, lowest: lowest, highest: highest) { _, _, _ in releases += 1 }
                // n + 5 drags; per direction the slowest and the fastest from each start (at
                // most n + 1) and one aimed flick per state: 7n + 9. The search asked about
                // 2(n + 1)(n + 2) flicks per state before (up to 8,580 here).
                #expect(releases <= 7 * n + 9, "\(device.name), state \(state): \(releases) releases")
                total += releases
            }
        }
        #expect(total <= Self.devices.count * 64 * (7 * 64 + 9), "\(total)")
    }
}
