import CardSupport
import CardModel
/// The Language Server Protocol 3.17 messages and constants `cardc lsp` reads and writes, as
/// Codable types with the protocol's names: no protocol number is written bare elsewhere.
/// What a client sends is decoded leniently where the server always was (a version that is not
/// a number counts as none); what the server sends encodes with the protocol's member names.
package enum LSP {
    // MARK: Constants

    /// JSON-RPC and LSP error codes.
    package enum ErrorCode: Int, Codable, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    package enum DiagnosticSeverity: Int, Codable, Sendable {
        case error = 1, warning, information, hint
    }

    package enum SymbolKind: Int, Codable, Sendable {
        case file = 1, module, namespace, package, `class`, method, property, field, constructor, `enum`, interface, function,
             variable, constant, string, number, boolean, array, object, key, null, enumMember, `struct`, event, `operator`,
             typeParameter
    }

    package enum CompletionItemKind: Int, Codable, Sendable {
        case text = 1, method, function, constructor, field, variable, `class`, interface, module, property, unit, value, `enum`,
             keyword, snippet, color, file, reference, folder, enumMember, constant, `struct`, event, `operator`, typeParameter
    }

    package enum TextDocumentSyncKind: Int, Codable, Sendable {
        case none = 0, full, incremental
    }

    package enum MessageType: Int, Codable, Sendable {
        case error = 1, warning, info, log, debug
    }

    package enum MarkupKind: String, Codable, Sendable {
        case plaintext, markdown
    }

    package enum CodeActionKind: String, Codable, Sendable {
        case quickfix
    }

    package enum PositionEncodingKind: String, Codable, Sendable {
        case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"
    }

    /// The methods the server handles or sends.
    package enum Method: String, Sendable {
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

    package static let jsonrpc = "2.0"

    // MARK: Basic structures

    /// A zero-based line and UTF-16 character; negative numbers do not decode.
    package struct Position: Codable, Sendable, Equatable {
        package var line: Int
        package var character: Int

        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            line = try c.decode(Int.self, forKey: .line)
            character = try c.decode(Int.self, forKey: .character)
            guard line >= 0, character >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a negative position"))
            }
        }
    }

    package struct Range: Codable, Sendable, Equatable {
        package var start: Position
        package var end: Position
    }

    package struct Location: Codable, Sendable, Equatable {
        package var uri: String
        package var range: Range
    }

    package struct TextEdit: Codable, Sendable, Equatable {
        package var range: Range
        package var newText: String
    }

    package struct WorkspaceEdit: Codable, Sendable, Equatable {
        package var changes: [String: [TextEdit]]
    }

    package struct MarkupContent: Codable, Sendable, Equatable {
        package var kind: MarkupKind
        package var value: String
    }

    package struct CodeDescription: Codable, Sendable, Equatable {
        package var href: String
    }

    package struct DiagnosticRelatedInformation: Codable, Sendable, Equatable {
        package var location: Location
        package var message: String
    }

    package struct Diagnostic: Codable, Sendable, Equatable {
        package var range: Range
        package var severity: DiagnosticSeverity
        /// The rule id.
        package var code: String
        package var codeDescription: CodeDescription?
        package var source: String
        package var message: String
        package var relatedInformation: [DiagnosticRelatedInformation]?
    }

    // MARK: Client to server

    package struct TextDocumentIdentifier: Codable, Sendable, Equatable {
        package var uri: String
    }

    package struct VersionedTextDocumentIdentifier: Codable, Sendable, Equatable {
        package var uri: String
        /// Nil when missing or not a whole number (the version is then left as it was).
        package var version: Int?

        package init(uri: String, version: Int?) {
            self.uri = uri
            self.version = version
        }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            uri = try c.decode(String.self, forKey: .uri)
            version = try? c.decode(Int.self, forKey: .version)
        }
    }

    package struct TextDocumentItem: Codable, Sendable, Equatable {
        package var uri: String
        package var languageId: String?
        /// 0 when missing or not a whole number.
        package var version: Int
        package var text: String

        package init(uri: String, languageId: String?, version: Int, text: String) {
            self.uri = uri
            self.languageId = languageId
            self.version = version
            self.text = text
        }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            uri = try c.decode(String.self, forKey: .uri)
            text = try c.decode(String.self, forKey: .text)
            languageId = try? c.decode(String.self, forKey: .languageId)
            version = (try? c.decode(Int.self, forKey: .version)) ?? 0
        }
    }

    package struct DidOpenTextDocumentParams: Codable, Sendable, Equatable {
        package var textDocument: TextDocumentItem
    }

    /// One change: a range and its new text, or (no range) the whole new text.
    package struct TextDocumentContentChangeEvent: Codable, Sendable, Equatable {
        package var range: Range?
        package var text: String

        package init(range: Range?, text: String) {
            self.range = range
            self.text = text
        }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            // A `range` that is there but not a range (null too) makes the change invalid, not a full one.
            range = c.contains(.range) ? try c.decode(Range.self, forKey: .range) : nil
        }
    }

    package struct DidChangeTextDocumentParams: Codable, Sendable, Equatable {
        package var textDocument: VersionedTextDocumentIdentifier
        /// The valid changes, in order; invalid ones are left out, as they always were.
        package var contentChanges: [TextDocumentContentChangeEvent]

        package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
            self.textDocument = textDocument
            self.contentChanges = contentChanges
        }

        package init(from decoder: any Decoder) throws {
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

    package struct DidCloseTextDocumentParams: Codable, Sendable, Equatable {
        package var textDocument: TextDocumentIdentifier
    }

    /// The `textDocument` of hover, completion, definition, document symbol and code action
    /// requests (their other members are read apart, so each missing one gets its own error).
    package struct TextDocumentParams: Codable, Sendable, Equatable {
        package var textDocument: TextDocumentIdentifier
    }

    package struct PositionParams: Codable, Sendable, Equatable {
        package var position: Position
    }

    package struct RangeParams: Codable, Sendable, Equatable {
        package var range: Range
    }

    package struct CancelParams: Codable, Sendable, Equatable {
        package var id: JSONValue
    }

    // MARK: Server to client

    package struct TextDocumentSyncOptions: Codable, Sendable, Equatable {
        package var openClose: Bool
        package var change: TextDocumentSyncKind
        package var save: Bool
    }

    package struct CompletionOptions: Codable, Sendable, Equatable {
        package var triggerCharacters: [String]
        package var resolveProvider: Bool
    }

    package struct CodeActionOptions: Codable, Sendable, Equatable {
        package var codeActionKinds: [CodeActionKind]
    }

    package struct ServerCapabilities: Codable, Sendable, Equatable {
        package var positionEncoding: PositionEncodingKind
        package var textDocumentSync: TextDocumentSyncOptions
        package var hoverProvider: Bool
        package var completionProvider: CompletionOptions
        package var definitionProvider: Bool
        package var documentSymbolProvider: Bool
        package var codeActionProvider: CodeActionOptions
    }

    package struct ServerInfo: Codable, Sendable, Equatable {
        package var name: String
        package var version: String
    }

    package struct InitializeResult: Codable, Sendable, Equatable {
        package var capabilities: ServerCapabilities
        package var serverInfo: ServerInfo
    }

    package struct Hover: Codable, Sendable, Equatable {
        package var contents: MarkupContent
        package var range: Range?
    }

    package struct CompletionItem: Codable, Sendable, Equatable {
        package var label: String
        package var kind: CompletionItemKind
        package var detail: String
        package var documentation: String?
        package var insertText: String?
    }

    package struct CompletionList: Codable, Sendable, Equatable {
        package var isIncomplete: Bool
        package var items: [CompletionItem]
    }

    package struct DocumentSymbol: Codable, Sendable, Equatable {
        package var name: String
        package var detail: String
        package var kind: SymbolKind
        package var range: Range
        package var selectionRange: Range
        package var children: [DocumentSymbol]?
    }

    package struct CodeAction: Codable, Sendable, Equatable {
        package var title: String
        package var kind: CodeActionKind
        package var isPreferred: Bool
        package var diagnostics: [Diagnostic]
        package var edit: WorkspaceEdit
    }

    package struct PublishDiagnosticsParams: Codable, Sendable, Equatable {
        package var uri: String
        package var diagnostics: [Diagnostic]
        package var version: Int?
    }

    package struct ShowMessageParams: Codable, Sendable, Equatable {
        package var type: MessageType
        package var message: String
    }

    package struct ResponseError: Codable, Sendable, Equatable {
        package var code: ErrorCode
        package var message: String
    }

    // MARK: JSON-RPC envelopes

    /// A response: `result` is written even when it is null (`shutdown`, a hover on nothing).
    package struct ResponseMessage<Result: Encodable & Sendable>: Encodable, Sendable {
        package var id: JSONValue
        package var result: Result

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(result, forKey: .result)
        }
    }

    package struct ErrorMessage: Encodable, Sendable {
        package var id: JSONValue
        package var error: ResponseError

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(id, forKey: .id)
            try c.encode(error, forKey: .error)
        }
    }

    package struct NotificationMessage<Params: Encodable & Sendable>: Encodable, Sendable {
        package var method: String
        package var params: Params

        private enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(LSP.jsonrpc, forKey: .jsonrpc)
            try c.encode(method, forKey: .method)
            try c.encode(params, forKey: .params)
        }
    }
}

extension LSP.DiagnosticSeverity {
    /// A finding's severity as the protocol numbers it.
    package init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .information
        }
    }
}
