#if canImport(UIKit)
import UIKit
import CardUIKit

/// A carousel of five pages that grows to full screen as its content scrolls up.
final class PagingCarouselScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pages = (0..<5).map { _ in UIScrollView(frame: .zero) }
        CardViewController(PagingCarousel.self, pages: pages, scrollView: pages[0]).embed(in: self)
    }
}
#endif
