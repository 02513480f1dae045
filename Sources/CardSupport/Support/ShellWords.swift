/// Words as a POSIX shell reads them back: a message that tells the user a command to run
/// (`cardc generate 'My Cards' --output Sources/Gen`) gives one they can paste as it is.
package enum ShellWords {
    /// `word` unchanged when every character is one no shell treats specially (and it does not
    /// start with `=`, which zsh expands to a command's path), else quoted: in single quotes (a
    /// `'` inside as `'\''`; the empty word as `''`), or, when it holds a character a terminal
    /// would not show as itself (a line break, an escape, a bidirectional override, a byte of a
    /// file name that is not UTF-8), in ANSI-C quotes (`$'…'`, read by bash, zsh, ksh and
    /// POSIX.1-2024 sh) with each such character as its escape, so that the line shown is the
    /// word and is one line.
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && !word.hasPrefix("=") && word.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            default: return "_-./:=+@%,".utf8.contains(byte)
            }
        }
        if plain { return word }
        guard word.unicodeScalars.contains(where: isUnseen) else {
            var out = "'"
            for c in word { out += c == "'" ? "'\\''" : String(c) }
            return out + "'"
        }
        var out = "$'"
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case FileName.escapeBase + 0x80...FileName.escapeBase + 0xFF:
                out += "\\x" + hex(scalar.value - FileName.escapeBase, digits: 2)
            case 0x00..<0x80 where isUnseen(scalar):
                out += "\\x" + hex(scalar.value, digits: 2)
            case 0x80...0xFFFF where isUnseen(scalar):
                out += "\\u" + hex(scalar.value, digits: 4)
            case _ where isUnseen(scalar):
                // `\u` reads at most four digits: tag characters (plane 14) need `\U`'s eight.
                out += "\\U" + hex(scalar.value, digits: 8)
            case 0x5C: out += "\\\\"
            case 0x27: out += "\\'"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }

    /// The words as one command line.
    package static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// A character a terminal does not show as itself: those `VisibleText.isHidden` names, the
    /// line and paragraph separators, and a byte of a file name that is not UTF-8 (`FileName`'s
    /// escape range).
    private static func isUnseen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, FileName.escapeBase + 0x80...FileName.escapeBase + 0xFF: true
        default: VisibleText.isHidden(scalar)
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
