/// What a stack shows at one instant: its height, how fast it changes, and each card's frame
/// on demand (`cardFrame(_:)`, computed from the height: no array is built).
package struct StackFrame: Sendable, Hashable {
    /// The stack's height in points (the collection view's height constraint).
    package var height: Double
    /// Points per second, positive when the stack grows (upward).
    package var velocity: Double
    /// The state the stack rests in or is heading to (`StackState.allCases` order).
    package var state: Int
    /// A finger holds the stack.
    package var isDragging: Bool
    /// Neither dragged nor moving: at rest in `state`.
    package var isResting: Bool
    package var layout: StackLayout

    /// Card `index`'s frame in the stack's coordinates: CardsStack's in-transit layout for the
    /// stack's growth above its collapsed height (past the two heights the cards keep spreading
    /// or closing at the same rate, with the band).
    package func cardFrame(_ index: Int) -> CardRect {
        layout.frame(index: index, phase: .inTransit(translation: height - layout.configuration.collapsedHeight))
    }
}
