/// The Language Server Protocol 3.17 messages and constants `cardc lsp` reads and writes, as
/// Codable types with the protocol's names: no protocol number is written bare elsewhere.
/// What a client sends is decoded leniently where the server always was (a version that is not
/// a number counts as none); what the server sends encodes with the protocol's member names.
enum LSP {
    // MARK: Constants

    /// JSON-RPC and LSP error codes.
    enum ErrorCode: Int, Codable, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    enum DiagnosticSeverity: Int, Codable, Sendable {
        case error = 1, warning, information, hint
    }

    enum SymbolKind: Int, Codable, Sendable {
        case file = 1, module, namespace, package, `class`, method, property, field, constructor, `enum`, interface, function,
             variable, constant, string, number, boolean, array, object, key, null, enumMember, `struct`, event, `operator`,
             typeParameter
    }

    enum CompletionItemKind: Int, Codable, Sendable {
        case text = 1, method, function, constructor, field, variable, `class`, interface, module, property, unit, value, `enum`,
             keyword, snippet, color, file, reference, folder, enumMember, constant, `struct`, event, `operator`, typeParameter
    }

    enum TextDocumentSyncKind: Int, Codable, Sendable {
        case none = 0, full, incremental
    }

    enum MessageType: Int, Codable, Sendable {
        case error = 1, warning, info, log, debug
    }

    enum MarkupKind: String, Codable, Sendable {
        case plaintext, markdown
    }

    enum CodeActionKind: String, Codable, Sendable {
        case quickfix
    }

    enum PositionEncodingKind: String, Codable, Sendable {
        case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"
    }

    /// The methods the server handles or sends.
    enum Method: String, Sendable {
        case initialize, initialized, shutdown, exit
        case didOpen = "textDocument/didOpen"
        case didChange = "textDocument/didChange"
        case didClose = "textDocument/didClose"
        case didSave = "textDocument/didSave"
        case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
        case didChangeConfiguration = "workspace/didChangeConfiguration"
        case hover = "textDocument/hover"
        case completion = "textDocument/completion"
        case definition = "textDocument/definition"
        case documentSymbol = "textDocument/documentSymbol"
        case codeAction = "textDocument/codeAction"
        case publishDiagnostics = "textDocument/publishDiagnostics"
        case showMessage = "window/showMessage"
        case cancelRequest = "$/cancelRequest"
    }

    static let jsonrpc = "2.0"

    // MARK: Basic structures

    /// A zero-based line and UTF-16 character; negative numbers do not decode.
    struct Position: Codable, Sendable, Equatable {
        var line: Int
        var character: Int

        init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            line = try c.decode(Int.self, forKey: .line)
            character = try c.decode(Int.self, forKey: .character)
            guard line >= 0, character >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a negative position"))
            }
        }
    }

    struct Range: Codable, Sendable, Equatable {
        var start: Position
        var end: Position
    }

    struct Location: Codable, Sendable, Equatable {
        var uri: String
        var range: Range
    }

    struct TextEdit: Codable, Sendable, Equatable {
        var range: Range
        var newText: String
    }

    struct WorkspaceEdit: Codable, Sendable, Equatable {
        var changes: [String: [TextEdit]]
    }

    struct MarkupContent: Codable, Sendable, Equatable {
        var kind: MarkupKind
        var value: String
    }

    struct CodeDescription: Codable, Sendable, Equatable {
        var href: String
    }

    struct DiagnosticRelatedInformation: Codable, Sendable, Equatable {
        var location: Location
        var message: String
    }

    struct Diagnostic: Codable, Sendable, Equatable {
        var range: Range
        var severity: DiagnosticSeverity
        /// The rule id.
        var code: String
        var codeDescription: CodeDescription?
        var source: String
        var message: String
        var relatedInformation: [DiagnosticRelatedInformation]?
    }

    // MARK: Client to server

    struct TextDocumentIdentifier: Codable, Sendable, Equatable {
        var uri: String
    }

    struct VersionedTextDocumentIdentifier: Codable, Sendable, Equatable {
        var uri: String
        /// Nil when missing or not a whole number (the version is then left as it was).
        var version: Int?

        init(uri: String, version: Int?) {
            self.uri = uri
            self.version = version
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            uri = try c.decode(String.self, forKey: .uri)
            version = try? c.decode(Int.self, forKey: .version)
        }
    }

    struct TextDocumentItem: Codable, Sendable, Equatable {
        var uri: String
        var languageId: String?
        /// 0 when missing or not a whole number.
        var version: Int
        var text: String

        init(uri: String, languageId: String?, version: Int, text: String) {
            self.uri = uri
            self.languageId = languageId
            self.version = version
            self.text = text
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            uri = try c.decode(String.self, forKey: .uri)
            text = try c.decode(String.self, forKey: .text)
            languageId = try? c.decode(String.self, forKey: .languageId)
            version = (try? c.decode(Int.self, forKey: .version)) ?? 0
        }
    }

    struct DidOpenTextDocumentParams: Codable, Sendable, Equatable {
        var textDocument: TextDocumentItem
    }

    /// One change: a range and its new text, or (no range) the whole new text.
    struct TextDocumentContentChangeEvent: Codable, Sendable, Equatable {
        var range: Range?
        var text: String

        init(range: Range?, text: String) {
            self.range = range
            self.text = text
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            // A `range` that is there but not a range (null too) makes the change invalid, not a full one.
            range = c.contains(.range) ? try c.decode(Range.self, forKey: .range) : nil
        }
    }

    struct DidChangeTextDocumentParams: Codable, Sendable, Equatable {
        var textDocument: VersionedTextDocumentIdentifier
        /// The valid changes, in order; invalid ones are left out, as they always were.
        var contentChanges: [TextDocumentContentChangeEvent]

        init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
            self.textDocument = textDocument
            self.contentChanges = contentChanges
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            textDocument = try c.decode(VersionedTextDocumentIdentifier.self, forKey: .textDocument)
            var list = try c.nestedUnkeyedContainer(forKey: .contentChanges)
            var changes: [TextDocumentContentChangeEvent] = []
            while !list.isAtEnd {
                if let change = try? list.decode(TextDocumentContentChangeEvent.self) {
                    changes.append(change)
                } else {
                    _ = try list.decode(Skipped.self)
                }
            }
            contentChanges = changes
        }

        /// Any value, read past.
        private struct Skipped: Decodable {
            init(from decoder: any Decoder) throws {}
        }
    }

    struct DidCloseTextDocumentParams: Codable, Sendable, Equatable {
        var textDocument: TextDocumentIdentifier
    }

    /// The `textDocument` of hover, completion, definition, document symbol and code action
    /// requests (their other members are read apart, so each missing one gets its own error).
    struct TextDocumentParams: Codable, Sendable, Equatable {
        var textDocument: TextDocumentIdentifier
    }

    struct PositionParams: Codable, Sendable, Equatable {
        var position: Position
    }

    struct RangeParams: Codable, Sendable, Equatable {
        var range: Range
    }

    struct CancelParams: Codable, Sendable, Equatable {
        var id: JSONValue
    }

    // MARK: Server to client

    struct TextDocumentSyncOptions: Codable, Sendable, Equatable {
        var openClose: Bool
        var change: TextDocumentSyncKind
        var save: Bool
    }

    struct CompletionOptions: Codable, Sendable, Equatable {
        var triggerCharacters: [String]
        var resolveProvider: Bool
    }

    struct CodeActionOptions: Codable, Sendable, Equatable {
        var codeActionKinds: [CodeActionKind]
    }

    struct ServerCapabilities: Codable, Sendable, Equatable {
        var positionEncoding: PositionEncodingKind
        var textDocumentSync: TextDocumentSyncOptions
        var hoverProvider: Bool
        var completionProvider: CompletionOptions
        var definitionProvider: Bool
        var documentSymbolProvider: Bool
        var codeActionProvider: CodeActionOptions
    }

    struct ServerInfo: Codable, Sendable, Equatable {
        var name: String
        var version: String
    }

    struct InitializeResult: Codable, Sendable, Equatable {
        var capabilities: ServerCapabilities
        var serverInfo: ServerInfo
    }

    struct Hover: Codable, Sendable, Equatable {
        var contents: MarkupContent
        var range: Range?
    }

    struct CompletionItem: Codable, Sendable, Equatable {
        var label: String
        var kind: CompletionItemKind
        var detail: String
        var documentation: String?
        var insertText: String?
    }

    struct CompletionList: Codable, Sendable, Equatable {
        var isIncomplete: Bool
        var items: [CompletionItem]
    }

    struct DocumentSymbol: Codable, Sendable, Equatable {
        var name: String
        var detail: String
        var kind: SymbolKind
        var range: Range
        var selectionRange: Range
        var children: [DocumentSymbol]?
    }

    struct CodeAction: Codable, Sendable, Equatable {
        var title: String
        var kind: CodeActionKind
        var isPreferred: Bool
        var diagnostics: [Diagnostic]
        var edit: WorkspaceEdit
    }

    struct PublishDiagnosticsParams: Codable, Sendable, Equatable {
        var uri: String
        var diagnostics: [Diagnostic]
        var version: Int?
    }

    struct ShowMessageParams: Codable, Sendable, Equatable {
        var type: MessageType
        var message: String
    }

    struct ResponseError: Codable, Sendable, Equatable {
        var code: ErrorCode
        var message: String
    }

    // MARK: JSON-RPC envelopes

    /// A response: `result` is written even when it is null (`shutdown`, a hover on nothing).
    struct ResponseMessage<Result: Encodable & Sendable>: Encodable, Sendable {
        var id: JSONValue
        var result: Result

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(result, forKey: .result)
        }
    }

    struct ErrorMessage: Encodable, Sendable {
        var id: JSONValue
        var error: ResponseError

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(error, forKey: .error)
        }
    }

    struct NotificationMessage<Params: Encodable & Sendable>: Encodable, Sendable {
        var method: String
        var params: Params

        private enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(method, forKey: .method)
            try c.encode(params, forKey: .params)
        }
    }
}

extension LSP.DiagnosticSeverity {
    /// A finding's severity as the protocol numbers it.
    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .information
        }
    }
}
