import CardEngine

/// What the spec model knows of one kind, declared once, in the extension of the kind's engine
/// configuration type (`SheetKind.swift`, `StackKind.swift`, `DeckKind.swift`,
/// `CarouselKind.swift`): its states, where it starts, and the starter `cardc init` writes.
/// `CardKind.configurationType` and `CardConfiguration.kindConfiguration` are the model's only
/// switches over the kinds; everything else in the model asks these (README, "Adding a kind").
package protocol KindConfiguration: Sendable, Hashable {
    static var kind: CardKind { get }
    /// The names a card of this kind may give its states, nil when the spec names them (a
    /// sheet's segments).
    static var stateNameChoices: [String]? { get }
    /// The card's name in `cardc init`'s starter when no file name gives one.
    static var starterName: String { get }
    /// The starter's own keys of this kind, in the order written, by path (`header.height`).
    static var starterValues: [(path: String, value: CardStarter.Value)] { get }

    var cardConfiguration: CardConfiguration { get }
    /// The names of the card's states, in the engine's index order.
    var stateNames: [String] { get }
    /// The state the card starts in.
    var initialState: String { get }
}

extension KindConfiguration {
    /// The configuration of a card of this kind, nil for another kind's: through
    /// `CardConfiguration.kindConfiguration`, so that no kind matches its own case again.
    package init?(_ configuration: CardConfiguration) {
        guard let own = configuration.kindConfiguration as? Self else { return nil }
        self = own
    }
}
