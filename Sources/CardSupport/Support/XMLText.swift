/// Text made safe for XML 1.0 character data and attribute values. Characters XML 1.0 cannot
/// hold at all, even as references (most C0 controls, U+FFFE, U+FFFF), are written as `\u{…}`
/// so the document stays well-formed and the reader still sees that something was there.
package enum XMLText {
    /// `inAttribute`: line breaks and tabs become references, which attribute values need to
    /// keep them; in character data they stay as they are.
    package static func escaped(_ s: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // In attribute values a literal line break or tab is normalised to a space by the
            // parser; references keep them.
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            default:
                if isWrittenAsEscape(scalar) {
                    out += VisibleText.escaped(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Characters XML cannot hold (U+FFFE, U+FFFF, most C0 controls), and those a terminal
    /// would not show as itself (`VisibleText.isHidden`): written as the text format writes them.
    package static func isWrittenAsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF || VisibleText.isHidden(scalar)
    }

    /// Whether `escaped` changes the scalar: markup, line breaks and tabs, or an escape.
    package static func changes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'", "\n", "\r", "\t": true
        default: isWrittenAsEscape(scalar)
        }
    }
}
