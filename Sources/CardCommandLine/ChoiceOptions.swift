import ArgumentParser
import CardCommands

// How an enumeration option is declared, for both executables: its value is parsed with lint's
// did-you-mean and its help keeps the values and default the parser's own would show.

/// An option's enumeration value; a word that names none is refused with lint's did-you-mean
/// and the values in one sentence (`ChoiceArgument`), as the parser's usage error.
package func choice<T: CaseIterable & RawRepresentable & Sendable>(_ flag: String) -> @Sendable (String) throws -> T where T.RawValue == String {
    { text in
        switch ChoiceArgument.value(text, of: T.self, flag: flag) {
        case .success(let value): return value
        case .failure(let refusal): throw ValidationError(refusal.message)
        }
    }
}

/// An enumeration option's help as the parser words it without a transform, which hides them:
/// `TEXT (values: a, b; default: x)`.
package func choiceHelp<T: CaseIterable & RawRepresentable>(_ text: String, valueName: String, default value: T?) -> ArgumentHelp where T.RawValue == String {
    ArgumentHelp(text + " (values: " + T.allCases.map(\.rawValue).joined(separator: ", ") + (value.map { "; default: " + $0.rawValue } ?? "") + ")",
                 valueName: valueName)
}

/// The values an enumeration option completes to in the shells.
package func choices<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> CompletionKind where T.RawValue == String {
    .list(T.allCases.map(\.rawValue))
}
