import Foundation
import Testing
@testable import CardPluginPaths
import CardCommands
import CardTestSupport

/// `swift package lint-cards --fix` is refused by the plugin itself, before it runs any tool, so
/// the source package's lint-cards (on cardc-plugin-tool, which has no fixer) and BinaryPlugins'
/// (on the full cardc, whose fixer would write into the package without SwiftPM's permission)
/// behave alike: the same message, the same failure (`LintCardsArguments`, one file that both
/// packages' plugins link).
@Suite struct LintCardsArgumentsTests {
    @Test func fixIsRefusedAmongTheOptions() {
        expectEqual(LintCardsArguments.refusal(["--fix"]), LintCardsArguments.fixRefusal)
        expectEqual(LintCardsArguments.refusal(["--strict", "--format", "json", "--fix"]), LintCardsArguments.fixRefusal)
        expectEqual(LintCardsRefusal(description: LintCardsArguments.fixRefusal).description, LintCardsArguments.fixRefusal)
        #expect(LintCardsArguments.fixRefusal.contains("cardc lint --fix"))
    }

    /// It ends with the full cardc's own advice for a refused `--fix` (`FullCardcOnly
    /// .fixAdvice`), which the plugin cannot import: one wording of what to run instead.
    @Test func theRefusalEndsWithTheFullCardcsAdvice() {
        #expect(LintCardsArguments.fixRefusal.hasSuffix(FullCardcOnly.fixAdvice), "\(LintCardsArguments.fixRefusal)")
        #expect(FullCardcOnly.fixMessage.hasSuffix(FullCardcOnly.fixAdvice))
    }

    /// Other options pass to cardc as ever. A `--fix` after `--` is refused too: lint-cards
    /// takes no paths, and SwiftPM may drop the `--` before the plugin sees it.
    @Test func otherArgumentsAreNotRefused() {
        #expect(LintCardsArguments.refusal([]) == nil)
        #expect(LintCardsArguments.refusal(["--strict", "--format", "sarif", "--config", "x.yml"]) == nil)
        #expect(LintCardsArguments.refusal(["--fixes"]) == nil)
        expectEqual(LintCardsArguments.refusal(["--", "--fix"]), LintCardsArguments.fixRefusal)
    }

    /// Both packages' lint-cards run the check: the plugin's source reads it before it looks
    /// for specs or runs its tool (BinaryPluginsTests checks the file is the same link in both).
    @Test func thePluginRefusesBeforeRunningItsTool() throws {
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Plugins/LintCards/LintCards.swift"), encoding: .utf8)
        // Before the plugin asks SwiftPM for its tool and before it looks for specs.
        let check = try #require(source.range(of: "LintCardsArguments.refusal("))
        let tool = try #require(source.range(of: "context.tool(named:"))
        let specs = try #require(source.range(of: "CardSpecFiles.specs("))
        #expect(check.lowerBound < tool.lowerBound && check.lowerBound < specs.lowerBound)
    }
}
