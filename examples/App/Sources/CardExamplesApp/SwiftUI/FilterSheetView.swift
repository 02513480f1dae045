#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The kiosk's filter sheet (examples/more/kiosk-sheets.card.yaml), dismissed by a drag down
/// (its spec's `dismissal`), which `onDismiss` hears of; its list hands off to the sheet.
struct FilterSheetView: View {
    @State private var state = FilterSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(FilterSheet.self, selection: $state, onDismiss: { print("filters dismissed") }) {
                List(1...20, id: \.self) { Text("Filter \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
