import CardSupport
import CardModel
import CardReporters

/// The message for a command-line value that names nothing (`explain unreachable-sate`,
/// `simulate --device iphone15`, `--from opn`, `--card`): what was given, the did-you-mean
/// lint's diagnostics offer (`NameSuggester`, worded by `DiagnosticWording`), and every choice
/// in one sentence (`NameSuggester.oneOf`). The caller exits with the usage status, 2.
package enum UnknownChoice {
    /// `unknown device 'iphone15'; did you mean 'iphone-15'? --device takes one of a, b or c`.
    /// `statement` names the value as given; `takes` says what accepts the choices. Shown as
    /// the text format shows names: a spec's or a user's control characters cannot start a line.
    /// Choices a spec declares are cut after `limit` (a spec may declare thousands).
    package static func message(_ statement: String, given: String, choices: [String], takes: String, limit: Int = 12) -> String {
        VisibleText.line(EchoedText.bounded(statement)) + "; " + hint(given: given, choices: choices, takes: takes, limit: limit)
    }

    /// `did you mean 'iphone-15'? --device takes one of a, b or c`: the did-you-mean only when
    /// a choice is near `given`.
    package static func hint(given: String, choices: [String], takes: String, limit: Int = 12) -> String {
        // A 100 KB word is no misspelling of a choice: bounded first, as a spec's text is.
        let suggestion = NameSuggester.suggestion(for: EchoedText.bounded(given), among: choices)
        let didYouMean = DiagnosticWording.notes(suggestion.map { [.rename(given, to: $0, wording: .didYouMeanNote)] } ?? [])
        return VisibleText.line((didYouMean + [takes + " " + NameSuggester.oneOf(choices, limit: limit)]).joined(separator: " "))
    }

    /// The names in `names`, each once, in their first order.
    package static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
