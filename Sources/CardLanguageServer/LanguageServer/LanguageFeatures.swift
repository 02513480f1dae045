import CardEngine
import CardSupport
import CardModel
import CardChecker
import CardPreview

/// Hover, completion, go-to-definition, document symbols and quick fixes for one analysed
/// document version.
package struct LanguageFeatures {
    package let document: TextDocument
    package let analysis: DocumentAnalysis
    /// Where keys and values are written: this version's, or the last that parsed.
    package let outline: SpecOutline

    /// The 1-based line and Unicode scalar column of a protocol position.
    private func cardcPosition(_ p: (line: Int, character: Int)) -> (line: Int, column: Int) {
        var units = 0
        var column = 1
        for scalar in document.line(p.line).unicodeScalars {
            if units + scalar.utf16.count > p.character { break }
            units += scalar.utf16.count
            column += 1
        }
        return (p.line + 1, column)
    }

    private func lspRange(_ location: SourceLocation, length: Int) -> LSP.Range {
        let start = document.position(line: location.line, column: location.column)
        let end = document.position(line: location.line, column: location.column + length)
        return LSP.Range(start: LSP.Position(line: start.line, character: start.character),
                         end: LSP.Position(line: end.line, character: end.character))
    }

    /// Whether the document is a `.cardc.yml`: its keys are the configuration's.
    private var isConfiguration: Bool {
        let name = document.uri.split(separator: "/").last.map(String.init) ?? document.uri
        return CheckConfiguration.fileNames.contains(name)
    }

    /// The keys at the document's root: a spec's (nil), or `.cardc.yml`'s.
    private var root: [FormatKey]? { isConfiguration ? CardFormat.configurationKeys : nil }

    private func kind(_ documentIndex: Int) -> CardKind? {
        documentIndex < outline.kinds.count ? outline.kinds[documentIndex] : nil
    }

    /// The decoded spec of the document at `documentIndex` (the one the cursor is in), when it
    /// decoded: by the document's position in the stream, never by the card's name.
    private func spec(_ documentIndex: Int) -> CardSpec? {
        analysis.specs[documentIndex]
    }

    // MARK: Hover

    package func hover(at p: (line: Int, character: Int)) -> LSP.Hover? {
        let at = cardcPosition(document.clamped(p))
        if let text = ruleHover(at) { return LSP.Hover(contents: LSP.MarkupContent(kind: .markdown, value: text)) }
        guard let hit = outline.hit(line: at.line, column: at.column) else { return nil }
        var text: String?
        var range: LSP.Range?
        switch hit {
        case .key(let e) where isConfiguration:
            if e.path.count == 2 && e.path[0] == "severity" {
                text = ruleDescription(e.key ?? "")
            } else if let key = CardFormat.key(at: e.path, kind: nil, root: root) {
                text = keyDocumentation(key, path: e.path)
            }
            if let at = e.keyLocation { range = lspRange(at, length: e.key?.unicodeScalars.count ?? 0) }
        case .key(let e):
            if let key = CardFormat.key(at: e.path, kind: kind(e.document)) {
                text = keyDocumentation(key, path: e.path)
            } else if e.path.first == "models" && e.path.count == 2 {
                text = "**\(e.key ?? "")**: a model, generated as a Swift struct with these fields"
            } else {
                text = labelHover(e.path, document: e.document)
            }
            if let at = e.keyLocation { range = lspRange(at, length: e.key?.unicodeScalars.count ?? 0) }
        case .value(let e):
            text = valueHover(e)
            range = lspRange(e.valueLocation, length: e.value?.unicodeScalars.count ?? 0)
        }
        guard let text else { return nil }
        return LSP.Hover(contents: LSP.MarkupContent(kind: .markdown, value: text), range: range)
    }

    private func keyDocumentation(_ key: FormatKey, path: [String]) -> String {
        var text = "**`\(path.filter { Int($0) == nil }.joined(separator: "."))`**: \(key.doc)"
        if key.required { text += "\n\nRequired." }
        if let d = key.defaultValue { text += "\n\nDefault: `\(d.yaml)`" }
        text += "\n\nExample: `\(key.name): \(key.example)`"
        return text
    }

    /// A suppression comment's rule id: `cardc explain`'s summary.
    private func ruleHover(_ at: (line: Int, column: Int)) -> String? {
        let line = document.line(at.line - 1)
        guard let marker = line.firstRange(of: "cardc:disable") else { return nil }
        let scalars = Array(line.unicodeScalars)
        let index = at.column - 1
        guard index >= 0, index < scalars.count,
              line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: marker.lowerBound) < index else { return nil }
        func isWord(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || s == "-" || ("0"..."9").contains(s) }
        guard isWord(scalars[index]) else { return nil }
        var from = index, to = index
        while from > 0 && isWord(scalars[from - 1]) { from -= 1 }
        while to + 1 < scalars.count && isWord(scalars[to + 1]) { to += 1 }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[from...to])
        return ruleDescription(word)
    }

    /// A rule's id, default severity, summary and rationale (`cardc explain`'s).
    private func ruleDescription(_ id: String) -> String? {
        guard let (description, _) = RuleRegistry.description(of: id) else { return nil }
        return "**\(description.id.rawValue)** (\(description.severity.rawValue) by default): \(description.summary)\n\n\(description.rationale)"
    }

    private func valueHover(_ e: SpecOutline.Entry) -> String? {
        guard let value = e.value else { return nil }
        let path = e.path
        if isConfiguration {
            // A rule id in `disabledRules`: what the rule checks.
            if path.count == 2 && path[0] == "disabledRules", let text = ruleDescription(value) { return text }
            return CardFormat.key(at: path.count == 2 && path[0] == "severity" ? ["severity"] : path, kind: nil, root: root)
                .map { keyDocumentation($0, path: path) }
        }
        let spec = self.spec(e.document)
        // A state's name, or a reference to one: how the checker says it can be reached.
        if kind(e.document) == .sheet, let spec, case .sheet(let c) = spec.configuration,
           isStateName(path) || isStateReference(path), let index = c.segmentIndex(named: value) {
            return reachability(of: index, name: value, spec: spec)
        }
        // A length: what it comes to on each device.
        if let key = CardFormat.key(at: path, kind: kind(e.document)), case .length = key.value,
           let length = Self.length(value) {
            return lengthHover(value, length, path: path, spec: spec, document: e.document)
        }
        if let key = CardFormat.key(at: path, kind: kind(e.document)) { return keyDocumentation(key, path: path) }
        return labelHover(path, document: e.document)
    }

    /// The states of the document at `documentIndex`, in order: as decoded; while it does not
    /// decode, those the kind may have (a deck's every direction, a stack's or carousel's fixed
    /// two), or, for a kind whose spec names them (a sheet), the segments as written now.
    private func stateNames(_ documentIndex: Int, kind: CardKind?) -> [String] {
        guard let kind else { return [] }
        return spec(documentIndex)?.stateNames ?? kind.stateNameChoices ?? outline.segments(document: documentIndex).map(\.name)
    }

    /// A state's entry in `labels` (its name or its label): what VoiceOver reads for the state,
    /// and the key the app's strings table localizes it under (`CardSpec.stateLabel`).
    private func labelHover(_ path: [String], document: Int) -> String? {
        guard path.count == 2, path[0] == "labels", let labels = CardFormat.key(["labels"], kind: nil) else { return nil }
        let state = path[1]
        let states = stateNames(document, kind: kind(document))
        guard states.contains(state) else {
            return "**`labels.\(state)`**: not a state of this card; its states: " + states.map { "`\($0)`" }.joined(separator: ", ")
        }
        let key = spec(document)?.stateLabel(state).key ?? "<name>.\(state)"
        return "**`labels.\(state)`**: what VoiceOver reads for the state `\(state)`, localizable under the key `\(key)` "
            + "in the app's `\(CardText.table)` strings table; without it, `\(state)`.\n\n`labels`: \(labels.doc)"
    }

    /// Whether the value at `path` is a segment's own name (`.stateName` in the description).
    private func isStateName(_ path: [String]) -> Bool {
        guard let key = CardFormat.key(at: path, kind: .sheet), case .stateName = key.value else { return false }
        return true
    }

    /// Whether the value at `path` names a segment: the format description says so
    /// (`.stateReference`, or a list of them), so no list of such paths is kept here.
    private func isStateReference(_ path: [String]) -> Bool {
        guard let key = CardFormat.key(at: path, kind: .sheet) else { return false }
        switch key.value {
        case .stateReference, .list(.stateReference, _, _, _): return true
        default: return false
        }
    }

    private func reachability(of index: Int, name: String, spec: CardSpec) -> String {
        let context = CheckContext(spec: spec)
        var lines: [String] = []
        for (d, profile) in context.devices.enumerated() {
            let verdict = context.reachability[d][index]
            let how: String
            switch verdict {
            case .initial: how = "the initial state"
            case .drag: how = "reached by a drag"
            case .flick: how = "reached only with a flick"
            case .tap: how = "reached only with a header tap"
            case .never: how = "**never reached**"
            }
            lines.append("- \(profile.name): \(how)")
        }
        return "**\(name)**\n\n" + lines.joined(separator: "\n")
    }

    package static func length(_ text: String) -> Length? {
        if text.hasSuffix("%"), let v = Double(text.dropLast()) { return .fraction(v / 100) }
        return Double(text).map(Length.points)
    }

    private func lengthHover(_ text: String, _ length: Length, path: [String], spec: CardSpec?, document: Int) -> String {
        // Sheet heights are of the usable height (screen less top safe area), on each profile.
        let ofUsableHeight = (path.count == 3 && path[0] == "segments" && path[2] == "height") || path == ["header", "height"]
        guard ofUsableHeight, case .fraction = length else {
            if case .points(let p) = length { return "`\(text)`: \(NumberText.written(p)) pt on every device" }
            return "`\(text)`: a share of what `\(path.last ?? "")` is measured against"
        }
        // The document's own devices while another of its keys has an input error; the
        // built-in defaults only when even those cannot be read.
        let profiles = spec?.checkedProfiles ?? analysis.profilesWithoutSpec[document] ?? DeviceProfile.defaults
        // Grouped by device as findings list devices (`DiagnosticWording.deviceGroups`):
        // `291 pt and 150 pt on iphone-se (portrait and landscape)`.
        var names: [String] = []
        var byName: [String: [(device: DiagnosticDevice, value: String)]] = [:]
        for profile in profiles {
            let device = DiagnosticDevice(profile)
            if byName[device.name] == nil { names.append(device.name) }
            byName[device.name, default: []].append((device, NumberText.points(length.resolved(against: profile.usableHeight), scale: profile.scale)))
        }
        let values = names.map { name in
            let turned = DeviceOrientation.allCases.flatMap { o in (byName[name] ?? []).filter { $0.device.orientation == o } }
            return turned.map(\.value).joined(separator: " and ") + " on " + (DiagnosticWording.deviceGroups(turned.map(\.device)).first ?? name)
        }
        return "`\(text)`: " + values.joined(separator: ", ")
    }

    // MARK: Definition

    package func definition(at p: (line: Int, character: Int)) -> LSP.Location? {
        let p = document.clamped(p)
        let at = cardcPosition(p)
        guard case .value(let e)? = outline.hit(line: at.line, column: at.column), let value = e.value else { return nil }
        if isStateReference(e.path) || isStateName(e.path),
           let segment = outline.segments(document: e.document).first(where: { $0.name == value }) {
            return LSP.Location(uri: document.uri, range: lspRange(segment.location, length: value.unicodeScalars.count))
        }
        // A field's type naming a model (`Item`, `[Item]`, `Item?`).
        if e.path.count == 3 && e.path[0] == "models" {
            let name = String(value.unicodeScalars.filter { !"[]? ".unicodeScalars.contains($0) }.map(Character.init))
            if let model = outline.models(document: e.document).first(where: { $0.name == name }) {
                return LSP.Location(uri: document.uri, range: lspRange(model.location, length: name.unicodeScalars.count))
            }
        }
        return nil
    }

    // MARK: Symbols

    package func symbols() -> [LSP.DocumentSymbol] {
        var work = 0
        return symbols(work: &work)
    }

    /// `work` counts the outline entries read. Each document's own entries are read once:
    /// its states, its models and their fields in one pass (reading all entries per document,
    /// and again per model, made 99,999 one-line documents cost 32 s a request).
    package func symbols(work: inout Int) -> [LSP.DocumentSymbol] {
        var symbols: [LSP.DocumentSymbol] = []
        for d in outline.kinds.indices {
            var states: [LSP.DocumentSymbol] = []
            var models: [(name: String, range: LSP.Range)] = []
            var fields: [String: [LSP.DocumentSymbol]] = [:]
            work += 1
            for e in outline.entries(document: d) {
                work += 1
                if let segment = SpecOutline.segment(e) {
                    let range = lspRange(segment.location, length: segment.name.unicodeScalars.count)
                    states.append(LSP.DocumentSymbol(name: segment.name, detail: "state", kind: .enumMember, range: range, selectionRange: range))
                } else if let model = SpecOutline.model(e) {
                    models.append((model.name, lspRange(model.location, length: model.name.unicodeScalars.count)))
                } else if let field = SpecOutline.field(e) {
                    let r = lspRange(field.location, length: field.name.unicodeScalars.count)
                    fields[field.model, default: []].append(LSP.DocumentSymbol(name: field.name, detail: e.value ?? "", kind: .field, range: r,
                                                                               selectionRange: r))
                }
            }
            symbols += states
            for model in models {
                symbols.append(LSP.DocumentSymbol(name: model.name, detail: "model", kind: .struct, range: model.range, selectionRange: model.range,
                                                  children: fields[model.name] ?? []))
            }
        }
        return symbols
    }

    // MARK: Quick fixes

    package func codeActions(in range: LSP.Range?) -> [LSP.CodeAction] {
        var actions: [LSP.CodeAction] = []
        let range = range.map { r in
            (start: document.clamped((r.start.line, r.start.character)), end: document.clamped((r.end.line, r.end.character)))
        }
        for fix in analysis.fixes {
            let at = document.position(line: fix.diagnostic.location.line, column: fix.diagnostic.location.column)
            if let range, at.line < range.start.line || at.line > range.end.line { continue }
            let edits: [LSP.TextEdit] = fix.edits.map { e in
                let from = document.position(offset: e.range.lowerBound), to = document.position(offset: e.range.upperBound)
                return LSP.TextEdit(range: LSP.Range(start: LSP.Position(line: from.line, character: from.character),
                                                     end: LSP.Position(line: to.line, character: to.character)),
                                    newText: e.replacement)
            }
            actions.append(LSP.CodeAction(title: fix.title, kind: .quickfix, isPreferred: true,
                                          diagnostics: [DocumentAnalysis.lsp(fix.diagnostic, document, spans: analysis.spans)],
                                          edit: LSP.WorkspaceEdit(changes: [document.uri: edits])))
        }
        return actions
    }

    // MARK: Completion

    /// Where the cursor at `p` is, as completion reads it.
    package func completionContext(at p: (line: Int, character: Int)) -> CompletionContext {
        let p = document.clamped(p)
        return CompletionContext(document: document, line: p.line, cursor: cardcPosition(p).column - 1)
    }

    package func completion(at p: (line: Int, character: Int)) -> LSP.CompletionList {
        let p = document.clamped(p)
        let documentIndex = documentIndex(atLine: p.line + 1)
        let kind = isConfiguration ? nil : kindBeingTyped(atLine: p.line + 1) ?? self.kind(documentIndex) ?? kindWritten()
        let context = completionContext(at: p)
        var items: [LSP.CompletionItem] = []
        func offerValues(_ path: [String]) {
            for (word, detail) in values(at: path, kind: kind, documentIndex: documentIndex) {
                items.append(LSP.CompletionItem(label: word, kind: .enumMember, detail: detail))
            }
        }
        switch context.place {
        case .key(let parent, let present):
            if let keys = CardFormat.keys(under: parent, kind: kind, root: root) {
                for key in keys where !present.contains(key.name) {
                    items.append(LSP.CompletionItem(label: key.name, kind: .property, detail: key.required ? "required" : "optional",
                                                    documentation: key.doc, insertText: key.name + ": "))
                }
            } else if isConfiguration && parent == ["severity"] {
                // `.cardc.yml`'s `severity` is keyed by rule ids.
                for id in RuleRegistry.configurableIDs where !present.contains(id.rawValue) {
                    items.append(LSP.CompletionItem(label: id.rawValue, kind: .property, detail: "rule",
                                                    documentation: RuleRegistry.description(of: id.rawValue)?.0.summary, insertText: id.rawValue + ": "))
                }
            } else if !isConfiguration && parent == ["labels"] {
                // `labels` is keyed by the card's states.
                for state in stateNames(documentIndex, kind: kind) where !present.contains(state) {
                    items.append(LSP.CompletionItem(label: state, kind: .property, detail: "state",
                                                    documentation: "the label VoiceOver reads for \(state)", insertText: state + ": "))
                }
            } else if let last = parent.last, Int(last) != nil {
                // An item of a list of words (`devices:` then `- iph`): the words.
                offerValues(parent)
            }
        case .value(let path):
            offerValues(path)
        case .none:
            break
        }
        return LSP.CompletionList(isIncomplete: false, items: items)
    }

    /// The kind this version names where no document with a kind parsed: the reader's
    /// partial result (`SpecOutline.partialKind`), so `kind: 'deck' # ...` reads as YAML reads it.
    /// The kind the partial document names when the cursor (1-based `line`) is in it: in a
    /// stream whose earlier documents parse, the document being typed is that one.
    private func kindBeingTyped(atLine line: Int) -> CardKind? {
        guard let start = analysis.outline.partialStart, line >= start.line else { return nil }
        return analysis.outline.partialKind
    }

    private func kindWritten() -> CardKind? {
        analysis.outline.kinds.lazy.compactMap { $0 }.first ?? analysis.outline.partialKind
    }

    private func documentIndex(atLine line: Int) -> Int {
        var index = 0
        for e in outline.entries where e.path.count == 1 {
            if (e.keyLocation?.line ?? 0) <= line { index = e.document }
        }
        return index
    }

    /// The words a value at `path` may be.
    private func values(at path: [String], kind: CardKind?, documentIndex: Int) -> [(String, String)] {
        if isConfiguration {
            if path.count == 2 && path[0] == "severity" { return CardFormat.severityWords.map { ($0, "severity") } }
            guard let key = CardFormat.key(at: path, kind: nil, root: root) else { return [] }
            return Self.completionValues(key.value, key: key.name)
        }
        if isStateReference(path) || isStateReference(path + ["0"]) {
            return outline.segments(document: documentIndex).map { ($0.name, "state") }
        }
        if path.count == 3 && path[0] == "models" {
            return FieldType.builtIns.map { ($0.name, "field type") }
                + outline.models(document: documentIndex).map { ($0.name, "model") }
        }
        guard let key = CardFormat.key(at: path, kind: kind) else { return [] }
        var value = key.value
        if case .list(let item, _, _, _) = value { value = item }
        if case .stateReference = value { return outline.segments(document: documentIndex).map { ($0.name, "state") } }
        return Self.completionValues(value, key: key.name)
    }

    /// The words a value of the shape `value` may be, independent of the document. Exhaustive
    /// (no `default`), so a new kind of value does not compile until it says what it offers.
    package static func completionValues(_ value: FormatValue, key: String) -> [(String, String)] {
        switch value {
        case .kind: return CardKind.allCases.map { ($0.rawValue, "kind") }
        case .version: return [("1", "format version")]
        case .choice(let words): return words.map { ($0, key) }
        case .bool: return [("true", key), ("false", key)]
        case .device: return DeviceProfile.builtIn.map { ($0.name, "\(NumberText.written($0.width)) × \(NumberText.written($0.height)) pt") }
        case .list(let item, _, _, _): return completionValues(item, key: key)
        // Free values (numbers, names, text) and mappings: nothing to choose from; segment
        // names come from the document (`values(at:)`).
        case .typeName, .points, .length, .number, .integer, .stateName, .stateReference, .text, .object, .models, .samples, .labels, .severities:
            return []
        }
    }
}
