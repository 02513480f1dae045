#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The expense swipe deck (examples/swipe-deck.card.yaml) of 20 cards.
/// App code for it: the `@State` and the modifier, 4 lines.
struct ExpenseDeckView: View {
    @State private var state = ExpenseDeck.initialState

    var body: some View {
        Color.black
            .cardDeck(ExpenseDeck.self, selection: $state, cardCount: 20) { index in
                Text("Expense \(index + 1)")
            }
    }
}
#endif
