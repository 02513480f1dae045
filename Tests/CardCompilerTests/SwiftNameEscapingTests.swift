import Testing
@testable import CardModel

/// Keywords are escaped with backticks only where their position needs it (moved from
/// CardBuildTests' StrictGeneratedCodeTests, which compiles the result; this runs in process).
@Suite struct SwiftNameEscapingTests {
    @Test func keywordsAreEscapedOnlyWhereThePositionNeedsIt() {
        // Declared names: every keyword.
        #expect(SwiftName.escaped("class") == "`class`")
        #expect(SwiftName.escaped("text") == "text")
        // Argument labels in calls: only `inout`.
        #expect(SwiftName.escaped("class", at: .argumentLabel) == "class")
        #expect(SwiftName.escaped("let", at: .argumentLabel) == "let")
        #expect(SwiftName.escaped("inout", at: .argumentLabel) == "`inout`")
        // Parameter labels of a declaration: `inout`, `var`, `let`.
        #expect(SwiftName.escaped("where", at: .parameterLabel) == "where")
        #expect(SwiftName.escaped("var", at: .parameterLabel) == "`var`")
        // After a dot: `self`, `init`, `Type`, `Protocol`.
        #expect(SwiftName.escaped("default", at: .member) == "default")
        #expect(SwiftName.escaped("self", at: .member) == "`self`")
        #expect(SwiftName.escaped("Type", at: .member) == "`Type`")
    }
}
