/// One version of an open document, linted as `lint` lints it, with the reader's outline of
/// where everything is written and the fixes for its diagnostics.
struct DocumentAnalysis {
    let version: Int
    let diagnostics: [Diagnostic]
    /// The decoded specs by the index of their document in the stream (documents that did not
    /// decode have none).
    let specs: [Int: CardSpec]
    let outline: SpecOutline
    let fixes: [SpecFix]
    let lspDiagnostics: [LSPValue]
    let isSpec: Bool

    /// Where a rule's documentation is: docs/rules.md of the package cardc was built from,
    /// whose sections are named after the rule ids.
    static let rulesDocument: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)   // LanguageServer/DocumentAnalysis.swift, CardCompiler/, Sources/
        return "file://" + parts.joined(separator: "/") + "/docs/rules.md"
    }()

    init(document: TextDocument, path: String?, pipeline: Pipeline) {
        version = document.version
        let uri = document.uri
        isSpec = uri.hasSuffix(".card.yaml") || uri.hasSuffix(".card.yml")
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
    static func range(of location: SourceLocation, in document: TextDocument) -> LSPValue {
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
        return ["start": ["line": .int(start.line), "character": .int(start.character)],
                "end": ["line": .int(start.line), "character": .int(max(end, start.character))]]
    }

    static func lsp(_ d: Diagnostic, _ document: TextDocument) -> LSPValue {
        let range = range(of: d.location, in: document)
        var message = d.message
        if let device = d.device { message += " (on \(device))" }
        var related: [LSPValue] = []
        for note in d.notes {
            if note.hasPrefix("also on ") {
                for device in splitDevices(String(note.dropFirst("also on ".count))) {
                    related.append(["location": ["uri": .string(document.uri), "range": range], "message": .string("also on \(device)")])
                }
            } else {
                message += "\n" + note
            }
        }
        var value: [String: LSPValue] = [
            "range": range,
            "severity": .int(d.severity == .error ? 1 : d.severity == .warning ? 2 : 3),
            "code": .string(d.rule.rawValue),
            "codeDescription": ["href": .string(rulesDocument + "#" + d.rule.rawValue)],
            "source": "cardc",
            "message": .string(message),
        ]
        if !related.isEmpty { value["relatedInformation"] = .array(related) }
        return .object(value)
    }

    /// `iphone-se, landscape, iphone-15` -> the profile names, rejoining ", landscape".
    static func splitDevices(_ list: String) -> [String] {
        var names: [String] = []
        for part in list.split(separator: ",").map({ $0.trimmed() }) {
            if part == "landscape" || part == "portrait", let last = names.popLast() { names.append(last + ", " + part) } else { names.append(part) }
        }
        return names
    }
}
