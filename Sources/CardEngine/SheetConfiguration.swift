/// A bottom sheet with ordered segments (Glide's closed / compressed / open, CardDemo's
/// collapsed / expanded). Heights are visible card heights measured up from the container's
/// bottom edge; a `.fraction` height is of the usable height (container less safe-area top).
public struct SheetConfiguration: Sendable, Hashable {
    public var header: Header
    /// Ordered lowest first.
    public var segments: [Segment]
    /// Index into `segments` of the state the sheet starts in.
    public var initialIndex: Int
    public var thresholds: Thresholds
    public var dim: Dim?
    /// Names of the segments in which an inner scroll view scrolls (Glide: only `open`).
    public var scrollEnabledIn: [String]
    public var insets: Insets
    public var appearance: Appearance
    public var animation: CardAnimation
    /// Where a release may land (docs/engine.md): the neighbouring states only, or wherever the
    /// release's momentum projects across all of them.
    public var release: Release
    /// The state a downward drag or flick from the lowest state dismisses the sheet to, and how
    /// far it must go (docs/engine.md, "Sheets", Dismissal); nil: no gesture dismisses the sheet.
    public var dismissal: Dismissal?

    public init(
        header: Header = Header(),
        segments: [Segment],
        initialIndex: Int = 0,
        thresholds: Thresholds = Thresholds(),
        dim: Dim? = nil,
        scrollEnabledIn: [String] = [],
        insets: Insets = Insets(),
        release: Release = .neighbour,
        dismissal: Dismissal? = nil,
        appearance: Appearance = Appearance(),
        animation: CardAnimation = CardAnimation()
    ) {
        self.header = header
        self.segments = segments
        self.initialIndex = initialIndex
        self.thresholds = thresholds
        self.dim = dim
        self.scrollEnabledIn = scrollEnabledIn
        self.insets = insets
        self.appearance = appearance
        self.animation = animation
        self.release = release
        self.dismissal = dismissal
    }

    /// A dismissable sheet's dismissed state: a segment 0 pt high (below the screen, nothing
    /// shows) that only a dismissal reaches and only code leaves.
    public struct Dismissal: Sendable, Hashable {
        /// The segment's name.
        public var state: String
        /// Points below the lowest state a release's projection must pass to dismiss (a
        /// downward flick from the lowest state dismisses at any distance).
        public var distance: Double

        /// The distance when a spec names none: a deliberate pull, well past the 10 pt a pan
        /// needs to begin and the few points a resting finger wobbles.
        public static let defaultDistance = 80.0

        public init(state: String, distance: Double = Dismissal.defaultDistance) {
            self.state = state
            self.distance = distance
        }
    }

    /// The release policy: which states a drag released in one state can settle in.
    public enum Release: String, Sendable, Hashable, CaseIterable {
        /// A release moves at most one state (Glide): the card follows the finger only up to the
        /// start's neighbours.
        case neighbour
        /// A release settles on the state nearest its projection, across all states (Apple
        /// Maps): the card follows the finger between the lowest and highest states.
        case projected
    }

    public struct Header: Sendable, Hashable {
        public var height: Length
        public var tap: HeaderTap

        public init(height: Length = .points(0), tap: HeaderTap = .none) {
            self.height = height
            self.tap = tap
        }
    }

    /// What a tap on the header does.
    public enum HeaderTap: String, Sendable, Hashable, CaseIterable {
        /// Taps are ignored.
        case none
        /// Lowest segment goes to the highest; any other goes to the lowest (CardDemo).
        case toggle
        /// Each tap goes one segment up; the highest goes back to the lowest.
        case cycle
    }

    public struct Segment: Sendable, Hashable {
        public var name: String
        public var height: Length

        public init(name: String, height: Length) {
            self.name = name
            self.height = height
        }
    }

    public struct Thresholds: Sendable, Hashable {
        /// Travel from the starting segment, upward, that commits to the next higher one.
        /// A `.fraction` is of the gap between the two segments.
        public var upward: Length
        public var downward: Length
        /// Release speed (pt/s) above which a release counts as a flick.
        public var velocity: Double

        public init(upward: Length = .fraction(0.25), downward: Length = .fraction(0.25), velocity: Double = 800) {
            self.upward = upward
            self.downward = downward
            self.velocity = velocity
        }
    }

    /// The backdrop: alpha 0 at or below segment `from`, `alpha` at or above segment `to`.
    public struct Dim: Sendable, Hashable {
        public var alpha: Double
        public var from: String
        public var to: String

        public init(alpha: Double, from: String, to: String) {
            self.alpha = alpha
            self.from = from
            self.to = to
        }
    }

    public struct Insets: Sendable, Hashable {
        public var top: Double
        public var leading: Double
        public var trailing: Double

        public init(top: Double = 0, leading: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.trailing = trailing
        }
    }

    public func segmentIndex(named name: String) -> Int? {
        segments.firstIndex { $0.name == name }
    }
}
