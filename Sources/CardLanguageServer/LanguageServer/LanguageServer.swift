import CardEngine
import CardSupport
import CardModel
import CardReader
import CardChecker
import CardPipeline

/// `cardc lsp`: the Language Server Protocol 3.17 over JSON-RPC 2.0. A document's diagnostics
/// are `lint`'s, from the same pipeline, configuration and suppression comments; hover,
/// completion, definitions, symbols and quick fixes come from the format description, the
/// reader's positions, the checker and `SpecFixer`.
///
/// `handle` takes one message and returns what to send; `publishPending` returns the
/// diagnostics of documents changed since they were last published. `LanguageServerLoop`
/// drives both from standard input and output; tests call them directly.
public final class LanguageServer {
    /// At most this many documents are kept open (the 1,001st is refused).
    package let maximumDocuments: Int
    /// One document's text at most: the reader's file-size limit (`--max-file-size`, 16 MB by
    /// default), checked on `didOpen` and after every edit of a `didChange`.
    package let maximumDocumentBytes: Int
    /// All open documents' text together at most: four times the per-document limit (64 MB by
    /// default), so that many large documents cannot add up.
    package let maximumTotalBytes: Int

    private let limits: ReaderLimits
    private var documents: [String: TextDocument] = [:]
    /// The bytes of every open document's text.
    package private(set) var totalBytes = 0
    private var analyses: [String: DocumentAnalysis] = [:]
    private var lastOutline: [String: SpecOutline] = [:]
    /// Documents whose analysis or last outline is kept, least recently analysed first; kept
    /// while their texts add up to at most `maximumDocumentBytes` (an analysis is a multiple of
    /// its text, and only the document being typed in needs one at hand).
    private var analysed: [String] = []
    /// Documents refused or dropped for a limit: a `resource-limit` diagnostic says so until the
    /// client closes them (remembered for at most `maximumDocuments`).
    private var refused: Set<String> = []
    private var dirty: [String] = []
    private var resolver = ConfigurationResolver()
    private var pipelines: [String: Pipeline] = [:]
    package private(set) var initialized = false
    package private(set) var shutdownRequested = false
    /// Set by `exit`: the status the process ends with.
    public private(set) var exitStatus: Int32?

    public init(limits: ReaderLimits = .default, maximumDocuments: Int = 1000, maximumTotalBytes: Int? = nil) {
        self.limits = limits
        self.maximumDocuments = maximumDocuments
        maximumDocumentBytes = limits.maxFileSize
        self.maximumTotalBytes = maximumTotalBytes ?? limits.maxFileSize.multipliedReportingOverflow(by: 4).partialValue
    }

    /// The open documents' URIs (for tests).
    package var openDocuments: [String] { documents.keys.sorted() }

    // MARK: Messages

    /// What to send in answer to one message (its body as received).
    public func handle(body: [UInt8]) -> [JSONValue] {
        guard let message = JSONValue.parse(body) else {
            return [Self.error(id: .null, .parseError, "the message is not JSON")]
        }
        return handle(message)
    }

    public func handle(_ message: JSONValue) -> [JSONValue] {
        guard message.isObject, message["jsonrpc"]?.string == LSP.jsonrpc, let method = message["method"]?.string else {
            // A response from the client (to a request this server never makes) is ignored.
            if message.isObject, message["method"] == nil, message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.error(id: Self.validID(message["id"]) ?? .null, .invalidRequest, "not a JSON-RPC 2.0 request or notification")]
        }
        let params = message["params"] ?? .null
        if let rawID = message["id"] {
            guard let id = Self.validID(rawID) else { return [Self.error(id: .null, .invalidRequest, "an id must be a number or a string")] }
            return [request(method, id: id, params: params)]
        }
        return notification(method, params: params)
    }

    package static func validID(_ id: JSONValue?) -> JSONValue? {
        switch id {
        case .integer?: return id
        case .number(let d)? where d == d.rounded() && abs(d) < 9e15: return id
        case .string?: return id
        default: return nil
        }
    }

    private func request(_ name: String, id: JSONValue, params: JSONValue) -> JSONValue {
        // LSP 3.17: after `shutdown` every request, `initialize` too, is an InvalidRequest; and
        // `initialize` may be sent only once.
        if shutdownRequested { return Self.error(id: id, .invalidRequest, "the server is shutting down: only exit is accepted") }
        let method = LSP.Method(rawValue: name)
        if method == .initialize {
            if initialized { return Self.error(id: id, .invalidRequest, "initialize was already sent") }
            initialized = true
            return Self.result(id: id, Self.initializeResult)
        }
        guard initialized else { return Self.error(id: id, .serverNotInitialized, "initialize first") }
        switch method {
        case .shutdown?:
            shutdownRequested = true
            return Self.result(id: id, JSONValue.null)
        case .hover?, .completion?, .definition?, .documentSymbol?, .codeAction?:
            guard let uri = try? params.decode(LSP.TextDocumentParams.self).textDocument.uri else {
                return Self.error(id: id, .invalidParams, "params.textDocument.uri is missing")
            }
            guard let document = documents[uri] else {
                return method == .completion ? Self.result(id: id, [LSP.CompletionItem]()) : Self.result(id: id, JSONValue.null)
            }
            let analysis = analysis(of: uri, document)
            // While the text does not parse (a half-typed line), completion and navigation use
            // where things were in the last version that did.
            let features = LanguageFeatures(document: document, analysis: analysis,
                                            outline: analysis.outline.entries.isEmpty ? lastOutline[uri] ?? analysis.outline : analysis.outline)
            if method == .documentSymbol { return Self.result(id: id, features.symbols()) }
            if method == .codeAction { return Self.result(id: id, features.codeActions(in: try? params.decode(LSP.RangeParams.self).range)) }
            guard let position = try? params.decode(LSP.PositionParams.self).position else {
                return Self.error(id: id, .invalidParams, "params.position is missing")
            }
            let at = (line: position.line, character: position.character)
            switch method {
            case .hover?: return Self.result(id: id, features.hover(at: at))
            case .completion?: return Self.result(id: id, features.completion(at: at))
            default: return Self.result(id: id, features.definition(at: at))
            }
        default:
            return Self.error(id: id, .methodNotFound, "no method '\(name)'")
        }
    }

    private func notification(_ name: String, params: JSONValue) -> [JSONValue] {
        let method = LSP.Method(rawValue: name)
        if method == .exit {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch method {
        case .didOpen?:
            // Decoding shares the text's storage with the parsed message: nothing is copied yet.
            guard let item = try? params.decode(LSP.DidOpenTextDocumentParams.self).textDocument else { return [] }
            let uri = item.uri, text = item.text
            // Measured before copying: a refused text is never copied.
            let size = text.utf8.count
            let others = totalBytes - (documents[uri]?.bytes.count ?? 0)
            if size > maximumDocumentBytes {
                return refuse(uri, "it is \(size) bytes, more than the limit of \(maximumDocumentBytes) bytes for one document")
            }
            if documents[uri] == nil && documents.count >= maximumDocuments {
                return refuse(uri, "\(documents.count) documents are open, the most cardc keeps; close some")
            }
            if others + size > maximumTotalBytes {
                return refuse(uri, "the open documents would hold more than \(maximumTotalBytes) bytes together; close some")
            }
            // A document refused before: its diagnostics are replaced by those published next.
            refused.remove(uri)
            documents[uri] = TextDocument(uri: uri, version: item.version, text: text)
            totalBytes = others + size
            forgetAnalysis(uri)
            markDirty(uri)
        case .didChange?:
            guard let change = try? params.decode(LSP.DidChangeTextDocumentParams.self), var document = documents[change.textDocument.uri] else { return [] }
            let uri = change.textDocument.uri
            let parsed = change.contentChanges.map { c in
                TextDocument.Change(range: c.range.map { ((line: $0.start.line, character: $0.start.character), (line: $0.end.line, character: $0.end.character)) },
                                    text: c.text)
            }
            let others = totalBytes - document.bytes.count
            let allowed = min(maximumDocumentBytes, maximumTotalBytes - others)
            // Checked after every edit of the message, so one message cannot grow it past the limit either.
            guard document.apply(parsed, maximumBytes: allowed) else {
                return refuse(uri, allowed == maximumDocumentBytes
                              ? "an edit made it larger than the limit of \(maximumDocumentBytes) bytes for one document"
                              : "an edit made the open documents hold more than \(maximumTotalBytes) bytes together")
            }
            if let version = change.textDocument.version { document.version = version }
            documents[uri] = document
            totalBytes = others + document.bytes.count
            markDirty(uri)
        case .didClose?:
            guard let uri = try? params.decode(LSP.DidCloseTextDocumentParams.self).textDocument.uri else { return [] }
            if refused.remove(uri) != nil { return [Self.diagnostics(uri, [])] }
            guard documents[uri] != nil else { return [] }
            close(uri)
            closed.append(uri)
        case .didChangeWatchedFiles?, .didChangeConfiguration?, .didSave?:
            // A `.cardc.yml` may have changed: read configurations afresh, lint every document again.
            resolver = ConfigurationResolver()
            pipelines = [:]
            analyses = [:]
            for uri in documents.keys.sorted() { markDirty(uri) }
        default:
            break   // `initialized`, `$/cancelRequest` (handled by the loop), `$/setTrace`, …
        }
        return []
    }

    private var closed: [String] = []

    private func markDirty(_ uri: String) {
        analyses[uri] = nil
        if !dirty.contains(uri) { dirty.append(uri) }
    }

    /// Forgets an open document and everything kept for it.
    private func close(_ uri: String) {
        if let document = documents.removeValue(forKey: uri) { totalBytes -= document.bytes.count }
        forgetAnalysis(uri)
        dirty.removeAll { $0 == uri }
    }

    private func forgetAnalysis(_ uri: String) {
        analyses[uri] = nil
        lastOutline[uri] = nil
        analysed.removeAll { $0 == uri }
    }

    /// Drops a document a limit does not let the server keep: the client is told, in a message
    /// and in a `resource-limit` diagnostic on the document's first line, which stays until the
    /// document is closed (edits of a dropped document are ignored: reopening it checks it again).
    private func refuse(_ uri: String, _ reason: String) -> [JSONValue] {
        close(uri)
        closed.removeAll { $0 == uri }
        if refused.count < maximumDocuments { refused.insert(uri) }
        let shown = uri.unicodeScalars.count > 200 ? String(String.UnicodeScalarView(uri.unicodeScalars.prefix(200))) + "…" : uri
        let text = "cardc does not check this document: \(reason)"
        let diagnostic = LSP.Diagnostic(range: LSP.Range(start: LSP.Position(line: 0, character: 0), end: LSP.Position(line: 1, character: 0)),
                                        severity: .error, code: RuleID.resourceLimit.rawValue, source: "cardc", message: text)
        return [Self.notification(.showMessage, LSP.ShowMessageParams(type: .error, message: "cardc does not check \(shown): \(reason)")),
                Self.diagnostics(uri, [diagnostic])]
    }

    package static func diagnostics(_ uri: String, _ list: [LSP.Diagnostic], version: Int? = nil) -> JSONValue {
        notification(.publishDiagnostics, LSP.PublishDiagnosticsParams(uri: uri, diagnostics: list, version: version))
    }

    /// Diagnostics for every document changed since it was last published (and empty ones for
    /// documents closed since): what the loop sends once it has no message waiting.
    public func publishPending() -> [JSONValue] {
        var out: [JSONValue] = closed.map { uri in Self.diagnostics(uri, []) }
        closed = []
        let pending = dirty
        dirty = []
        for uri in pending {
            guard let document = documents[uri] else { continue }
            let analysis = analysis(of: uri, document)
            out.append(Self.diagnostics(uri, analysis.lspDiagnostics, version: document.version))
        }
        return out
    }

    public var hasPendingDiagnostics: Bool { !dirty.isEmpty || !closed.isEmpty }

    // MARK: Analysis

    private func analysis(of uri: String, _ document: TextDocument) -> DocumentAnalysis {
        // Every change drops the document's analysis (`markDirty`), so one kept is of this text.
        if let cached = analyses[uri], cached.version == document.version { return cached }
        let path = Self.path(of: uri)
        let made = DocumentAnalysis(document: document, path: path, pipeline: pipeline(forSpecAt: path))
        analyses[uri] = made
        if !made.outline.entries.isEmpty { lastOutline[uri] = made.outline }
        analysed.removeAll { $0 == uri }
        analysed.append(uri)
        var kept = analysed.reduce(0) { $0 + (documents[$1]?.bytes.count ?? 0) }
        while kept > maximumDocumentBytes && analysed.count > 1 {
            let oldest = analysed.removeFirst()
            kept -= documents[oldest]?.bytes.count ?? 0
            analyses[oldest] = nil
            lastOutline[oldest] = nil
        }
        return made
    }

    /// The pipeline `lint` would use for a spec at `path`: its `.cardc.yml`'s configuration.
    private func pipeline(forSpecAt path: String?) -> Pipeline {
        let directory = path.map { ConfigurationResolver.absoluteDirectory(of: $0) } ?? ""
        if let known = pipelines[directory] { return known }
        let configuration = (path.flatMap { try? resolver.resolve(forSpecAt: $0) })?.configuration ?? CheckConfiguration()
        let pipeline = Pipeline(limits: limits, configuration: configuration)
        pipelines[directory] = pipeline
        return pipeline
    }

    /// The file path of a `file:` URI (percent-decoded), nil for other schemes.
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let b = utf8.first {
            utf8 = utf8.dropFirst()
            if b == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        guard !bytes.contains(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Capabilities

    package static let initializeResult = LSP.InitializeResult(
        capabilities: LSP.ServerCapabilities(
            positionEncoding: .utf16,
            textDocumentSync: LSP.TextDocumentSyncOptions(openClose: true, change: .incremental, save: false),
            hoverProvider: true,
            completionProvider: LSP.CompletionOptions(triggerCharacters: [":", " ", "-", "[", ","], resolveProvider: false),
            definitionProvider: true,
            documentSymbolProvider: true,
            codeActionProvider: LSP.CodeActionOptions(codeActionKinds: [.quickfix])),
        serverInfo: LSP.ServerInfo(name: "cardc", version: CardC.version))

    // MARK: JSON-RPC

    /// Messages are built typed and kept as `JSONValue` (what `handle` returns and tests read);
    /// `MessageWriter` writes them compact.
    package static func result(id: JSONValue, _ result: some Encodable & Sendable) -> JSONValue {
        JSONValue(encoding: LSP.ResponseMessage(id: id, result: result))
            ?? error(id: id, .internalError, "the result is not JSON")
    }

    package static func error(id: JSONValue, _ code: LSP.ErrorCode, _ message: String) -> JSONValue {
        JSONValue(encoding: LSP.ErrorMessage(id: id, error: LSP.ResponseError(code: code, message: message)))
            ?? ["jsonrpc": .string(LSP.jsonrpc), "id": .null, "error": ["code": .int(code.rawValue), "message": "internal error"]]
    }

    package static func notification(_ method: LSP.Method, _ params: some Encodable & Sendable) -> JSONValue {
        JSONValue(encoding: LSP.NotificationMessage(method: method.rawValue, params: params)) ?? .null
    }
}
