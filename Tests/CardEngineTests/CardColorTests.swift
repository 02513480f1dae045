import Testing
@testable import CardEngine
import CardTestSupport

@Suite struct CardColorTests {
    @Test func parsesHexForms() {
        expectEqual(CardColor(hex: "#F5CF75"), CardColor(red: 0xF5, green: 0xCF, blue: 0x75))
        #expect(CardColor(hex: "#f5cf7580")?.alpha == 0x80)
        expectEqual(CardColor(hex: "#abc"), CardColor(red: 0xAA, green: 0xBB, blue: 0xCC))
        expectEqual(CardColor(hex: "#12345"), nil)
        expectEqual(CardColor(hex: "#GG0000"), nil)
        expectEqual(CardColor(hex: ""), nil)
    }

    @Test func packsAndPrints() {
        let color = CardColor(rgba: 0x4AA3F5FF)
        expectEqual(color.hex, "#4AA3F5")
        expectEqual(CardColor(rgba: 0x20202080).hex, "#20202080")
        expectEqual(color.rgba, 0x4AA3F5FF)
    }
}
