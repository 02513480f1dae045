import Testing
import CardEngine

/// Tests/Fixtures/hostile-strings.card.yaml, generated, compiled and run: every string reaches
/// the program exactly as the YAML wrote it. Expected values are spelled here with explicit
/// escapes and compared as UTF-8 bytes, so no normalisation can hide a difference.
@Suite struct HostileStringsTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func quotesBackslashesAndInterpolationSurvive() {
        let first = HostileStrings.Quote.samples[0]
        #expect(bytes(first.text) == bytes("say \u{22}hi\u{22} \u{5C} back\u{5C}slash"))
        #expect(bytes(first.class) == bytes("\u{5C}(interpolation) \u{5C}u{41} \u{5C}\u{5C}("))
        #expect(bytes(first.default ?? "") == bytes("#\u{22}raw\u{22}# \u{22}\u{22}\u{22} */ /* // ##\u{22}x\u{22}##"))
        #expect(first.`self` == 1)
    }

    @Test func invisibleAndOrderChangingCharactersSurvive() {
        let first = HostileStrings.Quote.samples[0]
        #expect(bytes(first.image.name) == [0x61, 0x73, 0x73, 0x65, 0x74, 0x73, 0x2F, 0xE2, 0x80, 0xAE] + bytes("evil") + [0xE2, 0x80, 0xAC] + bytes(".png"))
        #expect(first.`init`.map(bytes) == [[0x00] + bytes("nul"), bytes("tab") + [0x09] + bytes("here"), [0x0D, 0x0A]])
        let second = HostileStrings.Quote.samples[1]
        #expect(bytes(second.text) == bytes("line") + [0x0A] + bytes("break") + [0x09] + bytes("tab") + [0x0D])
        // Emoji, e + combining acute (not precomposed), zero-width space, line and paragraph
        // separators, byte-order mark, next line.
        #expect(bytes(second.class) == [0xF0, 0x9F, 0x8D, 0x94, 0x20, 0x65, 0xCC, 0x81, 0x20, 0xE2, 0x80, 0x8B, 0x20,
                                       0xE2, 0x80, 0xA8, 0x20, 0xE2, 0x80, 0xA9, 0x20, 0xEF, 0xBB, 0xBF, 0x20, 0xC2, 0x85])
        #expect(second.`self` == Int.min)
        #expect(second.default == nil)
        #expect(second.`init`.isEmpty)
    }

    /// Subnormal samples (and the smallest normal number) reach the program exactly.
    @Test func subnormalNumbersSurvive() {
        #expect(HostileStrings.Tiny.samples.map(\.value.bitPattern) == [
            Double.leastNonzeroMagnitude.bitPattern, (-Double.leastNormalMagnitude.nextDown).bitPattern, Double.leastNormalMagnitude.bitPattern,
        ])
    }

    /// The fixture's state labels, through the generated `stateLabels`.
    @Test func labelsSurviveAsWritten() {
        let labels = HostileStrings.stateLabels
        #expect(bytes(labels[0].defaultValue) == bytes("say \u{22}hi\u{22} \u{5C}(interpolation) #\u{22}raw\u{22}# \u{22}\u{22}\u{22} */ /* \u{5C}"))
        // Right-to-left override and pop, line feed, NUL, line separator, e + combining acute, emoji.
        #expect(bytes(labels[1].defaultValue) == [0xE2, 0x80, 0xAE] + bytes("left") + [0xE2, 0x80, 0xAC, 0x0A, 0x00, 0xE2, 0x80, 0xA8, 0x20, 0x65, 0xCC, 0x81, 0x20, 0xF0, 0x9F, 0x8D, 0x94])
        // A state without a label reads its own name.
        #expect(labels[2] == CardText(key: "HostileStrings.right", defaultValue: "right"))
    }
}
