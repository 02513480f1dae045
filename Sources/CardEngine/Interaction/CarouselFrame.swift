/// What a carousel shows at one instant (docs/runtime.md, "Carousels"). Two offsets drive it, as
/// the seed's two scroll views do: `scrollOffset` (vertical, points: 0 collapsed,
/// `expandDistance` expanded, past it the content scrolls) and `pageOffset` (horizontal,
/// points: page `i` centred at `i * pageWidth`). Frames of pages are computed on demand.
package struct CarouselFrame: Sendable, Hashable {
    package var scrollOffset: Double
    /// Points per second, positive as the card expands (the finger moves up).
    package var scrollVelocity: Double
    package var pageOffset: Double
    /// Points per second, positive toward later pages (the finger moves left).
    package var pageVelocity: Double
    /// The state the card rests in or is heading to (`CarouselState.allCases` order).
    package var state: Int
    /// The page the carousel rests on or is heading to.
    package var page: Int
    package var pageCount: Int
    package var isDragging: Bool
    /// Neither dragged nor moving on either axis.
    package var isResting: Bool
    package var layout: CarouselLayout

    /// One page's step: the collapsed card's width and the gap.
    package var pageWidth: Double { max(0, layout.collapsedFrame.width + layout.configuration.spacing) }

    /// 0 collapsed, 1 expanded (`CarouselLayout.progress`).
    package var progress: Double { layout.progress(scrollOffset: scrollOffset) }

    /// How far the expanded card's content has scrolled (`CarouselLayout.contentOffset`); past
    /// the content's end it shows the band.
    package var contentOffset: Double { layout.contentOffset(scrollOffset: scrollOffset) }

    /// The current page's card: growing with `progress`, moved by the paging, and pulled down by
    /// the band when dragged below collapsed.
    package var cardFrame: CardRect { pageFrame(page) }

    /// The page `step` pages from the current one (negative: to the left), collapsed.
    package func neighbourFrame(_ step: Int) -> CardRect { pageFrame(page &+ step) }

    /// Page `index`'s frame in the container: its collapsed frame `index * pageWidth −
    /// pageOffset` to the right; the current page's card grows with `progress`.
    package func pageFrame(_ index: Int) -> CardRect {
        var frame = index == page ? layout.cardFrame(scrollOffset: scrollOffset) : layout.collapsedFrame
        let shift = Double(index) * pageWidth - pageOffset
        if shift.isFinite { frame.x += shift }
        if index == page, scrollOffset < 0 { frame.y -= scrollOffset }
        return frame
    }
}
