#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The kiosk's now-playing sheet (examples/more/kiosk-sheets.card.yaml).
/// Its list hands off to the sheet (`.cardScrollContent()`).
struct NowPlayingSheetView: View {
    @State private var state = NowPlayingSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(NowPlayingSheet.self, selection: $state) {
                List(1...25, id: \.self) { Text("Song \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
