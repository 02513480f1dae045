/// What a deck shows at one instant: its cards front to back, computed on demand by
/// `card(at:)` (no arrays, nothing allocated). The leaving card, while one flies out, is in
/// front (depth 0); then the deck's cards from the top one down.
public struct DeckFrame: CardFrame {
    public let time: Double
    /// How many cards are shown: `card(at:)` answers for `0..<count`.
    public let count: Int
    /// The data index of the card on top of the deck (the one a pan moves), nil when the deck is
    /// empty; a leaving card is no longer the top card.
    public let topCard: Int?
    /// The committed card flying out, if any (also `card(at: 0)` then).
    public let leaving: DeckCardFrame?
    /// A finger holds the top card.
    public let isDragging: Bool
    /// Nothing moves at `time`: no finger, no card leaving or returning, the deck in place.
    public let isResting: Bool
    /// A deck holds no scroll view.
    public var heldContentOffset: Double? { nil }
    /// The deck's size (its depth-0 card's, the configuration's `size`): `card(at:)`'s frames
    /// are in the deck's own coordinates, this box at (0, 0).
    public var deckWidth: Double { behavior.configuration.width }
    public var deckHeight: Double { behavior.configuration.height }
    /// Where this deck's box starts in `container` (`DeckLayout.origin(in:)`: centred in the
    /// safe area), which is where the engine took its centre to be for the frame's rotation and
    /// exit: a host draws `card(at:)`'s frames moved by this.
    public func origin(in container: CardContainer) -> CardVector {
        DeckLayout(configuration: behavior.configuration).origin(in: container)
    }
    /// Every card's corner radius (the configuration's `appearance.cornerRadius`).
    public var cornerRadius: Double { behavior.configuration.appearance.cornerRadius }

    let behavior: DeckBehavior
    let deckCount: Int
    let topX: Double
    let topY: Double
    let topRotation: Double
    /// The deck's cards are shown this many depth steps deeper than their depth (from +1 just
    /// after a commit, from −1 just after an undo, springing to 0; the top card at least at 0).
    let shift: Double

    init(time: Double, behavior: DeckBehavior, topCard: Int, deckCount: Int, topX: Double, topY: Double,
         topRotation: Double, shift: Double, leaving: DeckCardFrame?, isDragging: Bool, isResting: Bool) {
        self.time = time
        self.behavior = behavior
        self.topCard = deckCount > 0 ? topCard : nil
        self.deckCount = deckCount
        self.topX = topX
        self.topY = topY
        self.topRotation = topRotation
        self.shift = shift
        self.leaving = leaving
        self.isDragging = isDragging
        self.isResting = isResting
        count = deckCount + (leaving == nil ? 0 : 1)
    }

    /// The card `depth` places from the front, nil outside `0..<count`.
    public func card(at depth: Int) -> DeckCardFrame? {
        guard depth >= 0, depth < count else { return nil }
        var d = depth
        if let leaving {
            if d == 0 { return leaving }
            d -= 1
        }
        guard let top = topCard else { return nil }
        let x = d == 0 ? topX : 0, y = d == 0 ? topY : 0
        let overlay = DeckFrame.overlay(x: x, y: y, behavior: behavior)
        // The top card never goes above depth 0: after an undo the returning card is at 0 while
        // the cards under it move down from one step higher.
        let shown = d == 0 ? max(0, shift) : Double(d) + shift
        return DeckCardFrame(card: top + d, frame: DeckFrame.rect(depth: shown, x: x, y: y, behavior: behavior),
                             offsetX: x, offsetY: y, rotation: d == 0 ? topRotation : 0, scale: 1,
                             overlay: overlay.direction, overlayAlpha: overlay.alpha, isLeaving: false)
    }

    /// The depth frame at a fractional depth (the layout is linear in depth), moved by (x, y).
    static func rect(depth: Double, x: Double, y: Double, behavior: DeckBehavior) -> CardRect {
        let c = behavior.configuration
        let h = depth * c.horizontalInset
        return CardRect(x: h + x, y: depth * c.verticalInset + y, width: max(0, c.width - 2 * h), height: c.height)
    }

    /// The rotation for a card whose centre is `x` from its place: ±π/10·clamp(x/width, −1, 1)
    /// (Koloda's), the sign +1 when the finger grabbed the card's upper half, −1 the lower.
    static func rotation(x: Double, sign: Double, behavior: DeckBehavior, motion: MotionMode) -> Double {
        let width = behavior.configuration.width
        guard motion == .full, width > 0, width.isFinite, x.isFinite else { return 0 }
        return sign * Double.pi / 10 * min(max(x / width, -1), 1)
    }

    /// The enabled direction with the largest progress travel/threshold (clamped to 0...1; the
    /// first in `SwipeDirection` order on a tie), nil when the card has not moved toward any.
    static func overlay(x: Double, y: Double, behavior: DeckBehavior) -> (direction: SwipeDirection?, alpha: Double) {
        var best: SwipeDirection?
        var alpha = 0.0
        // Not `allCases`: that builds an array on every call.
        for step in 0..<4 {
            let direction: SwipeDirection = step == 0 ? .left : step == 1 ? .right : step == 2 ? .up : .down
            guard behavior.isEnabled(direction) else { continue }
            let travel: Double
            switch direction {
            case .left: travel = -x
            case .right: travel = x
            case .up: travel = -y
            case .down: travel = y
            }
            guard travel > 0, travel.isFinite else { continue }
            let threshold = behavior.threshold(direction)
            let progress = threshold > 0 && threshold.isFinite ? min(travel / threshold, 1) : (threshold.isFinite ? 1 : 0)
            if progress > alpha {
                alpha = progress
                best = direction
            }
        }
        return (best, alpha)
    }
}
