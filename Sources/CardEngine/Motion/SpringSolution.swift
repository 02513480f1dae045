// exp, log, sin, cos, atan2, hypot from the C library: the engine needs no Foundation.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A spring's displacement from its target in closed form, and the last time it leaves a band
/// around 0 (`Spring`'s rest time, docs/runtime.md, "Springs").
///
/// The last exit is found without sampling the motion frame by frame: each regime's distance
/// and speed are of a shape whose turning points and zeros have closed forms, so the last piece
/// of the motion that leaves the band is known, and on it the magnitude falls monotonically to
/// the band; a bracketed search finds the crossing there. The bracket always keeps the crossing
/// inside it and the time returned is its late end: never early. The work is bounded (a few
/// closed-form steps, at most 64 doublings and 100 search steps) and allocates nothing.
enum SpringSolution: Sendable, Hashable {
    /// Already at rest: the target from the start.
    case none
    /// ζ < 1: x = e^(−ζωt) (a cos ω_d t + b sin ω_d t).
    case under(a: Double, b: Double, decay: Double, frequency: Double)
    /// ζ = 1: x = (a + b t) e^(−ωt).
    case critical(a: Double, b: Double, omega: Double)
    /// ζ > 1: x = a e^(r1 t) + b e^(r2 t), r2 < r1 < 0.
    case over(a: Double, b: Double, r1: Double, r2: Double)

    /// Displacement and velocity at `t ≥ 0`.
    func displacement(at t: Double) -> (x: Double, v: Double) {
        switch self {
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

    /// The last time the distance (or, with `speed`, the speed) is over `tolerance`; 0 if it
    /// never is after the start; +∞ if the coefficients are too large to search (overflow).
    func lastExit(speed: Bool, tolerance: Double) -> Double {
        switch self {
        case .none:
            return 0
        case let .under(a, b, decay, frequency):
            // The speed has the distance's shape: e^(−σt) (p cos ω_d t + q sin ω_d t).
            let p = speed ? b * frequency - decay * a : a
            let q = speed ? -(a * frequency + decay * b) : b
            return oscillatingExit(p: p, q: q, decay: decay, frequency: frequency, speed: speed, tolerance: tolerance)
        case let .critical(a, b, omega):
            // The speed has the distance's shape: (p + q t) e^(−ωt), with a zero at −p/q and a
            // turning point 1/ω later.
            let p = speed ? b - omega * a : a
            let q = speed ? -omega * b : b
            guard p.isFinite, q.isFinite, omega.isFinite else { return .infinity }
            let zero = q != 0 ? -p / q : -Double.infinity
            // |f| ≤ |p| e^(−ωt) + |q| (2/(eω)) e^(−ωt/2) (t e^(−ωt/2) peaks at 2/ω): once each
            // term is under half the tolerance, f is inside for good.
            let inside = max(Self.decayed(2 * abs(p), below: tolerance, rate: omega),
                             Self.decayed(4 * abs(q) / (2.718281828459045 * omega), below: tolerance, rate: omega / 2))
            return monotonePiecesExit(zero: zero, peak: zero + 1 / omega, step: 1 / omega, inside: inside, speed: speed, tolerance: tolerance)
        case let .over(a, b, r1, r2):
            // The speed has the distance's shape: A e^(r1 t) + B e^(r2 t). With A and B of
            // opposite signs it has one zero and one turning point after it; else neither.
            let first = speed ? a * r1 : a, second = speed ? b * r2 : b
            guard first.isFinite, second.isFinite, r1.isFinite, r2.isFinite else { return .infinity }
            var zero = -Double.infinity, peak = -Double.infinity
            if first != 0, second != 0, (first > 0) != (second > 0) {
                let logRatio = log(abs(second)) - log(abs(first))
                zero = logRatio / (r1 - r2)
                peak = (logRatio + log(r2 / r1)) / (r1 - r2)
            }
            // Once each term is under half the tolerance, f is inside for good.
            let inside = max(Self.decayed(2 * abs(first), below: tolerance, rate: -r1),
                             Self.decayed(2 * abs(second), below: tolerance, rate: -r2))
            return monotonePiecesExit(zero: zero, peak: peak, step: -1 / r1, inside: inside, speed: speed, tolerance: tolerance)
        }
    }

    /// The envelope bound the engine used before the exact search: never early, up to seconds
    /// late. Kept for coefficients the search cannot take. The bands are the rest distance and
    /// speed in the solution's units.
    func envelopeTime(distance: Double, speed: Double) -> Double {
        switch self {
        case .none:
            return 0
        case let .under(a, b, decay, frequency):
            // |x| ≤ R e^(−ζωt) and |v| ≤ Rω e^(−ζωt).
            let amplitude = hypot(a, b), omega = hypot(decay, frequency)
            return Self.decayTime(amplitude: amplitude, speedAmplitude: amplitude * omega, rate: decay, distance: distance, speed: speed)
        case let .critical(a, b, omega):
            return max(Self.envelopeCrossing(a: abs(a), b: abs(b), omega: omega, tolerance: distance),
                       Self.envelopeCrossing(a: abs(b) + omega * abs(a), b: omega * abs(b), omega: omega, tolerance: speed))
        case let .over(a, b, r1, r2):
            return Self.decayTime(amplitude: abs(a) + abs(b), speedAmplitude: abs(r1 * a) + abs(r2 * b), rate: -r1, distance: distance, speed: speed)
        }
    }

    // MARK: The search

    private func magnitude(speed: Bool, at t: Double) -> Double {
        let d = displacement(at: t)
        return abs(speed ? d.v : d.x)
    }

    /// f = K e^(−σt) cos(ω_d t − φ). Its turning points t_n = (φ − δ + nπ)/ω_d, δ = atan2(σ, ω_d),
    /// reach K (ω_d/ω) e^(−σ t_n): a closed form says which is the last outside the band. From
    /// it |f| falls to the next zero, (π/2 + δ)/ω_d later; every later arch stays inside.
    private func oscillatingExit(p: Double, q: Double, decay: Double, frequency: Double, speed: Bool, tolerance: Double) -> Double {
        let amplitude = hypot(p, q)
        guard amplitude.isFinite, decay.isFinite, frequency.isFinite, decay > 0, frequency > 0 else { return .infinity }
        guard amplitude > 0 else { return 0 }
        let phase = atan2(q, p), lag = atan2(decay, frequency)
        let peak = amplitude * (frequency / hypot(decay, frequency))
        // Turning points before `limit` are outside the band, later ones inside.
        let limit = (log(peak) - log(tolerance)) / decay
        let last = ((limit * frequency - phase + lag) / .pi).rounded(.down)
        guard last.isFinite, abs(last) < 1e15 else { return .infinity }
        let toZero = (.pi / 2 + lag) / frequency
        // |f| ≤ K e^(−σt): inside from this time on, which also closes a bracket early (a
        // tighter one than the next zero, and one where |f| is not 0).
        let envelope = (log(amplitude) - log(tolerance)) / decay
        // The formula's n may be one off by rounding: the motion itself decides.
        for offset in 0..<3 {
            let n = last + 1 - Double(offset)
            let turn = (phase - lag + n * .pi) / frequency
            if turn <= 0 {
                // The start is on this arch's fall (or past it): leave it if it starts outside.
                let zero = turn + toZero
                guard zero > 0, magnitude(speed: speed, at: 0) > tolerance else { return 0 }
                return crossing(from: 0, to: min(zero, envelope), speed: speed, tolerance: tolerance)
            }
            if magnitude(speed: speed, at: turn) > tolerance {
                return crossing(from: turn, to: min(turn + toZero, envelope), speed: speed, tolerance: tolerance)
            }
        }
        return .infinity
    }

    /// |f| falls to `zero`, rises to `peak`, then falls toward 0 for good (no zero: falls from
    /// the start); from `inside` on it is within the tolerance (a bound). The last exit is on the
    /// last fall that starts outside the band.
    private func monotonePiecesExit(zero: Double, peak: Double, step: Double, inside: Double, speed: Bool, tolerance: Double) -> Double {
        guard step.isFinite, step > 0 else { return .infinity }
        if peak > 0 {
            if magnitude(speed: speed, at: peak) > tolerance { return tail(from: peak, step: step, inside: inside, speed: speed, tolerance: tolerance) }
            // The rise and the turn stay inside: only the first fall, to the zero, can be outside.
            guard zero > 0, magnitude(speed: speed, at: 0) > tolerance else { return 0 }
            return crossing(from: 0, to: zero, speed: speed, tolerance: tolerance)
        }
        guard magnitude(speed: speed, at: 0) > tolerance else { return 0 }
        return tail(from: 0, step: step, inside: inside, speed: speed, tolerance: tolerance)
    }

    /// From `start` (outside the band) |f| falls toward 0 for good: the bound `inside` closes
    /// the bracket (steps that double find a time inside should rounding defeat it), then the
    /// crossing is searched between.
    private func tail(from start: Double, step: Double, inside: Double, speed: Bool, tolerance: Double) -> Double {
        if inside.isFinite, inside > start, magnitude(speed: speed, at: inside) <= tolerance {
            return crossing(from: start, to: inside, speed: speed, tolerance: tolerance)
        }
        var low = start, width = step
        for _ in 0..<64 {
            let high = low + width
            guard high.isFinite else { return .infinity }
            if magnitude(speed: speed, at: high) <= tolerance {
                return crossing(from: low, to: high, speed: speed, tolerance: tolerance)
            }
            low = high
            width *= 2
        }
        return .infinity
    }

    /// The time |f| falls to `tolerance`, given outside the band at `low`, inside at `high`, and
    /// monotone between. Newton's method on log|f| (nearly linear in t, so a few steps), kept
    /// inside the bracket (a bisection where a step would leave it, and only bisections after
    /// 16 steps); once a step is within the tolerance, the next probe goes just past the
    /// estimate, on the far side, to close the bracket. Returns the bracket's late end: never
    /// before the crossing, within a nanosecond after it.
    private func crossing(from low: Double, to high: Double, speed: Bool, tolerance: Double) -> Double {
        var low = low, high = high
        let logTolerance = log(tolerance)
        // The spring's equation gives the derivative of each: x' = v, v' = −ω²x − 2ζωv.
        let (omegaSquared, drag) = equation
        // From the middle: at `high` f may be at a zero, where log|f| creeps.
        var t = low + (high - low) / 2
        for step in 0..<100 {
            let d = displacement(at: t)
            let f = speed ? d.v : d.x
            let slope = speed ? -omegaSquared * d.x - drag * d.v : d.v
            let excess = log(abs(f)) - logTolerance
            if excess > 0 { low = t } else { high = t }
            let width = high - low
            let close = max(1e-9, 4 * high.ulp)
            if width <= close { break }
            // Newton on h = ln|f| − ln(tolerance): h' = f'/f.
            let estimate = t - excess * f / slope
            var next = estimate
            if abs(estimate - t) < close / 2 {
                next = excess > 0 ? estimate + close / 2 : estimate - close / 2
            }
            // After 16 steps (Newton takes about 6), bisection only: the other 84 bring any
            // bracket under 10^16 s to a nanosecond whatever Newton did.
            if !(next > low && next < high) || step >= 16 { next = low + width / 2 }
            t = next
        }
        return high
    }

    /// ω² and 2ζω of the spring's equation x'' + 2ζω x' + ω² x = 0.
    private var equation: (omegaSquared: Double, drag: Double) {
        switch self {
        case .none: return (0, 0)
        case let .under(_, _, decay, frequency): return (decay * decay + frequency * frequency, 2 * decay)
        case let .critical(_, _, omega): return (omega * omega, 2 * omega)
        case let .over(_, _, r1, r2): return (r1 * r2, -(r1 + r2))
        }
    }

    /// When `amplitude · e^(−rate·t)` falls to `tolerance` (0 if it starts there or below).
    private static func decayed(_ amplitude: Double, below tolerance: Double, rate: Double) -> Double {
        amplitude > tolerance ? (log(amplitude) - log(tolerance)) / rate : 0
    }

    // MARK: The envelope

    /// The time after which `amplitude · e^(−rate·t)` stays under `distance` and
    /// `speedAmplitude · e^(−rate·t)` under `speed`.
    private static func decayTime(amplitude: Double, speedAmplitude: Double, rate: Double, distance: Double, speed: Double) -> Double {
        let forDistance = amplitude > distance ? log(amplitude / distance) / rate : 0
        let forSpeed = speedAmplitude > speed ? log(speedAmplitude / speed) / rate : 0
        return max(forDistance, forSpeed)
    }

    /// For ζ = 1, the last time the bound (a + b t) e^(−ωt) (a, b ≥ 0) exceeds `tolerance`:
    /// Newton's method on the bound's logarithm past its peak, which is concave, so every step
    /// after the first lands at or past the crossing.
    private static func envelopeCrossing(a: Double, b: Double, omega: Double, tolerance: Double) -> Double {
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
