import Foundation
import Testing
@testable import CardAuthoringCommands
@testable import CardChecker
@testable import CardDecoder
@testable import CardModel
import CardTestSupport

/// The schemas and the reference tables are derived from the format description; these fail
/// when a derived copy is stale. (Tests/Integration/test_schema_agreement.py measures the
/// schema against the compiler with a real validator.)
@Suite struct SchemaTests {
    static func file(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func schemasFolderHoldsWhatCardcSchemaPrints() throws {
        #expect(try Self.file("Schemas/card.schema.json") == SchemaRenderer.cardSchema().rendered() + "\n",
                "regenerate with: swift run cardc schema > Schemas/card.schema.json")
        #expect(try Self.file("Schemas/cardc-config.schema.json") == SchemaRenderer.configurationSchema().rendered() + "\n",
                "regenerate with: swift run cardc schema --configuration > Schemas/cardc-config.schema.json")
    }

    @Test func formatDocTablesAreWhatTheDescriptionRenders() throws {
        let doc = try Self.file("docs/format.md")
        #expect(FormatReference.update(doc) == doc, "regenerate with: swift run cardc schema --update-docs docs/format.md")
        for (name, _) in FormatReference.tables {
            #expect(doc.contains("<!-- format-table: \(name) -->"), "docs/format.md lacks the \(name) table")
        }
    }

    @Test func schemaIsJSONAndNamesEveryKeyOfEachKind() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SchemaRenderer.cardSchema().rendered().utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        expectEqual(Set(properties.keys), Set(SpecKeys.common))
        let branches = try #require(object["allOf"] as? [[String: Any]])
        expectEqual(branches.count, CardKind.allCases.count)
        for (kind, branch) in zip(CardKind.allCases, branches) {
            let then = try #require(branch["then"] as? [String: Any])
            let keys = try #require(then["properties"] as? [String: Any]).keys
            #expect(Set(keys) == Set(SpecKeys.common + SpecKeys.specific(to: kind)), "\(kind)")
        }
    }

    /// The decoder's key lists are the description's: a key the decoder reads but the
    /// description lacks would be reported as unknown, and the other way round the test below
    /// fails.
    @Test func decoderKeyListsComeFromTheDescription() {
        func names<Root>(_ mapping: DescribedMapping<Root>, _ name: String) -> [String]? {
            for case .mapping(let object) in mapping.entries where object.name == name { return object.names.names }
            return nil
        }
        expectEqual(names(SheetDecoder.described, "thresholds"), ["upward", "downward", "velocity"])
        expectEqual(names(DeckDecoder.described, "thresholds"), ["left", "right", "up", "down", "velocity"])
        expectEqual(CheckConfiguration.keys, CardFormat.configurationKeys.map(\.name))
        expectEqual(SpecKeys.specific(to: .sheet), CardFormat.keys(of: .sheet).filter { !$0.kinds.isEmpty }.map(\.name))
    }
}
