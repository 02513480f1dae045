/// An sRGB color from a spec's `Color` field (`"#F5CF75"` or `"#F5CF75FF"`), kept as 8-bit
/// components so generated code needs no UIKit. Encodes as its hex string.
public struct CardColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBBAA`.
    public init(rgba: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24),
            green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8),
            alpha: UInt8(truncatingIfNeeded: rgba)
        )
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex).utf8
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        // Nibbles read straight from the UTF-8, no arrays: specs hold many colors.
        var nibbles: UInt64 = 0
        var count = 0
        for byte in digits {
            guard let value = Self.hexValue(byte), count < 8 else { return nil }
            nibbles = nibbles << 4 | UInt64(value)
            count += 1
        }
        let rgba: UInt64
        switch count {
        case 3:
            // #RGB: each nibble doubled, opaque.
            let r = nibbles >> 8 & 0xF, g = nibbles >> 4 & 0xF, b = nibbles & 0xF
            rgba = (r * 0x11) << 24 | (g * 0x11) << 16 | (b * 0x11) << 8 | 0xFF
        case 6: rgba = nibbles << 8 | 0xFF
        case 8: rgba = nibbles
        default: return nil
        }
        self.init(red: UInt8(rgba >> 24 & 0xFF), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF), alpha: UInt8(rgba & 0xFF))
    }

    public var rgba: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }.joined()
    }

    public var description: String { hex }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = CardColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a hex color: \(text)")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
