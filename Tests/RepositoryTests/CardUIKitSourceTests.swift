import Foundation
import Testing
import CardTestSupport

/// What CardUIKit must do on a device, read from its source where the stand-ins cannot run it:
/// each test names a defect a reading against Apple's documentation found. The decisions behind
/// them are CardHost's and tested there (HostUIKitDecisionTests, CardKeyboardOverlapTests,
/// CardFrameRateRangeTests); CardBuildTests' CardUIKitAdapterTests type-checks the adapter.
@Suite struct CardUIKitSourceTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CardUIKit").path

    /// Each CardUIKit source file by its name, without comments (a comment may name what the
    /// code must not do).
    static func sources() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            files[name] = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }.joined(separator: "\n")
        }
        return files
    }

    static func source(_ name: String) throws -> String {
        try #require(try sources()[name], "no \(name) in Sources/CardUIKit")
    }

    /// The card's accessibility element sat in front of the card as a 44 pt view and took every
    /// touch there. It is listed in the view's accessibility elements and added as no subview
    /// (CardUIKitAdapterTests checks that it is not a view at all).
    @Test func theAccessibilityElementIsNoSubview() throws {
        let controller = try Self.source("CardViewController.swift")
        #expect(controller.contains("view.accessibilityElements = [handle]"))
        #expect(!controller.contains("addSubview(handle)"))
    }

    /// The keyboard's end frame is in the screen's coordinate space (Apple:
    /// `keyboardFrameEndUserInfoKey`); `convert(_:from: nil)` reads it in the window's, which
    /// differs in Split View, Slide Over and Stage Manager.
    @Test func theKeyboardsFrameIsConvertedFromTheScreen() throws {
        let controller = try Self.source("CardViewController.swift")
        #expect(controller.contains("view.convert(end, from: screen.coordinateSpace)"))
        #expect(controller.contains("view.window?.windowScene?.screen"))
        #expect(controller.contains("host.keyboardChanged(frame:"))
        for (name, text) in try Self.sources() {
            #expect(!text.contains("from: nil"), "\(name) converts from the window's coordinates")
        }
    }

    /// A view's `frame` is undefined while its `transform` is not the identity (Apple:
    /// `UIView.frame`), and decks turn their cards and stacks scale theirs: CardUIKit places views
    /// by `bounds`, `center` and `transform` and reads no view's frame (the accessibility frame is
    /// the scene's).
    @Test func noViewsFrameIsRead() throws {
        // Simple word boundaries: Unicode's do not break `top.frame.minX` at the dots.
        let read = try Regex(#"\.frame\b(?!\s*=[^=])"#).wordBoundaryKind(.simple)
        for (name, text) in try Self.sources() {
            // A scene placement's `frame` is CardHost's layout rectangle, a value, not a view's.
            for line in text.split(separator: "\n") where line.replacingOccurrences(of: "placement.frame", with: "").contains(read) {
                Issue.record("\(name) reads a view's frame: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        // The check finds what it is for (the read the adapter had).
        #expect("handle.frame = CGRect(x: top.frame.minX, y: top.frame.minY)".contains(read))
        #expect(!"view.frame = parent.view.bounds".contains(read))
        let controller = try Self.source("CardViewController.swift")
        #expect(!controller.contains("card.frame"))
        #expect(controller.contains("handle.accessibilityFrameInContainerSpace = scene.accessibilityFrame"))
    }

    /// VoiceOver's escape was overridden on the card views, the accessibility element's siblings,
    /// so it was never reached from the focused element. It is now overridden on the view
    /// `loadView` installs (an ancestor of every card view and the app's content, and the
    /// element's container) and on the element itself, and no longer on the card views.
    @Test func escapeIsReachableFromEveryElementOfTheCard() throws {
        let controller = try Self.source("CardViewController.swift")
        let installed = try #require(controller.firstMatch(of: /let container = (\w+)\(frame:/)?.1, "loadView's view")
        #expect(controller.contains("view = container"))
        let files = try Self.sources()
        let escape = "override func accessibilityPerformEscape()"
        let declaring = files.filter { $0.value.contains("class \(installed):") }
        #expect(declaring.count == 1 && declaring.values.allSatisfy { $0.contains(escape) }, "\(installed) does not override escape")
        #expect(try Self.source("CardAccessibilityHandle.swift").contains(escape))
        #expect(try !Self.source("CardView.swift").contains(escape))
        #expect(controller.contains("CardAccessibilityHandle(container: view)"))
    }

    /// The element had no label. It reads CardHost's (the card's name from the app's `Cards`
    /// table), set by every typed entry point from the card's type.
    @Test func theAccessibilityElementHasALocalizedLabel() throws {
        #expect(try Self.source("CardAccessibilityHandle.swift").contains("override var accessibilityLabel"))
        let controller = try Self.source("CardViewController.swift")
        #expect(controller.contains("host.accessibilityLabel"))
        let entryPoints = controller.components(separatedBy: "public convenience init<Card").dropFirst()
        #expect(entryPoints.count >= 4)
        for entry in entryPoints {
            let body = entry.components(separatedBy: "\n    }").first ?? ""
            #expect(body.contains("host.label = CardLabel.text(for: card)"), "an entry point without the card's label:\(body)")
        }
    }

    /// The display link asked for no frame-rate range: 60 Hz on a 120 Hz display. It asks for
    /// CardHost's (`CardFrameRateRange.cardMotion`).
    @Test func theDisplayLinkAsksForCardHostsFrameRateRange() throws {
        let link = try Self.source("CardDisplayLink.swift")
        #expect(link.contains("link.preferredFrameRateRange = CAFrameRateRange(minimum: Float(frameRateRange.minimum)"))
        #expect(link.contains("frameRateRange: CardFrameRateRange = .cardMotion"))
    }

    /// View controller containment in UIKit's order (Apple, "Creating a custom container view
    /// controller"): `addChild`, the child's view in, `didMove(toParent:)`; removed in reverse,
    /// `willMove(toParent: nil)`, the view out, `removeFromParent()`. Written once, and nothing
    /// else in CardUIKit calls those methods.
    @Test func childControllersAreAddedAndRemovedInUIKitsOrder() throws {
        let containment = try Self.source("CardChildContainment.swift")
        func inOrder(_ calls: [String]) -> Bool {
            let positions = calls.map { containment.range(of: $0)?.lowerBound }
            let found = positions.compactMap { $0 }
            return found.count == calls.count && found == found.sorted()
        }
        #expect(inOrder(["parent.addChild(child)", "place(child.view)", "child.didMove(toParent: parent)"]))
        #expect(inOrder(["child.willMove(toParent: nil)", "view.removeFromSuperview()", "child.removeFromParent()"]))
        for (name, text) in try Self.sources() where name != "CardChildContainment.swift" {
            for call in ["addChild(", "didMove(toParent:", "willMove(toParent:", "removeFromParent()"] {
                #expect(!text.contains(call), "\(name) calls \(call) itself")
            }
        }
        let controller = try Self.source("CardViewController.swift")
        #expect(controller.contains("CardChildContainment.add(child, to: self)"))
        #expect(controller.contains("CardChildContainment.add(self, to: parent)"))
        #expect(controller.contains("CardChildContainment.remove(self, view: view)"))
    }

    /// A deck's appended cards get their views before the host appends them to the engine (the
    /// next scene may name them), and the host is what appends.
    @Test func aDeckAppendsCardViewsBeforeTheEngineCountsThem() throws {
        let controller = try Self.source("CardViewController.swift")
        let appends = controller.components(separatedBy: "public func appendCards<DeckState>").dropFirst()
        #expect(appends.count == 2)
        for body in appends {
            let views = try #require(body.range(of: "append(cards.map(Content."))
            let host = try #require(body.range(of: "host.appendCards(cards.count)"))
            #expect(views.lowerBound < host.lowerBound)
        }
    }
}
