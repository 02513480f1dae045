import CardEngine
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
    /// The profiles each document without a spec is checked on, read from its own `devices`
    /// and `orientations` (and the configuration's defaults) when those have no error: what
    /// hover shows a length on while another key has an input error.
    package let profilesWithoutSpec: [Int: [DeviceProfile]]
    package let outline: SpecOutline
    package let fixes: [SpecFix]
    package let lspDiagnostics: [LSP.Diagnostic]
    package let isSpec: Bool
    /// Byte ranges of the scalars (keys and values) the diagnostics are at, written on one
    /// line, from the reader's tree: what a diagnostic there covers.
    package let spans: [SourceLocation: Range<Int>]

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
        var profiles: [Int: [DeviceProfile]] = [:]
        // A spec's documents only (a `.cardc.yml` has no lengths to show on devices).
        if isSpec, let tree = result.tree {
            for (i, root) in tree.documents.enumerated() where specs[i] == nil {
                profiles[i] = pipeline.checkedProfiles(tree, document: root, file: file)
            }
        }
        profilesWithoutSpec = profiles
        // Placed from this run's read of the bytes: the reader's one pass.
        fixes = SpecFixer.fixes(for: diagnostics, in: bytes, tree: result.tree)
        let spans = Self.spans(of: diagnostics, in: result.tree, bytes: bytes)
        self.spans = spans
        lspDiagnostics = diagnostics.map { Self.lsp($0, document, spans: spans) }
    }

    /// The source ranges of the scalars and aliases that start where a diagnostic is, when they
    /// are on one line: one pass over the reader's nodes, only when there are diagnostics.
    static func spans(of diagnostics: [Diagnostic], in tree: YAMLTree?, bytes: [UInt8]) -> [SourceLocation: Range<Int>] {
        guard let tree, !diagnostics.isEmpty else { return [:] }
        let wanted = Set(diagnostics.map(\.location))
        var spans: [SourceLocation: Range<Int>] = [:]
        for node in tree.nodes where (node.kind == .scalar || node.isAlias) && wanted.contains(node.location) {
            guard let range = node.sourceRange, !range.isEmpty, range.upperBound <= bytes.count,
                  !bytes[range].contains(where: { $0 == 0x0A || $0 == 0x0D }) else { continue }
            spans[node.location] = range
        }
        return spans
    }

    /// The range a diagnostic covers: the key or value the reader read there (`spans`), else
    /// the word there (`range(of:in:)`).
    package static func range(of location: SourceLocation, in document: TextDocument, spans: [SourceLocation: Range<Int>]) -> LSP.Range {
        guard let span = spans[location] else { return range(of: location, in: document) }
        let start = document.position(offset: span.lowerBound), end = document.position(offset: span.upperBound)
        return LSP.Range(start: LSP.Position(line: start.line, character: start.character),
                         end: LSP.Position(line: end.line, character: end.character))
    }

    /// Where the reader has no node at a diagnostic's position (a syntax error, a comment): from
    /// the position to the end of the word or value there (at least one character when the
    /// line has one).
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

    package static func lsp(_ d: Diagnostic, _ document: TextDocument, spans: [SourceLocation: Range<Int>] = [:]) -> LSP.Diagnostic {
        let range = range(of: d.location, in: document, spans: spans)
        // The devices after the first are related information, one a device name (with its
        // orientations), not a note.
        let reported = ReportedMessage(d)
        var message = reported.message
        if let device = reported.device { message += " (on \(device))" }
        for note in reported.notes.dropLast(reported.otherDevices.isEmpty ? 0 : 1) { message += "\n" + note }
        let related: [LSP.DiagnosticRelatedInformation] = reported.otherDevices.map { device in
            LSP.DiagnosticRelatedInformation(location: LSP.Location(uri: document.uri, range: range), message: DiagnosticWording.alsoOn([device]))
        }
        return LSP.Diagnostic(range: range, severity: LSP.DiagnosticSeverity(d.severity), code: d.rule.rawValue,
                              codeDescription: LSP.CodeDescription(href: rulesDocument + "#" + d.rule.rawValue), source: "cardc",
                              message: message, relatedInformation: related.isEmpty ? nil : related)
    }
}
