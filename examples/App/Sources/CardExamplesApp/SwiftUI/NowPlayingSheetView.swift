#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The kiosk's now-playing sheet (examples/more/kiosk-sheets.card.yaml).
/// App code for it: the `@State` and the modifier, 4 lines.
struct NowPlayingSheetView: View {
    @State private var state = NowPlayingSheet.initialState

    var body: some View {
        Color.black
            .cardSheet(NowPlayingSheet.self, selection: $state) {
                Text("Now playing")
            }
    }
}
#endif
