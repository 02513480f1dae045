import CardEngine

/// A sheet as the spec model knows it (`KindConfiguration`): its segments name its states.
extension SheetConfiguration: KindConfiguration {
    package static var kind: CardKind { .sheet }
    package static var stateNameChoices: [String]? { nil }
    package static var starterName: String { "StarterSheet" }
    /// A Maps-style sheet (examples/), sized to fit an iPhone SE on its side and an iPad.
    package static var starterValues: [(path: String, value: CardStarter.Value)] {
        [
            ("header.height", .flow("40")), ("header.tap", .flow("toggle")),
            ("segments", .items(["{ name: peek, height: 120 }", "{ name: half, height: 50% }", "{ name: full, height: 90% }"])),
            ("initial", .flow("peek")),
            ("thresholds.upward", .flow("25%")), ("thresholds.downward", .flow("25%")), ("thresholds.velocity", .flow("800")),
            ("dim.alpha", .flow("0.3")), ("dim.from", .flow("half")), ("dim.to", .flow("full")),
            ("scroll.enabledIn", .flow("[full]")),
            ("labels", .flow("{ peek: Peek, half: Half height, full: Full height }")),
        ]
    }

    package var cardConfiguration: CardConfiguration { .sheet(self) }
    package var stateNames: [String] { segments.map(\.name) }
    package var initialState: String { segments[initialIndex].name }
}
