// exp, log from the C library: the engine needs no Foundation.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The content's momentum after a release inside an expanded carousel card, as UIScrollView
/// decelerates: the speed falls by `SheetBehavior.decelerationRate` per millisecond, in closed
/// form (v(t) = v₀·r^(1000t), x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r)), and stops dead at
/// either end of `bounds` (docs/runtime.md, "Carousels"). At rest from `restTime` on, exactly.
package struct CarouselCoast: Sendable, Hashable {
    package let start: Double
    package let initialVelocity: Double
    package let bounds: ClosedRange<Double>
    package let restTime: Double
    /// Where it rests.
    package let end: Double

    /// 1000·ln r: the velocity's decay rate per second (negative).
    private static let rate = 1000 * log(SheetBehavior.decelerationRate)

    package init(from start: Double, velocity: Double, within bounds: ClosedRange<Double>) {
        let start = min(max(start.isFinite ? start : bounds.lowerBound, bounds.lowerBound), bounds.upperBound)
        let v = velocity.isFinite ? velocity : 0
        self.start = start
        self.initialVelocity = v
        self.bounds = bounds
        let k = Self.rate
        // Until the speed is under Spring.restSpeed...
        var rest = abs(v) > Spring.restSpeed ? log(Spring.restSpeed / abs(v)) / k : 0
        // ...or the content reaches the end it moves toward, whichever is first.
        let edge = v > 0 ? bounds.upperBound : bounds.lowerBound
        let ratio = 1 + (edge - start) * k / (v == 0 ? 1 : v)
        var reachesEdge = false
        if v != 0, ratio > 0, ratio <= 1, log(ratio) / k <= rest {
            rest = log(ratio) / k
            reachesEdge = true
        }
        restTime = rest.isFinite ? max(0, rest) : 0
        // Stopped by the edge: exactly there (the logarithm's rounding would leave it a hair off).
        end = reachesEdge ? edge : Self.position(start: start, velocity: v, at: restTime, within: bounds)
    }

    private static func position(start: Double, velocity v: Double, at t: Double, within bounds: ClosedRange<Double>) -> Double {
        let x = start + v * (exp(rate * t) - 1) / rate
        return x.isFinite ? min(max(x, bounds.lowerBound), bounds.upperBound) : start
    }

    package func position(at t: Double) -> Double {
        t >= restTime ? end : Self.position(start: start, velocity: initialVelocity, at: max(0, t), within: bounds)
    }

    package func velocity(at t: Double) -> Double {
        t >= restTime ? 0 : initialVelocity * exp(Self.rate * max(0, t))
    }

    package func isResting(at t: Double) -> Bool { t >= restTime }
}
