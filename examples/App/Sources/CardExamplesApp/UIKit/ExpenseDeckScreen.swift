#if canImport(UIKit)
import UIKit
import CardUIKit

/// A deck of ten expenses to swipe, with what was swiped reported.
final class ExpenseDeckScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let deck = CardViewController(ExpenseDeck.self, cards: (0..<10).map { _ in UIView(frame: .zero) })
        deck.host.onNotices = { notices in if let removed = notices.didRemove { print("swiped", removed.card, removed.direction) } }
        deck.embed(in: self)
    }
}
#endif
