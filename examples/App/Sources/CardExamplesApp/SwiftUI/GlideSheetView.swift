#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// Glide's sheet (examples/glide.card.yaml) over the app's screen.
/// Its list hands off to the sheet (`.cardScrollContent()`).
struct GlideSheetView: View {
    @State private var state = GlideCard.initialState

    var body: some View {
        Color.black
            .cardSheet(GlideCard.self, selection: $state) {
                List(1...30, id: \.self) { Text("Place \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
