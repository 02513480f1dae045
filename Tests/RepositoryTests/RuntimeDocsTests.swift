import Foundation
import Testing
@testable import CardAuthoringCommands
import CardEngine
import CardTestSupport

/// docs/runtime.md against the code: the adapters come first and their snippets are the example app's, and the simulate columns the table
/// lists are the ones the command prints.
@Suite struct RuntimeDocsTests {
    static let text = (try? String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/runtime.md"), encoding: .utf8)) ?? ""

    /// The fenced Swift blocks of a section.
    func swiftBlocks(in section: String) -> [[Substring]] {
        guard let start = Self.text.range(of: "\n## \(section)\n") else { return [] }
        let rest = Self.text[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" { current = [] } else if line == "```", let c = current { blocks.append(c); current = nil } else { current?.append(line) }
        }
        return blocks
    }

    /// The apps' part comes first and shows the adapters; the hand-written hosts it replaced
    /// (issue 34: they had nine defects, HostDefectTests) are gone.
    @Test func theAdaptersComeFirstAndNoHandWrittenHostIsLeft() {
        let headings = Self.text.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.prefix(2) == ["## Cards in an app", "## The host layer (CardHost)"])
        #expect(!headings.contains("## Hosts"))
        let blocks = swiftBlocks(in: "Cards in an app")
        #expect(blocks.contains { $0.contains("import CardUIKit") } && blocks.contains { $0.contains("import CardSwiftUI") })
        // No snippet drives the engine by hand: frames and advances are CardHost's.
        #expect(!blocks.contains { block in block.contains { $0.contains(".advance(to:") || $0.contains("CADisplayLink(") } })
    }

    @Test func theSimulateColumnsTableListsWhatTheCommandPrints() throws {
        let container = CardContainer(device: .iPhone15)
        let sheet = SimulatedSheet(configuration: SheetConfiguration(segments: [.init(name: "a", height: .points(100))]), container: container, from: 0)
        let stack = SimulatedStack(configuration: StackConfiguration(cardHeight: 100, offset: 10, collapsedHeight: 100, expandedHeight: 200, cards: 2),
                                   container: container, from: 0)
        let deck = SimulatedDeck(configuration: DeckConfiguration(width: 200, height: 300), container: container, from: 0)
        let carousel = SimulatedCarousel(configuration: CarouselConfiguration(insets: .init(), expandDistance: 100), container: container, from: 0)
        let printed: [(String, [String])] = [("sheet", sheet.columns), ("stack", stack.columns), ("deck", deck.columns), ("carousel", carousel.columns)]
        for (kind, columns) in printed {
            let section = try #require(Self.text.range(of: "\n## cardc simulate\n").map { Self.text[$0.upperBound...] })
            let row = try #require(section.split(separator: "\n").first { $0.hasPrefix("| \(kind) |") })
            // The backquoted names in the row's second cell, less the documented "…" ellipsis.
            let cell = row.split(separator: "|")[1]
            let documented = cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let expected = kind == "stack" ? Array(columns.prefix(3)) : columns
            #expect(documented == expected, "\(kind)")
        }
    }

    /// The CardSwiftUI snippet is the example app's Glide screen (type-checked by the build tests
    /// against the SwiftUI stand-in), line for line outside its `#if` and doc comment; the app
    /// code that uses the adapter (the import, the `@State`, through the modifier's closing brace)
    /// is at most 10 lines.
    @Test func theCardSwiftUISnippetIsTheExampleAppsGlideScreen() throws {
        let snippet = try #require(swiftBlocks(in: "Cards in an app").first { $0.contains("import CardSwiftUI") })
        let screen = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(
            "examples/App/Sources/CardExamplesApp/SwiftUI/GlideSheetView.swift"), encoding: .utf8)
        let code = screen.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("///") }
        #expect(snippet.filter { !$0.isEmpty } == code)
        let state = try #require(snippet.firstIndex { $0.contains("@State") })
        let modifier = try #require(snippet.firstIndex { $0.contains(".cardSheet(GlideCard.self, selection: $state)") })
        let indent = snippet[modifier].prefix { $0 == " " }
        let close = try #require(snippet[modifier...].firstIndex { $0 == indent + "}" })
        #expect(1 + snippet[state...close].filter { !$0.isEmpty }.count <= 10)
    }
}
