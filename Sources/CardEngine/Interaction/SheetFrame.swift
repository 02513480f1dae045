/// What a host shows of a sheet at one instant (docs/runtime.md, "Sheets"). Heights are measured
/// up from the container's bottom edge (the keyboard's top when it shows); `cardTop` and
/// `cardFrame` are in the container's coordinates, y down. States are segment indices.
package struct SheetFrame: Sendable, Hashable {
    /// Visible height of the card.
    package var height: Double
    /// y of the card's top edge in the container.
    package var cardTop: Double
    /// The card's rectangle in the container: the container's width less the side insets, from
    /// `cardTop` down to the container's bottom (less the keyboard).
    package var cardFrame: CardRect
    /// How fast the card moves, points per second, up positive.
    package var velocity: Double
    /// The backdrop's alpha (`SheetLayout.dimAlpha(atHeight:)`).
    package var dimAlpha: Double
    package var cornerRadius: Double
    /// How much of the header band the card shows: the layout's header height, no more than
    /// `height` (where a header tap lands, from `cardTop` down).
    package var headerHeight: Double
    /// The content offset the host sets on the inner scroll view while `contentScrolls` is
    /// false (the offset the scroll view is held at); while it scrolls, the last reported one.
    package var contentOffset: Double
    /// Whether the inner scroll view may scroll now.
    package var contentScrolls: Bool
    /// The state the card is in, or heading to; during a drag, the state the drag started from.
    package var state: Int
    package var isDragging: Bool
    /// The card shows a state's height and does not move (not dragging, no spring running).
    package var isResting: Bool
}
