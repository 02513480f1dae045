import Foundation
import Testing
import CardTestSupport

/// Every example card is presentable through CardUIKit in at most 10 lines of app code
/// (issue 34): `examples/App/Sources/CardExamplesApp/UIKit` holds one screen per card the example
/// specs declare, each type-checked against the stand-ins by CardBuildTests' AppleStandInTests;
/// docs/runtime.md shows Glide's screen as it is in that folder. The `#if canImport(UIKit)` around
/// each screen is not app code (the example package also builds on Linux) and is not counted.
@Suite struct ExampleAppScreenTests {
    static let root = TestSupport.packageRoot.path
    static let screens = root + "/examples/App/Sources/CardExamplesApp/UIKit"

    /// The cards the example specs declare (each document's top-level `name:`).
    static func exampleCards() throws -> [String] {
        // The app's links to the same specs are left out.
        let specs = try FileManager.default.subpathsOfDirectory(atPath: root + "/examples")
            .filter { $0.hasSuffix(".card.yaml") && !$0.hasPrefix("App/") }.sorted()
        return try specs.flatMap { spec in
            try String(contentsOfFile: root + "/examples/" + spec, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("name: ") }
                .map { String($0.dropFirst("name: ".count).split(separator: " ").first ?? "") }
        }
    }

    /// The screen without the `#if canImport(UIKit)` / `#endif` around it.
    static func appCode(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "#if canImport(UIKit)" && $0 != "#endif" }.joined(separator: "\n")
    }

    /// Lines of app code: neither blank, nor comments, nor the condition around the screen.
    static func codeLines(_ text: String) -> Int {
        appCode(text).split(separator: "\n").filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("//")
        }.count
    }

    @Test func everyExampleCardHasAScreenOfAtMostTenLines() throws {
        let cards = try Self.exampleCards()
        #expect(cards.count >= 7)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.screens).filter { $0.hasSuffix(".swift") }.sorted()
        var texts: [String: String] = [:]
        for file in files {
            texts[file] = try String(contentsOfFile: Self.screens + "/" + file, encoding: .utf8)
        }
        for card in cards {
            #expect(texts.values.contains { $0.contains("CardViewController(\(card).self") }, "no screen presents \(card)")
        }
        for (file, text) in texts {
            #expect(Self.codeLines(text) <= 10, "\(file): \(Self.codeLines(text)) lines of code")
        }
    }

    @Test func theLineCountIgnoresOnlyBlanksAndComments() {
        #expect(Self.codeLines("#if canImport(UIKit)\nimport UIKit\n\n// why\n  /// doc\nlet a = 1\n#endif\n") == 2)
    }

    @Test func docsShowGlidesScreenAsTheExampleAppHasIt() throws {
        let screen = try String(contentsOfFile: Self.screens + "/GlideSheetScreen.swift", encoding: .utf8)
        let docs = try String(contentsOfFile: Self.root + "/docs/runtime.md", encoding: .utf8)
        #expect(screen.hasPrefix("#if canImport(UIKit)\n"))
        #expect(docs.contains("```swift\n" + Self.appCode(screen) + "```\n"))
    }
}
