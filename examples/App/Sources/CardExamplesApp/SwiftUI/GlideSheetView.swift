#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// Glide's sheet (examples/glide.card.yaml) over the app's screen.
/// App code for it: the `@State` and the modifier, 4 lines.
struct GlideSheetView: View {
    @State private var state = GlideCard.initialState

    var body: some View {
        Color.black
            .cardSheet(GlideCard.self, selection: $state) {
                Text("Glide")
            }
    }
}
#endif
