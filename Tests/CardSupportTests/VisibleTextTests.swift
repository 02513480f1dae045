import Testing
import CardSupport

/// A file name or spec text shown on a terminal stays one line and shows what it holds.
@Suite struct VisibleTextTests {
    @Test func lineBreaksBecomeSpacesAndControlsAreEscaped() {
        #expect(VisibleText.line("plain.card.yaml") == "plain.card.yaml")
        #expect(VisibleText.line("a\nb\r\nc\u{2028}d") == "a b  c d")
        #expect(VisibleText.line("x\u{1B}[31my") == "x\\u{1B}[31my")
        #expect(VisibleText.line("\u{202E}evil") == "\\u{202E}evil")
        #expect(VisibleText.line("tab\there") == "tab\there")
        #expect(VisibleText.line("a\nb", breaksAsSpaces: false) == "a\\u{A}b")
        #expect(FileName.display("cr\rname.card.yaml") == "cr\\u{D}name.card.yaml")
        #expect(VisibleText.line("a\u{FEFF}.card.yaml") == "a\\u{FEFF}.card.yaml")
        #expect(VisibleText.line("\u{61C}x\u{2067}y") == "\\u{61C}x\\u{2067}y")
        #expect(ShellWords.quoted("a\u{FEFF}b") == "$'a\\uFEFFb'")
    }

    /// Characters a terminal draws as nothing (format characters and other default-ignorable
    /// code points) are escaped wherever U+FEFF is: `a\u{200B}.card.yaml` must not read as
    /// `a.card.yaml`. Visible text, a no-break space and emoji included, stays as it is.
    @Test func invisibleCharactersAreEscapedEverywhere() {
        let invisible: [UInt32] = [0x200B, 0x200C, 0x200D, 0x2060, 0x00AD, 0x180E, 0xFE0F, 0x3164, 0x2065, 0xE0041, 0x1D173]
        for value in invisible {
            let scalar = Unicode.Scalar(value)!
            let name = "a" + String(scalar) + ".card.yaml"
            let shown = "a\\u{\(String(value, radix: 16, uppercase: true))}.card.yaml"
            #expect(VisibleText.isHidden(scalar), "U+\(String(value, radix: 16))")
            #expect(VisibleText.line(name) == shown)
            #expect(FileName.display(name) == shown)
            #expect(XMLText.escaped(name) == shown)
            #expect(!JSONString.quoted(name).unicodeScalars.contains(scalar))
            #expect(!ShellWords.quoted(name).unicodeScalars.contains(scalar))
        }
        for visible in ["é", "漢", "\u{A0}", "👍", "·", "\u{10FF00}"] {
            #expect(VisibleText.line("a" + visible) == "a" + visible)
        }
    }

    @Test func bytesOfANameThatIsNotUTF8AreShownAsHex() {
        let name: [UInt8] = Array("caf".utf8) + [0xE9, 0xFF] + Array(".card.yaml".utf8)
        let path = name.withUnsafeBufferPointer { FileName.string(fromBytes: $0) }
        #expect(VisibleText.line(path) == "caf\\xE9\\xFF.card.yaml")
        #expect(FileName.bytes(path) == name)
    }

    /// `cannot read PATH: REASON` is one line on standard error, whatever the path holds: a name
    /// with a line break must not print a line of its own (one that could pass for cardc's).
    @Test func aFailureIsOneLineWhateverItsPath() {
        let failure = FileSystem.Failure(path: "x\ncardc: 0 files, 0 cards: 0 errors, 0 warnings", reason: "No such file or directory")
        #expect(!failure.description.contains("\n"))
        #expect(failure.description == "x\\u{A}cardc: 0 files, 0 cards: 0 errors, 0 warnings: No such file or directory")
    }
}
