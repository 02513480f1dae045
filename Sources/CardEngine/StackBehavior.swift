/// What a stack does when a drag is released (CardsStack's pan handler). The drag resizes the
/// stack between its collapsed and expanded heights (clamped); `travel` is how far it moved in
/// the direction away from the starting state. From `collapsed`, it expands when
/// `travel > thresholds.upward`; from `expanded`, it collapses when `travel > thresholds.downward`.
/// Comparisons are strict.
public struct StackBehavior: Sendable {
    public let configuration: StackConfiguration

    public init(configuration: StackConfiguration) {
        self.configuration = configuration
    }

    /// How far a drag can move the stack: the difference of its heights (0 if not growing).
    public var travel: Double {
        max(0, configuration.expandedHeight - configuration.collapsedHeight)
    }

    public func settle(from state: StackState, travel t: Double) -> StackState {
        let moved = min(max(t, 0), travel)
        switch state {
        case .collapsed: return moved > configuration.thresholds.upward ? .expanded : .collapsed
        case .expanded: return moved > configuration.thresholds.downward ? .collapsed : .expanded
        }
    }
}
