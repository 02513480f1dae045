import Testing
import CardEngine
import CardTestSupport

/// Issue 25, item 2: where the running sheet settles is the release function's decision. Random
/// pan traces (began, a few changed, ended at a random velocity; some grab the card in flight)
/// on random sheets (nasty heights and thresholds, built as configurations) and devices (every
/// built-in, both orientations): each release settles in `settle(from:releaseHeight:velocity:)`
/// of the drag's start state and the finger's height, the card is shown exactly the band's give
/// past the release span and never farther, it never jumps at a lift or a grab, and no frame
/// holds NaN. Under both release policies: half the sheets are `release: projected`.
@Suite struct SheetRuntimePropertyTests {
    typealias Random = SpringTests.Random

    static func length(_ random: inout Random, fraction: ClosedRange<Double>, points: ClosedRange<Double>) -> Length {
        random.next() < 0.5 ? .fraction(random.uniform(fraction)) : .points(random.uniform(points).rounded())
    }

    static func randomSheet(_ random: inout Random, device: DeviceProfile) -> SheetConfiguration {
        let n = 2 + Int(random.next() * 4)
        var segments: [SheetConfiguration.Segment] = []
        for i in 0..<n {
            let height: Length
            switch Int(random.next() * 10) {
            case 0: height = .points(0)
            case 1 where i > 0: height = segments[Int(random.next() * Double(i))].height                  // coincident
            case 2 where i > 0:                                                                            // a sub-pixel twin
                height = .points(max(0, segments[i - 1].height.resolved(against: device.usableHeight) + [0.1, -0.1, 0.2, 0.4][Int(random.next() * 4)]))
            case 3: height = .points(device.height + random.uniform(1...300).rounded())                      // above the container
            case 4...6: height = .points(random.uniform(1...1000).rounded())
            default: height = .fraction(random.uniform(0...1.2))
            }
            segments.append(.init(name: "s\(i)", height: height))
        }
        if random.next() < 0.6 {
            segments.sort { $0.height.resolved(against: device.usableHeight) < $1.height.resolved(against: device.usableHeight) }
        }
        let velocities: [Double] = [0, 1, 300, 800, 1500, 5000, 1e300]
        return SheetConfiguration(
            header: .init(height: .points(random.uniform(0...100).rounded()), tap: SheetConfiguration.HeaderTap.allCases[Int(random.next() * 3)]),
            segments: segments,
            initialIndex: Int(random.next() * Double(n)),
            thresholds: .init(upward: length(&random, fraction: 0...1.2, points: 0...400), downward: length(&random, fraction: 0...1.2, points: 0...400),
                              velocity: velocities[Int(random.next() * Double(velocities.count))]),
            dim: .init(alpha: 0.5, from: "s0", to: "s1"),
            scrollEnabledIn: random.next() < 0.5 ? ["s1"] : [],
            animation: CardAnimation(duration: random.next() < 0.1 ? 0 : random.uniform(0.05...1), damping: random.uniform(0.3...2)))
    }

    /// `randomSheet` under either release policy (issue 35): half the sheets are `projected`.
    static func randomSheetOfEitherPolicy(_ random: inout Random, device: DeviceProfile) -> SheetConfiguration {
        var configuration = randomSheet(&random, device: device)
        if random.next() < 0.5 { configuration.release = .projected }
        return configuration
    }

    /// The release span, computed here from the behaviour as docs/runtime.md states it.
    static func span(_ behavior: SheetBehavior, from state: Int) -> ClosedRange<Double> {
        let h = behavior.heights[state]
        // Under `projected` the span runs from the lowest restable state to the highest.
        let projected = behavior.configuration.release == .projected
        let down = projected ? behavior.extreme(highest: false) : behavior.neighbour(of: state, upward: false)
        let up = projected ? behavior.extreme(highest: true) : behavior.neighbour(of: state, upward: true)
        let low = down.map { behavior.heights[$0] } ?? h
        let high = up.map { behavior.heights[$0] } ?? h
        return min(low, h)...max(high, h)
    }

    static let devices: [DeviceProfile] = DeviceProfile.builtIn.flatMap { [$0, $0.turned(to: .landscape)] }

    @Test func everyReleaseSettlesWhereTheReleaseFunctionSays() {
        var random = Random(state: 2025)
        var releases = 0, grabs = 0, outOfReachGrabs = 0
        for _ in 0..<1_500 {
            let device = Self.devices[Int(random.next() * Double(Self.devices.count))]
            let configuration = Self.randomSheetOfEitherPolicy(&random, device: device)
            let mode: MotionMode = random.next() < 0.8 ? .full : .reduced
            let container = CardContainer(device: device)
            var m = SheetMotion(configuration: configuration, container: container, motion: mode, initialState: configuration.initialIndex)
            let behavior = SheetBehavior(configuration: configuration, device: device)
            let band = RubberBand(dimension: device.height)
            var t = 0.0
            for _ in 0..<4 {
                // Now, or some time into the last release's spring: a grab in flight.
                t += random.next() < 0.5 ? random.uniform(0...0.4) : 5
                let before = m.frame(at: t)
                let start = before.state
                let location = CardVector(x: device.width / 2, y: before.cardTop + min(max(before.height, 0), 2) / 2)
                _ = m.handle(.pan(PanEvent(.began, location: location, time: t)))
                let grabbed = m.frame(at: t)
                guard before.height > 0, behavior.acceptsGestures(in: start) else {
                    #expect(!grabbed.isDragging)
                    continue
                }
                #expect(grabbed.isDragging && grabbed.state == start)
                #expect(abs(grabbed.height - before.height) <= 1e-9 * max(1, abs(before.height)))
                if !before.isResting { grabs += 1 }
                let span = Self.span(behavior, from: start)
                let origin = mode == .full ? band.finger(showing: before.height, within: span) : before.height
                // Only a spring thrown at tens of thousands of points a second takes the card past
                // the band's reach (D beyond the span); grabbed there, it keeps its distance.
                let outOfReach = abs(before.height - min(max(before.height, span.lowerBound), span.upperBound)) >= 0.99 * band.dimension
                var ty = 0.0, vy = 0.0
                for _ in 0..<(1 + Int(random.next() * 4)) {
                    t += 1.0 / 60
                    ty += random.uniform(-300...300)
                    vy = random.uniform(-3000...3000)
                    _ = m.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: ty), velocity: CardVector(x: 0, y: vy), time: t)))
                    let shown = m.frame(at: t).height
                    let finger = origin - ty
                    let clamped = min(max(finger, span.lowerBound), span.upperBound)
                    let give = mode == .full ? band.give(overshoot: abs(finger - clamped)) : 0
                    if !outOfReach {
                        #expect(abs(abs(shown - clamped) - give) <= 1e-9 * max(1, abs(shown)))
                        #expect(abs(shown - clamped) <= device.height)
                    }
                }
                let velocities = [vy, configuration.thresholds.velocity, -configuration.thresholds.velocity, random.uniform(-6000...6000)]
                vy = velocities[Int(random.next() * 4)]
                let lift = m.frame(at: t)
                let notices = m.handle(.pan(PanEvent(.ended, translation: CardVector(x: 0, y: ty), velocity: CardVector(x: 0, y: vy), time: t)))
                let expected = behavior.settle(from: start, releaseHeight: origin - ty, velocity: -vy)
                if outOfReach {
                    // The finger's height is the band's near its reach, as the runtime took it.
                    expectEqual(m.state, notices.willSettle)
                    outOfReachGrabs += 1
                    continue
                }
                #expect(m.state == expected && notices.willSettle == expected)
                expectEqual(notices.stateChanged, (expected == start ? nil : SheetNotices.Change(from: start, to: expected)))
                // The spring starts where the card shows, at the band's slope times the lift's speed
                // (no spring for a duration of 0 or reduced motion: the card is there at once).
                let released = m.frame(at: t)
                if mode == .full, configuration.animation.duration > 0 {
                    let finger = origin - ty
                    let slope = device.height > 0 ? band.slope(at: finger, velocity: -vy, within: span) : 1
                    #expect(abs(released.height - lift.height) <= 1e-9 * max(1, abs(lift.height)))
                    let speed = min(max(slope * -vy, -SheetMotion.speedLimit), SheetMotion.speedLimit)
                    #expect(abs(released.velocity - speed) <= 1e-9 * max(1, abs(speed)))
                } else {
                    #expect(released.height == behavior.heights[expected] && released.velocity == 0)
                }
                releases += 1
            }
            // Every run comes to rest in its state, exactly at its height.
            let rested = m.frame(at: t).isResting
            let settled = m.advance(to: t + 1e6).didSettle
            #expect(settled == m.state || (rested && settled == nil), "\(configuration) \(device.name) \(m.frame(at: t))")
            expectEqual(m.frame(at: t + 1e6).height, behavior.heights[m.state])
        }
        // The traces exercise what they claim to.
        #expect(releases > 3_000 && grabs > 300 && outOfReachGrabs < releases / 100)
    }
}
