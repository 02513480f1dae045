/// A paging carousel whose front card expands to full screen as its content scrolls up.
public struct CarouselConfiguration: Sendable, Hashable {
    public var insets: Insets
    /// The width the spec expects each neighbour to show beside the collapsed card. Not laid
    /// out: the layout shows `min(leading, trailing) − spacing` (`CarouselLayout.visiblePeek`),
    /// and the checker warns when the two differ (docs/runtime.md, "Carousels").
    public var peek: Double
    /// Gap between neighbouring cards.
    public var spacing: Double
    /// Scroll distance over which the card grows from collapsed to full screen.
    public var expandDistance: Double
    /// Share of `expandDistance` (or points) past which a release expands the card.
    public var expandThreshold: Length
    public var appearance: Appearance
    public var animation: CardAnimation

    public init(
        insets: Insets,
        peek: Double = 0,
        spacing: Double = 0,
        expandDistance: Double,
        expandThreshold: Length = .fraction(0.5),
        appearance: Appearance = Appearance(),
        animation: CardAnimation = CardAnimation()
    ) {
        self.insets = insets
        self.peek = peek
        self.spacing = spacing
        self.expandDistance = expandDistance
        self.expandThreshold = expandThreshold
        self.appearance = appearance
        self.animation = animation
    }

    /// The collapsed card's edges inside the container.
    public struct Insets: Sendable, Hashable {
        public var top: Double
        public var leading: Double
        public var trailing: Double
        public var bottom: Double

        public init(top: Double = 0, leading: Double = 0, trailing: Double = 0, bottom: Double = 0) {
            self.top = top
            self.leading = leading
            self.trailing = trailing
            self.bottom = bottom
        }
    }
}

public enum CarouselState: String, Sendable, Hashable, CaseIterable {
    case collapsed
    case expanded
}
