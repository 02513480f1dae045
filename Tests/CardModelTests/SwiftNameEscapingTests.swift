import Testing
@testable import CardModel
import CardTestSupport

/// Keywords are escaped with backticks only where their position needs it (moved from
/// CardBuildTests' StrictGeneratedCodeTests, which compiles the result; this runs in process).
@Suite struct SwiftNameEscapingTests {
    @Test func keywordsAreEscapedOnlyWhereThePositionNeedsIt() {
        // Declared names: every keyword.
        expectEqual(SwiftName.escaped("class"), "`class`")
        expectEqual(SwiftName.escaped("text"), "text")
        // Argument labels in calls: only `inout`.
        expectEqual(SwiftName.escaped("class", at: .argumentLabel), "class")
        expectEqual(SwiftName.escaped("let", at: .argumentLabel), "let")
        expectEqual(SwiftName.escaped("inout", at: .argumentLabel), "`inout`")
        // Parameter labels of a declaration: `inout`, `var`, `let`.
        expectEqual(SwiftName.escaped("where", at: .parameterLabel), "where")
        expectEqual(SwiftName.escaped("var", at: .parameterLabel), "`var`")
        // After a dot: `self`, `init`, `Type`, `Protocol`.
        expectEqual(SwiftName.escaped("default", at: .member), "default")
        expectEqual(SwiftName.escaped("self", at: .member), "`self`")
        expectEqual(SwiftName.escaped("Type", at: .member), "`Type`")
    }
}
