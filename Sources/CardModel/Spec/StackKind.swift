import CardEngine

/// A stack as the spec model knows it (`KindConfiguration`): collapsed and expanded.
extension StackConfiguration: KindConfiguration {
    package static var kind: CardKind { .stack }
    /// Made once: the decoder asks for every document it decodes.
    package static let stateNameChoices: [String]? = StackState.allCases.map(\.rawValue)
    package static var starterName: String { "StarterStack" }
    /// A CardsStack (examples/), sized to fit an iPhone SE on its side and an iPad, with as many
    /// cards as its expanded height shows whole (`hidden-stack-cards`).
    package static var starterValues: [(path: String, value: CardStarter.Value)] {
        [
            ("cardHeight", .flow("120")), ("offset", .flow("30")),
            ("spacing.leading", .flow("8")), ("spacing.trailing", .flow("8")), ("spacing.vertical", .flow("8")),
            ("height.collapsed", .flow("180")), ("height.expanded", .flow("300")),
            ("thresholds.upward", .flow("20")), ("thresholds.downward", .flow("20")),
            ("initial", .flow("collapsed")), ("cards", .flow("2")),
        ]
    }

    package var cardConfiguration: CardConfiguration { .stack(self) }
    package var stateNames: [String] { StackState.allCases.map(\.rawValue) }
    package var initialState: String { initial.rawValue }
}
