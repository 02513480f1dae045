#if canImport(UIKit)
import UIKit
import CardUIKit

/// CardDemo's sheet over a screen, a list inside it that hands off to the card.
final class CardDemoScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let list = ExampleList("Row", count: 30)
        CardViewController(CardDemo.self, content: list, scrollView: list).embed(in: self)
    }
}
#endif
