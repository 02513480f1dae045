import Testing
@testable import CardCommands

/// `cardc lint` with operands only skips swift-argument-parser (PlainLintArguments); everything
/// else, and anything the parser could read otherwise, must still go to the parser.
@Suite struct PlainLintArgumentsTests {
    func operands(_ arguments: String...) -> [String]? {
        PlainLintArguments.operands(arguments[...])
    }

    @Test func operandsAloneAreRunWithoutTheParser() {
        #expect(operands("lint", "a.card.yaml") == ["a.card.yaml"])
        #expect(operands("lint", "a.card.yaml", "specs") == ["a.card.yaml", "specs"])
        #expect(operands("lint", "--", "a.card.yaml", "b.card.yaml") == ["a.card.yaml", "b.card.yaml"])
        #expect(operands("lint", "a", "--", "b") == ["a", "b"])
    }

    @Test func afterTheTerminatorEverythingIsAnOperand() {
        // The parser reads these as file names too; `-` is then the file `./-` (OptionLikePaths).
        #expect(operands("lint", "--", "-", "--strict", "--help", "--") == ["-", "--strict", "--help", "--"])
    }

    @Test func anythingElseGoesToTheParser() {
        #expect(operands("lint") == nil)
        #expect(operands("lint", "--") == nil)
        #expect(operands("lint", "--strict", "a.card.yaml") == nil)
        #expect(operands("lint", "a.card.yaml", "--format", "json") == nil)
        #expect(operands("lint", "-", "a.card.yaml") == nil)
        #expect(operands("lint", "--help") == nil)
        #expect(operands("lint", "help") == nil)
        #expect(operands("lint", "") == nil)
        #expect(operands("generate", "a.card.yaml") == nil)
        #expect(operands("--version") == nil)
        #expect(operands() == nil)
    }
}
