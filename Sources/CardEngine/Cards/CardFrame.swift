/// What a host reads from any kind's frame, whatever else the kind draws: whether the card rests
/// or a finger holds it, and the offset to hold the card's inner scroll view at.
public protocol CardFrame: Sendable {
    /// Nothing moves: no finger, no spring, no coast, no card leaving (a sheet's and a deck's
    /// from the rest time on, a stack's and a carousel's from the `advance` reporting `didSettle`).
    var isResting: Bool { get }
    /// A finger holds the card.
    var isDragging: Bool { get }
    /// The offset the host sets on the card's inner scroll view now, nil when the scroll view
    /// scrolls on its own (docs/runtime.md, "Events and frames"): a sheet's while its content may
    /// not scroll; a carousel's always (the engine drives its content's scroll); stacks and decks
    /// have none.
    var heldContentOffset: Double? { get }
}
