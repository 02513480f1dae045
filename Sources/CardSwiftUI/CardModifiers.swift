#if canImport(SwiftUI)
public import SwiftUI
public import CardEngine

// The four modifiers read alike: the generated card's type, the app's selection, the kind's count
// (a deck's cards, a carousel's pages; a stack's comes from its spec), and the content of one card
// (docs/runtime.md, "CardSwiftUI"). Each puts a `CardLayer` over the view it modifies, which
// should fill the screen: the card is laid out on that view's safe area and drawn ignoring it.
// iOS 17 and macOS 14, as `CardLayer` (docs/runtime.md, "Requirements").
@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Glide's sheet over this view: `.cardSheet(GlideCard.self, selection: $state) { Menu() }`.
    /// The sheet dims what is behind it as its spec's `dim` says; a tap on its header runs the
    /// spec's header tap.
    public func cardSheet<Card: SheetCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>,
                                                          @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay {
            CardLayer(make: { SheetInteraction(card, container: $0, motion: $1) }, selection: selection) { frame, _ in
                ZStack {
                    Color.black.opacity(frame.dimAlpha)
                    content().cardChrome(frame.cardFrame, cornerRadius: frame.cornerRadius)
                }
            }
        }
    }

    /// A stack of the spec's `cards` cards standing on the bottom safe area; `content(index)` is
    /// card `index` of the stack.
    public func cardStack<Card: StackCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>,
                                                          @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { StackInteraction(card, container: $0, motion: $1) }, selection: selection) { frame, container in
                let originX = container.safeAreaLeading
                let originY = container.height - container.safeAreaBottom - frame.height
                ZStack {
                    ForEach(0..<max(0, Card.configuration.cards), id: \.self) { index in
                        content(index).cardChrome(frame.cardFrame(index).offsetBy(x: originX, y: originY), cornerRadius: frame.cornerRadius)
                    }
                }
            }
        }
    }

    /// A deck of `cardCount` cards centred in the safe area; `content(index)` is data card `index`
    /// (the deck's top card is `0` until the first swipe). The count is read when the deck is made.
    public func cardDeck<Card: DeckCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>, cardCount: Int,
                                                        @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { DeckInteraction(card, container: $0, motion: $1, cardCount: cardCount) }, selection: selection) { frame, container in
                let deck = Card.configuration
                let safeWidth = container.width - container.safeAreaLeading - container.safeAreaTrailing
                let safeHeight = container.height - container.safeAreaTop - container.safeAreaBottom
                let originX = container.safeAreaLeading + (safeWidth - deck.width) / 2
                let originY = container.safeAreaTop + (safeHeight - deck.height) / 2
                ZStack {
                    // Front to back: depth 0 (the leaving card, else the top card) drawn last.
                    ForEach(0..<frame.count, id: \.self) { depth in
                        if let shown = frame.card(at: depth) {
                            content(shown.card)
                                .cardChrome(shown.frame.offsetBy(x: originX, y: originY), cornerRadius: deck.appearance.cornerRadius,
                                            rotation: shown.rotation)
                                .zIndex(Double(-depth))
                        }
                    }
                }
            }
        }
    }

    /// A carousel of `pageCount` pages; `content(page)` is page `page`. The count is read when
    /// the carousel is made.
    public func cardCarousel<Card: CarouselCard, Content: View>(_ card: Card.Type, selection: Binding<Card.State>, pageCount: Int,
                                                                @ViewBuilder content: @escaping (Int) -> Content) -> some View {
        overlay {
            CardLayer(make: { CarouselInteraction(card, container: $0, motion: $1, pageCount: pageCount) }, selection: selection) { frame, _ in
                ZStack {
                    ForEach(0..<max(0, pageCount), id: \.self) { page in
                        content(page).cardChrome(frame.pageFrame(page), cornerRadius: frame.cornerRadius)
                    }
                }
            }
        }
    }
}

extension View {
    /// One card as the engine places it: its size, a visible background (the system background
    /// style, so it is seen in light and dark mode) clipped to the frame's corner radius, turned
    /// about its centre, at its place in the container.
    func cardChrome(_ rect: CardRect, cornerRadius: Double, rotation: Double = 0) -> some View {
        frame(width: rect.width, height: rect.height, alignment: .top)
            .background(.background, in: RoundedRectangle(cornerRadius: cornerRadius))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .rotationEffect(.radians(rotation))
            .position(x: rect.midX, y: rect.midY)
    }
}

extension CardRect {
    func offsetBy(x dx: Double, y dy: Double) -> CardRect { CardRect(x: x + dx, y: y + dy, width: width, height: height) }
}
#endif
