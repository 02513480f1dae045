// exp, log, sin, cos from the C library: the engine needs no Foundation.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A damped spring in closed form: where a card is, and how fast it moves, at any time after it
/// was let go. Evaluated from the formula rather than integrated per frame, so the path does not
/// depend on the frame rate, and it starts from the release velocity exactly (docs/runtime.md,
/// "Springs").
///
/// Positions and velocities are one-dimensional (points, points per second); a card that moves
/// in two dimensions runs one spring per axis with the same parameters.
public struct Spring: Sendable, Hashable {
    /// Where the spring comes to rest.
    public let target: Double
    /// Position and velocity at `t = 0`.
    public let start: Double
    public let initialVelocity: Double
    public let parameters: SpringParameters
    /// From this time on the spring is exactly at `target` with velocity 0: the documented
    /// instant (the last time it is more than 0.01 pt from the target or faster than 1 pt/s), never
    /// before it and at most `restLateness` after it.
    public let restTime: Double

    // The solution's coefficients (see `displacement(at:)`), fixed at construction so that
    // sampling is a handful of multiplications. They describe the motion in units of `scale`
    // points (a power of two, so converting is exact): 1 for any distance a screen has, more
    // where the terms of the solution (ω² times the distance) would overflow.
    private let solution: SpringSolution
    private let scale: Double

    /// Closer than this to the target, and slower than `restSpeed`, for all later time: at rest.
    public static let restDistance = 0.01
    public static let restSpeed = 1.0
    /// How much later than the documented instant `restTime` may be: one display frame at
    /// 120 Hz, the fastest display a card is drawn on. The search stops far closer (a nanosecond);
    /// this is the promise, and what the tests hold it to.
    public static let restLateness = 1.0 / 120

    /// A spring from `start` moving at `velocity` toward `target`. Non-finite inputs are read as
    /// the target (position) and 0 (velocity), so a host's bad value cannot send the card away.
    public init(from start: Double, velocity: Double, to target: Double, parameters: SpringParameters) {
        let target = target.isFinite ? target : 0
        let start = start.isFinite ? start : target
        let velocity = velocity.isFinite ? velocity : 0
        self.target = target
        self.start = start
        self.initialVelocity = velocity
        self.parameters = parameters
        let omega = parameters.angularFrequency
        let zeta = parameters.dampingRatio
        guard omega.isFinite, omega > 0, start != target || velocity != 0 else {
            solution = .none
            scale = 1
            restTime = 0
            return
        }
        let scale = Self.scale(start: start, target: target, velocity: velocity, omega: omega)
        self.scale = scale
        // Each divided on its own: exact (a power of two), and the difference cannot overflow.
        let x0 = start / scale - target / scale
        let v0 = velocity / scale
        let solution: SpringSolution
        if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega * x0) / frequency
            solution = .under(a: x0, b: b, decay: zeta * omega, frequency: frequency)
        } else if zeta == 1 {
            let b = v0 + omega * x0
            solution = .critical(a: x0, b: b, omega: omega)
        } else {
            // r1 = −ω/(ζ + s) without the cancellation of −ω(ζ − s); s = √(ζ² − 1).
            let s = zeta * (1 - 1 / (zeta * zeta)).squareRoot()
            let r1 = -omega / (zeta + s)
            let r2 = -omega * (zeta + s)
            let b = (v0 - r1 * x0) / (r2 - r1)
            let a = x0 - b
            solution = .over(a: a, b: b, r1: r1, r2: r2)
        }
        self.solution = solution
        // The documented instant: the later of the last exits of the distance and the speed
        // from their bands. The envelope, never early but up to seconds late, only where the
        // search cannot run (coefficients that overflow).
        let distance = Self.restDistance / scale, speed = Self.restSpeed / scale
        var rest = max(solution.lastExit(speed: false, tolerance: distance), solution.lastExit(speed: true, tolerance: speed))
        if !rest.isFinite { rest = solution.envelopeTime(distance: distance, speed: speed) }
        restTime = rest.isFinite ? max(0, rest) : .greatestFiniteMagnitude
    }

    /// Position at `t` seconds after the start (before 0: the start; at rest: the target).
    public func position(at t: Double) -> Double {
        if t >= restTime { return target }
        if t < 0 { return start }
        // Added in the solution's units, then scaled: start and target of opposite signs near
        // the largest Double would overflow `x * scale` on its own while their sum is finite.
        return Self.finite((target / scale + displacement(at: t).x) * scale, else: target)
    }

    /// Velocity at `t` (before 0: the initial velocity; at rest: 0). A speed past the largest
    /// Double (ω times a distance near it) reads as the largest.
    public func velocity(at t: Double) -> Double {
        if t >= restTime { return 0 }
        if t < 0 { return initialVelocity }
        return Self.finite(displacement(at: t).v * scale, else: 0)
    }

    public func isResting(at t: Double) -> Bool { t >= restTime }

    /// NaN (a time of NaN) reads as the start, as `position(at:)` promises.
    private func displacement(at t: Double) -> (x: Double, v: Double) { solution.displacement(at: t.isNaN ? 0 : t) }

    /// The largest the solution's terms may be in its units: ω² times the distance, and ω times
    /// the velocity, stay far from overflowing (2^1024), with room for the search's products.
    private static let largestTerm = 0x1p600

    /// 1 unless the solution's largest term, about max(|start|, |target|, |velocity|) · max(1, ω)²,
    /// would pass `largestTerm`; then the power of two that brings it there (at most 2^1000, for
    /// responses so short that ω² alone nears overflow: those keep the envelope's rest time).
    private static func scale(start: Double, target: Double, velocity: Double, omega: Double) -> Double {
        let largest = max(abs(start), abs(target), abs(velocity))
        guard largest > 0 else { return 1 }
        let exponent = Int(largest.exponent) + 2 * max(0, Int(omega.exponent)) - Int(largestTerm.exponent)
        return exponent > 0 ? Double(sign: .plus, exponent: min(exponent, 1000), significand: 1) : 1
    }

    /// `value` within the finite Doubles; NaN (parameters set to NaN after the spring was made)
    /// reads as `fallback`.
    private static func finite(_ value: Double, else fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
