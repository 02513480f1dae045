/// A rectangle in points, origin top-left, as UIKit lays views out. Kept free of CoreGraphics so
/// the engine builds everywhere.
public struct CardRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1).
    public func interpolated(to other: CardRect, fraction t: Double) -> CardRect {
        CardRect(
            x: x + (other.x - x) * t,
            y: y + (other.y - y) * t,
            width: width + (other.width - width) * t,
            height: height + (other.height - height) * t
        )
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
