import CardModel
/// Renders diagnostics that are all known at once in any format, through the same reporter and
/// writer that `lint` streams with, so both give the same bytes.
public enum DiagnosticFormatter {
    /// One diagnostic in the text format, with its notes on the lines after it (no final line
    /// break).
    public static func textLine(_ d: Diagnostic) -> String {
        String(TextReporter().element(d).dropLast())
    }

    public static func text(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, as: .text)
    }

    public static func json(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, as: .json)
    }

    /// The whole report, sorted by file and position.
    public static func render(_ diagnostics: [Diagnostic], as format: DiagnosticFormat) -> String {
        DiagnosticStreamWriter.render(diagnostics, reporter: format.reporter())
    }
}
