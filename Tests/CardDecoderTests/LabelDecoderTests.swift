import Testing
@testable import CardFixes
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// `labels` (docs/format.md, "Accessibility labels"): each state's label, checked against the
/// card's states; an unknown state is `unknown-reference` with a did-you-mean, a label with
/// nothing to read `invalid-value`, a value that is no text the usual type error.
@Suite struct LabelDecoderTests {
    /// A spec of `kind` (FormatDescriptionTests' bases) with `labels: value`.
    static func yaml(_ kind: CardKind, _ labels: String) -> String {
        FormatExamples.yaml(kind: kind, overriding: [("labels", labels)])
    }

    /// `line:column rule message` of each diagnostic.
    static func summary(_ yaml: String) -> [String] {
        TestSupport.diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue) \($0.message)" }
    }

    @Test func eachKindsStatesTakeLabels() throws {
        let cases: [(CardKind, String, [String: String])] = [
            (.sheet, "{ high: Open, low: 'Peek' }", ["high": "Open", "low": "Peek"]),
            (.stack, "{ expanded: All cards }", ["expanded": "All cards"]),
            (.deck, "{ center: Card, left: Skip, right: \"Keep it\" }", ["center": "Card", "left": "Skip", "right": "Keep it"]),
            (.carousel, "{ collapsed: Pages, expanded: Page }", ["collapsed": "Pages", "expanded": "Page"]),
        ]
        for (kind, labels, expected) in cases {
            let spec = try #require(TestSupport.spec(Self.yaml(kind, labels)), "\(kind): \(Self.summary(Self.yaml(kind, labels)))")
            expectEqual(spec.labels, expected)
            // Every state has a label: its own, or its name.
            for state in spec.stateNames {
                expectEqual(spec.stateLabel(state).key, "Base.\(state)")
                expectEqual(spec.stateLabel(state).defaultValue, expected[state] ?? state)
            }
        }
    }

    @Test func anyScalarIsTextAndTheLocationIsRecorded() throws {
        let spec = try #require(TestSupport.spec(Self.yaml(.stack, "{ collapsed: 3, expanded: yes }")))
        expectEqual(spec.labels, ["collapsed": "3", "expanded": "yes"])
        // Where the state is named.
        expectEqual(spec.locations["labels.expanded"], SourceLocation(line: 7, column: 25))
    }

    @Test func aLabelOfAStateTheCardLacksIsAnUnknownReferenceWithADidYouMean() {
        let diagnostics = TestSupport.diagnostics(Self.yaml(.sheet, "{ hihg: Open }"))
        expectEqual(diagnostics.map(\.rule), [.unknownReference])
        expectEqual(diagnostics.first?.message, "labels names state 'hihg', which the card does not have")
        expectEqual(diagnostics.first?.location, SourceLocation(line: 5, column: 11))
        expectEqual(diagnostics.first?.suggestions.map(\.replacement), ["high"])
        expectEqual(diagnostics.first?.notes, ["states: low, high"])
        // A deck's direction that its `directions` do not enable is no state of it.
        expectEqual(Self.summary(Self.yaml(.deck, "{ up: Skip }")), ["5:11 unknown-reference labels names state 'up', which the card does not have"])
        // Stack and carousel: their two states.
        let stack = TestSupport.diagnostics(Self.yaml(.stack, "{ colapsed: Few }"))
        expectEqual(stack.map(\.rule), [.unknownReference])
        expectEqual(stack.first?.suggestions.map(\.replacement), ["collapsed"])
    }

    @Test func theFixRenamesTheMisspeltState() {
        let result = FileFixer.fix(Array(Self.yaml(.carousel, "{ expandd: Page }").utf8)) { TestSupport.lint(String(decoding: $0, as: UTF8.self)).diagnostics }
        let fixed = String(decoding: result.bytes ?? [], as: UTF8.self)
        #expect(fixed.contains("labels: { expanded: Page }\n"), "\(fixed)")
        expectEqual(TestSupport.diagnostics(fixed), [])
    }

    @Test func aLabelWithNothingToReadIsAnInvalidValue() {
        for label in ["\"\"", "''", "\"   \"", "\"\\t\\n\"", "\"\\u200B\"", "\"\\u200E \\u2028\""] {
            let diagnostics = TestSupport.diagnostics(Self.yaml(.sheet, "{ low: \(label) }"))
            expectEqual(diagnostics.map(\.rule), [.invalidValue])
            expectEqual(diagnostics.first?.message,
                        "the label of 'low' is empty, so VoiceOver would read nothing; write a label, or leave the key out to read the state's name")
        }
        // Something to read among invisible characters is a label.
        #expect(TestSupport.spec(Self.yaml(.sheet, "{ low: \"\\u200B.\" }")) != nil)
    }

    @Test func aValueThatIsNoTextIsATypeError() {
        expectEqual(Self.summary(Self.yaml(.stack, "{ collapsed: [a] }")),
                    ["7:22 invalid-value expected a string for the label of 'collapsed', found a list"])
        expectEqual(Self.summary(Self.yaml(.stack, "{ collapsed: ~ }")),
                    ["7:22 invalid-value expected a string for the label of 'collapsed', found null"])
        expectEqual(Self.summary(Self.yaml(.stack, "[collapsed]")),
                    ["7:9 invalid-value expected a mapping of state names to labels for labels, found a list"])
        expectEqual(Self.summary(Self.yaml(.stack, "{ [a]: b }")),
                    ["7:11 invalid-value keys must be plain names; found a list as a key in labels"])
    }

    /// While the states are not known (a deck's configuration with an error, whose `directions`
    /// may not be what was meant), any name may be one meant: only the labels are judged.
    @Test func unknownStatesAreNotJudged() {
        let yaml = FormatExamples.yaml(kind: .deck, overriding: [("directions", "[sideways]"), ("labels", "{ up: Skip, center: '' }")])
        expectEqual(TestSupport.diagnostics(yaml).map(\.rule), [.invalidValue, .invalidValue])
        #expect(TestSupport.diagnostics(yaml).last?.message.hasPrefix("the label of 'center' is empty") == true)
        // A stack's states are fixed: known whatever else is wrong.
        let stack = FormatExamples.yaml(kind: .stack, overriding: [("cardHeight", "-1"), ("labels", "{ colapsed: Few }")])
        expectEqual(TestSupport.diagnostics(stack).map(\.rule), [.invalidValue, .unknownReference])
    }

    @Test func aMisspeltKeyIsSuggested() {
        let diagnostics = TestSupport.diagnostics(FormatExamples.yaml(kind: .deck, overriding: [("labls", "{ center: Card }")]))
        expectEqual(diagnostics.map(\.rule), [.unknownKey])
        expectEqual(diagnostics.first?.suggestions.map(\.replacement), ["labels"])
    }

    /// Labels are a part no checker rule reads: with errors only there, the checker still runs.
    @Test func errorsInLabelsLeaveTheSpecChecked() {
        let clean = InputErrorRoundTests.summary(TestSupport.diagnostics(InputErrorRoundTests.sheet()))
        #expect(!clean.isEmpty)
        let bad = TestSupport.diagnostics(InputErrorRoundTests.sheet(extra: "labels: { hgh: Open, low: '' }\n"))
        expectEqual(InputErrorRoundTests.summary(bad.filter { $0.rule == .unknownReference || $0.rule == .invalidValue }),
                    ["8:11 unknown-reference", "8:27 invalid-value"])
        expectEqual(InputErrorRoundTests.summary(bad.filter { $0.rule != .unknownReference && $0.rule != .invalidValue }).count, clean.count)
    }
}
