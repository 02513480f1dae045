/// Frames of a deck's cards by depth, in the deck's own coordinates (the seed's addCardFrame):
/// depth `i` is moved right by `i * horizontalInset`, down by `i * verticalInset`, and narrowed by
/// twice the horizontal inset; its height is unchanged.
public struct DeckLayout: Sendable, Hashable {
    public let configuration: DeckConfiguration

    public init(configuration: DeckConfiguration) {
        self.configuration = configuration
    }

    /// How many cards are on screen when `count` remain.
    public func visibleCount(remaining count: Int) -> Int {
        max(0, min(count, configuration.visible))
    }

    public func frame(depth: Int) -> CardRect {
        let c = configuration
        let h = Double(depth) * c.horizontalInset
        let v = Double(depth) * c.verticalInset
        return CardRect(x: h, y: v, width: c.width - 2 * h, height: c.height)
    }

    /// The frame at `depth` on a screen of the given size: the deck is centred in its container
    /// (as `DeckBehavior.maximumTravel` and the runtime place it), so depth 0's centre is the
    /// container's. What the checker compares with the screen and its safe areas.
    public func frame(depth: Int, containerWidth: Double, containerHeight: Double) -> CardRect {
        var f = frame(depth: depth)
        f.x += (containerWidth - configuration.width) / 2
        f.y += (containerHeight - configuration.height) / 2
        return f
    }

    /// Where a card released toward `direction` from `translation` ends its exit animation,
    /// as a centre point relative to the deck's centre (the seed adds ±200 across and 75 down).
    public func exitCentre(direction: SwipeDirection, translationX: Double, translationY: Double) -> (x: Double, y: Double) {
        let e = configuration.exit
        switch direction {
        case .left: return (translationX - e.distance, translationY + e.drop)
        case .right: return (translationX + e.distance, translationY + e.drop)
        case .up: return (translationX, translationY - e.distance)
        case .down: return (translationX, translationY + e.distance)
        }
    }
}
