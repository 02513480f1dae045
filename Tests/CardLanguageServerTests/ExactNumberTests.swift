import Testing
@testable import CardAuthoringCommands
@testable import CardPreview
@testable import CardChecker
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// Numbers print as a person writes them (issue 26, item 2), through one formatter,
/// `NumberText`: a written value as written (shortest round-trip decimal), a computed length
/// as the shortest decimal on the device pixel it lands on.
@Suite struct ExactNumberTests {
    @Test func aWrittenValuePrintsAsWritten() {
        expectEqual(NumberText.written(80), "80")
        expectEqual(NumberText.written(0.45), "0.45")
        expectEqual(NumberText.written(-0.0), "0")
        expectEqual(NumberText.written(0.00001), "0.00001")
        expectEqual(NumberText.written(123_456_789_012.5), "123456789012.5")
        expectEqual(NumberText.written(1e15), "1000000000000000")
        // Beyond what people write as plain decimals: YAML's exponent form, as cardc reads it.
        expectEqual(NumberText.written(1e307), "1e307")
        expectEqual(NumberText.written(-1.5e20), "-1.5e20")
        expectEqual(NumberText.written(2.5e-9), "2.5e-9")
        for value in [1e307, 291.15000000000003, 0.1 + 0.2, 1e-300, 123_456.789, 0.00001, Double.leastNonzeroMagnitude, -7.25e-8, 1e16] {
            let text = NumberText.written(value)
            #expect(Double(text) == value, "\(value) printed as \(text)")
            #expect(!text.contains("+"), "\(text)")
        }
    }

    @Test func aComputedLengthPrintsTheShortestDecimalOnItsPixel() {
        // The numbers: 45% and 90% of iphone-se's 647 pt (2x), and a 3x value.
        expectEqual(NumberText.points(291.15000000000003, scale: 2), "291 pt")
        expectEqual(NumberText.points(582.3000000000001, scale: 2), "582.3 pt")
        expectEqual(NumberText.points(317.20000000000005, scale: 3), "317.2 pt")
        // Short decimals are as written (or exact arithmetic): never rounded to a pixel.
        expectEqual(NumberText.points(647.1, scale: 2), "647.1 pt")
        expectEqual(NumberText.points(323.5, scale: 3), "323.5 pt")
        expectEqual(NumberText.points(12.125), "12.125 pt")
        // No device: a 3x pixel.
        expectEqual(NumberText.points(291.15000000000003), "291 pt")
        expectEqual(NumberText.points(1e307), "1e307 pt")
        // What it prints lands on the value's pixel.
        for value in [291.15000000000003, 0.1 + 0.2, 356.84999999999997, 1000.0 / 3, 215.45100000000002] {
            for scale in [1.0, 2, 3] {
                let text = NumberText.length(value, scale: scale)
                #expect(((Double(text) ?? .nan) * scale).rounded() == (value * scale).rounded(), "\(value) at \(scale)x: \(text)")
            }
        }
    }

    @Test func aPercentagePrintsAsWritten() {
        expectEqual(NumberText.percent(1.1), "110")
        // `33.3%` reads as 33.3 / 100 = 0.33299999999999996.
        expectEqual(NumberText.percent(33.3 / 100), "33.3")
        expectEqual(NumberText.percent(0.07), "7")
        expectEqual(FormatDefault.yaml(.fraction(33.3 / 100)), "33.3%")
    }

    @Test func everyFormatterIsTheOne() {
        expectEqual(CheckContext.pt(291.15000000000003, on: .iPhoneSE), "291 pt")
        expectEqual(PreviewText.points(291.15000000000003, scale: 2), "291 pt")
        expectEqual(PreviewText.number(0.30000000000000004), "0.3")
        expectEqual(Simulation.number(291.15000000000003), "291.15")
        expectEqual(FormatReference.number(1e307), "1e307")
        expectEqual(FormatDefault.yaml(0.1 + 0.2), "0.30000000000000004")
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
        #expect(messages.contains { $0.contains("(1e307 pt)") }, "\(messages)")
        #expect(!messages.contains { $0.contains("inf") || $0.contains("e+") }, "\(messages)")
    }

    @Test func messagesPrintComputedHeightsAtThePixel() {
        let yaml = """
            version: 1
            name: Flips
            kind: sheet
            devices: [iphone-se]
            segments:
              - { name: closed, height: 80 }
              - { name: half, height: 330 }
              - { name: open, height: 45% }
            """
        let messages = TestSupport.diagnostics(yaml).map(\.message)
        #expect(messages.contains("segment 'open' (291 pt) is below 'half' (330 pt), though it is declared after it; segments are declared lowest first"), "\(messages)")
    }

    @Test func hoverPrintsEachDevicesPixel() {
        let server = LanguageServerTests.started()
        let uri = "file:///nowhere/glide.card.yaml"
        LanguageServerTests.open(server, uri, """
            version: 1
            name: Glide
            kind: sheet
            devices: [iphone-se, iphone-15]
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 45% }

            """)
        let hover = server.handle(LanguageServerTests.at("textDocument/hover", uri, 6, 28)).first?["result"]?["contents"]?["value"]?.string ?? ""
        // 0.45 × 647 is 291.15000000000003 (on 2x pixel 582); 0.45 × 793 is exactly 356.85.
        #expect(hover == "`45%`: 291 pt on iphone-se, 356.85 pt on iphone-15", "\(hover)")
    }

    // MARK: issue 33, item 17

    /// The decoder's refusal of a profile whose bottom inset leaves no height turned printed
    /// Swift's `356.0` and `1e+299`, not the written values.
    @Test func anInvalidValueMessagePrintsTheValuesAsWritten() {
        func messages(width: String, bottom: String) -> [String] {
            let yaml = """
                version: 1
                name: Turned
                kind: sheet
                devices: [{ name: tall, width: \(width), height: 1e300, safeArea: { bottom: \(bottom) } }]
                segments: [{ name: low, height: 100 }, { name: high, height: 400 }]
                """
            return TestSupport.diagnostics(yaml).filter { $0.rule == .invalidValue }.map(\.message)
        }
        let small = messages(width: "356", bottom: "356")
        #expect(small.contains { $0.contains("inset (356 pt) leaves no usable height of its 356 pt") }, "\(small)")
        let huge = messages(width: "1e299", bottom: "1e299")
        #expect(huge.contains { $0.contains("inset (1e299 pt) leaves no usable height of its 1e299 pt") }, "\(huge)")
        #expect(!(small + huge).contains { $0.contains(".0 pt") || $0.contains("e+") }, "\(small + huge)")
    }

    /// An edge inside a safe area and the inset it is inside are a compared pair: two different
    /// values, never printed alike ("59 pt ... inside the 59 pt top safe area").
    @Test func anEdgeAndTheInsetItCrossesNeverPrintAlike() {
        // A 4x screen tells 58.8501 from 59 (more than its half pixel); a 3x pixel did not.
        let carousel = """
            version: 1
            name: Near
            kind: carousel
            devices: [{ name: fine, width: 400, height: 800, scale: 4, safeArea: { top: 59, bottom: 20 } }]
            insets: { top: 58.8501, leading: 24, trailing: 24, bottom: 80 }
            peek: 16
            spacing: 8
            expandDistance: 200
            """
        let found = TestSupport.diagnostics(carousel).filter { $0.rule == .safeArea }.map(\.message)
        #expect(found.contains("the collapsed card's top edge is 58.9 pt from the top of the screen, inside the 59 pt top safe area (status bar, notch or Dynamic Island)"), "\(found)")
        // A sheet on a 1x screen: the edge (58.90001) and the inset (59.4001) land on one pixel.
        let sheet = """
            version: 1
            name: Near
            kind: sheet
            devices: [{ name: coarse, width: 400, height: 1000, scale: 1, safeArea: { top: 59.4001 } }]
            segments: [{ name: low, height: 100 }, { name: high, height: 941.09999 }]
            """
        let messages = TestSupport.diagnostics(sheet).filter { $0.rule == .safeArea }.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        for message in messages {
            #expect(!message.contains("59 pt from the top of the screen, inside the 59 pt"), "\(message)")
            #expect(message.contains("58.9 pt from the top of the screen, inside the 59.4 pt top safe area"), "\(message)")
        }
    }

    /// A threshold and the travel it is compared with print apart whenever they differ: the
    /// 3x pixel printed 300.0001 and 300 alike ("(300 pt) is not less than the 300 pt").
    @Test func aThresholdAndTheTravelItIsComparedWithNeverPrintAlike() {
        let stack = """
            version: 1
            name: Near
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 300.0001, downward: 20 }
            cards: 5
            """
        let messages = TestSupport.diagnostics(stack).map(\.message)
        let compared = messages.filter { $0.contains("threshold (") }
        #expect(compared.count >= 1, "\(messages)")
        for message in compared {
            #expect(!message.contains("(300 pt) is not less than the 300 pt"), "\(message)")
            #expect(message.contains("(300.0001 pt) is not less than the 300 pt"), "\(message)")
        }
        // Equal values are one number, printed alike.
        let equal = stack.replacingOccurrences(of: "300.0001", with: "300")
        let equalMessages = TestSupport.diagnostics(equal).map(\.message).filter { $0.contains("threshold (") }
        #expect(equalMessages.contains { $0.contains("(300 pt) is not less than the 300 pt") }, "\(equalMessages)")
    }

    /// A length arithmetic takes past the largest Double printed `inf pt`; it says what it is.
    @Test func anInfiniteLengthIsWordedNotInf() {
        let yaml = """
            version: 1
            name: Far
            kind: deck
            devices: [iphone-se]
            size: { width: 300, height: 300 }
            visible: 3
            insets: { horizontal: 0, vertical: 1e308 }
            """
        let messages = TestSupport.diagnostics(yaml).map(\.message)
        #expect(messages.contains { $0.contains("over 1.79e308 pt") }, "\(messages)")
        #expect(!messages.contains { $0.contains("inf") || $0.contains("nan") }, "\(messages)")
        expectEqual(NumberText.written(-.infinity), "under -1.79e308")
        expectEqual(NumberText.points(.nan), "undefined pt")
        #expect(Double.greatestFiniteMagnitude > 1.79e308)
    }
}
