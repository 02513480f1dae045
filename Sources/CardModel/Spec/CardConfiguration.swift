import CardEngine

/// The engine configuration of one card, whichever its kind.
public enum CardConfiguration: Sendable, Hashable {
    case sheet(SheetConfiguration)
    case stack(StackConfiguration)
    case deck(DeckConfiguration)
    case carousel(CarouselConfiguration)

    public var kind: CardKind {
        switch self {
        case .sheet: return .sheet
        case .stack: return .stack
        case .deck: return .deck
        case .carousel: return .carousel
        }
    }

    /// The names of the card's states, in the engine's index order: segments of a sheet,
    /// collapsed/expanded of a stack and carousel, the resting centre and each enabled direction
    /// of a deck (the order of the generated `states`).
    public var stateNames: [String] {
        switch self {
        case .sheet(let sheet): return sheet.segments.map(\.name)
        case .stack: return StackState.allCases.map(\.rawValue)
        case .deck(let deck): return [DeckBehavior.Outcome.center.rawValue] + deck.directions.map(\.rawValue)
        case .carousel: return CarouselState.allCases.map(\.rawValue)
        }
    }
}
