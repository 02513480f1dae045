import Foundation
import Testing
import CardTestSupport

/// CardSwiftUI draws what CardHost places (`CardScene`) and holds no geometry of its own: none of
/// its sources reads a kind's frame geometry or the container's safe area to place a view
/// (docs/runtime.md, "CardSwiftUI", "Drawing: the scene and nothing else").
@Suite struct AdapterSceneTests {
    /// What placing a view by hand reads: a kind's frames, the container's insets, the spec's sizes.
    static let placementReads = ["cardFrame", "pageFrame", "neighbourFrame", ".card(at:", "offsetBy", "safeAreaLeading",
                                 "safeAreaTop", "safeAreaTrailing", "safeAreaBottom", "configuration.", "deckWidth", "deckHeight",
                                 "clearFrame"]

    @Test func cardSwiftUIReadsNoPlacementGeometry() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CardSwiftUI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        var drawsTheScene = false
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for read in Self.placementReads {
                #expect(!code.contains(read), "Sources/CardSwiftUI/\(file) reads \(read): place views with CardHost's scene")
            }
            if code.contains(".scene(in:") && code.contains("view(at:") { drawsTheScene = true }
        }
        #expect(drawsTheScene, "CardSwiftUI draws CardScene's views")
    }

    /// VoiceOver sees one element per card: the label, value, adjustable action and custom actions
    /// are set once, on a view made an element of its own (not on the container of the app's
    /// content, where SwiftUI would give them to every element inside), and the escape is set on
    /// the layer, so every element of the card has it.
    @Test func cardSwiftUIsAccessibilityIsOneElement() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CardSwiftUI")
        var code = ""
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".swift") }).sorted() {
            code += try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) + "\n"
        }
        let element = try #require(code.range(of: ".accessibilityElement()"), "no view is made the card's element")
        for modifier in [".accessibilityLabel(host.accessibilityLabel)", ".accessibilityValue(", ".accessibilityAdjustableAction",
                         ".accessibilityActions {"] {
            let uses = code.ranges(of: modifier)
            #expect(uses.count == 1, "\(modifier) is set \(uses.count) times")
            // Right after the element is made, in the same chain (before the next declaration).
            if let use = uses.first {
                #expect(use.lowerBound > element.upperBound && !code[element.upperBound..<use.lowerBound].contains("struct "),
                        "\(modifier) is not on the card's element")
            }
        }
        #expect(code.ranges(of: ".accessibilityAction(.escape)").count == 1)
    }
}
