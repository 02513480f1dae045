#if canImport(UIKit)
import UIKit
import CardUIKit

/// The kiosk's filter sheet over a screen.
final class FilterSheetScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let filters = UIScrollView(frame: .zero)
        CardViewController(FilterSheet.self, content: filters, scrollView: filters).embed(in: self)
    }
}
#endif
