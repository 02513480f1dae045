import Testing
@testable import CardEngine

@Suite struct CardColorTests {
    @Test func parsesHexForms() {
        #expect(CardColor(hex: "#F5CF75") == CardColor(red: 0xF5, green: 0xCF, blue: 0x75))
        #expect(CardColor(hex: "#f5cf7580")?.alpha == 0x80)
        #expect(CardColor(hex: "#abc") == CardColor(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(CardColor(hex: "#12345") == nil)
        #expect(CardColor(hex: "#GG0000") == nil)
        #expect(CardColor(hex: "") == nil)
    }

    @Test func packsAndPrints() {
        let color = CardColor(rgba: 0x4AA3F5FF)
        #expect(color.hex == "#4AA3F5")
        #expect(CardColor(rgba: 0x20202080).hex == "#20202080")
        #expect(color.rgba == 0x4AA3F5FF)
    }
}
