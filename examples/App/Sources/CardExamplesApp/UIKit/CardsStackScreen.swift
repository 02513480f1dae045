#if canImport(UIKit)
import UIKit
import CardUIKit

/// A collapsible stack of three cards, the first in front.
final class CardsStackScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cards = (0..<3).map { _ in UIView(frame: .zero) }
        CardViewController(CardsStack.self, cards: cards).embed(in: self)
    }
}
#endif
