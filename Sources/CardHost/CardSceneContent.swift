extension CardScene {
    /// The item (`CardViewPlacement.item`) whose view holds the scroll content that the frame's
    /// `heldContentOffset` is for: a sheet's card, a carousel's current page; nil for stacks and
    /// decks, which hold none. An adapter holds that view's scroll view at the offset, and the
    /// other pages' at their top (the engine scrolls only the current page's content).
    public var contentItem: Int? {
        // The kinds with scroll content have a content frame, and draw its view last, in front
        // (a sheet's one card, a carousel's current page): no switch over the kinds here.
        guard contentFrame != nil, viewCount > 0 else { return nil }
        return view(at: viewCount - 1)?.item
    }

    /// The offset an adapter holds item `item`'s scroll view at, given the frame's
    /// `heldContentOffset` (`held`): `held` for `contentItem`, the top (0) for the other pages
    /// while the content is held, nil (it scrolls on its own) when it is not.
    public func heldContentOffset(ofItem item: Int, held: Double?) -> Double? {
        guard let held else { return nil }
        return item == contentItem ? held : 0
    }
}
