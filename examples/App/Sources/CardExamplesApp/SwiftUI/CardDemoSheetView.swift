#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The card demo's sheet (examples/card-demo.card.yaml).
/// App code for it: the `@State` and the modifier, 4 lines.
struct CardDemoSheetView: View {
    @State private var state = CardDemo.initialState

    var body: some View {
        Color.black
            .cardSheet(CardDemo.self, selection: $state) {
                Text("Card demo")
            }
    }
}
#endif
