import Testing
@testable import CardCommands
@testable import CardLanguageServer
@testable import CardFixes
@testable import CardPipeline
@testable import CardPreview
@testable import CardReporters
@testable import CardGeneration
@testable import CardChecker
@testable import CardDecoder
@testable import CardReader
@testable import CardModel
@testable import CardSupport

/// Numbers in messages are exact: the shortest text that reads back as the same Double, so a
/// finite value never prints as `inf` and two different values never print alike.
@Suite struct ExactNumberTests {
    @Test func pointsPrintTheShortestRoundTrippingText() {
        #expect(CheckContext.pt(80) == "80 pt")
        #expect(CheckContext.pt(1e307) == "1e+307 pt")
        #expect(CheckContext.pt(291.15000000000003) == "291.15000000000003 pt")
        #expect(CheckContext.pt(291.15) == "291.15 pt")
        #expect(CheckContext.pt(0.1 + 0.2) == "0.30000000000000004 pt")
        for value in [1e307, 291.15000000000003, 0.1 + 0.2, 1e-300, 123_456.789] {
            let text = CheckContext.pt(value).dropLast(3)
            #expect(Double(String(text)) == value, "\(value) printed as \(text)")
        }
    }

    @Test func aHugeThresholdIsNamedAsWritten() {
        let yaml = """
            version: 1
            name: Huge
            kind: sheet
            segments: [{ name: low, height: 100 }, { name: high, height: 400 }]
            thresholds: { upward: 1e307 }
            """
        let messages = TestSupport.diagnostics(yaml).map(\.message)
        #expect(messages.contains { $0.contains("1e+307 pt") }, "\(messages)")
        #expect(!messages.contains { $0.contains("inf") }, "\(messages)")
    }
}
