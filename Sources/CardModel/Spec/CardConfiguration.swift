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
}
