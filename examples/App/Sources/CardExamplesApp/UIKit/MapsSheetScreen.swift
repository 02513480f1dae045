#if canImport(UIKit)
import UIKit
import CardUIKit

/// A Maps-style sheet over a map: one swipe carries it across states (release: projected).
final class MapsSheetScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let places = ExampleList("Place", count: 30)
        CardViewController(MapsSheet.self, content: places, scrollView: places).embed(in: self)
    }
}
#endif
