// Compiled into CardUIKit with its sources by AppleStandInTests, outside any `#if`: it names the
// adapter's types, so a type-check that passed because `canImport(UIKit)` was false (and the
// adapter compiled to nothing) fails here instead.
import UIKit
import CardEngine

@MainActor func probeCardUIKit<Sheet: SheetCard, Deck: DeckCard>(_ sheet: Sheet.Type, _ deck: Deck.Type, content: UIView) {
    let link = CardDisplayLink { _ in }
    link.isRunning = false
    let controller = CardViewController(sheet, content: content)
    controller.embed(in: UIViewController(nibName: nil, bundle: nil))
    controller.isDismissalEnabled = !controller.isDismissalEnabled
    controller.onDismiss = { controller.unembed() }
    controller.unembed()
    _ = CardViewController(sheet, content: UIViewController(nibName: nil, bundle: nil)).host.accessibilityLabel
    let deckController = CardViewController(deck, cards: [content])
    deckController.appendCards([UIView(frame: .zero)])
    deckController.appendCards([UIViewController(nibName: nil, bundle: nil)])
    _ = CardPanGestureRecognizer(target: nil, action: nil).beginsAtTouchDown
    _ = CardContainerView(frame: .zero).performEscape
    // The card's accessibility element is not a view: it takes no touches.
    let element: UIAccessibilityElement = CardAccessibilityHandle(container: content)
    _ = element.accessibilityLabel
}
