import Foundation
import Testing
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// The example app shows real content in every card, through both adapters: a list that hands
/// off to each sheet and carousel page, text on the stack's and deck's cards, a deck that grows
/// as a feed, and a dismissable sheet whose dismissal the app hears of. The build tests
/// type-check the screens (AppleStandInTests); this reads what they do with the cards.
@Suite struct ExampleAppContentTests {
    static let root = TestSupport.packageRoot
    static let app = "examples/App/Sources/CardExamplesApp/"

    struct Card {
        var name: String
        var configuration: CardConfiguration
    }

    /// The cards the example specs declare (examples/*.card.yaml and examples/more/*.card.yaml).
    static func exampleCards() throws -> [Card] {
        var cards: [Card] = []
        for folder in ["examples", "examples/more"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            for name in names.filter({ $0.hasSuffix(".card.yaml") }).sorted() {
                let text = try String(contentsOf: root.appendingPathComponent(folder + "/" + name), encoding: .utf8)
                cards += TestSupport.lint(text, file: folder + "/" + name).specs.map { Card(name: $0.name, configuration: $0.configuration) }
            }
        }
        return cards
    }

    /// The screen of one adapter's folder that presents `card` (`UIKit`: `CardViewController(X.self`;
    /// `SwiftUI`: `(X.self, selection:`).
    static func screen(of card: String, in folder: String) throws -> String? {
        let path = root.appendingPathComponent(app + folder).path
        let call = folder == "UIKit" ? "CardViewController(\(card).self" : "(\(card).self, selection: $state"
        for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
            if text.contains(call) { return text }
        }
        return nil
    }

    /// The file without its comment lines.
    static func code(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
    }

    @Test func everyCardShowsContentThatHandsOffOrText() throws {
        let cards = try Self.exampleCards()
        #expect(cards.count >= 7)
        for card in cards {
            let uikit = Self.code(try #require(try Self.screen(of: card.name, in: "UIKit"), "no UIKit screen for \(card.name)"))
            let swiftUI = Self.code(try #require(try Self.screen(of: card.name, in: "SwiftUI"), "no SwiftUI view for \(card.name)"))
            // No empty view stands in for the app's content.
            #expect(!uikit.contains("UIView(frame: .zero)") && !uikit.contains("UIScrollView(frame: .zero)"), "\(card.name): empty content")
            switch card.configuration {
            case .sheet, .carousel:
                // A list the card scrolls with: UIKit passes it as `scrollView:`, SwiftUI marks it.
                #expect(uikit.contains("ExampleList(") && uikit.contains("scrollView: "), "\(card.name): no list handed off in UIKit")
                #expect(swiftUI.contains("List(") && swiftUI.contains(".cardScrollContent()"), "\(card.name): no list handed off in SwiftUI")
            case .stack, .deck:
                #expect(uikit.contains("ExampleText(\""), "\(card.name): no text on the UIKit cards")
                #expect(swiftUI.contains("Text(\""), "\(card.name): no text on the SwiftUI cards")
            }
        }
    }

    /// A deck is a feed: UIKit appends cards as they are swiped away; SwiftUI's `cardCount` is a
    /// state that grows.
    @Test func theDeckGrowsAsAFeedInBothAdapters() throws {
        let decks = try Self.exampleCards().filter { if case .deck = $0.configuration { true } else { false } }
        #expect(!decks.isEmpty)
        for deck in decks {
            let uikit = Self.code(try #require(try Self.screen(of: deck.name, in: "UIKit")))
            let swiftUI = Self.code(try #require(try Self.screen(of: deck.name, in: "SwiftUI")))
            #expect(uikit.contains(".appendCards(["), "\(deck.name): the UIKit deck never appends")
            #expect(swiftUI.contains("cardCount: cardCount") && swiftUI.contains("cardCount += 1"), "\(deck.name): the SwiftUI deck never grows")
        }
    }

    /// A sheet whose spec has `dismissal` is presented dismissable, and the SwiftUI view hears of
    /// the dismissal (`onDismiss`).
    @Test func aDismissableSheetIsShownAndItsDismissalHeard() throws {
        let dismissable = try Self.exampleCards().filter { if case .sheet(let sheet) = $0.configuration { sheet.dismissal != nil } else { false } }
        #expect(!dismissable.isEmpty)
        for sheet in dismissable {
            let swiftUI = Self.code(try #require(try Self.screen(of: sheet.name, in: "SwiftUI")))
            #expect(swiftUI.contains("onDismiss: {"), "\(sheet.name): its dismissal is not heard")
        }
    }

    /// Every SwiftUI view is at most 10 lines of app code, counted as RuntimeDocsTests counts
    /// Glide's: `import CardSwiftUI`, then from the first `@State` through the line that closes
    /// the card's modifier, blank and comment lines left out.
    @Test func everySwiftUIViewIsAtMostTenLinesOfAppCode() throws {
        let path = Self.root.appendingPathComponent(Self.app + "SwiftUI").path
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 7)
        for name in names {
            let lines = try String(contentsOfFile: path + "/" + name, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let state = try #require(lines.firstIndex { $0.contains("@State") }, "\(name): no @State")
            let modifier = try #require(lines.firstIndex { $0.contains(".card") && $0.contains("(") && $0.contains(".self, selection:") },
                                        "\(name): no card modifier")
            let indent = lines[modifier].prefix { $0 == " " }
            let close = try #require(lines[modifier...].firstIndex { $0 == indent + "}" }, "\(name): the modifier is not closed")
            #expect(1 + lines[state...close].count <= 10, "\(name): \(1 + lines[state...close].count) lines of app code")
        }
    }
}
