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
