import CardModel
/// A diagnostic's facts as text, the one place every reporter (and the language server) gets
/// them from: the message with its inline suggestions (`; did you mean 'open'?`), the device
/// it occurs on (`iphone-se (landscape)`), and its notes, with suggestions worded as notes
/// first and the other devices (`also on …`) last. Echoed text is bounded (`EchoedText`) as a
/// message is.
package struct ReportedMessage: Sendable, Equatable {
    package var message: String
    package var device: String?
    package var notes: [String]
    /// The devices after the first, grouped by name (`iphone-15 (portrait and landscape)`,
    /// `DiagnosticWording.deviceGroups`), which `notes` lists as "also on".
    package var otherDevices: [String]

    package init(_ d: Diagnostic) {
        message = DiagnosticWording.message(d.message, d.suggestions)
        device = d.devices.first.map { EchoedText.bounded(DiagnosticWording.label($0)) }
        otherDevices = DiagnosticWording.deviceGroups(Array(d.devices.dropFirst()))
        notes = DiagnosticWording.notes(d.suggestions) + d.notes
        if !otherDevices.isEmpty {
            notes.append(DiagnosticWording.alsoOn(otherDevices))
        }
    }

    /// The message as formats with one text field show it: the device in parentheses after
    /// it, as the text format writes it, and each note on a line of its own.
    package var withDeviceAndNotes: String {
        var text = message
        if let device { text += " (on \(device))" }
        for note in notes { text += "\n" + note }
        return text
    }
}

extension Diagnostic {
    package var messageWithDeviceAndNotes: String { ReportedMessage(self).withDeviceAndNotes }
}
