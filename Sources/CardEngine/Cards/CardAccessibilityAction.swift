/// A VoiceOver custom action any card offers (docs/runtime.md, "Accessibility"): its name, and
/// what performing it does. One type for the four kinds.
public struct CardAccessibilityAction<State: Sendable>: Sendable {
    public enum Move: Sendable {
        /// A programmatic move to this state (a deck: swipe the top card so its state becomes it).
        case state(State)
        /// A deck brings its last removed card back.
        case undo
        /// A carousel pages.
        case nextPage
        case previousPage
    }

    public var name: CardText
    public var move: Move

    public init(name: CardText, move: Move) {
        self.name = name
        self.move = move
    }
}

extension CardAccessibilityAction.Move: Equatable where State: Equatable {}
extension CardAccessibilityAction: Equatable where State: Equatable {}
extension CardAccessibilityAction.Move: Hashable where State: Hashable {}
extension CardAccessibilityAction: Hashable where State: Hashable {}
