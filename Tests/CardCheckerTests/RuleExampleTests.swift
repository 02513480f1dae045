import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardChecker
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// Each rule's own examples, from its description, are its tests: the triggering ones must be
/// flagged by that rule at exactly the lines marked `# ←`, the others not at all.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.rules.map { $0.description.id.rawValue }

    func findings(_ yaml: String, rule: RuleID) throws -> [Diagnostic] {
        let result = TestSupport.lint(yaml)
        let inputErrors = result.diagnostics.filter { d in RuleRegistry.inputRules.contains { $0.id == d.rule } }
        #expect(inputErrors.isEmpty, "example does not decode: \(inputErrors)")
        expectEqual(result.specs.count, 1)
        return result.diagnostics.filter { $0.rule == rule }
    }

    static func markedLines(_ yaml: String) -> Set<Int> {
        Set(yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasSuffix("# \u{2190}") }.map { $0.offset + 1 })
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreFlaggedAtTheMarkedLines(id: String) throws {
        let description = try #require(RuleRegistry.rule(id)).description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let marked = Self.markedLines(example)
            #expect(!marked.isEmpty, "example has no # ← marker")
            let found = try findings(example, rule: description.id)
            #expect(Set(found.map(\.location.line)) == marked, "\(id): \(found.map(\.message))")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreClean(id: String) throws {
        let description = try #require(RuleRegistry.rule(id)).description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for example in description.nonTriggeringExamples {
            #expect(try findings(example, rule: description.id).isEmpty, "\(id)")
        }
    }

    static let fileRuleIDs = RuleRegistry.fileRules.map(\.id.rawValue)

    /// Rules about the spec file (suppression comments) are flagged at the marked lines too.
    @Test(arguments: fileRuleIDs)
    func fileRuleExamplesBehaveAsDescribed(id: String) throws {
        let description = try #require(RuleRegistry.fileRules.first { $0.id.rawValue == id })
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let found = try findings(example, rule: description.id)
            #expect(Set(found.map(\.location.line)) == Self.markedLines(example), "\(id): \(found)")
        }
        for example in description.nonTriggeringExamples {
            #expect(try findings(example, rule: description.id).isEmpty, "\(id)")
        }
    }

    static let inputRuleIDs = RuleRegistry.inputRules.map(\.id.rawValue)

    /// Input rules are reported by the reader and decoder (and `duplicate-name` by generate).
    func inputFindings(_ yaml: String, rule: RuleID) throws -> [Diagnostic] {
        if rule == .duplicateName {
            let dir = try TestSupport.temporaryDirectory()
            try yaml.write(toFile: dir + "/x.card.yaml", atomically: true, encoding: .utf8)
            let output = GenerateCommand(options: .init(specs: [dir + "/x.card.yaml"], outputDirectory: dir + "/out", check: true, format: .json)).run()
            let array = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]] ?? []
            return array.compactMap { item in
                guard let line = item["line"] as? Int, let column = item["column"] as? Int, let r = item["rule"] as? String, r == rule.rawValue else { return nil }
                return Diagnostic(file: "", location: .init(line: line, column: column), severity: .error, rule: rule, message: "")
            }
        }
        return TestSupport.lint(yaml).diagnostics.filter { $0.rule == rule }
    }

    @Test(arguments: inputRuleIDs)
    func inputRuleExamplesBehaveAsDescribed(id: String) throws {
        let description = try #require(RuleRegistry.inputRules.first { $0.id.rawValue == id })
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let found = try inputFindings(example, rule: description.id)
            #expect(Set(found.map(\.location.line)) == Self.markedLines(example), "\(id): \(found)")
        }
        for example in description.nonTriggeringExamples {
            #expect(TestSupport.lint(example).diagnostics.isEmpty, "\(id)")
            #expect(try inputFindings(example, rule: description.id).isEmpty, "\(id)")
        }
    }

    @Test func ruleIdsAreUniqueAndExplained() {
        let ids = RuleRegistry.allDescriptions.map(\.description.id.rawValue)
        #expect(Set(ids).isSuperset(of: Self.ruleIDs + Self.inputRuleIDs + Self.fileRuleIDs + ["stale-output"]))
        expectEqual(Set(ids).count, ids.count)
        for id in ids {
            let text = RuleDocumentation.explain(id)
            #expect(text?.hasPrefix(id + ":") == true)
        }
        expectEqual(RuleDocumentation.explain("no-such-rule"), nil)
        #expect(RuleDocumentation.explain("unreachable-state")?.contains("Why:") == true)
    }

    @Test func docsRulesMarkdownIsCurrent() throws {
        let file = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(file == RuleDocumentation.markdown(), "regenerate with: swift run cardc rules --markdown > docs/rules.md")
    }

    @Test func examplesInTheRepositoryLintCleanUnderEveryRule() throws {
        for relative in try TestSupport.exampleFiles() {
            let bytes = try FileSystem.read(TestSupport.packageRoot.appendingPathComponent(relative).path)
            let result = Linter().lint(bytes, path: relative)
            #expect(result.diagnostics.isEmpty, "\(relative): \(result.diagnostics.map(DiagnosticFormatter.textLine))")
        }
    }
}
