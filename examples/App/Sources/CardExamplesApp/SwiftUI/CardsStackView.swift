#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The collapsible stack (examples/cards-stack.card.yaml); its card count is the spec's.
/// Each card shows its number.
struct CardsStackView: View {
    @State private var state = CardsStack.initialState

    var body: some View {
        Color.black
            .cardStack(CardsStack.self, selection: $state) { index in
                Text("Card \(index + 1)")
            }
    }
}
#endif
