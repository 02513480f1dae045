import Testing
@testable import CardCommands
@testable import CardFixes
@testable import CardPipeline
@testable import CardGeneration
@testable import CardPreview
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// Issue 26 item 5: fewer rounds to a clean spec. A spec with input errors only in parts no
/// checker rule reads is still checked; a misspelt required key is one diagnostic; a segment of
/// less than a point gets the percentage hint; a `#` in a flow mapping is said to be a comment.
@Suite struct InputErrorRoundTests {
    /// A sheet whose 700 pt segment is above the iPhone SE's container: a checker finding.
    static func sheet(sample: String = "{ title: A, length: 3 }", extra: String = "") -> String {
        """
        version: 1
        name: Player
        kind: sheet
        devices: [iphone-se]
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 700 }
        \(extra)models:
          Song:
            title: String
            length: Int
        samples:
          Song:
            - \(sample)

        """
    }

    /// The rules reading and decoding report.
    static let inputRules: Set<RuleID> = [.yamlSyntax, .duplicateKey, .unknownKey, .missingKey, .invalidValue, .unknownReference, .resourceLimit]

    static func fix(_ text: String) -> FileFixer.Result {
        FileFixer.fix(Array(text.utf8)) { TestSupport.lint(String(decoding: $0, as: UTF8.self)).diagnostics }
    }

    // MARK: Item 1: checked in the parts that decoded

    /// `line:column rule` of each diagnostic.
    static func summary(_ diagnostics: some Collection<Diagnostic>) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
    }

    @Test func aBadSampleReportsItsErrorAndExactlyTheCorrectedSpecsFindings() {
        let corrected = TestSupport.summary(Self.sheet())
        #expect(corrected.contains("7:27 segment-bounds"))
        let bad = TestSupport.diagnostics(Self.sheet(sample: "{ title: A, length: long }"))
        expectEqual(Self.summary(bad), ["14:27 invalid-value"] + corrected)
    }

    @Test func errorsInModelsAppearanceAnimationAndTheNameLeaveTheSpecChecked() {
        let corrected = TestSupport.summary(Self.sheet())
        // (spec, its input errors, how far its segments moved from the corrected spec's lines)
        let cases = [
            (Self.sheet().replacingOccurrences(of: "length: Int", with: "length: Integr"), 1, 0),
            (Self.sheet().replacingOccurrences(of: "title: String", with: "9title: String"), 2, 0),
            (Self.sheet(extra: "appearance: { cornerRadius: 12, shadw: true }\n"), 1, 0),
            (Self.sheet(extra: "animation: { damping: 0 }\n"), 1, 0),
            (Self.sheet(extra: "apperance: { cornerRadius: 12 }\n"), 1, 0),
            (Self.sheet().replacingOccurrences(of: "name: Player", with: "name: player card"), 1, 0),
            (Self.sheet().replacingOccurrences(of: "version: 1\n", with: ""), 1, -1),
        ]
        for (text, errors, shift) in cases {
            let diagnostics = TestSupport.diagnostics(text)
            #expect(diagnostics.prefix(errors).allSatisfy { Self.inputRules.contains($0.rule) }, "\(text)")
            #expect(Self.summary(diagnostics.dropFirst(errors)) == corrected.map { item in
                let parts = item.split(separator: ":", maxSplits: 1)
                return "\((Int(parts[0]) ?? 0) + shift):\(parts[1])"
            }, "\(text)")
        }
    }

    @Test func errorsWhereTheRulesReadLeaveNothingChecked() {
        // Each would put a default (the iPhone profiles, portrait, default thresholds, no dim)
        // where the spec meant something else: no finding may follow from that.
        let cases = [
            Self.sheet().replacingOccurrences(of: "devices: [iphone-se]", with: "devices: [iphone-sx]"),
            Self.sheet(extra: "orientations: [sideways]\n"),
            Self.sheet(extra: "treshold: { upward: 20% }\n"),
            // A key near no known key, or another kind's, may be meant for the configuration too.
            Self.sheet(extra: "author: me\n"),
            Self.sheet(extra: "size: { width: 300, height: 400 }\n"),
            Self.sheet(extra: "dim: { alpha: 2 }\n"),
            Self.sheet().replacingOccurrences(of: "version: 1", with: "version: 2"),
            Self.sheet().replacingOccurrences(of: "height: 100", with: "heigth: 100"),
        ]
        for text in cases {
            let diagnostics = TestSupport.diagnostics(text)
            #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { Self.inputRules.contains($0.rule) }, "\(text)")
        }
    }

    @Test func aPartialSpecIsCheckedButNeverGeneratedDrawnOrKept() {
        let bytes = Array(Self.sheet(sample: "{ title: A, length: long }").utf8)
        let generated = Pipeline().run(bytes, file: "a.card.yaml", options: PipelineOptions(specs: true), stage: GenerateStage(sourcePath: "a.card.yaml"))
        let drawn = Pipeline().run(bytes, file: "a.card.yaml", options: PipelineOptions(specs: true), stage: DrawStage(source: "a.card.yaml"))
        for result in [generated.documents.map(\.spec), drawn.documents.map(\.spec)] { #expect(result.count == 1 && result[0] == nil) }
        for result in [(generated.diagnostics, generated.specCount, generated.statistics), (drawn.diagnostics, drawn.specCount, drawn.statistics)] {
            expectEqual(Self.summary(result.0), ["14:27 invalid-value"] + TestSupport.summary(Self.sheet()))
            #expect(result.1 == 0)
            #expect(result.2.checks == 1 && result.2.made == 0)
        }
        #expect(generated.documents[0].product == nil && drawn.documents[0].product == nil)
    }

    @Test func aFileWithAPartialSpecReportsNoSuperfluousSuppression() {
        // Its suppressions are not judged: the file holds an input error (docs/rules.md).
        let text = Self.sheet(sample: "{ title: A, length: long }")
            .replacingOccurrences(of: "  - { name: low", with: "  # cardc:disable-next-line dead-end-state\n  - { name: low")
        let corrected = text.replacingOccurrences(of: "length: long", with: "length: 3")
        let clean = TestSupport.summary(corrected)
        #expect(clean.contains("6:29 superfluous-suppression"))
        expectEqual(TestSupport.summary(text), ["15:27 invalid-value"] + clean.filter { !$0.hasSuffix("superfluous-suppression") })
    }

    // MARK: Item 2: a misspelt required key is one diagnostic

    @Test func aMisspeltRequiredKeyIsOneDidYouMeanThatFixesTheSpec() throws {
        let text = TestSupport.minimalSheet.replacingOccurrences(of: "segments:", with: "segmens:")
        let diagnostics = TestSupport.diagnostics(text)
        expectEqual(diagnostics.map(\.rule), [.unknownKey])
        #expect(diagnostics.first?.suggestions == [.rename("segmens", to: "segments", written: "segmens")])
        let fixed = try #require(Self.fix(text).bytes)
        #expect(TestSupport.diagnostics(String(decoding: fixed, as: UTF8.self)).isEmpty)
    }

    @Test func aMisspeltKeyInASegmentOrDeviceIsOneDiagnostic() {
        let segment = TestSupport.minimalSheet.replacingOccurrences(of: "height: 100", with: "heigth: 100")
        expectEqual(TestSupport.diagnostics(segment).map(\.rule), [.unknownKey])
        let device = TestSupport.minimalSheet + "\ndevices:\n  - { nme: tall, width: 400, height: 900 }\n"
        expectEqual(TestSupport.diagnostics(device).map(\.rule), [.unknownKey])
    }

    @Test func aMisspeltFieldInASampleIsOneDiagnostic() throws {
        let text = Self.sheet(sample: "{ title: A, lenght: 3 }").replacingOccurrences(of: "height: 700", with: "height: 300")
        let diagnostics = TestSupport.diagnostics(text)
        expectEqual(diagnostics.map(\.rule), [.unknownKey])
        let fixed = try #require(Self.fix(text).bytes)
        #expect(TestSupport.diagnostics(String(decoding: fixed, as: UTF8.self)).isEmpty)
    }

    @Test func aRequiredKeyLeftOutIsStillMissing() {
        let text = TestSupport.minimalSheet.replacingOccurrences(of: "height: 100", with: "size: 100")
        expectEqual(TestSupport.diagnostics(text).map(\.rule), [.unknownKey, .missingKey])
    }

    // MARK: Item 3: a segment of less than a point

    @Test func aSegmentUnderAPointGetsThePercentageHintAndItsFix() throws {
        let text = TestSupport.minimalSheet.replacingOccurrences(of: "height: 100", with: "height: 0.3")
        let diagnostics = TestSupport.diagnostics(text)
        expectEqual(diagnostics.map(\.rule), [.thresholdUnit])
        let d = try #require(diagnostics.first)
        expectEqual(d.location, SourceLocation(line: 5, column: 26))
        expectEqual(d.suggestions, [DiagnosticSuggestion(.replaceValue(replacement: "30%"), wording: .didYouMeanBare)])
        let fixed = try #require(Self.fix(text).bytes)
        #expect(String(decoding: fixed, as: UTF8.self).contains("{ name: low, height: 30% }"))
        #expect(TestSupport.diagnostics(String(decoding: fixed, as: UTF8.self)).isEmpty)
    }

    @Test func segmentsOfAPointOrMoreOrOfNoHeightGetNoHint() {
        for height in ["1", "0", "1%"] {
            let text = TestSupport.minimalSheet.replacingOccurrences(of: "height: 100", with: "height: \(height)")
            #expect(!TestSupport.diagnostics(text).contains { $0.rule == .thresholdUnit }, "\(height)")
        }
    }

    // MARK: Item 4: `#` in a flow mapping

    static let hashColor = """
        version: 1
        name: Player
        kind: sheet
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 400 }
        models:
          Song: { tint: Color }
        samples:
          Song:
            - { tint: #1E90FF }

        """

    @Test func anUnquotedColorInAFlowMappingIsSaidToBeAComment() throws {
        let diagnostics = TestSupport.diagnostics(Self.hashColor)
        expectEqual(diagnostics.count, 1)
        let d = try #require(diagnostics.first)
        #expect(d.rule == .yamlSyntax && d.location == SourceLocation(line: 11, column: 15))
        #expect(d.message.contains("'#' starts a comment") && d.message.contains("quote the value"))
        #expect(d.suggestions == [DiagnosticSuggestion(.replace(original: "#1E90FF", replacement: "\"#1E90FF\"", written: "#1E90FF"), wording: .unworded,
                                                       location: SourceLocation(line: 11, column: 15))])
        let fixed = try #require(Self.fix(Self.hashColor).bytes)
        #expect(String(decoding: fixed, as: UTF8.self).contains("- { tint: \"#1E90FF\" }"))
        #expect(TestSupport.diagnostics(String(decoding: fixed, as: UTF8.self)).isEmpty)
    }

    @Test func aCommentInABlockMappingOrAQuotedHashIsNotBlamed() {
        // Block style: a null value and a comment, which the decoder reports as a null color.
        let block = Self.hashColor.replacingOccurrences(of: "- { tint: #1E90FF }", with: "- tint: #1E90FF")
        expectEqual(TestSupport.diagnostics(block).map(\.rule), [.invalidValue])
        // A `#` inside quotes is text; the error is elsewhere (an unclosed list).
        let quoted = Self.hashColor.replacingOccurrences(of: "- { tint: #1E90FF }", with: "- { tint: \"a, #1E90FF\", [ }")
        let d = TestSupport.diagnostics(quoted)
        #expect(d.map(\.rule) == [.yamlSyntax] && d.allSatisfy { !$0.message.contains("starts a comment") })
    }

    /// Lines an editor shows: a final line break starts no line of its own.
    static func lastLine(_ text: [UInt8]) -> Int {
        let lines = LineIndex(text)
        return text.last == 0x0A || text.last == 0x0D ? max(1, lines.count - 1) : lines.count
    }

    @Test func everySyntaxErrorIsOnALineOfTheFile() {
        var inputs: [[UInt8]] = []
        for source in [Self.hashColor, Self.sheet(), TestSupport.minimalSheet + "\n", "a: [1, 2\n\n\n", "{\n", "- [\n"] {
            let bytes = Array(source.utf8)
            // Every truncation, with and without a final line break.
            for end in 0...bytes.count {
                inputs.append(Array(bytes[..<end]))
                inputs.append(Array(bytes[..<end]) + [0x0A])
                inputs.append(Array(bytes[..<end]) + [0x0D, 0x0A, 0x0A])
            }
            // Garbled: an opening bracket, quote or `#` put in at every tenth byte.
            for at in stride(from: 0, through: bytes.count, by: 10) {
                for garble in ["{", "[", "\"", " #", ": {"] {
                    inputs.append(Array(bytes[..<at]) + Array(garble.utf8) + Array(bytes[at...]))
                }
            }
        }
        var syntaxErrors = 0
        for input in inputs {
            let lines = LineIndex(input)
            let last = Self.lastLine(input)
            for d in Linter().lint(input, path: "a.card.yaml").diagnostics where d.rule == .yamlSyntax {
                syntaxErrors += 1
                let length = lines.text(d.location.line, input).map { String(decoding: $0, as: UTF8.self).count } ?? -1
                #expect(d.location.line >= 1 && d.location.line <= last && d.location.column >= 1 && d.location.column <= length + 1,
                        "\(d.location) in \(String(decoding: input, as: UTF8.self).debugDescription)")
            }
        }
        #expect(syntaxErrors > 100)
    }
}
