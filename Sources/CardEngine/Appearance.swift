/// How a card is drawn: corner radius and shadow (the swipe deck's card: 15 pt corners,
/// shadow opacity 0.8, radius 4).
public struct Appearance: Sendable, Hashable {
    public var cornerRadius: Double
    public var shadow: Shadow

    public init(cornerRadius: Double = 0, shadow: Shadow = Shadow()) {
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    public struct Shadow: Sendable, Hashable {
        public var opacity: Double
        public var radius: Double

        public init(opacity: Double = 0, radius: Double = 0) {
            self.opacity = opacity
            self.radius = radius
        }
    }
}
