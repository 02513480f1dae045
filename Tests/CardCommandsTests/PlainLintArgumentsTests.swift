import Testing
@testable import CardCommands
import CardTestSupport

/// `cardc lint` with operands only skips swift-argument-parser (PlainLintArguments); everything
/// else, and anything the parser could read otherwise, must still go to the parser.
@Suite struct PlainLintArgumentsTests {
    func operands(_ arguments: String...) -> [String]? {
        PlainLintArguments.operands(arguments[...])
    }

    @Test func operandsAloneAreRunWithoutTheParser() {
        expectEqual(operands("lint", "a.card.yaml"), ["a.card.yaml"])
        expectEqual(operands("lint", "a.card.yaml", "specs"), ["a.card.yaml", "specs"])
        expectEqual(operands("lint", "--", "a.card.yaml", "b.card.yaml"), ["a.card.yaml", "b.card.yaml"])
        expectEqual(operands("lint", "a", "--", "b"), ["a", "b"])
    }

    @Test func afterTheTerminatorEverythingIsAnOperand() {
        // The parser reads these as file names too; `-` is then the file `./-` (OptionLikePaths).
        expectEqual(operands("lint", "--", "-", "--strict", "--help", "--"), ["-", "--strict", "--help", "--"])
    }

    @Test func anythingElseGoesToTheParser() {
        expectEqual(operands("lint"), nil)
        expectEqual(operands("lint", "--"), nil)
        expectEqual(operands("lint", "--strict", "a.card.yaml"), nil)
        expectEqual(operands("lint", "a.card.yaml", "--format", "json"), nil)
        expectEqual(operands("lint", "-", "a.card.yaml"), nil)
        expectEqual(operands("lint", "--help"), nil)
        expectEqual(operands("lint", "help"), nil)
        expectEqual(operands("lint", ""), nil)
        expectEqual(operands("generate", "a.card.yaml"), nil)
        expectEqual(operands("--version"), nil)
        expectEqual(operands(), nil)
    }
}
