import CardSupport
import CardModel
import CardReader
import CardReporters
import CardPipeline
import CardFixes
/// One version of an open document, linted as `lint` lints it, with the reader's outline of
/// where everything is written and the fixes for its diagnostics.
package struct DocumentAnalysis {
    package let version: Int
    package let diagnostics: [Diagnostic]
    /// The decoded specs by the index of their document in the stream (documents that did not
    /// decode have none).
    package let specs: [Int: CardSpec]
    package let outline: SpecOutline
    package let fixes: [SpecFix]
    package let lspDiagnostics: [LSP.Diagnostic]
    package let isSpec: Bool

    /// Where a rule's documentation is: docs/rules.md of the package cardc was built from,
    /// whose sections are named after the rule ids.
    package static let rulesDocument: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // LanguageServer/DocumentAnalysis.swift, CardLanguageServer/, Sources/
        return "file://" + parts.joined(separator: "/") + "/docs/rules.md"
    }()

    package init(document: TextDocument, path: String?, pipeline: Pipeline) {
        version = document.version
        let uri = document.uri
        isSpec = SpecFileName.matches(uri)
        let bytes = document.bytes
        let file = path ?? uri
        // One run: the diagnostics, the specs by document index and the tree the outline is of.
        let result = pipeline.run(bytes, file: file, options: PipelineOptions(specs: true, tree: true))
        diagnostics = isSpec ? result.diagnostics : []
        outline = SpecOutline(result.tree ?? YAMLTree())
        var specs: [Int: CardSpec] = [:]
        for document in result.documents { specs[document.index] = document.spec }
        self.specs = specs
        fixes = SpecFixer.fixes(for: diagnostics, in: bytes)
        lspDiagnostics = diagnostics.map { Self.lsp($0, document) }
    }

    /// The range a diagnostic covers: from its position to the end of the word or value there
    /// (at least one character when the line has one).
    package static func range(of location: SourceLocation, in document: TextDocument) -> LSP.Range {
        let start = document.position(line: location.line, column: location.column)
        let line = document.line(start.line)
        var character = 0
        var end = start.character
        var quote: Character?
        var began = false
        for scalar in line.unicodeScalars {
            let width = scalar.utf16.count
            if character < start.character {
                character += width
                continue
            }
            let c = Character(scalar)
            if let q = quote {
                end = character + width
                if c == q { break }
            } else if !began && (c == "\"" || c == "'") {
                quote = c
                end = character + width
            } else if c == "," || c == "}" || c == "]" || c == "#" || (c == ":" && began) || c == " " && began {
                break
            } else {
                end = character + width
            }
            began = true
            character += width
        }
        return LSP.Range(start: LSP.Position(line: start.line, character: start.character),
                         end: LSP.Position(line: start.line, character: max(end, start.character)))
    }

    package static func lsp(_ d: Diagnostic, _ document: TextDocument) -> LSP.Diagnostic {
        let range = range(of: d.location, in: document)
        // The devices after the first are related information, one each, not a note.
        let reported = ReportedMessage(d)
        var message = reported.message
        if let device = reported.device { message += " (on \(device))" }
        for note in reported.notes.dropLast(reported.otherDevices.isEmpty ? 0 : 1) { message += "\n" + note }
        let related: [LSP.DiagnosticRelatedInformation] = reported.otherDevices.map { device in
            LSP.DiagnosticRelatedInformation(location: LSP.Location(uri: document.uri, range: range), message: "also on \(EchoedText.bounded(device))")
        }
        return LSP.Diagnostic(range: range, severity: LSP.DiagnosticSeverity(d.severity), code: d.rule.rawValue,
                              codeDescription: LSP.CodeDescription(href: rulesDocument + "#" + d.rule.rawValue), source: "cardc",
                              message: message, relatedInformation: related.isEmpty ? nil : related)
    }
}
