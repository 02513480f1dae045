// Compiled into CardSwiftUI with its sources by AppleStandInTests, outside any `#if`: it names the
// adapter's modifiers, so a type-check that passed because `canImport(SwiftUI)` was false (and the
// adapter compiled to nothing) fails here instead.
import SwiftUI
import CardEngine

@available(iOS 17.0, macOS 14.0, *)
@MainActor func probeCardSwiftUI<Sheet: SheetCard, Stack: StackCard, Deck: DeckCard, Carousel: CarouselCard>(
    _ sheet: Binding<Sheet.State>, _ stack: Binding<Stack.State>, _ deck: Binding<Deck.State>, _ carousel: Binding<Carousel.State>
) -> some View {
    EmptyView()
        .cardSheet(Sheet.self, selection: sheet) { EmptyView() }
        .cardStack(Stack.self, selection: stack) { _ in EmptyView() }
        .cardDeck(Deck.self, selection: deck, cardCount: 1) { _ in EmptyView() }
        .cardCarousel(Carousel.self, selection: carousel, pageCount: 1) { _ in EmptyView() }
}
