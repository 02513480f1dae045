/// A swipe deck (Tinder-style): `visible` cards stacked with per-depth insets; a card released
/// past a direction's threshold leaves that way.
public struct DeckConfiguration: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var visible: Int
    /// Per depth step, as in the seed's addCardFrame.
    public var horizontalInset: Double
    public var verticalInset: Double
    public var directions: [SwipeDirection]
    public var thresholds: Thresholds
    public var exit: Exit
    public var appearance: Appearance
    public var animation: CardAnimation

    public init(
        width: Double,
        height: Double,
        visible: Int = 3,
        horizontalInset: Double = 0,
        verticalInset: Double = 0,
        directions: [SwipeDirection] = [.left, .right],
        thresholds: Thresholds = Thresholds(),
        exit: Exit = Exit(),
        appearance: Appearance = Appearance(),
        animation: CardAnimation = CardAnimation()
    ) {
        self.width = width
        self.height = height
        self.visible = visible
        self.horizontalInset = horizontalInset
        self.verticalInset = verticalInset
        self.directions = directions
        self.thresholds = thresholds
        self.exit = exit
        self.appearance = appearance
        self.animation = animation
    }

    /// Travel of the card's centre from the deck's centre past which a release swipes.
    /// A `.fraction` is of the card's width (left, right) or height (up, down).
    public struct Thresholds: Sendable, Hashable {
        public var left: Length
        public var right: Length
        public var up: Length
        public var down: Length
        public var velocity: Double

        public init(
            left: Length = .fraction(0.35),
            right: Length = .fraction(0.35),
            up: Length = .fraction(0.35),
            down: Length = .fraction(0.35),
            velocity: Double = 1100
        ) {
            self.left = left
            self.right = right
            self.up = up
            self.down = down
            self.velocity = velocity
        }
    }

    /// How a swiped card leaves: `distance` further out, `drop` down, over `duration` seconds.
    public struct Exit: Sendable, Hashable {
        public var distance: Double
        public var drop: Double
        public var duration: Double

        public init(distance: Double = 200, drop: Double = 75, duration: Double = 0.2) {
            self.distance = distance
            self.drop = drop
            self.duration = duration
        }
    }
}

public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down
}
