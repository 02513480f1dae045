import CardEngine

/// `cardc lsp`: the Language Server Protocol 3.17 over JSON-RPC 2.0. A document's diagnostics
/// are `lint`'s, from the same pipeline, configuration and suppression comments; hover,
/// completion, definitions, symbols and quick fixes come from the format description, the
/// reader's positions, the checker and `SpecFixer`.
///
/// `handle` takes one message and returns what to send; `publishPending` returns the
/// diagnostics of documents changed since they were last published. `LanguageServerLoop`
/// drives both from standard input and output; tests call them directly.
public final class LanguageServer {
    /// JSON-RPC and LSP error codes.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    /// At most this many documents are kept open (the 1,001st is refused).
    let maximumDocuments: Int
    /// One document's text at most: the reader's file-size limit (`--max-file-size`, 16 MB by
    /// default), checked on `didOpen` and after every edit of a `didChange`.
    let maximumDocumentBytes: Int
    /// All open documents' text together at most: four times the per-document limit (64 MB by
    /// default), so that many large documents cannot add up.
    let maximumTotalBytes: Int

    private let limits: ReaderLimits
    private var documents: [String: TextDocument] = [:]
    /// The bytes of every open document's text.
    private(set) var totalBytes = 0
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
    private(set) var initialized = false
    private(set) var shutdownRequested = false
    /// Set by `exit`: the status the process ends with.
    public private(set) var exitStatus: Int32?

    public init(limits: ReaderLimits = .default, maximumDocuments: Int = 1000, maximumTotalBytes: Int? = nil) {
        self.limits = limits
        self.maximumDocuments = maximumDocuments
        maximumDocumentBytes = limits.maxFileSize
        self.maximumTotalBytes = maximumTotalBytes ?? limits.maxFileSize.multipliedReportingOverflow(by: 4).partialValue
    }

    /// The open documents' URIs (for tests).
    var openDocuments: [String] { documents.keys.sorted() }

    // MARK: Messages

    /// What to send in answer to one message (its body as received).
    public func handle(body: [UInt8]) -> [LSPValue] {
        guard let message = LSPValue.parse(body) else {
            return [Self.error(id: .null, .parseError, "the message is not JSON")]
        }
        return handle(message)
    }

    public func handle(_ message: LSPValue) -> [LSPValue] {
        guard message.isObject, message["jsonrpc"]?.string == "2.0", let method = message["method"]?.string else {
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

    static func validID(_ id: LSPValue?) -> LSPValue? {
        switch id {
        case .number(let d)? where d == d.rounded() && abs(d) < 9e15: return id
        case .string?: return id
        default: return nil
        }
    }

    private func request(_ method: String, id: LSPValue, params: LSPValue) -> LSPValue {
        // LSP 3.17: after `shutdown` every request, `initialize` too, is an InvalidRequest; and
        // `initialize` may be sent only once.
        if shutdownRequested { return Self.error(id: id, .invalidRequest, "the server is shutting down: only exit is accepted") }
        if method == "initialize" {
            if initialized { return Self.error(id: id, .invalidRequest, "initialize was already sent") }
            initialized = true
            return Self.result(id: id, initializeResult(params))
        }
        guard initialized else { return Self.error(id: id, .serverNotInitialized, "initialize first") }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return Self.result(id: id, .null)
        case "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol",
             "textDocument/codeAction":
            guard let uri = params["textDocument"]?["uri"]?.string else {
                return Self.error(id: id, .invalidParams, "params.textDocument.uri is missing")
            }
            guard let document = documents[uri] else { return Self.result(id: id, method == "textDocument/completion" ? [] : .null) }
            let analysis = analysis(of: uri, document)
            // While the text does not parse (a half-typed line), completion and navigation use
            // where things were in the last version that did.
            let features = LanguageFeatures(document: document, analysis: analysis,
                                            outline: analysis.outline.entries.isEmpty ? lastOutline[uri] ?? analysis.outline : analysis.outline)
            switch method {
            case "textDocument/hover":
                guard let position = Self.position(params["position"]) else { return Self.error(id: id, .invalidParams, "params.position is missing") }
                return Self.result(id: id, features.hover(at: position))
            case "textDocument/completion":
                guard let position = Self.position(params["position"]) else { return Self.error(id: id, .invalidParams, "params.position is missing") }
                return Self.result(id: id, features.completion(at: position))
            case "textDocument/definition":
                guard let position = Self.position(params["position"]) else { return Self.error(id: id, .invalidParams, "params.position is missing") }
                return Self.result(id: id, features.definition(at: position))
            case "textDocument/documentSymbol":
                return Self.result(id: id, features.symbols())
            default:
                let range = params["range"].flatMap(Self.range)
                return Self.result(id: id, features.codeActions(in: range))
            }
        default:
            return Self.error(id: id, .methodNotFound, "no method '\(method)'")
        }
    }

    private func notification(_ method: String, params: LSPValue) -> [LSPValue] {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return [] }
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
            documents[uri] = TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text)
            totalBytes = others + size
            forgetAnalysis(uri)
            markDirty(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
                  let changes = params["contentChanges"]?.array else { return [] }
            let parsed: [TextDocument.Change] = changes.compactMap { change in
                guard let text = change["text"]?.string else { return nil }
                guard let raw = change["range"] else { return TextDocument.Change(range: nil, text: text) }
                return Self.range(raw).map { TextDocument.Change(range: $0, text: text) }
            }
            let others = totalBytes - document.bytes.count
            let allowed = min(maximumDocumentBytes, maximumTotalBytes - others)
            // Checked after every edit of the message, so one message cannot grow it past the limit either.
            guard document.apply(parsed, maximumBytes: allowed) else {
                return refuse(uri, allowed == maximumDocumentBytes
                              ? "an edit made it larger than the limit of \(maximumDocumentBytes) bytes for one document"
                              : "an edit made the open documents hold more than \(maximumTotalBytes) bytes together")
            }
            if let version = params["textDocument"]?["version"]?.int { document.version = version }
            documents[uri] = document
            totalBytes = others + document.bytes.count
            markDirty(uri)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return [] }
            if refused.remove(uri) != nil { return [Self.diagnostics(uri, [])] }
            guard documents[uri] != nil else { return [] }
            close(uri)
            closed.append(uri)
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration", "textDocument/didSave":
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
    private func refuse(_ uri: String, _ reason: String) -> [LSPValue] {
        close(uri)
        closed.removeAll { $0 == uri }
        if refused.count < maximumDocuments { refused.insert(uri) }
        let shown = uri.unicodeScalars.count > 200 ? String(String.UnicodeScalarView(uri.unicodeScalars.prefix(200))) + "…" : uri
        let text = "cardc does not check this document: \(reason)"
        let diagnostic: LSPValue = [
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]],
            "severity": 1, "code": .string(RuleID.resourceLimit.rawValue), "source": "cardc", "message": .string(text),
        ]
        return [Self.notification("window/showMessage", ["type": 1, "message": .string("cardc does not check \(shown): \(reason)")]),
                Self.diagnostics(uri, [diagnostic])]
    }

    static func diagnostics(_ uri: String, _ list: [LSPValue], version: Int? = nil) -> LSPValue {
        var params: [String: LSPValue] = ["uri": .string(uri), "diagnostics": .array(list)]
        if let version { params["version"] = .int(version) }
        return notification("textDocument/publishDiagnostics", .object(params))
    }

    /// Diagnostics for every document changed since it was last published (and empty ones for
    /// documents closed since): what the loop sends once it has no message waiting.
    public func publishPending() -> [LSPValue] {
        var out: [LSPValue] = closed.map { uri in Self.diagnostics(uri, []) }
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
    static func path(of uri: String) -> String? {
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

    private func initializeResult(_ params: LSPValue) -> LSPValue {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": false],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [":", " ", "-", "[", ","], "resolveProvider": false],
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "cardc", "version": .string(CardC.version)],
        ]
    }

    // MARK: JSON-RPC

    static func result(id: LSPValue, _ result: LSPValue) -> LSPValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: LSPValue, _ code: ErrorCode, _ message: String) -> LSPValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]]
    }

    static func notification(_ method: String, _ params: LSPValue) -> LSPValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func position(_ value: LSPValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
        return (line, character)
    }

    static func range(_ value: LSPValue) -> (start: (line: Int, character: Int), end: (line: Int, character: Int))? {
        guard let start = position(value["start"]), let end = position(value["end"]) else { return nil }
        return (start, end)
    }
}
