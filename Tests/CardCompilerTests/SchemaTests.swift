import Foundation
import Testing
@testable import CardCompiler

@Suite struct SchemaTests {
    @Test func schemasFolderHoldsWhatCardcSchemaPrints() throws {
        let file = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Schemas/card.schema.json"), encoding: .utf8)
        #expect(file == SpecSchema.json + "\n", "regenerate with: swift run cardc schema > Schemas/card.schema.json")
    }

    @Test func schemaIsJSONAndNamesEveryTopLevelKey() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SpecSchema.json.utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecKeys.common))
        let branches = try #require(object["allOf"] as? [[String: Any]])
        #expect(branches.count == CardKind.allCases.count)
        for (kind, branch) in zip(CardKind.allCases, branches) {
            let then = try #require(branch["then"] as? [String: Any])
            let keys = try #require(then["properties"] as? [String: Any]).keys
            #expect(Set(keys) == Set(SpecKeys.common + SpecKeys.specific(to: kind)), "\(kind)")
        }
    }
}
