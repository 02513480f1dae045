import Testing
@testable import CardChecker
import CardTestSupport
import CardCompilerTestSupport

/// Heights less than half a pixel apart are one position (issue 26, item 3): `safe-area` and
/// `segment-order` compare by position, and messages say "at one position", never "the same
/// height" or two numbers that print alike.
@Suite struct OnePositionTests {
    static func sheet(_ segments: String, dim: String = "", device: String = "iphone-se") -> String {
        """
        version: 1
        name: Tall
        kind: sheet
        devices: [\(device)]
        segments:
        \(segments)
        \(dim)
        """
    }

    @Test func aHeightAtTheUsableHeightsPositionIsNotInTheSafeArea() {
        // iphone-se: 667 pt less a 20 pt inset is 647 pt usable; a 2x pixel is 0.5 pt.
        let at = TestSupport.diagnostics(Self.sheet("  - { name: closed, height: 80 }\n  - { name: full, height: 647.1 }"))
        #expect(!at.contains { $0.rule == .safeArea }, "\(at.map(\.message))")
        let above = TestSupport.diagnostics(Self.sheet("  - { name: closed, height: 80 }\n  - { name: full, height: 647.3 }"))
        #expect(above.contains { $0.rule == .safeArea }, "\(above.map(\.message))")
    }

    @Test func segmentsAtOnePositionAreNotOutOfOrder() {
        let yaml = Self.sheet("  - { name: closed, height: 80 }\n  - { name: high, height: 647.1 }\n  - { name: full, height: 100% }")
        let found = TestSupport.diagnostics(yaml)
        #expect(!found.contains { $0.rule == .segmentOrder }, "\(found.map(\.message))")
        let coincident = found.filter { $0.rule == .coincidentSegments }
        #expect(coincident.map(\.message) == ["segment 'full' is 647 pt, at one position with 'high' (647.1 pt): less than half a pixel apart on this 2x screen"])
        #expect(found.contains { $0.message.hasPrefix("state 'full' can never be reached: it is 647 pt, at one position with 'high' (647.1 pt), where") }, "\(found.map(\.message))")
        // A pixel below is an order the screen shows.
        let below = TestSupport.diagnostics(Self.sheet("  - { name: closed, height: 80 }\n  - { name: high, height: 647.5 }\n  - { name: full, height: 100% }"))
        #expect(below.filter { $0.rule == .segmentOrder }.map(\.message)
            == ["segment 'full' (647 pt) is below 'high' (647.5 pt), though it is declared after it; segments are declared lowest first"])
    }

    @Test func equalHeightsAreOnePositionNotTheSameHeight() {
        let yaml = Self.sheet("  - { name: closed, height: 80 }\n  - { name: half, height: 300 }\n  - { name: twin, height: 300 }\n  - { name: open, height: 90% }")
        let messages = TestSupport.diagnostics(yaml).map(\.message)
        #expect(messages.contains("segment 'twin' is at one position with 'half' (300 pt)"), "\(messages)")
        #expect(messages.contains { $0.contains("it is at one position with 'half' (300 pt), where the engine settles instead") }, "\(messages)")
        #expect(!messages.contains { $0.contains("same height") }, "\(messages)")
    }

    @Test func anInvertedDimRangeAtOnePositionSaysSo() {
        let yaml = Self.sheet("  - { name: closed, height: 80 }\n  - { name: high, height: 647.1 }\n  - { name: full, height: 100% }",
                              dim: "dim: { alpha: 0.4, from: high, to: full }")
        let dim = TestSupport.diagnostics(yaml).filter { $0.rule == .invertedDim }.map(\.message)
        expectEqual(dim, ["the backdrop dims from 'high' and 'full', which are at one position (647.1 pt): it jumps to full alpha instead of fading"])
    }

    @Test func twoComputedHeightsOnOnePixelButNotOnePositionPrintApart() {
        // On iphone-se (2x) both land on pixel 582, so each alone prints `291 pt`; but they are
        // 0.3 pt apart, more than half a pixel, so one message must not print them alike.
        let (a, b) = (290.8000000000001, 291.1000000000001)
        #expect(CheckContext.pt(a, on: .iPhoneSE) == "291 pt" && CheckContext.pt(b, on: .iPhoneSE) == "291 pt")
        expectEqual(CheckContext.pts([a, b], on: .iPhoneSE), ["290.8 pt", "291.1 pt"])
    }
}
