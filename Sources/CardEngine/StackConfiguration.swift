/// A collapsible stack of cards (CardsStack): cards overlap by `offset` when collapsed and lie
/// one below the other when expanded; a vertical drag resizes the stack between its heights.
public struct StackConfiguration: Sendable, Hashable {
    public var cardHeight: Double
    /// The strip of each card that shows when collapsed (CardsStack's cardOffset).
    public var offset: Double
    public var spacing: Spacing
    public var collapsedHeight: Double
    public var expandedHeight: Double
    public var thresholds: Thresholds
    public var initial: StackState
    /// Expected number of cards, for layout checks.
    public var cards: Int
    public var appearance: Appearance
    public var animation: CardAnimation

    public init(
        cardHeight: Double,
        offset: Double,
        spacing: Spacing = Spacing(),
        collapsedHeight: Double,
        expandedHeight: Double,
        thresholds: Thresholds = Thresholds(),
        initial: StackState = .collapsed,
        cards: Int = 1,
        appearance: Appearance = Appearance(),
        animation: CardAnimation = CardAnimation()
    ) {
        self.cardHeight = cardHeight
        self.offset = offset
        self.spacing = spacing
        self.collapsedHeight = collapsedHeight
        self.expandedHeight = expandedHeight
        self.thresholds = thresholds
        self.initial = initial
        self.cards = cards
        self.appearance = appearance
        self.animation = animation
    }

    public struct Spacing: Sendable, Hashable {
        public var leading: Double
        public var trailing: Double
        public var vertical: Double

        public init(leading: Double = 0, trailing: Double = 0, vertical: Double = 0) {
            self.leading = leading
            self.trailing = trailing
            self.vertical = vertical
        }
    }

    public struct Thresholds: Sendable, Hashable {
        /// Drag distance upward (growing the stack) that commits to expanding.
        public var upward: Double
        /// Drag distance downward (shrinking the stack) that commits to collapsing.
        public var downward: Double
        /// Release speed (pt/s) past which the release's direction decides (a flick);
        /// infinite (the default): no release is a flick, the travel alone decides.
        public var velocity: Double

        public init(upward: Double = 20, downward: Double = 20, velocity: Double = .infinity) {
            self.upward = upward
            self.downward = downward
            self.velocity = velocity
        }
    }
}

public enum StackState: String, Sendable, Hashable, CaseIterable {
    case collapsed
    case expanded
}
