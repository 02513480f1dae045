/// Words as a POSIX shell reads them back: a message that tells the user a command to run
/// (`cardc generate 'My Cards' --output Sources/Gen`) gives one they can paste as it is.
package enum ShellWords {
    /// `word` unchanged when every character is one no shell treats specially, else in single
    /// quotes (a `'` inside as `'\''`); the empty word as `''`.
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            default: return "_-./:=+@%,".utf8.contains(byte)
            }
        }
        if plain { return word }
        var out = "'"
        for c in word { out += c == "'" ? "'\\''" : String(c) }
        return out + "'"
    }

    /// The words as one command line.
    package static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
