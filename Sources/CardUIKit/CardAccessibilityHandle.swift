#if canImport(UIKit)
import UIKit

/// VoiceOver's element for the card itself (the app's content keeps its own elements): an
/// adjustable element over the scene's accessibility frame whose label is the card's name, whose
/// value is the state's label, whose increment and decrement move the card, and whose custom
/// actions are CardHost's, localized. An accessibility element rather than a view: it takes no
/// touches, so the header's buttons and search field under it get theirs.
final class CardAccessibilityHandle: UIAccessibilityElement {
    var label: (@MainActor () -> String)?
    var value: (@MainActor () -> String)?
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
    var performEscape: (@MainActor () -> Bool)?
    /// Asked each time VoiceOver reads them: they change with the state and a deck's cards.
    var actions: (@MainActor () -> [UIAccessibilityCustomAction])?

    /// `container`: the view whose `accessibilityElements` lists this element and in whose
    /// coordinates its frame is given.
    init(container: UIView) {
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    override var accessibilityLabel: String? {
        get { label?() }
        set {}
    }

    override var accessibilityValue: String? {
        get { value?() }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { actions?() }
        set {}
    }

    override func accessibilityIncrement() {
        increment?()
    }

    override func accessibilityDecrement() {
        decrement?()
    }

    /// Escape on the focused element itself; the card's other elements reach the container view's.
    override func accessibilityPerformEscape() -> Bool {
        performEscape?() ?? false
    }
}
#endif
