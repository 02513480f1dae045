import CardEngine
import CardModel
import Testing
@testable import CardChecker
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// `hidden-stack-cards`: a stack holds no scroll view, so cards that end below its expanded
/// height are never seen whole (docs/runtime.md, "Stacks"). The count is the runtime's: the
/// frames a stack resting expanded draws. Rules are named by their ids, so that the suite also
/// runs against a checker without the rule (and fails there).
@Suite struct HiddenStackCardsTests {
    static let id = "hidden-stack-cards"

    static func stack(cards: Int, cardHeight: Double = 200, vertical: Double = 0, expanded: Double = 500) -> String {
        """
        version: 1
        name: Seed
        kind: stack
        cardHeight: \(NumberText.written(cardHeight))
        offset: 40
        spacing: { vertical: \(NumberText.written(vertical)) }
        height: { collapsed: 200, expanded: \(NumberText.written(expanded)) }
        cards: \(cards)
        """
    }

    static func found(_ yaml: String) -> [Diagnostic] {
        TestSupport.diagnostics(yaml).filter { $0.rule.rawValue == Self.id }
    }

    /// The cards a stack at rest in `expanded` shows past its height, as the runtime draws it.
    static func pastTheHeight(_ c: StackConfiguration) -> [Int] {
        let frame = expanded(c)
        return (0..<c.cards).filter { frame.cardFrame($0).maxY > frame.height }
    }

    /// The runtime's frame of the stack at rest in `expanded`.
    static func expanded(_ c: StackConfiguration) -> StackFrame {
        StackMotion(configuration: c, container: CardContainer(width: 375, height: 667), initialState: 1).frame(at: 0)
    }

    /// The seed's own configuration: five 200 pt cards in a 500 pt stack. Expanded, cards 1 and
    /// 2 show whole, card 3 ends at 600 pt and cards 4 and 5 start below the stack.
    @Test func theSeedsFiveCardsInA500PointStackHideCardsThreeToFive() throws {
        let yaml = Self.stack(cards: 5)
        let found = Self.found(yaml)
        expectEqual(found.map(\.message), [
            "when expanded, 3 of its 5 cards run past the stack's height (500 pt), from card 3, which ends at 600 pt: a stack does not scroll, so they are never seen whole",
        ])
        expectEqual(found.map(\.severity), [.warning])
        expectEqual(found.map(\.devices), [[]])
        let spec = try #require(TestSupport.lint(yaml).specs.first)
        guard case .stack(let c) = spec.configuration else { Issue.record("not a stack"); return }
        expectEqual(Self.pastTheHeight(c), [2, 3, 4])
    }

    /// Two cards fit (they end at 200 and 400 pt); a card that ends exactly at the height fits.
    @Test func cardsWithinTheExpandedHeightAreNotReported() {
        #expect(Self.found(Self.stack(cards: 2)).isEmpty)
        #expect(Self.found(Self.stack(cards: 2, cardHeight: 250)).isEmpty)
        expectEqual(Self.found(Self.stack(cards: 2, cardHeight: 250, vertical: 1)).count, 1)
    }

    /// Checker and runtime agree: on random stacks the rule reports exactly when the runtime's
    /// frames at rest in `expanded` put a card past the stack's height, and counts those cards.
    @Test func theRuleCountsTheCardsTheRuntimeDrawsPastTheHeight() throws {
        var rng = SeededGenerator(state: 0x57AC_CA4D)
        var reported = 0
        for _ in 0..<TestSupport.randomCount(modest: 200, ci: 2_000) {
            let cards = Int.random(in: 1...8, using: &rng)
            let cardHeight = Double(Int.random(in: 0...300, using: &rng))
            let vertical = Double(Int.random(in: 0...20, using: &rng))
            let expanded = Double(Int.random(in: 200...1200, using: &rng))
            let yaml = Self.stack(cards: cards, cardHeight: cardHeight, vertical: vertical, expanded: expanded)
            let spec = try #require(TestSupport.lint(yaml).specs.first)
            guard case .stack(let c) = spec.configuration else { Issue.record("not a stack"); return }
            let past = Self.pastTheHeight(c)
            let found = Self.found(yaml)
            expectEqual(found.count, past.isEmpty ? 0 : 1)
            guard let first = past.first else { continue }
            reported += 1
            let bottom = Self.expanded(c).cardFrame(first).maxY
            #expect(found.first?.message.hasPrefix("when expanded, \(past.count) of its \(cards) card\(cards == 1 ? "" : "s") \(past.count == 1 ? "runs" : "run") past the stack's height") == true,
                    "\(yaml)\n\(found.map(\.message))")
            #expect(found.first?.message.contains("from card \(first + 1), which ends at \(NumberText.written(bottom)) pt") == true,
                    "\(yaml)\n\(found.map(\.message))")
        }
        #expect(reported > 0)
    }
}
