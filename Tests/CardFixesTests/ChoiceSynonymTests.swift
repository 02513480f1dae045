import Testing
@testable import CardFixes
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// A word the format declares a synonym of one of a choice key's words (`CardFormat
/// .choiceSynonyms`: `top` for `up`) gets that word as a typed did-you-mean, so `--fix` writes
/// it; where the word meant is no choice of the key, nothing is offered.
@Suite struct ChoiceSynonymTests {
    static func deck(_ directions: String) -> String {
        "version: 1\nname: D\nkind: deck\nsize: { width: 300, height: 300 }\ndirections: \(directions)   # where cards go\n"
    }

    static func fixed(_ yaml: String) -> String {
        let bytes = Array(yaml.utf8)
        return String(decoding: FileFixer.fix(bytes, lint: SuggestionCoverageTests.lint).bytes ?? bytes, as: UTF8.self)
    }

    @Test func topAndBottomMeanUpAndDown() throws {
        let yaml = Self.deck("[left, top, bottom]")
        let found = SuggestionCoverageTests.lint(Array(yaml.utf8))
        expectEqual(found.map { DiagnosticWording.message($0.message, $0.suggestions) }, [
            "'top' is not a valid swipe direction; expected one of left, right, up or down; did you mean 'up'?",
            "'bottom' is not a valid swipe direction; expected one of left, right, up or down; did you mean 'down'?",
        ])
        expectEqual(found.map(\.suggestions), [[.rename("top", to: "up", written: "top")], [.rename("bottom", to: "down", written: "bottom")]])
        expectEqual(Self.fixed(yaml), Self.deck("[left, up, down]"))
    }

    /// `upward` and `downward` mean `up` and `down` too, and a synonym is known whatever its
    /// case (`Top`); `--fix` writes the choice itself.
    @Test func upwardDownwardAndACapitalisedTopAreSynonymsToo() throws {
        let yaml = Self.deck("[upward, downward, Top]")
        let found = SuggestionCoverageTests.lint(Array(yaml.utf8))
        expectEqual(found.map { $0.suggestions.map(\.replacement) }, [["up"], ["down"], ["up"]])
        expectEqual(Self.fixed(Self.deck("[upward, downward]")), Self.deck("[up, down]"))
        // Alone: `[upward, downward, Top]` fixed whole would name `up` twice, which `--fix`
        // does not write (a fix may not add an error).
        expectEqual(Self.fixed(Self.deck("[left, Top]")), Self.deck("[left, up]"))
    }

    /// Where the word meant is not among the key's choices (a stack's `initial`), the synonym
    /// is not offered.
    @Test func aSynonymOfNoChoiceOfTheKeyIsNotOffered() {
        let stack = "version: 1\nname: S\nkind: stack\ncardHeight: 60\noffset: 10\nheight: { collapsed: 100, expanded: 300 }\ninitial: top\n"
        let found = SuggestionCoverageTests.lint(Array(stack.utf8)).filter { $0.message.contains("'top'") }
        expectEqual(found.count, 1)
        #expect(found.allSatisfy { !$0.suggestions.contains { $0.replacement == "up" } }, "\(found)")
    }
}
