import CardEngine

/// How a diagnostic's typed fields read as text: the one wording that reporters
/// (`ReportedMessage`) and the preview's finding list share, below both, so the two say the
/// same and no other code makes these phrases.
package enum DiagnosticWording {
    /// The message with the suggestions worded after it (`; did you mean 'open'?`).
    package static func message(_ message: String, _ suggestions: [DiagnosticSuggestion]) -> String {
        var text = message
        for s in suggestions {
            switch s.wording {
            case .didYouMeanQuoted: text += "; did you mean '\(EchoedText.bounded(s.replacement))'?"
            case .didYouMeanBare: text += "; did you mean \(EchoedText.bounded(s.replacement))?"
            case .didYouMeanNote, .unworded: break
            }
        }
        return text
    }

    /// The suggestions worded as notes of their own (`did you mean 'OpenCard'?`).
    package static func notes(_ suggestions: [DiagnosticSuggestion]) -> [String] {
        suggestions.filter { $0.wording == .didYouMeanNote }.map { EchoedText.bounded("did you mean '\($0.replacement)'?") }
    }

    /// `iphone-se`, or `iphone-se, landscape` for a device turned.
    package static func label(_ device: DiagnosticDevice) -> String {
        device.orientation == .portrait ? device.name : device.name + ", " + device.orientation.rawValue
    }
}
