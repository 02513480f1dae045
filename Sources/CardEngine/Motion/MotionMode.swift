/// Whether cards move with springs and rubber bands, or without motion (the system's Reduce
/// Motion setting, which the host passes in: the engine reads no system state). Reduced: a card
/// is shown at its destination at once, a drag stops at the ends instead of banding, and a deck's
/// swiped card leaves at once (docs/runtime.md, "Reduce Motion").
public enum MotionMode: String, Sendable, Hashable, CaseIterable {
    case full
    case reduced
}
