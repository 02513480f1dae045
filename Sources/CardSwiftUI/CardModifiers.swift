#if canImport(SwiftUI)
public import SwiftUI
public import CardEngine
public import CardHost

// The four modifiers read alike: the generated card's type, the app's selection, the kind's count
// (a deck's cards, a carousel's pages; a stack's comes from its spec), and the content of one card
// (docs/runtime.md, "CardSwiftUI"). Each is the one typed entry point of its kind: it makes the
// kind's interaction and names the card; the `CardLayer` it puts over the view it modifies (which
// should fill the screen) draws whatever CardHost places, for every kind alike.
extension View {
    /// Glide's sheet over this view: `.cardSheet(GlideCard.self, selection: $state) { Menu() }`.
    /// The sheet dims what is behind it as its spec's `dim` says; a tap on its header runs the
    /// spec's header tap. A scroll view inside it marked `.cardScrollContent()` hands off to it.
    /// A dismissable sheet (`dismissal` in its spec) reports entering its dismissed state to
    /// `onDismiss` (after the selection is written), whatever took it there; `dismissalDisabled`
    /// (as `interactiveDismissDisabled`) keeps gestures and VoiceOver from dismissing it, read on
    /// every update (`host.isDismissalEnabled`).
    @available(iOS 17.0, macOS 14.0, *)
    public func cardSheet<Card: SheetCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>,
                                                          dismissalDisabled: Bool = false, onDismiss: (() -> Void)? = nil,
                                                          @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay {
            CardLayer(make: { SheetInteraction(card, container: $0, motion: $1) }, label: CardLabel.text(for: card),
                      selection: selection, onDismiss: onDismiss,
                      update: { host in host.isDismissalEnabled = !dismissalDisabled }) { _ in content() }
        }
    }

    /// A stack of the spec's `cards` cards standing on the bottom safe area; `content(index)` is
    /// card `index` of the stack.
    @available(iOS 17.0, macOS 14.0, *)
    public func cardStack<Card: StackCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>,
                                                          @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { StackInteraction(card, container: $0, motion: $1) }, label: CardLabel.text(for: card),
                      selection: selection, item: content)
        }
    }

    /// A deck of `cardCount` cards centred in the safe area; `content(index)` is data card `index`
    /// (the deck's top card is `0` until the first swipe). `cardCount` may grow while the view
    /// lives (a feed): a larger count appends the new cards under the last one; a smaller one
    /// changes nothing (the deck never drops cards; give the view a new `.id` to start over).
    /// `onSwipe` hears of every card swiped away (by a finger, a move of the selection or
    /// VoiceOver), when it is decided, and of every card an undo brings back (`DeckSwipe`), on
    /// the main actor after the drawing that reported it.
    @available(iOS 17.0, macOS 14.0, *)
    public func cardDeck<Card: DeckCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>, cardCount: Int,
                                                        onSwipe: ((DeckSwipe) -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { DeckInteraction(card, container: $0, motion: $1, cardCount: cardCount) }, label: CardLabel.text(for: card),
                      selection: selection, onNotices: onSwipe.map { report in { notices in DeckSwipe.of(notices).forEach(report) } },
                      update: { host in host.followCardCount(cardCount) }, item: content)
        }
    }

    /// A carousel of `pageCount` pages; `content(page)` is page `page`. The count is read when
    /// the carousel is made. A scroll view in a page marked `.cardScrollContent()` is scrolled by
    /// the engine as the card grows past its expanded height.
    @available(iOS 17.0, macOS 14.0, *)
    public func cardCarousel<Card: CarouselCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>, pageCount: Int,
                                                                @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { CarouselInteraction(card, container: $0, motion: $1, pageCount: pageCount) }, label: CardLabel.text(for: card),
                      selection: selection, item: content)
        }
    }
}
#endif
