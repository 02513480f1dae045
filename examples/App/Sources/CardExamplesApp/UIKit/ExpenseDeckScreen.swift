#if canImport(UIKit)
import UIKit
import CardUIKit

/// A feed of expenses to swipe: ten at first, one more appended for each swiped away.
final class ExpenseDeckScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let deck = CardViewController(ExpenseDeck.self, cards: (1...10).map { ExampleText("Expense \($0)") })
        // A feed: each card swiped away brings one more under the last (data indices continue).
        deck.host.onNotices = { [weak deck] in if let gone = $0.willRemove { deck?.appendCards([ExampleText("Expense \(gone.card + 11)")]) } }
        deck.embed(in: self)
    }
}
#endif
