#if canImport(SwiftUI)
import SwiftUI
import CardSwiftUI

/// The paging carousel (examples/paging-carousel.card.yaml) of 5 pages.
/// Each page is a list the engine scrolls as the card grows (`.cardScrollContent()`).
struct PagingCarouselView: View {
    @State private var state = PagingCarousel.initialState

    var body: some View {
        Color.black
            .cardCarousel(PagingCarousel.self, selection: $state, pageCount: 5) { page in
                List(1...20, id: \.self) { Text("Page \(page + 1), row \($0)") }
                    .cardScrollContent()
            }
    }
}
#endif
