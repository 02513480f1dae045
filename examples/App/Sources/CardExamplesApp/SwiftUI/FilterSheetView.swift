#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The kiosk's filter sheet (examples/more/kiosk-sheets.card.yaml).
/// App code for it: the `@State` and the modifier, 4 lines.
struct FilterSheetView: View {
    @State private var state = FilterSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(FilterSheet.self, selection: $state) {
                Text("Filters")
            }
    }
}
#endif
