import Foundation
import Testing
@testable import CardGeneration
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Names that lint clean must not break the generated code: each class of clash is rejected
/// with `invalid-value` and a suggestion that is itself accepted.
@Suite struct ReservedNameTests {
    static func sheet(card: String = "Probe", state: String = "low", model: String = "Item", field: String = "title") -> String {
        """
        version: 1
        name: "\(card)"
        kind: sheet
        segments: [{ name: "\(state)", height: 100 }, { name: high, height: 400 }]
        models:
          "\(model)": { "\(field)": String, other: Int }
        samples:
          "\(model)": [{ "\(field)": x, other: 2 }]
        """
    }

    /// The first diagnostic's rule and its suggested name (a rejected model also leaves its
    /// samples without a model, reported after it).
    static func rejection(_ yaml: String) -> (rule: String, suggestion: String?)? {
        guard let d = TestSupport.diagnostics(yaml).first else { return nil }
        let suggestion = d.suggestions.first { $0.wording == .didYouMeanNote }
        return (d.rule.rawValue, suggestion?.replacement)
    }

    @Test(arguments: ["Set", "print", "Data", "UUID", "Calendar", "Task", "min", "Result", "SheetLayout", "CardColor", "Foundation", "State"])
    func cardNamesThatWouldHideAPlatformOrEngineNameAreRejected(name: String) throws {
        let r = try #require(Self.rejection(Self.sheet(card: name)))
        expectEqual(r.rule, "invalid-value")
        let suggestion = try #require(r.suggestion)
        #expect(TestSupport.diagnostics(Self.sheet(card: suggestion)).isEmpty, "\(suggestion)")
    }

    @Test(arguments: ["CodingKeys", "samples", "configuration", "devices", "initialState", "Set", "Decoder", "String"])
    func modelNamesThatClashWithGeneratedOrSynthesizedMembersAreRejected(name: String) throws {
        let r = try #require(Self.rejection(Self.sheet(model: name)))
        expectEqual(r.rule, "invalid-value")
        let suggestion = try #require(r.suggestion)
        #expect(TestSupport.diagnostics(Self.sheet(model: suggestion)).isEmpty, "\(suggestion)")
    }

    @Test(arguments: ["allCases", "AllCases", "rawValue", "RawValue", "init", "hashValue", "hash"])
    func stateNamesThatClashWithWhatSwiftSynthesizesAreRejected(name: String) throws {
        let r = try #require(Self.rejection(Self.sheet(state: name)))
        expectEqual(r.rule, "invalid-value")
        let suggestion = try #require(r.suggestion)
        #expect(TestSupport.diagnostics(Self.sheet(state: suggestion)).isEmpty, "\(suggestion)")
    }

    @Test func aFieldNamedHashValueIsRejected() throws {
        let r = try #require(Self.rejection(Self.sheet(field: "hashValue")))
        expectEqual(r.rule, "invalid-value")
        let suggestion = try #require(r.suggestion)
        #expect(TestSupport.diagnostics(Self.sheet(field: suggestion)).isEmpty, "\(suggestion)")
    }

    /// Names of the modules a file of the app or package may import, and their top-level names,
    /// on Linux (Glibc, FoundationNetworking, FoundationXML) and on Apple platforms (SwiftUI,
    /// UIKit, Darwin, ...): each would hide that name in the module including the generated file.
    @Test(arguments: ["Glibc", "URLSession", "XMLParser", "App", "Binding", "VStack", "Toggle", "Path", "SwiftUI", "UIKit", "Darwin",
                      "AppKit", "Observation", "ObjectiveC", "Combine", "AnyPublisher", "UIHostingController", "WindowGroup", "M_PI"])
    func namesOfEveryModuleTheGeneratedCodeMeetsAreRejected(name: String) throws {
        for yaml in [Self.sheet(card: name), Self.sheet(model: name)] {
            let r = try #require(Self.rejection(yaml))
            expectEqual(r.rule, "invalid-value")
            let suggestion = try #require(r.suggestion)
            #expect(suggestion != name)
            #expect(TestSupport.diagnostics(Self.sheet(card: suggestion)).isEmpty, "\(suggestion)")
        }
    }

    /// Names close to the reserved ones stay free.
    @Test(arguments: ["SetCard", "Printer", "Items", "description", "none", "Sample"])
    func nearbyNamesAreAccepted(name: String) {
        #expect(TestSupport.diagnostics(Self.sheet(card: name)).isEmpty)
        #expect(TestSupport.diagnostics(Self.sheet(state: name.lowercased())).isEmpty)
    }

    /// The generator spells its members from GeneratedNames: a golden declares exactly those.
    @Test func theReservedMembersAreTheOnesTheGeneratorDeclares() throws {
        let spec = try #require(TestSupport.spec(Self.sheet()))
        let text = SwiftGenerator().generate(spec, sourcePath: "probe.card.yaml").contents
        for member in GeneratedNames.cardMembers where member != GeneratedNames.stateType {
            #expect(text.contains("static let \(member):"), "\(member)")
        }
        #expect(text.contains("enum \(GeneratedNames.stateType):"))
        #expect(text.contains("static let \(GeneratedNames.samples):"))
    }
}
