import Foundation
import Testing
import CardTestSupport
import CardModel

/// A kind is one recipe (README, "Adding a kind"): outside the checker's rules, which may ask
/// anything of a kind, each layer switches over the kinds in one file, which names each kind's
/// own type for that layer (its model, decoder, generation, drawing, simulation). A switch
/// anywhere else is a place a new kind would have to be added by hand and could be forgotten.
@Suite struct KindRecipeTests {
    /// Each layer's one file that switches over the kinds, by path under Sources.
    static let switches: Set<String> = [
        "CardHost/CardScene.swift",
        "CardModel/Spec/CardKind.swift",
        "CardModel/Spec/CardConfiguration.swift",
        "CardDecoder/Decoder/KindDecoder.swift",
        "CardGeneration/Generator/CardTranslator.swift",
        "CardPreview/Preview/CardPreview.swift",
        "CardAuthoringCommands/Simulate/SimulatedCard.swift",
    ]

    /// The kinds a file names in `case .kind` patterns: two or more is a switch over the kinds
    /// (one is a kind's own file matching its own case).
    static func kindsSwitched(in text: String) -> Set<CardKind> {
        var found: Set<CardKind> = []
        for kind in CardKind.allCases {
            let pattern = "case ." + kind.rawValue
            var rest = text[...]
            while let r = rest.range(of: pattern) {
                let next = rest[r.upperBound...].first
                if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { found.insert(kind) }
                rest = rest[r.upperBound...]
            }
        }
        return found
    }

    @Test func onlyEachLayersOneFileAndTheCheckerSwitchOverTheKinds() throws {
        let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            Issue.record("no Sources folder")
            return
        }
        var found: Set<String> = []
        var checkerFiles = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(sources.path.count + 1))
            guard Self.kindsSwitched(in: try String(contentsOf: url, encoding: .utf8)).count >= 2 else { continue }
            if path.hasPrefix("CardChecker/") { checkerFiles += 1 } else { found.insert(path) }
        }
        expectEqual(found.sorted(), Self.switches.sorted())
        #expect(checkerFiles > 0, "the checker's rules were not found")
    }

    /// The scan sees a switch, and not a kind's own file.
    @Test func aSwitchIsTwoKindsCases() {
        expectEqual(Self.kindsSwitched(in: "switch k {\ncase .sheet: 1\ncase .stacked: 2\ncase .deck(let d): 3\n}"), [.sheet, .deck])
        expectEqual(Self.kindsSwitched(in: "guard case .sheet(let s) = c else { return nil }"), [.sheet])
    }

    /// The README's recipe names every file a new kind must be added to.
    @Test func theReadmeRecipeNamesEachLayersSwitch() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "- Adding a kind") else {
            Issue.record("README's Development section has no \"Adding a kind\"")
            return
        }
        // The bullet, up to the next one.
        let tail = readme[start.upperBound...]
        let recipe = tail.range(of: "\n- ").map { tail[..<$0.lowerBound] } ?? tail
        for path in Self.switches {
            let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
            #expect(recipe.contains(name), "the recipe does not name \(name)")
        }
    }
}
