/// Text for one line of a terminal, where user text (a spec's, a file name) is shown.
package enum VisibleText {
    /// `s` made safe for one line of a terminal: line breaks become
    /// spaces (a message may quote user text with line breaks; one diagnostic stays one line),
    /// and every other character `isHidden` names (controls, which could rewrite what the
    /// terminal shows, format and default-ignorable characters, which reorder it or show as
    /// nothing) is written as `\u{…}`. With
    /// `breaksAsSpaces: false` (a file name: `a\nb.card.yaml` shown as `a b.card.yaml` would
    /// name another file) line breaks are written as `\u{…}` too.
    package static func line(_ s: String, breaksAsSpaces: Bool = true) -> String {
        // Most text is printable ASCII: decided on the bytes, without breaking the text into
        // Characters (every line printed asks).
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                out += breaksAsSpaces ? " " : escaped(scalar)
            case 0x09:
                out.unicodeScalars.append(scalar)
            case FileName.escapeBase + 0x80...FileName.escapeBase + 0xFF:
                // A byte of a file name that is not UTF-8.
                out += "\\x" + String(scalar.value - FileName.escapeBase, radix: 16, uppercase: true)
            case _ where isHidden(scalar):
                out += escaped(scalar)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// How a hidden character is written: `\u{1B}`, as Swift writes it in a string.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// A character a terminal does not show as itself, or shows nothing for, besides line
    /// breaks: C0 and C1 controls and DEL; every format character (general category Cf: the
    /// bidirectional marks, embeddings, overrides and isolates, which reorder what is shown
    /// around them, the zero-width space, joiners and no-break space, the soft hyphen, tag
    /// characters); and every other default-ignorable code point (variation selectors, Hangul
    /// fillers, the Mongolian vowel separator, unassigned ones), which a terminal draws as
    /// nothing: `a\u{200B}.card.yaml` would look like `a.card.yaml`.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Printable ASCII first, without the Unicode tables: every character of a JSON, SARIF or
        // XML report and of every language-server message asks.
        case 0x20..<0x7F, 0xA0..<0xAD: return false
        case 0x00..<0x20, 0x7F..<0xA0: return true
        default:
            let properties = scalar.properties
            return properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
        }
    }
}
