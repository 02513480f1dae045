import CardEngine

/// A carousel as the spec model knows it (`KindConfiguration`): collapsed and expanded.
extension CarouselConfiguration: KindConfiguration {
    package static var kind: CardKind { .carousel }
    /// Made once: the decoder asks for every document it decodes.
    package static let stateNameChoices: [String]? = CarouselState.allCases.map(\.rawValue)
    package static var starterName: String { "StarterCarousel" }
    /// The paging carousel of examples/, sized to fit an iPhone SE on its side and an iPad.
    package static var starterValues: [(path: String, value: CardStarter.Value)] {
        [
            ("insets.top", .flow("80")), ("insets.leading", .flow("24")), ("insets.trailing", .flow("24")), ("insets.bottom", .flow("60")),
            ("peek", .flow("16")), ("spacing", .flow("8")), ("expandDistance", .flow("200")),
            ("thresholds.expand", .flow("50%")),
        ]
    }

    package var cardConfiguration: CardConfiguration { .carousel(self) }
    package var stateNames: [String] { CarouselState.allCases.map(\.rawValue) }
    package var initialState: String { CarouselState.collapsed.rawValue }
}
