#if canImport(UIKit)
import UIKit
import CardUIKit

/// The kiosk's filter sheet over a screen, dismissed by a drag down (its spec's `dismissal`).
final class FilterSheetScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let filters = ExampleList("Filter", count: 20)
        CardViewController(FilterSheet.self, content: filters, scrollView: filters).embed(in: self)
    }
}
#endif
