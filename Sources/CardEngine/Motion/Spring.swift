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
    /// From this time on the spring is exactly at `target` with velocity 0.
    public let restTime: Double

    // The solution's coefficients (see `displacement(at:)`), fixed at construction so that
    // sampling is a handful of multiplications.
    private let solution: Solution

    /// Closer than this to the target, and slower than `restSpeed`, for all later time: at rest.
    public static let restDistance = 0.01
    public static let restSpeed = 1.0

    private enum Solution: Sendable, Hashable {
        /// Already at rest: the target from the start.
        case none
        /// ζ < 1: x = e^(−ζωt) (a cos ω_d t + b sin ω_d t).
        case under(a: Double, b: Double, decay: Double, frequency: Double)
        /// ζ = 1: x = (a + b t) e^(−ωt).
        case critical(a: Double, b: Double, omega: Double)
        /// ζ > 1: x = a e^(r1 t) + b e^(r2 t), r2 < r1 < 0.
        case over(a: Double, b: Double, r1: Double, r2: Double)
    }

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
        let x0 = start - target
        let omega = parameters.angularFrequency
        let zeta = parameters.dampingRatio
        guard omega.isFinite, omega > 0, x0 != 0 || velocity != 0 else {
            solution = .none
            restTime = 0
            return
        }
        let solution: Solution
        let rest: Double
        if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + zeta * omega * x0) / frequency
            let amplitude = (x0 * x0 + b * b).squareRoot()
            solution = .under(a: x0, b: b, decay: zeta * omega, frequency: frequency)
            // |x| ≤ R e^(−ζωt) and |v| ≤ Rω e^(−ζωt).
            rest = Self.decayTime(amplitude: amplitude, speedAmplitude: amplitude * omega, rate: zeta * omega)
        } else if zeta == 1 {
            let b = velocity + omega * x0
            solution = .critical(a: x0, b: b, omega: omega)
            rest = Self.criticalRestTime(a: abs(x0), b: abs(b), omega: omega)
        } else {
            // r1 = −ω/(ζ + s) without the cancellation of −ω(ζ − s); s = √(ζ² − 1).
            let s = zeta * (1 - 1 / (zeta * zeta)).squareRoot()
            let r1 = -omega / (zeta + s)
            let r2 = -omega * (zeta + s)
            let b = (velocity - r1 * x0) / (r2 - r1)
            let a = x0 - b
            solution = .over(a: a, b: b, r1: r1, r2: r2)
            rest = Self.decayTime(amplitude: abs(a) + abs(b), speedAmplitude: abs(r1 * a) + abs(r2 * b), rate: -r1)
        }
        self.solution = solution
        restTime = rest.isFinite ? max(0, rest) : .greatestFiniteMagnitude
    }

    /// Position at `t` seconds after the start (before 0: the start).
    public func position(at t: Double) -> Double {
        if t >= restTime { return target }
        return target + displacement(at: max(0, t)).x
    }

    /// Velocity at `t` (before 0: the initial velocity; at rest: 0).
    public func velocity(at t: Double) -> Double {
        if t >= restTime { return 0 }
        return displacement(at: max(0, t)).v
    }

    public func isResting(at t: Double) -> Bool { t >= restTime }

    private func displacement(at t: Double) -> (x: Double, v: Double) {
        switch solution {
        case .none:
            return (0, 0)
        case let .under(a, b, decay, frequency):
            let e = exp(-decay * t), c = cos(frequency * t), s = sin(frequency * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * frequency - decay * a) * c - (a * frequency + decay * b) * s)
            return (x, v)
        case let .critical(a, b, omega):
            let e = exp(-omega * t)
            return ((a + b * t) * e, (b - omega * (a + b * t)) * e)
        case let .over(a, b, r1, r2):
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
        }
    }

    /// The time after which `amplitude · e^(−rate·t)` stays under the rest distance and
    /// `speedAmplitude · e^(−rate·t)` under the rest speed.
    private static func decayTime(amplitude: Double, speedAmplitude: Double, rate: Double) -> Double {
        let forDistance = amplitude > restDistance ? log(amplitude / restDistance) / rate : 0
        let forSpeed = speedAmplitude > restSpeed ? log(speedAmplitude / restSpeed) / rate : 0
        return max(forDistance, forSpeed)
    }

    /// For ζ = 1: |x| ≤ (a + b t) e^(−ωt) and |v| ≤ (b + ωa + ωb t) e^(−ωt). Each bound rises
    /// to one peak and then falls; the last time it exceeds its tolerance has no closed form
    /// (Lambert's W), so it is found by Newton's method on the bound's logarithm past the peak,
    /// which is concave: every step after the first lands at or past the crossing, so the time
    /// found is never early, and a few steps reach it to the last digits.
    private static func criticalRestTime(a: Double, b: Double, omega: Double) -> Double {
        max(lastCrossing(a: a, b: b, omega: omega, tolerance: restDistance),
            lastCrossing(a: b + omega * a, b: omega * b, omega: omega, tolerance: restSpeed))
    }

    private static func lastCrossing(a: Double, b: Double, omega: Double, tolerance: Double) -> Double {
        // g(t) = ln(a + b t) − ω t − ln(tolerance): positive while the bound exceeds it.
        let logTolerance = log(tolerance)
        func g(_ t: Double) -> Double { log(a + b * t) - omega * t - logTolerance }
        guard b > 0 else { return a > tolerance ? (log(a) - logTolerance) / omega : 0 }
        let peak = max(0, 1 / omega - a / b)
        guard g(peak) > 0 else { return 0 }
        var t = peak + 1 / omega
        for _ in 0..<64 {
            let slope = b / (a + b * t) - omega
            guard slope < 0 else { t += 1 / omega; continue }
            let next = t - g(t) / slope
            if !(next.isFinite) { return .greatestFiniteMagnitude }
            if abs(next - t) <= 1e-12 * next { return max(next, t) }
            t = next
        }
        return t
    }
}
