/// The spring a card settles with (Glide: 0.8 s, damping ratio 1).
public struct CardAnimation: Sendable, Hashable {
    public var duration: Double
    public var damping: Double

    public init(duration: Double = 0.3, damping: Double = 1.0) {
        self.duration = duration
        self.damping = damping
    }
}
