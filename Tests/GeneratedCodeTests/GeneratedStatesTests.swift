import Foundation
import Testing
import CardEngine

/// Every generated card conforms to its kind's protocol: `states` lists each state once in the
/// engine's index order (what the typed interactions index by), and `stateLabels` labels them
/// in that order under `<CardName>.<state>`.
@Suite struct GeneratedStatesTests {
    /// The card's type name, as the generator wrote it.
    static func name<C: CardDefinition>(_ card: C.Type) -> String { String(describing: card) }

    /// Checks `C` against the state names in the engine's order; returns the card's name.
    @discardableResult
    static func check<C: CardDefinition>(_ card: C.Type, order: [String]) -> String {
        let name = Self.name(card)
        #expect(Set(C.states) == Set(C.State.allCases), "\(name)")
        #expect(C.states.count == C.State.allCases.count, "\(name)")
        #expect(C.states.map(\.rawValue) == order, "\(name)")
        #expect(C.stateLabels.map(\.key) == C.states.map { "\(name).\($0.rawValue)" }, "\(name)")
        #expect(C.states.contains(C.initialState), "\(name)")
        return name
    }

    static func sheet<C: SheetCard>(_ card: C.Type) -> String { check(card, order: C.configuration.segments.map(\.name)) }
    static func stack<C: StackCard>(_ card: C.Type) -> String { check(card, order: StackState.allCases.map(\.rawValue)) }
    static func deck<C: DeckCard>(_ card: C.Type) -> String { check(card, order: ["center"] + C.configuration.directions.map(\.rawValue)) }
    static func carousel<C: CarouselCard>(_ card: C.Type) -> String { check(card, order: CarouselState.allCases.map(\.rawValue)) }

    @Test func everyGeneratedCardListsItsStatesInTheEnginesOrder() throws {
        let checked = [
            Self.sheet(GlideCard.self), Self.sheet(CardDemo.self), Self.sheet(FilterSheet.self), Self.sheet(NowPlayingSheet.self), Self.sheet(MapsSheet.self),
            Self.stack(CardsStack.self), Self.deck(ExpenseDeck.self), Self.deck(HostileStrings.self), Self.carousel(PagingCarousel.self),
            // `cardc init`'s starting specs (Tests/Fixtures/starters).
            Self.sheet(StarterSheet.self), Self.stack(StarterStack.self), Self.deck(StarterDeck.self), Self.carousel(StarterCarousel.self),
        ]
        // Every golden file's card is checked above.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(goldens.map { String($0.dropLast(".swift".count)) }) == Set(checked))
    }

    /// A state the spec labels reads its label; one it does not reads its own name.
    @Test func aSpecsLabelIsTheDefaultText() {
        // examples/glide.card.yaml labels every state.
        #expect(GlideCard.stateLabels == [
            CardText(key: "GlideCard.closed", defaultValue: "Collapsed"),
            CardText(key: "GlideCard.compressed", defaultValue: "Half height"),
            CardText(key: "GlideCard.open", defaultValue: "Full height"),
        ])
        #expect(ExpenseDeck.stateLabels.map(\.defaultValue) == ExpenseDeck.states.map(\.rawValue))
        #expect(HostileStrings.stateLabels.last == CardText(key: "HostileStrings.right", defaultValue: "right"))
        #expect(HostileStrings.stateLabels[0].defaultValue != "center")
    }
}
