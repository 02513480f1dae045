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
        outcome(translationX: tx, translationY: ty, velocityX: vx, velocityY: vy, rule)
    }

    /// The configuration as `outcome` reads it (a method: an initializer taking the behaviour
    /// would copy it).
    var rule: Rule {
        Rule(left: isEnabled(.left) ? threshold(.left) : nil,
             right: isEnabled(.right) ? threshold(.right) : nil,
             up: isEnabled(.up) ? threshold(.up) : nil,
             down: isEnabled(.down) ? threshold(.down) : nil,
             velocity: configuration.thresholds.velocity)
    }

    /// What `outcome` reads of the configuration: each direction's threshold, nil when the
    /// direction is not enabled, and the flick velocity. Read once by `moves`, which asks eight
    /// releases of one deck.
    struct Rule {
        var left: Double?, right: Double?, up: Double?, down: Double?
        var velocity: Double

        init(left: Double?, right: Double?, up: Double?, down: Double?, velocity: Double) {
            (self.left, self.right, self.up, self.down, self.velocity) = (left, right, up, down, velocity)
        }

        func isEnabled(_ direction: SwipeDirection) -> Bool {
            switch direction {
            case .left: left != nil
            case .right: right != nil
            case .up: up != nil
            case .down: down != nil
            }
        }
    }

    /// `outcome` with the configuration read into `rule`.
    func outcome(translationX tx: Double, translationY ty: Double, velocityX vx: Double, velocityY vy: Double, _ rule: Rule) -> Outcome {
        var horizontal: SwipeDirection?
        if tx > 0, let t = rule.right, tx > t { horizontal = .right }
        if tx < 0, let t = rule.left, -tx > t { horizontal = .left }
        var vertical: SwipeDirection?
        if ty < 0, let t = rule.up, -ty > t { vertical = .up }
        if ty > 0, let t = rule.down, ty > t { vertical = .down }
        switch (horizontal, vertical) {
        case let (h?, v?): return Outcome(abs(tx) >= abs(ty) ? h : v)
        case let (h?, nil): return Outcome(h)
        case let (nil, v?): return Outcome(v)
        case (nil, nil): break
        }
        let speed = rule.velocity
        if abs(vx) >= abs(vy), abs(vx) > speed {
            let direction: SwipeDirection = vx > 0 ? .right : .left
            return rule.isEnabled(direction) ? Outcome(direction) : .center
        }
        if abs(vy) > abs(vx), abs(vy) > speed {
            let direction: SwipeDirection = vy > 0 ? .down : .up
            return rule.isEnabled(direction) ? Outcome(direction) : .center
        }
        return .center
    }

    /// The farthest the card's centre can travel in `direction` in `container`: a finger that
    /// touches the card's far edge and moves to the container's edge. The deck is where the
    /// runtime draws it (`DeckLayout.centre(in:)`, the safe area's centre), so the room differs
    /// each way when the insets do.
    public static func maximumTravel(_ direction: SwipeDirection, configuration: DeckConfiguration, in container: CardContainer) -> Double {
        let centre = DeckLayout(configuration: configuration).centre(in: container)
        switch direction {
        case .left: return centre.x + configuration.width / 2
        case .right: return container.width - centre.x + configuration.width / 2
        case .up: return centre.y + configuration.height / 2
        case .down: return container.height - centre.y + configuration.height / 2
        }
    }
}

extension DeckBehavior {
    /// Every state one gesture on the top card takes the deck to, with the class of gesture that
    /// does it; states are numbered as the checker's `Reachability.deck` and `DeckMotion` do (0
    /// `center`, `i + 1` the configuration's `directions[i]`). A deck's state is the last
    /// outcome and the next card always starts at the centre, so the moves are the same from
    /// every state, `state` itself included (another card can go the same way); `center` is
    /// never emitted (a card that comes back is not a move). The outcome of a release grows with
    /// the travel and the speed toward a direction, so the longest straight drag each way (to
    /// the screen's edge, `maximumTravel`) at the flick velocity, and a flick each way from the
    /// centre, cover every outcome (docs/engine.md, "Why finitely many releases decide
    /// reachability"). The checker's reachability and the runtime's accessibility actions both
    /// ask this.
    public func moves(from state: Int, in container: CardContainer,
                      _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        moves(from: state, in: container, dragsOnly: false, emit)
    }

    /// The same, with `dragsOnly` the drags alone (no flick): when they reach every direction,
    /// the checker needs nothing else.
    package func moves(from state: Int, in container: CardContainer, dragsOnly: Bool,
                       _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        let directions = configuration.directions
        guard state >= 0, state <= directions.count else { return }
        func add(_ outcome: Outcome, _ gesture: GestureClass) {
            guard outcome != .center, let i = directions.firstIndex(where: { Outcome($0) == outcome }) else { return }
            emit(i + 1, gesture)
        }
        let speed = configuration.thresholds.velocity
        // The configuration read once for the eight releases.
        let rule = self.rule
        for direction in SwipeDirection.allCases {
            let reach = DeckBehavior.maximumTravel(direction, configuration: configuration, in: container)
            let (tx, ty, vx, vy): (Double, Double, Double, Double)
            switch direction {
            case .left: (tx, ty, vx, vy) = (-reach, 0, -speed, 0)
            case .right: (tx, ty, vx, vy) = (reach, 0, speed, 0)
            case .up: (tx, ty, vx, vy) = (0, -reach, 0, -speed)
            case .down: (tx, ty, vx, vy) = (0, reach, 0, speed)
            }
            add(outcome(translationX: tx, translationY: ty, velocityX: vx, velocityY: vy, rule), .drag)
            if speed < .greatestFiniteMagnitude && !dragsOnly {
                let fast = Double.greatestFiniteMagnitude
                let (fx, fy): (Double, Double)
                switch direction {
                case .left: (fx, fy) = (-fast, 0)
                case .right: (fx, fy) = (fast, 0)
                case .up: (fx, fy) = (0, -fast)
                case .down: (fx, fy) = (0, fast)
                }
                add(outcome(translationX: 0, translationY: 0, velocityX: fx, velocityY: fy, rule), .flick)
            }
        }
    }
}
