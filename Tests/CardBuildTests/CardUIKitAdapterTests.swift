import Foundation
import Testing
import CardTestSupport

/// CardUIKit type-checked against the stand-ins (Tests/AppleStandIns) for what a device would
/// show: the card's accessibility element is not a view, and content view controllers work for
/// every kind. The adapter's source is checked in RepositoryTests' CardUIKitSourceTests; the
/// decisions behind both are CardHost's (HostUIKitDecisionTests).
@Suite(.serialized) struct CardUIKitAdapterTests {
    static let folder = AppleStandInTests.root + "/Sources/CardUIKit"

    /// Type-checks `snippet` inside the CardUIKit module (it sees the adapter's internal types),
    /// the sources' subclass import made the stand-in's SPI import as AppleStandInTests does.
    static func typeCheckInside(_ snippet: String) throws -> (status: Int32, output: String) {
        let dir = try TestSupport.temporaryDirectory()
        var files: [String] = []
        for original in try AppleStandInTests.swiftFiles(in: folder) {
            let copy = dir + "/" + URL(fileURLWithPath: original).lastPathComponent
            try AvailabilityPasses.importingSubclassSPI(try String(contentsOfFile: original, encoding: .utf8))
                .write(toFile: copy, atomically: true, encoding: .utf8)
            files.append(copy)
        }
        let file = dir + "/Snippet.swift"
        try snippet.write(toFile: file, atomically: true, encoding: .utf8)
        return StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "CardUIKit",
                                             "-I", try AppleStandInTests.standInModulesFolder.get(),
                                             "-I", try AppleStandInTests.packageModules.get()]
                                            + AppleStandInTests.swiftFlags + files + [file])
    }

    /// Type-checks `source` as an app file against CardUIKit's interface and the example cards.
    static func typeCheckApp(_ source: String) throws -> (status: Int32, output: String) {
        try AppleStandInTests.typeCheckApp(source, using: "CardUIKit")
    }

    /// The card's accessibility element sat in front of the card as a 44 pt view and took every
    /// touch there (the header's buttons and search field never got one). It is now an
    /// accessibility element that is not a view: a `UIAccessibilityElement` cannot be hit-tested.
    @Test(BuildTests.enabled) func theAccessibilityElementIsNotAView() throws {
        let element = try Self.typeCheckInside("""
            import UIKit
            @MainActor func element(in container: UIView) -> UIAccessibilityElement {
                CardAccessibilityHandle(container: container)
            }
            """)
        #expect(element.status == 0 && element.output.isEmpty, "\(element.output)")
        // The control: were it a view, this would type-check.
        let view = try Self.typeCheckInside("""
            import UIKit
            @MainActor func view(in container: UIView) -> UIView { CardAccessibilityHandle(container: container) }
            """)
        #expect(view.status != 0)
        #expect(view.output.contains("cannot convert"), "\(view.output)")
    }

    /// An app hands each kind view controllers as well as views (each becomes a child).
    @Test(BuildTests.enabled) func contentViewControllersTypeCheckForEveryKind() throws {
        let checked = try Self.typeCheckApp("""
            import UIKit
            import CardUIKit

            @MainActor func screens(_ parent: UIViewController) {
                let list = UIScrollView(frame: .zero)
                let page = { UIViewController(nibName: nil, bundle: nil) }
                CardViewController(GlideCard.self, content: page(), scrollView: list).embed(in: parent)
                CardViewController(CardsStack.self, cards: [page(), page()]).embed(in: parent)
                CardViewController(ExpenseDeck.self, cards: (0..<3).map { _ in page() }).embed(in: parent)
                let carousel = CardViewController(PagingCarousel.self, pages: [page(), page()])
                carousel.embed(in: parent)
                carousel.unembed()
            }
            """)
        #expect(checked.status == 0 && checked.output.isEmpty, "\(checked.output)")
    }

    /// A deck appends cards at any time, as views or view controllers; only a deck does.
    @Test(BuildTests.enabled) func aDeckAppendsCardsAndOnlyADeck() throws {
        let deck = try Self.typeCheckApp("""
            import UIKit
            import CardUIKit

            @MainActor func feed(_ parent: UIViewController) {
                let deck = CardViewController(ExpenseDeck.self, cards: [UIView(frame: .zero)])
                deck.embed(in: parent)
                deck.appendCards((0..<5).map { _ in UIView(frame: .zero) })
                deck.appendCards([UIViewController(nibName: nil, bundle: nil)])
            }
            """)
        #expect(deck.status == 0 && deck.output.isEmpty, "\(deck.output)")
        let sheet = try Self.typeCheckApp("""
            import UIKit
            import CardUIKit

            @MainActor func feed() {
                CardViewController(GlideCard.self, content: UIView(frame: .zero)).appendCards([UIView(frame: .zero)])
            }
            """)
        #expect(sheet.status != 0)
        #expect(sheet.output.contains("appendCards"), "\(sheet.output)")
    }
}
