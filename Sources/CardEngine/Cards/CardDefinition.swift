/// What the generator declares about a card: its `State` enum, the states in the engine's order
/// and their accessibility labels. Every generated card enum conforms (through its kind's
/// protocol below), so an interaction is made from the card's type without a failable init: the
/// generator wrote `states` from the same spec as the configuration.
public protocol CardDefinition: Sendable {
    associatedtype State: RawRepresentable & CaseIterable & Hashable & Sendable where State.RawValue == String
    /// The state the card starts in.
    static var initialState: State { get }
    /// Every state, in the engine's index order (a sheet's segments; `collapsed`, `expanded`;
    /// `center` then a deck's directions).
    static var states: [State] { get }
    /// Each state's accessibility label, in the order of `states`: the spec's `labels`, or the
    /// state's name, keyed `<CardName>.<state>` for localization.
    static var stateLabels: [CardText] { get }
}

/// A generated sheet card.
public protocol SheetCard: CardDefinition {
    static var configuration: SheetConfiguration { get }
}

/// A generated collapsible stack.
public protocol StackCard: CardDefinition {
    static var configuration: StackConfiguration { get }
}

/// A generated swipe deck.
public protocol DeckCard: CardDefinition {
    static var configuration: DeckConfiguration { get }
}

/// A generated paging carousel.
public protocol CarouselCard: CardDefinition {
    static var configuration: CarouselConfiguration { get }
}
