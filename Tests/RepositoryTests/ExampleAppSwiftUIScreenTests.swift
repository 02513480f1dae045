import Foundation
import Testing
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Every example card (examples/*.card.yaml and examples/more/*.card.yaml) is presented through
/// CardSwiftUI by a screen of examples/App, with its kind's modifier; the build tests type-check
/// those screens against the SwiftUI stand-in (AppleStandInTests).
@Suite struct ExampleAppSwiftUIScreenTests {
    static let root = TestSupport.packageRoot

    /// The modifier that presents a card of this kind.
    static func modifier(_ configuration: CardConfiguration) -> String {
        switch configuration {
        case .sheet: "cardSheet"
        case .stack: "cardStack"
        case .deck: "cardDeck"
        case .carousel: "cardCarousel"
        }
    }

    @Test func everyExampleCardHasASwiftUIScreen() throws {
        let fileManager = FileManager.default
        var specs: [String] = []
        for folder in ["examples", "examples/more"] {
            let names = try fileManager.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            specs += names.filter { $0.hasSuffix(".card.yaml") }.sorted().map { folder + "/" + $0 }
        }
        #expect(specs.count >= 6)
        let screensFolder = Self.root.appendingPathComponent("examples/App/Sources/CardExamplesApp/SwiftUI")
        let screens = try fileManager.contentsOfDirectory(atPath: screensFolder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: screensFolder.appendingPathComponent($0), encoding: .utf8) }
        var cards = 0
        for spec in specs {
            let text = try String(contentsOf: Self.root.appendingPathComponent(spec), encoding: .utf8)
            for card in TestSupport.lint(text, file: spec).specs {
                cards += 1
                let call = ".\(Self.modifier(card.configuration))(\(card.name).self, selection: $state"
                #expect(screens.contains { $0.contains(call) }, "no screen presents \(card.name) of \(spec) with \(call)")
            }
        }
        #expect(cards >= specs.count)
    }
}
