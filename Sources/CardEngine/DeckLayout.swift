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

    /// Where the deck's box (`configuration.width` × `height`, the deck's own coordinates) starts
    /// in `container`: the box centred in the container's `clearFrame` (the safe area, above the
    /// keyboard). The one placement of a deck: the engine's rotation sign and exit, the checker's
    /// screen rules and CardHost's scene all read it.
    public func origin(in container: CardContainer) -> CardVector {
        // The room left over, halved, from the clear frame's edge: a box exactly as tall as the
        // safe area starts exactly on the top inset.
        let clear = container.clearFrame
        return CardVector(x: clear.minX + (clear.width - configuration.width) / 2,
                          y: clear.minY + (clear.height - configuration.height) / 2)
    }

    /// The deck's centre (the top card's at rest) in `container`: the centre of `clearFrame`.
    public func centre(in container: CardContainer) -> CardVector {
        let clear = container.clearFrame
        return CardVector(x: clear.midX, y: clear.midY)
    }

    /// The frame at `depth` in `container` (`frame(depth:)` moved to `origin(in:)`): what the
    /// checker compares with the screen and its safe areas.
    public func frame(depth: Int, in container: CardContainer) -> CardRect {
        var f = frame(depth: depth)
        let o = origin(in: container)
        f.x += o.x
        f.y += o.y
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
