import Foundation
import Testing
@testable import CardAuthoringCommands
@testable import CardPipeline
@testable import CardGeneration
@testable import CardChecker
@testable import CardModel
import CardTestSupport

/// A rule cannot be written and never run: every type in Checker/Rules that conforms to
/// CheckRule is in the registry, and the registry holds nothing else.
@Suite struct RuleRegistryTests {
    @Test func theRegistryRunsEveryRuleTypeThatExists() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CardChecker/Checker/Rules")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                // `struct NameRule: CheckRule {` (and any other conformances after it).
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" })
                guard let s = words.firstIndex(of: "struct"), words.count > s + 2, words[(s + 2)...].contains("CheckRule") else { continue }
                declared.insert(String(words[s + 1]))
            }
        }
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        #expect(declared.count >= 11)
        #expect(declared == registered, "declared but not registered: \(declared.subtracting(registered)); registered but not declared: \(registered.subtracting(declared))")
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.rules.count, "two rules share an id")
    }

    /// The pipeline's stages make what `generate` writes.
    @Test func thePipelinesStagesAreWhatGenerateRuns() throws {
        let pipeline = Pipeline()
        var specs: [CardSpec] = []
        let bytes = Array(TestSupport.minimalSheet.utf8)
        let readDiagnostics = pipeline.read(bytes, file: "a.card.yaml") { tree, document in
            let decoded = pipeline.decode(tree, document: document, file: "a.card.yaml")
            if let spec = decoded.spec { specs.append(spec) }
        }
        #expect(readDiagnostics.isEmpty)
        let spec = try #require(specs.first)
        #expect(pipeline.check(spec, file: "a.card.yaml").isEmpty)
        // The generate stage, run alone, makes what the pipeline's run with it makes.
        let text = GenerateStage(sourcePath: "a.card.yaml").make(spec, checked: nil, in: pipeline).contents
        expectEqual(text, SwiftGenerator().generate(spec, sourcePath: "a.card.yaml").contents)
        let run = pipeline.run(bytes, file: "a.card.yaml", options: PipelineOptions(), stage: GenerateStage(sourcePath: "a.card.yaml"))
        expectEqual(run.documents.map { $0.product?.contents }, [text])
        #expect(text.contains("enum Sheet"))
    }

    /// Issue 36, item 6: `cardc explain unreachable-sate` offers the id meant, as lint's
    /// did-you-mean does for a misspelt rule in a suppression comment, and every id in one
    /// sentence; exit 2, a usage error. A known id prints its text and exits 0.
    @Test func explainOffersTheRuleMeant() {
        let misspelt = ExplainCommand.run("unreachable-sate")
        expectEqual(misspelt.exitCode, 2)
        expectEqual(misspelt.standardOutput, "")
        let ids = RuleRegistry.allDescriptions.map(\.description.id.rawValue)
        expectEqual(misspelt.standardError, "cardc: error: no rule 'unreachable-sate'; did you mean 'unreachable-state'? explain takes one of "
                    + ids.dropLast().joined(separator: ", ") + " or " + (ids.last ?? "") + " (`cardc rules` lists them with what each reports)\n")
        #expect(!ExplainCommand.run("zzz").standardError.contains("did you mean"))
        let known = ExplainCommand.run("unreachable-state")
        expectEqual(known.exitCode, 0)
        expectEqual(known.standardOutput, RuleDocumentation.explain("unreachable-state"))
    }
}
