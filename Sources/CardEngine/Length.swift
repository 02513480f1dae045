/// A distance as a spec writes it: points, or a fraction of a reference that each key defines
/// (the sheet's usable height, the gap between two states, the deck card's width...).
public enum Length: Sendable, Hashable {
    case points(Double)
    /// A fraction in 0...1 of some reference; the spec writes `45%` for `.fraction(0.45)`.
    case fraction(Double)

    /// The length in points, given what a fraction is of.
    @inlinable
    public func resolved(against reference: Double) -> Double {
        switch self {
        case .points(let value): return value
        case .fraction(let value): return value * reference
        }
    }

    public var isFraction: Bool {
        if case .fraction = self { return true }
        return false
    }
}
