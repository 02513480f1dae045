import CardEngine

/// The four kinds of card the format describes.
public enum CardKind: String, Sendable, Hashable, CaseIterable {
    case sheet
    case stack
    case deck
    case carousel

    /// The names a card of this kind may give its states, nil for a sheet, whose segments the
    /// spec names: a stack's and a carousel's two, a deck's centre and every direction (its
    /// `directions` enable some). A configuration's own are `CardConfiguration.stateNames`.
    public var stateNameChoices: [String]? {
        switch self {
        case .sheet: return nil
        case .stack: return StackState.allCases.map(\.rawValue)
        case .deck: return [DeckBehavior.Outcome.center.rawValue] + SwipeDirection.allCases.map(\.rawValue)
        case .carousel: return CarouselState.allCases.map(\.rawValue)
        }
    }
}
