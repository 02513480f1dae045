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

    /// `iphone-se`, or `iphone-se (landscape)` for a device turned: the one device a finding
    /// is first found on, as `(on …)` after its message names it, in the list's notation
    /// (`deviceGroups`).
    package static func label(_ device: DiagnosticDevice) -> String {
        deviceGroups([device]).first ?? device.name
    }

    /// Devices named together, each name once, in the order first met, with its orientations
    /// in parentheses when it is turned: `iphone-se (landscape), iphone-15 (portrait and
    /// landscape), iphone-15-pro-max`. A name alone is portrait, as in `label`. A comma only
    /// ever separates two devices, so a list of them reads one way.
    package static func deviceGroups(_ devices: [DiagnosticDevice]) -> [String] {
        var names: [String] = []
        var orientations: [String: [DeviceOrientation]] = [:]
        for device in devices {
            if orientations[device.name] == nil { names.append(device.name) }
            // Each orientation once, in `DeviceOrientation`'s order: portrait and landscape.
            orientations[device.name, default: []].append(device.orientation)
        }
        return names.map { name in
            let turned = DeviceOrientation.allCases.filter { orientations[name]?.contains($0) == true }
            if turned == [.portrait] { return name }
            return name + " (" + turned.map(\.rawValue).joined(separator: " and ") + ")"
        }
    }

    /// `also on iphone-15 (portrait and landscape)`: the devices after the first, as a note
    /// (and each group, as the language server's related information).
    package static func alsoOn(_ groups: [String]) -> String {
        EchoedText.bounded("also on " + groups.joined(separator: ", "))
    }

    // MARK: Fix titles (`--fix`, the editor's quick fixes and SARIF's fix descriptions)

    /// `Replace 'heder' with 'header'`.
    package static func fixTitle(replacing original: String, with replacement: String) -> String {
        "Replace '\(original)' with '\(replacement)'"
    }

    /// `Write 120pt as 120`: a value replaced whole, named as the source writes it.
    package static func fixTitle(writing written: String, as replacement: String) -> String {
        "Write \(written) as \(replacement)"
    }

    /// `Add 'kind: sheet'`.
    package static func fixTitle(adding key: String, _ value: String) -> String {
        "Add '\(key): \(value)'"
    }
}
