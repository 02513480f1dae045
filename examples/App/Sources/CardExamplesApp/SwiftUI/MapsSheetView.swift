#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The Maps-style sheet (examples/maps-sheet.card.yaml).
/// Its list hands off to the sheet (`.cardScrollContent()`).
struct MapsSheetView: View {
    @State private var state = MapsSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(MapsSheet.self, selection: $state) {
                List(1...30, id: \.self) { Text("Place \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
