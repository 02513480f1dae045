/// A point, a translation or a velocity in points (or points per second), in UIKit's
/// convention: x rightward, y downward. Events come in this convention, as a pan recognizer
/// reports them; a sheet's heights are measured upward, and the engine converts.
public struct CardVector: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = CardVector(x: 0, y: 0)

    /// Non-finite components read as 0, so a host's NaN or infinity cannot reach a frame.
    public var finite: CardVector {
        CardVector(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}
