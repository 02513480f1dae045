import Testing
@testable import CardHost

/// The frame rates an adapter's display link asks for while a card moves.
@Suite struct CardFrameRateRangeTests {
    /// A range the system accepts (`CAFrameRateRange` requires minimum ≤ preferred ≤ maximum) that
    /// asks for ProMotion's top rate and stays above a 60 Hz display's: a link that asks for
    /// nothing runs at 60 Hz on a 120 Hz display.
    @Test func aCardAsksForProMotionsFullRate() {
        let range = CardFrameRateRange.cardMotion
        #expect(range.minimum <= range.preferred && range.preferred <= range.maximum)
        #expect(range.maximum == 120)
        #expect(range.preferred == range.maximum)
        #expect(range.minimum > 60)
    }
}
