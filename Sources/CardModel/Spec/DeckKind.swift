import CardEngine

/// A deck as the spec model knows it (`KindConfiguration`): the resting centre, then each
/// enabled direction a swipe takes the top card.
extension DeckConfiguration: KindConfiguration {
    package static var kind: CardKind { .deck }
    /// Made once: the decoder asks for every document it decodes.
    package static let stateNameChoices: [String]? = [DeckBehavior.Outcome.center.rawValue] + SwipeDirection.allCases.map(\.rawValue)
    package static var starterName: String { "StarterDeck" }
    /// The swipe deck of examples/, sized to fit an iPhone SE on its side and an iPad.
    package static var starterValues: [(path: String, value: CardStarter.Value)] {
        [
            ("size.width", .flow("280")), ("size.height", .flow("280")), ("visible", .flow("3")),
            ("insets.horizontal", .flow("10")), ("insets.vertical", .flow("10")),
            ("directions", .flow("[left, right]")),
            ("thresholds.left", .flow("35%")), ("thresholds.right", .flow("35%")), ("thresholds.velocity", .flow("1100")),
            ("exit.distance", .flow("200")), ("exit.drop", .flow("75")), ("exit.duration", .flow("0.2")),
        ]
    }

    package var cardConfiguration: CardConfiguration { .deck(self) }
    package var stateNames: [String] { [DeckBehavior.Outcome.center.rawValue] + directions.map(\.rawValue) }
    package var initialState: String { DeckBehavior.Outcome.center.rawValue }
}
