#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The paging carousel (examples/paging-carousel.card.yaml) of 5 pages.
/// App code for it: the `@State` and the modifier, 4 lines.
struct PagingCarouselView: View {
    @State private var state = PagingCarousel.initialState

    var body: some View {
        Color.black
            .cardCarousel(PagingCarousel.self, selection: $state, pageCount: 5) { page in
                Text("Page \(page + 1)")
            }
    }
}
#endif
