// Compiled into CardSwiftUI with its sources by AppleStandInTests, outside any `#if`: it names the
// adapter's modifiers, so a type-check that passed because `canImport(SwiftUI)` was false (and the
// adapter compiled to nothing) fails here instead. It uses every public entry point.
import SwiftUI
import CardEngine
import CardHost

@available(iOS 18.0, macOS 15.0, *)
@MainActor func probeCardSwiftUI<Sheet: SheetCard, Stack: StackCard, Deck: DeckCard, Carousel: CarouselCard>(
    _ sheet: Binding<Sheet.State>, _ stack: Binding<Stack.State>, _ deck: Binding<Deck.State>, _ carousel: Binding<Carousel.State>
) -> some View {
    EmptyView()
        .cardSheet(Sheet.self, selection: sheet) { EmptyView().cardScrollContent() }
        .cardSheet(Sheet.self, selection: sheet, dismissalDisabled: true, onDismiss: {}) { EmptyView() }
        .cardStack(Stack.self, selection: stack) { _ in EmptyView() }
        .cardDeck(Deck.self, selection: deck, cardCount: 1) { _ in EmptyView() }
        .cardDeck(Deck.self, selection: deck, cardCount: 1, onSwipe: { (swipe: DeckSwipe) in _ = swipe }) { _ in EmptyView() }
        .cardCarousel(Carousel.self, selection: carousel, pageCount: 1) { _ in EmptyView().cardScrollContent() }
}
