#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The card demo's sheet (examples/card-demo.card.yaml).
/// Its list hands off to the sheet (`.cardScrollContent()`).
struct CardDemoSheetView: View {
    @State private var state = CardDemo.initialState

    var body: some View {
        Color.black
            .cardSheet(CardDemo.self, selection: $state) {
                List(1...30, id: \.self) { Text("Row \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
