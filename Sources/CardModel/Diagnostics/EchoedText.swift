/// Text from a spec (a name, a value, a device) as cardc echoes it in a diagnostic's message,
/// device and notes, and in a preview picture: each run of characters between separators is
/// cut after `maximumRun` characters, and the whole text after `maximumLength`, each cut marked
/// with `…`. Without it, a long device name repeated in every "also on" note and every panel
/// made an 8 MB spec print 1 GB. Cuts fall between characters (grapheme clusters), so the text
/// stays valid and escaping, which every reporter does afterwards, still sees whole scalars.
///
/// `Diagnostic.init` and `SVGBuilder.escaped` call it, so every message gets it without each
/// one asking.
public enum EchoedText {
    /// The longest run of characters without a separator that is echoed whole: longer than
    /// any real name.
    public static let maximumRun = 64
    /// The longest text echoed whole: a message with several bounded names in cardc's words,
    /// or an "also on" note listing about a dozen bounded device names.
    public static let maximumLength = 1024
    package static let ellipsis: Character = "\u{2026}"

    /// `text` bounded; the same string when it is within both limits (the common case: a
    /// length check, then at most one pass over its bytes).
    public static func bounded(_ text: String) -> String {
        let utf8 = text.utf8
        // A character takes at least a byte: short text cannot have a long run.
        if utf8.count <= maximumRun { return text }
        if utf8.count <= maximumLength {
            var run = 0
            var withinRuns = true
            for byte in utf8 {
                if isSeparator(byte) {
                    run = 0
                } else {
                    run += 1
                    if run > maximumRun {
                        withinRuns = false
                        break
                    }
                }
            }
            // Bytes bound characters from above: within the limits in bytes is within them.
            if withinRuns { return text }
        }
        return cut(text)
    }

    /// What breaks a run: spaces and controls, and the punctuation cardc puts around and
    /// between names (quotes, brackets, commas, colons, slashes).
    @inline(__always)
    package static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// The slow path, by characters. A character of more than `maximumRun` bytes (a letter
    /// with thousands of combining marks is one character) is itself left out, as a cut.
    private static func cut(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(min(text.utf8.count, maximumLength * 4))
        var run = 0
        var length = 0
        var cutting = false
        for character in text {
            let utf8 = character.utf8
            let separator = character.isNewline || (utf8.count == 1 && isSeparator(utf8[utf8.startIndex]))
            if separator {
                run = 0
                cutting = false
            } else {
                run += 1
                if run > maximumRun || utf8.count > maximumRun {
                    // Left out up to the next separator, with one mark for the cut.
                    if !cutting {
                        if length >= maximumLength { break }
                        out.append(ellipsis)
                        length += 1
                        cutting = true
                    }
                    continue
                }
            }
            if length >= maximumLength {
                if !cutting { out.append(ellipsis) }
                break
            }
            out.append(character)
            length += 1
        }
        return out
    }
}
