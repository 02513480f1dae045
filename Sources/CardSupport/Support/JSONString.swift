/// JSON string escaping (RFC 8259), without Foundation.
package enum JSONString {
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Escaped as well as valid: what a terminal would not show as itself (C1 controls,
                // format and other default-ignorable characters) comes out as `\uXXXX`, which a parser reads back
                // as the same character.
                if scalar.value == 0x2028 || scalar.value == 0x2029 || VisibleText.isHidden(scalar) {
                    // Past the BMP (tag characters, plane 14) as a UTF-16 surrogate pair, as RFC 8259 says.
                    for unit in String(scalar).utf16 { out += "\\u" + hex4(UInt32(unit)) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
