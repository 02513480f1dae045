#if canImport(UIKit)
import UIKit
import CardUIKit

/// Glide's sheet over a screen, its list inside the card (docs/runtime.md, "CardUIKit").
final class GlideSheetScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let list = ExampleList("Place", count: 30)
        CardViewController(GlideCard.self, content: list, scrollView: list).embed(in: self)
    }
}
#endif
