/// What a deck does when the top card is released: swipe it away in an enabled direction, or
/// return it to the centre. Translation and velocity are in points and points per second, `x`
/// positive rightward and `y` positive downward (UIKit's convention).
///
/// 1. Position: a direction is a candidate when the card's centre has travelled more than its
///    threshold that way (`%` of the card's width for left/right, height for up/down) and it is
///    enabled. With a horizontal and a vertical candidate, the axis with the larger travel wins
///    (horizontal on a tie).
/// 2. Otherwise a flick: when the larger velocity component exceeds `thresholds.velocity`, the
///    card leaves that way if the direction is enabled (horizontal on a tie).
/// 3. Otherwise it returns to the centre.
public struct DeckBehavior: Sendable {
    public let configuration: DeckConfiguration

    public init(configuration: DeckConfiguration) {
        self.configuration = configuration
    }

    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case center, left, right, up, down

        public init(_ direction: SwipeDirection) {
            switch direction {
            case .left: self = .left
            case .right: self = .right
            case .up: self = .up
            case .down: self = .down
            }
        }
    }

    public func threshold(_ direction: SwipeDirection) -> Double {
        let t = configuration.thresholds
        switch direction {
        case .left: return t.left.resolved(against: configuration.width)
        case .right: return t.right.resolved(against: configuration.width)
        case .up: return t.up.resolved(against: configuration.height)
        case .down: return t.down.resolved(against: configuration.height)
        }
    }

    public func isEnabled(_ direction: SwipeDirection) -> Bool {
        configuration.directions.contains(direction)
    }

    public func outcome(translationX tx: Double, translationY ty: Double, velocityX vx: Double, velocityY vy: Double) -> Outcome {
        var horizontal: SwipeDirection?
        if tx > 0, isEnabled(.right), tx > threshold(.right) { horizontal = .right }
        if tx < 0, isEnabled(.left), -tx > threshold(.left) { horizontal = .left }
        var vertical: SwipeDirection?
        if ty < 0, isEnabled(.up), -ty > threshold(.up) { vertical = .up }
        if ty > 0, isEnabled(.down), ty > threshold(.down) { vertical = .down }
        switch (horizontal, vertical) {
        case let (h?, v?): return Outcome(abs(tx) >= abs(ty) ? h : v)
        case let (h?, nil): return Outcome(h)
        case let (nil, v?): return Outcome(v)
        case (nil, nil): break
        }
        let speed = configuration.thresholds.velocity
        if abs(vx) >= abs(vy), abs(vx) > speed {
            let direction: SwipeDirection = vx > 0 ? .right : .left
            return isEnabled(direction) ? Outcome(direction) : .center
        }
        if abs(vy) > abs(vx), abs(vy) > speed {
            let direction: SwipeDirection = vy > 0 ? .down : .up
            return isEnabled(direction) ? Outcome(direction) : .center
        }
        return .center
    }

    /// The farthest the card's centre can travel in `direction` on a screen of the given size:
    /// a finger that touches the card's far edge and moves to the screen's edge. The deck is
    /// centred in the container.
    public static func maximumTravel(_ direction: SwipeDirection, configuration: DeckConfiguration, containerWidth: Double, containerHeight: Double) -> Double {
        switch direction {
        case .left, .right: return containerWidth / 2 + configuration.width / 2
        case .up, .down: return containerHeight / 2 + configuration.height / 2
        }
    }
}
