import Foundation
import Testing
@testable import CardSupport

/// The commands cardc tells a user to run (a stale file's `cardc generate …`, init's `cardc
/// lint …`) are pasted into a shell: each word must come back as itself, and the line shown must
/// be one line with nothing a terminal would act on.
@Suite struct ShellWordsTests {
    static let hostile = ["plain.card.yaml", "My Cards", "Gen'd", "=ab.card.yaml", "", "back\\slash", "new\nline: error: forged",
                          "esc\u{1B}[31mred", "tab\there", "bidi\u{202E}lmy.yaml", "del\u{7F}", "c1\u{85}next", "quote'and\nbreak",
                          "-starts-with-dash", "$HOME", "`id`", "*.card.yaml", "~user",
                          "zero\u{200B}width", "tag\u{E0041}char", "selector\u{FE0F}x"]

    @Test func everyWordComesBackFromBashAsItself() throws {
        let line = ShellWords.line(Self.hostile)
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        // printf gets the words as bash splits the line; NUL ends each.
        bash.arguments = ["-c", "printf '%s\\0' " + line]
        let pipe = Pipe()
        bash.standardOutput = pipe
        try bash.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
        let words = data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(words == Self.hostile, "\(line)")
    }

    @Test func theLineShowsNothingATerminalActsOn() {
        let line = ShellWords.line(Self.hostile)
        let unseen = line.unicodeScalars.filter { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || (0x202A...0x202E).contains($0.value) }
        #expect(unseen.isEmpty, "\(line.debugDescription)")
    }

    @Test func zshsEqualsExpansionIsQuoted() {
        #expect(ShellWords.quoted("=ab") == "'=ab'")
        #expect(ShellWords.quoted("a=b") == "a=b")
        #expect(ShellWords.quoted("Sources/Gen") == "Sources/Gen")
    }
}
