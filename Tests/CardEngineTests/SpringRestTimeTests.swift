import Testing
import CardEngine

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CardTestSupport

/// A spring's rest time against the documented instant (docs/runtime.md, "Springs"): the first
/// time after which it stays within 0.01 pt of its target and under 1 pt/s. The instant is found
/// here by brute force, sampling the motion densely from a time it is surely at rest back to the
/// last sample outside the band, with the motion written out in the textbook form (not the
/// engine's code); the engine must never be earlier and at most one display frame later.
@Suite struct SpringRestTimeTests {
    /// The damped spring from `x0` (displacement) and `v0`, textbook form.
    struct Model {
        let x0: Double, v0: Double, omega: Double, zeta: Double

        init(_ spring: Spring) {
            x0 = spring.start - spring.target
            v0 = spring.initialVelocity
            omega = spring.parameters.angularFrequency
            zeta = spring.parameters.dampingRatio
        }

        func state(at t: Double) -> (x: Double, v: Double) {
            if zeta < 1 {
                let sigma = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
                let e = exp(-sigma * t), c = cos(wd * t), s = sin(wd * t)
                return (e * (x0 * c + (v0 + sigma * x0) / wd * s), e * (v0 * c - (sigma * v0 + omega * omega * x0) / wd * s))
            }
            if zeta == 1 {
                let b = v0 + omega * x0, e = exp(-omega * t)
                return ((x0 + b * t) * e, (v0 - omega * b * t) * e)
            }
            let (r1, r2, c1, c2) = overDamped
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }

        var overDamped: (r1: Double, r2: Double, c1: Double, c2: Double) {
            let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot()), r1 = omega * omega / r2
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            return (r1, r2, c1, x0 - c1)
        }

        /// Outside the band; `slack` widens it (relative), for a comparison at the crossing
        /// itself, where this form and the engine's round differently.
        func outside(at t: Double, slack: Double = 0) -> Bool {
            let s = state(at: t)
            return abs(s.x) > Spring.restDistance * (1 + slack) || abs(s.v) > Spring.restSpeed * (1 + slack)
        }

        /// A time after which the motion is surely inside the band, from bounds on each term.
        var surelyAtRest: Double {
            let d = Spring.restDistance, u = Spring.restSpeed
            func after(_ amplitude: Double, _ tolerance: Double, _ rate: Double) -> Double {
                amplitude > tolerance ? log(amplitude / tolerance) / rate : 0
            }
            if zeta < 1 {
                // |x| ≤ Kx e^(−σt), |v| ≤ Kv e^(−σt).
                let sigma = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
                let kx = hypot(x0, (v0 + sigma * x0) / wd), kv = hypot(v0, (sigma * v0 + omega * omega * x0) / wd)
                return max(after(kx, d, sigma), after(kv, u, sigma))
            }
            if zeta == 1 {
                // |p + q t| e^(−ωt) ≤ |p| e^(−ωt) + |q| (2/(eω)) e^(−ωt/2): each term under half.
                let b = v0 + omega * x0
                func bound(_ p: Double, _ q: Double, _ tolerance: Double) -> Double {
                    max(after(2 * abs(p), tolerance, omega), after(4 * abs(q) / (M_E * omega), tolerance, omega / 2))
                }
                return max(bound(x0, b, d), bound(v0, omega * b, u))
            }
            let (r1, r2, c1, c2) = overDamped
            return max(after(2 * abs(c1), d, -r1), after(2 * abs(c2), d, -r2),
                       after(2 * abs(c1 * r1), u, -r1), after(2 * abs(c2 * r2), u, -r2))
        }

        /// The last time the motion is outside the band (0 if never): sampled back from
        /// `surelyAtRest` every `step` to the first sample outside, then the step after it
        /// sampled a hundred times finer. A lower bound on the instant, within `step / 100`.
        func lastExit(step: Double) -> Double {
            var k = (surelyAtRest / step).rounded(.up)
            while k > 0, !outside(at: k * step) { k -= 1 }
            guard k > 0 || outside(at: 0) else { return 0 }
            var t = k * step
            for i in 1...100 where outside(at: k * step + Double(i) * step / 100) { t = k * step + Double(i) * step / 100 }
            return t
        }
    }

    /// Random springs of every regime: under-damped down to ζ = 0.01, critical, within the
    /// critical band, over-damped, and the clamped ζ = 100; distances and speeds from 10⁻⁴ to 10⁶.
    func randomSprings(count: Int, seed: UInt64) -> [Spring] {
        var random = SpringTests.Random(state: seed)
        func logUniform(_ low: Double, _ high: Double) -> Double {
            let magnitude = exp(random.uniform(log(low)...log(high)))
            return random.next() < 0.5 ? -magnitude : magnitude
        }
        return (0..<count).map { i in
            let damping: Double
            switch i % 9 {
            case 0: damping = 0.01
            case 1: damping = random.uniform(0.01...0.3)
            case 2: damping = random.uniform(0.3...0.999)
            case 3: damping = 1
            case 4: damping = 1 + 5e-7
            case 5: damping = random.uniform(1.001...3)
            case 6: damping = random.uniform(3...100)
            case 7: damping = 100
            default: damping = 1e6
            }
            let parameters = SpringParameters(response: random.uniform(0.05...1.5), dampingRatio: damping)
            let distance = random.next() < 0.1 ? 0 : logUniform(1e-4, 1e6)
            let velocity = random.next() < 0.2 ? 0 : logUniform(1e-3, 1e6)
            let target = random.uniform(-400...400)
            return Spring(from: target + distance, velocity: velocity, to: target, parameters: parameters)
        }
    }

    @Test func restTimeIsTheDocumentedInstantNeverEarlyAtMostOneFrameLate() {
        let step = 1.0 / 2_400
        for (index, spring) in randomSprings(count: 1_800, seed: 33).enumerated() {
            let model = Model(spring)
            // The model is the motion the engine shows.
            for fraction in [0.0, 0.1, 0.37, 0.9] where spring.restTime > 0 {
                let t = spring.restTime * fraction
                let scale = max(1, abs(model.x0), abs(model.v0) / model.omega)
                #expect(abs(spring.position(at: t) - spring.target - model.state(at: t).x) <= 1e-9 * scale, "spring \(index)")
            }
            let sampleStep = model.zeta < 1 ? min(step, 2 * Double.pi / model.omega / 200) : step
            let instant = model.lastExit(step: sampleStep)
            #expect(spring.restTime >= instant, "spring \(index) rests early: \(spring.restTime) s, the band is left at \(instant) s (\(spring))")
            #expect(spring.restTime <= instant + sampleStep / 100 + Spring.restLateness,
                    "spring \(index) rests late: \(spring.restTime) s, the band is left at \(instant) s (\(spring))")
        }
    }

    /// From the rest time on the motion never leaves the band again, sampled far beyond it
    /// (at the rest time itself, up to rounding: it is where the band was left).
    @Test func afterRestTheMotionStaysInTheBand() {
        for spring in randomSprings(count: 600, seed: 34) {
            let model = Model(spring)
            let end = max(spring.restTime, model.surelyAtRest)
            for i in 0...400 {
                let t = spring.restTime + (end - spring.restTime) * Double(i) / 400
                #expect(!model.outside(at: t, slack: 1e-9))
            }
        }
    }

    /// Extreme springs (responses from 1 ns to 1,000 s, every damping class, distances and speeds
    /// up to 1e12): the search ends (its loops are bounded), the rest time is a finite time, the
    /// card is exactly at its target from it on, and no sample is NaN. (Responses near 1e±300 s
    /// overflow the closed form's coefficients themselves, with or without the search.)
    @Test func extremeSpringsRestAtAFiniteTimeWithoutNaN() {
        let responses = [1e-9, 0.016, 0.3, 1e3]
        let dampings = [0.0, 0.01, 0.5, 0.999999, 1, 1.000001, 2, 100, 1e300]
        let values = [0, 1e-300, 1e-3, 0.01, 1, 1e6, 1e7, 1e12, -1e12]
        for response in responses {
            for damping in dampings {
                let parameters = SpringParameters(response: response, dampingRatio: damping)
                for distance in values {
                    for velocity in values {
                        let spring = Spring(from: distance, velocity: velocity, to: 0, parameters: parameters)
                        #expect(spring.restTime.isFinite && spring.restTime >= 0)
                        expectEqual(spring.position(at: spring.restTime), 0)
                        for t in [0, spring.restTime / 2, spring.restTime, 1e9] {
                            #expect(spring.position(at: t).isFinite && spring.velocity(at: t).isFinite, "\(spring) at \(t)")
                        }
                    }
                }
            }
        }
    }
}
