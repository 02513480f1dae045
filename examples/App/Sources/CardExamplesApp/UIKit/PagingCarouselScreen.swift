#if canImport(UIKit)
import UIKit
import CardUIKit

/// A carousel of five pages that grows to full screen as its content scrolls up.
final class PagingCarouselScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pages = (1...5).map { ExampleList("Page \($0), row", count: 20) }
        CardViewController(PagingCarousel.self, pages: pages, scrollView: pages[0]).embed(in: self)
    }
}
#endif
