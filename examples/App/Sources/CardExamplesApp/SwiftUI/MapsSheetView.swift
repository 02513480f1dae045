#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The Maps-style sheet (examples/maps-sheet.card.yaml).
/// App code for it: the `@State` and the modifier, 4 lines.
struct MapsSheetView: View {
    @State private var state = MapsSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(MapsSheet.self, selection: $state) {
                Text("Places")
            }
    }
}
#endif
