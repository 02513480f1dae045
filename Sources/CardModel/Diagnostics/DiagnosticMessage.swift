import CardSupport
/// The messages that offer a suggestion, one static constructor per kind (as swift-format
/// words its findings): each takes the facts, and returns the statement with the suggestion
/// and the values it compares as fields, so no caller writes a did-you-mean by hand.
package struct DiagnosticMessage: Sendable, Hashable {
    package var text: String
    package var suggestions: [DiagnosticSuggestion] = []
    package var compared: [ComparedValue] = []

    /// `unknown key 'heder' in the card`, suggesting the key meant.
    package static func unknownKey(_ key: String, in what: String, suggestion: String) -> DiagnosticMessage {
        DiagnosticMessage(text: "unknown key '\(key)' in \(what)", suggestions: [.rename(key, to: suggestion)])
    }

    /// `missing required key 'kind' in the card`: its fix renames `nearMiss` (a key written at
    /// that location) when there is one, else adds the key with the format's example.
    /// `nearMiss.written`: that key's text as the source has it, when known (`Edit.replace`).
    package static func missingKey(_ key: String, in what: String, nearMiss: (text: String, at: SourceLocation, written: String?)?) -> DiagnosticMessage {
        let edit: DiagnosticSuggestion = nearMiss.map {
            DiagnosticSuggestion(.replace(original: $0.text, replacement: key, written: $0.written), wording: .unworded, location: $0.at)
        } ?? DiagnosticSuggestion(.insertKey(key: key, value: nil), wording: .unworded)
        return DiagnosticMessage(text: "missing required key '\(key)' in \(what)", suggestions: [edit])
    }

    /// `'botom' is not a valid X; expected one of top or bottom`, with what was found and expected.
    /// A word the format declares a synonym of one of the choices (`top` for `up`,
    /// `CardFormat.choiceSynonyms`) gets that choice as its did-you-mean before any spelling
    /// `suggestion`.
    package static func invalidChoice(_ found: String, what: String, expected: [String], suggestion: String?) -> DiagnosticMessage {
        let meant = CardFormat.choice(meantBy: found, among: expected) ?? suggestion
        return DiagnosticMessage(text: "'\(found)' is not a valid \(what); expected \(NameSuggester.oneOf(expected, limit: .max))",
                                 suggestions: meant.map { [.rename(found, to: $0)] } ?? [],
                                 compared: [ComparedValue(.found, .text(found))] + expected.map { ComparedValue(.expected, .text($0)) })
    }

    /// `initial names segment 'opened', which is not defined`.
    package static func undefinedState(_ name: String, referencedBy what: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(text: "\(what) names segment '\(name)', which is not defined", suggestions: suggestion.map { [.rename(name, to: $0)] } ?? [])
    }

    /// `labels names state 'clsed', which the card does not have`.
    package static func labelOfUndefinedState(_ name: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(text: "labels names state '\(name)', which the card does not have", suggestions: suggestion.map { [.rename(name, to: $0)] } ?? [])
    }

    /// `unknown device profile 'iphone-sx'`.
    package static func unknownDevice(_ name: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(text: "unknown device profile '\(name)'", suggestions: suggestion.map { [.rename(name, to: $0)] } ?? [])
    }

    /// `expected a number for header height, found '120pt'`: a number with a unit after it. When
    /// the unit is the key's own, dropping it keeps the number's meaning, so the bare number is
    /// suggested (`; did you mean 120?`); any other unit would change the number: no suggestion,
    /// and the statement names the unit the key takes.
    /// `source`: the value's text as the source has it, when the decoder knows it exactly.
    package static func numberWithUnit(_ found: String, what: String, number: String, symbol: String, written: NumberUnit?,
                                       expected: NumberUnit, source: String? = nil) -> DiagnosticMessage {
        let head = "expected a number for \(what), found '\(found)'"
        if let written, written == expected {
            return DiagnosticMessage(text: head + "; numbers are written without a unit",
                                     suggestions: [DiagnosticSuggestion(.replaceValue(replacement: number, written: source), wording: .didYouMeanBare)],
                                     compared: [ComparedValue(.found, .text(found)), ComparedValue(.suggested, .number(Double(number) ?? 0), unit: expected.symbol)])
        }
        let meant: String
        switch expected {
        case .points: meant = "write it in points, without a unit: \(symbol) is not points"
        case .seconds: meant = "write it in seconds, without a unit: \(symbol) is not seconds"
        case .none: meant = "it takes no unit"
        }
        return DiagnosticMessage(text: head + "; " + meant, compared: [ComparedValue(.found, .text(found))])
    }

    /// `expected a number for X, found the string "120"; remove the quotes`, suggesting the
    /// number unquoted when the quoted text is one; a quoted text that is no number unquoted
    /// (`"120pt"`) gets no such advice, which would only lead to another error.
    /// `source`: the quoted value as the source has it (`"120"`), when the decoder knows it exactly.
    package static func quotedNumber(_ text: String, what: String, described: String, whole: Bool, isNumber: Bool,
                                     source: String? = nil) -> DiagnosticMessage {
        DiagnosticMessage(text: "expected a \(whole ? "whole number" : "number") for \(what), found \(described)" + (isNumber ? "; remove the quotes" : ""),
                          suggestions: isNumber ? [DiagnosticSuggestion(.replaceValue(replacement: text, written: source), wording: .unworded)] : [])
    }

    /// `the upward threshold is 0.3 pt, less than a point`, suggesting the percentage meant.
    package static func thresholdBelowOnePoint(_ key: String, points: Double, percent: String) -> DiagnosticMessage {
        DiagnosticMessage(text: "the \(key) threshold is \(NumberText.written(points)) pt, less than a point",
                          suggestions: [DiagnosticSuggestion(.replaceValue(replacement: percent + "%"), wording: .didYouMeanBare)],
                          compared: [ComparedValue(.threshold, .number(points), unit: "pt"), ComparedValue(.limit, .number(1), unit: "pt"),
                                     ComparedValue(.suggested, .number(Double(percent) ?? 0), unit: "%")])
    }
}
