#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The collapsible stack (examples/cards-stack.card.yaml); its card count is the spec's.
/// App code for it: the `@State` and the modifier, 4 lines.
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
