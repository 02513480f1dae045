/// The engine's own words (VoiceOver action names that are not a state's label): each key and
/// its English once, here. An app translates them in its `Cards` strings table under these keys.
public enum CardEngineText {
    /// "Swipe left" and so on: a deck's action that swipes the top card that way.
    public static func swipe(_ direction: SwipeDirection) -> CardText {
        switch direction {
        case .left: return CardText(key: "cardc.deck.swipe.left", defaultValue: "Swipe left")
        case .right: return CardText(key: "cardc.deck.swipe.right", defaultValue: "Swipe right")
        case .up: return CardText(key: "cardc.deck.swipe.up", defaultValue: "Swipe up")
        case .down: return CardText(key: "cardc.deck.swipe.down", defaultValue: "Swipe down")
        }
    }

    /// A deck brings its last removed card back.
    public static let undo = CardText(key: "cardc.deck.undo", defaultValue: "Undo")
    /// A carousel shows its next (previous) page.
    public static let nextPage = CardText(key: "cardc.carousel.nextPage", defaultValue: "Next page")
    public static let previousPage = CardText(key: "cardc.carousel.previousPage", defaultValue: "Previous page")

    /// Every text above, for a strings table or a test.
    public static var all: [CardText] {
        [swipe(.left), swipe(.right), swipe(.up), swipe(.down), undo, nextPage, previousPage]
    }

    /// A state's label when no card type gives one: its name, keyed by it.
    public static func state<State: RawRepresentable>(_ state: State) -> CardText where State.RawValue == String {
        CardText(key: state.rawValue, defaultValue: state.rawValue)
    }
}
