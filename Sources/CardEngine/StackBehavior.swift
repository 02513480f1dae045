/// What a stack does when a drag is released (CardsStack's pan handler). The drag resizes the
/// stack between its collapsed and expanded heights (clamped); `travel` is how far it moved in
/// the direction away from the starting state. From `collapsed`, it expands when
/// `travel > thresholds.upward`; from `expanded`, it collapses when `travel > thresholds.downward`.
/// Comparisons are strict. With `thresholds.velocity`, a release faster than it (strictly) is a
/// flick and its direction decides when the stack can move at all: up expands, down collapses,
/// so a flick is never answered by the opposite state.
public struct StackBehavior: Sendable {
    public let configuration: StackConfiguration

    public init(configuration: StackConfiguration) {
        self.configuration = configuration
    }

    /// How far a drag can move the stack: the difference of its heights (0 if not growing).
    public var travel: Double {
        max(0, configuration.expandedHeight - configuration.collapsedHeight)
    }

    /// `v` is the release velocity, positive growing the stack (up); 0 asks the travel alone.
    public func settle(from state: StackState, travel t: Double, velocity v: Double = 0) -> StackState {
        if travel > 0, abs(v) > configuration.thresholds.velocity {
            return v > 0 ? .expanded : .collapsed
        }
        let moved = min(max(t, 0), travel)
        switch state {
        case .collapsed: return moved > configuration.thresholds.upward ? .expanded : .collapsed
        case .expanded: return moved > configuration.thresholds.downward ? .collapsed : .expanded
        }
    }
}

extension StackBehavior {
    /// The state `index` names (`StackState.allCases` order: 0 collapsed, 1 expanded), or nil.
    public static func state(at index: Int) -> StackState? {
        switch index {
        case 0: return .collapsed
        case 1: return .expanded
        default: return nil
        }
    }

    public static func index(of state: StackState) -> Int {
        state == .collapsed ? 0 : 1
    }

    /// Every state one drag takes the stack to from `state` (other than `state`). A release
    /// depends only on the travel, monotonically, and the travel is clamped to `travel`; so the
    /// longest drag decides. The checker's reachability and the runtime's accessibility actions
    /// both ask this.
    public func moves(from state: Int, _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        guard let from = Self.state(at: state) else { return }
        let to = Self.index(of: settle(from: from, travel: travel))
        if to != state { emit(to, .drag) }
        // A flick's outcome depends only on its direction.
        if configuration.thresholds.velocity < .greatestFiniteMagnitude {
            let up = Self.index(of: settle(from: from, travel: 0, velocity: .greatestFiniteMagnitude))
            let down = Self.index(of: settle(from: from, travel: 0, velocity: -.greatestFiniteMagnitude))
            if up != state { emit(up, .flick) }
            if down != state { emit(down, .flick) }
        }
    }
}
