import CardEngine

/// The engine configuration of one card, whichever its kind.
public enum CardConfiguration: Sendable, Hashable {
    case sheet(SheetConfiguration)
    case stack(StackConfiguration)
    case deck(DeckConfiguration)
    case carousel(CarouselConfiguration)

    /// The configuration as its kind's own type, which says what the model knows of the kind
    /// (`KindConfiguration`). With `kind`, the model's one switch over a configuration.
    package var kindConfiguration: any KindConfiguration {
        switch self {
        case .sheet(let c): return c
        case .stack(let c): return c
        case .deck(let c): return c
        case .carousel(let c): return c
        }
    }

    /// A switch of its own rather than `kindConfiguration`'s type: the checker asks it of every
    /// spec, and an existential of a configuration this large is a heap box.
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
    public var stateNames: [String] { kindConfiguration.stateNames }

    /// The state a card starts in.
    public var initialState: String { kindConfiguration.initialState }
}
