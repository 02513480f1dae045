import CardEngine

/// The four kinds of card the format describes.
public enum CardKind: String, Sendable, Hashable, CaseIterable {
    case sheet
    case stack
    case deck
    case carousel

    /// The kind's configuration type, which says what the model knows of the kind
    /// (`KindConfiguration`): the model's one switch over the kinds.
    package var configurationType: any KindConfiguration.Type {
        switch self {
        case .sheet: return SheetConfiguration.self
        case .stack: return StackConfiguration.self
        case .deck: return DeckConfiguration.self
        case .carousel: return CarouselConfiguration.self
        }
    }

    /// The names a card of this kind may give its states, nil for a sheet, whose segments the
    /// spec names: a stack's and a carousel's two, a deck's centre and every direction (its
    /// `directions` enable some). A configuration's own are `CardConfiguration.stateNames`.
    public var stateNameChoices: [String]? { configurationType.stateNameChoices }
}
