import Testing
import CardEngine
import CardTestSupport

/// The closed-form spring's promises (docs/runtime.md, "Springs"), over many random springs.
@Suite struct SpringTests {
    /// A small deterministic generator, so a failure names a reproducible case.
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func uniform(_ range: ClosedRange<Double>) -> Double { range.lowerBound + next() * (range.upperBound - range.lowerBound) }
    }

    func randomSprings(count: Int, damping: ClosedRange<Double>? = nil, seed: UInt64) -> [Spring] {
        var random = Random(state: seed)
        return (0..<count).map { _ in
            let parameters = SpringParameters(response: random.uniform(0.05...1.5), dampingRatio: damping.map { random.uniform($0) } ?? random.uniform(0.1...3))
            return Spring(from: random.uniform(-800...800), velocity: random.uniform(-4000...4000), to: random.uniform(-400...400), parameters: parameters)
        }
    }

    @Test func startsWhereAndAsFastAsItWasLetGo() {
        for spring in randomSprings(count: 2_000, seed: 1) where spring.restTime > 0 {
            #expect(abs(spring.position(at: 0) - spring.start) < 1e-9 * max(1, abs(spring.start)))
            #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9 * max(1, abs(spring.initialVelocity)))
        }
    }

    @Test func restIsExactAndTheSnapIsBelowTheRestTolerance() {
        for spring in randomSprings(count: 2_000, seed: 2) {
            expectEqual(spring.position(at: spring.restTime), spring.target)
            expectEqual(spring.velocity(at: spring.restTime), 0)
            expectEqual(spring.position(at: spring.restTime + 100), spring.target)
            // Just before rest, the card is already within the tolerances: resting is no jump.
            let before = spring.restTime * (1 - 1e-12)
            if before < spring.restTime, spring.restTime > 0 {
                #expect(abs(spring.position(at: before) - spring.target) <= Spring.restDistance * 1.000001)
                #expect(abs(spring.velocity(at: before)) <= Spring.restSpeed * 1.000001)
            }
        }
    }

    @Test func criticallyDampedCrossesAtMostOnceAndNeverFromRest() {
        var random = Random(state: 3)
        for _ in 0..<1_000 {
            let parameters = SpringParameters(response: random.uniform(0.05...1.5), dampingRatio: 1)
            let start = random.uniform(-800...800), target = random.uniform(-400...400)
            for velocity in [0, random.uniform(-5000...5000)] {
                let spring = Spring(from: start, velocity: velocity, to: target, parameters: parameters)
                let crossings = signChanges(of: spring)
                #expect(crossings <= 1)
                if velocity == 0 { expectEqual(crossings, 0) }
                // Crossing needs a throw toward the target faster than ω·distance.
                let towardTarget = (target - start) * velocity > 0
                if crossings == 1 {
                    #expect(towardTarget && abs(velocity) > parameters.angularFrequency * abs(start - target) * (1 - 1e-9))
                }
            }
        }
    }

    @Test func overDampedCrossesAtMostOnce() {
        for spring in randomSprings(count: 1_000, damping: 1...20, seed: 4) {
            #expect(signChanges(of: spring) <= 1)
        }
    }

    @Test func sampledAt60And120HertzAgreeAtSharedInstants() {
        for spring in randomSprings(count: 200, seed: 5) {
            for frame in 0..<120 {
                let t60 = Double(frame) / 60, t120 = Double(frame * 2) / 120
                expectEqual(spring.position(at: t60), spring.position(at: t120))
            }
        }
    }

    @Test func hostileInputsStayFinite() {
        let values = [Double.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, .leastNonzeroMagnitude]
        for response in values {
            for damping in values {
                let spring = Spring(from: 100, velocity: .nan, to: 0, parameters: SpringParameters(response: response, dampingRatio: damping))
                for t in [0, 0.01, 1, 1e9, .nan, .infinity] {
                    #expect(spring.position(at: t).isFinite)
                    #expect(spring.velocity(at: t).isFinite)
                }
            }
        }
    }

    @Test func rubberBandIsContinuousIncreasingAndBounded() {
        let band = RubberBand(dimension: 667)
        expectEqual(band.give(overshoot: 0), 0)
        #expect(abs(band.slope(overshoot: 1e-9) - RubberBand.coefficient) < 1e-9)
        var previous = 0.0
        for step in 1...2_000 {
            let x = Double(step) * 5
            let g = band.give(overshoot: x)
            #expect(g > previous && g < 667)
            #expect(abs(band.overshoot(forGive: g) - x) < 1e-6 * x)
            previous = g
        }
        let range = 100.0...300.0
        expectEqual(band.shown(200, within: range), 200)
        #expect(band.shown(300.000001, within: range) - 300 < 1e-6)
        #expect(band.finger(showing: band.shown(380, within: range), within: range) - 380 < 1e-9)
        #expect(band.finger(showing: band.shown(20, within: range), within: range) - 20 < 1e-9)
    }

    /// How many times the displacement changes sign, sampled finely over the motion.
    func signChanges(of spring: Spring) -> Int {
        guard spring.restTime > 0, spring.restTime.isFinite else { return 0 }
        var changes = 0
        var previous = spring.position(at: 0) - spring.target
        let steps = 4_000
        for i in 1...steps {
            let d = spring.position(at: spring.restTime * Double(i) / Double(steps)) - spring.target
            if d != 0, previous != 0, (d > 0) != (previous > 0), abs(d) > 1e-9 { changes += 1 }
            if d != 0 { previous = d }
        }
        return changes
    }

    /// Distances near the largest Double (a sheet state 1e308 pt high): every sample finite,
    /// the start before the spring's start, the rest band held just before the rest time, which
    /// is finite, and exactly the target from it on (docs/runtime.md, "Springs", "Huge
    /// distances"). The solution overflowed: NaN from the start to a rest time of seconds.
    @Test func hugeDistancesRunLikeAnyOther() {
        let largest = Double.greatestFiniteMagnitude
        let ends: [(Double, Double)] = [(1e308, 80), (80, 1e308), (-1e308, 0), (largest, -largest), (-largest, largest),
                                        (1e308, 5e307), (0, 1e200), (1e150, 0)]
        let parameters: [(Double, Double)] = [(0.8, 1), (0.8, 3), (0.35, 0.85), (0.3, 0.01), (2, 100), (1e-6, 1), (0.5, 1.5)]
        for (start, target) in ends {
            for velocity in [0, 1e5, -1e308, largest] {
                for (response, damping) in parameters {
                    let spring = Spring(from: start, velocity: velocity, to: target, parameters: SpringParameters(response: response, dampingRatio: damping))
                    let label = "from \(start) at \(velocity) to \(target), response \(response), damping \(damping): rests at \(spring.restTime)"
                    #expect(spring.restTime < 1e9, "\(label)")
                    expectEqual(spring.position(at: -1), start)
                    expectEqual(spring.velocity(at: -1), velocity)
                    expectEqual(spring.position(at: spring.restTime), target)
                    expectEqual(spring.velocity(at: spring.restTime), 0)
                    var finite = true
                    for i in 0...2_000 {
                        let t = spring.restTime * Double(i) / 2_000
                        finite = finite && spring.position(at: t).isFinite && spring.velocity(at: t).isFinite
                    }
                    #expect(finite, "\(label)")
                    let before = spring.restTime.nextDown
                    if spring.restTime > 0 {
                        #expect(abs(spring.position(at: before) - target) <= Spring.restDistance * 1.000001, "\(label)")
                        #expect(abs(spring.velocity(at: before)) <= Spring.restSpeed * 1.000001, "\(label)")
                    }
                }
            }
        }
        // From rest, a spring damped at least critically never passes its target nor turns back:
        // between opposite ends near the largest Double its frames run one way (a product
        // taken before the sum overflowed and showed the start for a while, then jumped).
        for (start, target) in [(largest, -largest), (-largest, largest), (1e308, -1e308)] {
            for damping in [1.0, 3.0] {
                let spring = Spring(from: start, velocity: 0, to: target, parameters: SpringParameters(response: 0.8, dampingRatio: damping))
                var previous = start
                var oneWay = true
                for i in 0...2_000 {
                    let position = spring.position(at: min(spring.restTime, 20) * Double(i) / 2_000)
                    oneWay = oneWay && (target < start ? position <= previous && position >= target : position >= previous && position <= target)
                    previous = position
                }
                #expect(oneWay, "from \(start) to \(target), damping \(damping)")
                #expect(spring.position(at: 0.21) != start, "from \(start) to \(target): still at the start after 0.21 s")
            }
        }
        // An ordinary spring is solved in points, as it always was: 0.1 pt past 80 still counts.
        let near = Spring(from: 80.1, velocity: 0, to: 80, parameters: SpringParameters(response: 0.8, dampingRatio: 1))
        #expect(near.restTime > 0 && near.position(at: 0.1) > 80 && near.position(at: 0.1) < 80.1)
    }
}
