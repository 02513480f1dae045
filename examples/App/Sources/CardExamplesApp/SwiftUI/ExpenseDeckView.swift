#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The expense swipe deck (examples/swipe-deck.card.yaml) as a feed: ten cards at first, one
/// more for each swiped away (a growing `cardCount`).
struct ExpenseDeckView: View {
    @State private var state = ExpenseDeck.initialState
    @State private var cardCount = 10

    var body: some View {
        Color.black
            .cardDeck(ExpenseDeck.self, selection: $state, cardCount: cardCount, onSwipe: { swipe in
                // A feed: each card swiped away brings one more under the last.
                if case .swiped = swipe { cardCount += 1 }
            }) { index in
                Text("Expense \(index + 1)")
            }
    }
}
#endif
