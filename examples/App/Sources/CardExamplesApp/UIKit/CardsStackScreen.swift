#if canImport(UIKit)
import UIKit
import CardUIKit

/// A collapsible stack of three cards, the first in front.
final class CardsStackScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cards = (1...3).map { ExampleText("Card \($0)") }
        CardViewController(CardsStack.self, cards: cards).embed(in: self)
    }
}
#endif
