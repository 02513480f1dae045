#if canImport(UIKit)
import UIKit

/// VoiceOver's element for the card itself (the app's content keeps its own elements): an
/// adjustable element along the card's top edge whose value is the state's label, whose
/// increment and decrement move the card, and whose custom actions are CardHost's, localized.
final class CardAccessibilityHandle: UIView {
    var value: (@MainActor () -> String)?
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
    /// Asked each time VoiceOver reads them: they change with the state and a deck's cards.
    var actions: (@MainActor () -> [UIAccessibilityCustomAction])?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        nil
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
}
#endif
