/// How far a card shows past the end of where it may go (docs/runtime.md, "Rubber band"):
/// `x` points of the finger's travel past the end show as `(1 − 1/(0.55·x/D + 1))·D`, UIScrollView's
/// curve, with D the container's length along the drag. The give is 0 at the end and grows with
/// slope 0.55 there (the card stays continuous), keeps growing, and never reaches D.
public struct RubberBand: Sendable, Hashable {
    /// D: the container's height for a vertical drag, its width for a horizontal one.
    public var dimension: Double

    public static let coefficient = 0.55

    public init(dimension: Double) {
        self.dimension = dimension.isFinite ? max(0, dimension) : 0
    }

    /// The give for `overshoot` points of finger travel past the end (0 for none).
    public func give(overshoot x: Double) -> Double {
        guard x > 0, dimension > 0 else { return 0 }
        let d = dimension
        return x.isFinite ? (1 - 1 / (Self.coefficient * x / d + 1)) * d : d
    }

    /// The finger travel past the end that shows as `give` (the inverse of `give(overshoot:)`);
    /// a give at or past D is out of the band's reach and maps to the largest finite travel.
    public func overshoot(forGive g: Double) -> Double {
        guard g > 0, dimension > 0 else { return 0 }
        guard g < dimension else { return .greatestFiniteMagnitude }
        return g / (Self.coefficient * (1 - g / dimension))
    }

    /// d(give)/d(overshoot): how fast the card moves per point of finger travel (1 inside).
    public func slope(overshoot x: Double) -> Double {
        guard x > 0, dimension > 0 else { return 1 }
        let q = Self.coefficient * x / dimension + 1
        return Self.coefficient / (q * q)
    }

    /// Where the card shows for the finger at `value`: itself inside `range`, banded past it.
    public func shown(_ value: Double, within range: ClosedRange<Double>) -> Double {
        if value > range.upperBound { return range.upperBound + give(overshoot: value - range.upperBound) }
        if value < range.lowerBound { return range.lowerBound - give(overshoot: range.lowerBound - value) }
        return value
    }

    /// The finger position that shows the card at `shown` (the inverse of `shown(_:within:)`).
    public func finger(showing shown: Double, within range: ClosedRange<Double>) -> Double {
        if shown > range.upperBound { return range.upperBound + overshoot(forGive: shown - range.upperBound) }
        if shown < range.lowerBound { return range.lowerBound - overshoot(forGive: range.lowerBound - shown) }
        return shown
    }

    /// The card's speed per unit of finger speed at finger position `value`, the finger moving
    /// at `velocity`: 1 inside `range`, the band's slope past it. The shown path has a corner at
    /// each end (slope 1 inside, 0.55 just past), so no rule is continuous across an end; exactly
    /// on one, the side the finger moves toward decides (outward: 0.55, inward or still: 1), so
    /// the value there is the limit from the side the card is going to, and a release exactly at
    /// an end leaves as one 0.01 pt further along its way does (docs/runtime.md, "Rubber band").
    public func slope(at value: Double, velocity: Double, within range: ClosedRange<Double>) -> Double {
        if value > range.upperBound || (value == range.upperBound && velocity > 0) {
            return bandSlope(overshoot: value - range.upperBound)
        }
        if value < range.lowerBound || (value == range.lowerBound && velocity < 0) {
            return bandSlope(overshoot: range.lowerBound - value)
        }
        return 1
    }

    /// Whether the finger at `value`, moving at `velocity`, is past an end of `range` or on one
    /// and moving out: where a hard stop (no band) holds the card still. The same side rule as
    /// `slope(at:velocity:within:)`.
    public static func isOutside(_ value: Double, velocity: Double, within range: ClosedRange<Double>) -> Bool {
        value > range.upperBound || value < range.lowerBound
            || (value == range.upperBound && velocity > 0) || (value == range.lowerBound && velocity < 0)
    }

    /// The band's slope `x ≥ 0` past an end (0.55 at the end itself).
    private func bandSlope(overshoot x: Double) -> Double {
        guard dimension > 0 else { return 1 }
        let q = Self.coefficient * max(0, x) / dimension + 1
        return Self.coefficient / (q * q)
    }
}
