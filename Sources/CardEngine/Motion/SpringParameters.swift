/// How stiff and how damped a card's spring is, read from the spec's `animation`
/// (docs/runtime.md, "Springs"): `duration` is the spring's response, the period of the
/// undamped oscillation (SwiftUI's `response`), so ω = 2π / duration; `damping` is the damping
/// ratio ζ (1: the fastest that never oscillates; below 1 it overshoots; above, it creeps).
public struct SpringParameters: Sendable, Hashable {
    /// Seconds; 0 (or less) moves at once.
    public var response: Double
    public var dampingRatio: Double

    /// Damping ratios within this distance of 1 are solved as exactly 1: the over-damped
    /// solution divides by √(ζ² − 1), which loses every digit next to 1.
    public static let criticalBand = 1e-6
    /// The range damping ratios are taken in: a spec's 1e-300 would take longer to settle than
    /// a day, its 1e300 would not move within one.
    public static let dampingRange = 0.01...100.0

    public init(response: Double, dampingRatio: Double) {
        self.response = response.isFinite ? response : 0
        let ratio = dampingRatio.isFinite ? dampingRatio : 1
        let clamped = min(max(ratio, Self.dampingRange.lowerBound), Self.dampingRange.upperBound)
        self.dampingRatio = abs(clamped - 1) < Self.criticalBand ? 1 : clamped
    }

    /// The spring the spec's `animation` describes.
    public init(_ animation: CardAnimation) {
        self.init(response: animation.duration, dampingRatio: animation.damping)
    }

    /// ω in radians per second; infinite (move at once) for a zero response.
    public var angularFrequency: Double {
        response > 0 ? 2 * Double.pi / response : .infinity
    }
}
