/// Command-line words that must name one of a fixed set: an option's enumeration value
/// (`--format jsn`) and the subcommand (`cardc lnit`). One that names none is refused with the
/// did-you-mean lint offers and every choice in one sentence (`UnknownChoice`); the executable
/// turns the refusal into the parser's usage error (exit 2).
public enum ChoiceArgument {
    /// Why a word was refused, as the message to print.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The case of `T` whose raw value is `text`; else what to say after the parser's "the value
    /// 'jsn' is invalid for '--format <format>':".
    public static func value<T: CaseIterable & RawRepresentable>(_ text: String, of type: T.Type, flag: String) -> Result<T, Refusal>
    where T.RawValue == String {
        if let value = T(rawValue: text) { return .success(value) }
        let words = T.allCases.map(\.rawValue)
        // The parser's error names the value and the option before it.
        return .failure(Refusal(message: UnknownChoice.hint(given: text, choices: words, takes: flag + " takes", limit: words.count)))
    }

    /// A refusal when the first argument (the command line without the program's name) is
    /// meant as a subcommand, is none of `subcommands` and is not `help`; nil otherwise (an
    /// option, no argument, or a subcommand), which the parser then handles.
    public static func unknownSubcommand(_ arguments: ArraySlice<String>, subcommands: [String]) -> Refusal? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !subcommands.contains(first) else { return nil }
        return Refusal(message: UnknownChoice.message("no command '\(first)'", given: first, choices: subcommands, takes: "cardc takes",
                                                      limit: subcommands.count))
    }
}
