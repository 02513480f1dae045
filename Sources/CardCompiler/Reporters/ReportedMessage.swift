extension Diagnostic {
    /// The message as formats with one text field show it: the device in parentheses after
    /// it, as the text format writes it, and each note on a line of its own.
    var messageWithDeviceAndNotes: String {
        var text = message
        if let device { text += " (on \(device))" }
        for note in notes { text += "\n" + note }
        return text
    }
}
