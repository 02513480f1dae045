import Foundation
import Testing
@testable import CardLanguageServer
@testable import CardModel
@testable import CardSupport
import CardTestSupport

/// The language server's typed protocol (`LSP`) and the project's one JSON value (`JSONValue`):
/// every message type decodes what it encodes, constants are the protocol's numbers, what the
/// server sends is what it sent before the types, and no bare protocol number is left in
/// Sources/CardLanguageServer/LanguageServer.
@Suite struct LanguageServerProtocolTests {
    typealias T = LanguageServerTests

    static let range = LSP.Range(start: LSP.Position(line: 1, character: 2), end: LSP.Position(line: 1, character: 7))
    static let diagnostic = LSP.Diagnostic(
        range: range, severity: .warning, code: "unknown-key", codeDescription: LSP.CodeDescription(href: "file:///docs/rules.md#unknown-key"),
        source: "cardc", message: "unknown key 'segmnts'",
        relatedInformation: [LSP.DiagnosticRelatedInformation(location: LSP.Location(uri: "file:///a.card.yaml", range: range), message: "also on iphone-15")])

    /// Encodes with `JSONEncoder`, decodes with `JSONDecoder` and with `JSONValueDecoder` from the
    /// parsed text: all three agree.
    static func roundTrip<M: Codable & Equatable>(_ message: M) throws -> JSONValue {
        let data = try JSONEncoder().encode(message)
        #expect(try JSONDecoder().decode(M.self, from: data) == message)
        let value = try #require(JSONValue.parse(Array(data)))
        #expect(try value.decode(M.self) == message)
        expectEqual(JSONValue(encoding: message), value)
        return value
    }

    @Test func everyMessageTypeDecodesWhatItEncodes() throws {
        let position = try Self.roundTrip(LSP.Position(line: 3, character: 4))
        expectEqual(position.encoded, #"{"character":4,"line":3}"#)
        _ = try Self.roundTrip(Self.range)
        _ = try Self.roundTrip(LSP.TextDocumentIdentifier(uri: "file:///a.card.yaml"))
        _ = try Self.roundTrip(LSP.VersionedTextDocumentIdentifier(uri: "file:///a.card.yaml", version: 4))
        _ = try Self.roundTrip(LSP.DidOpenTextDocumentParams(textDocument: LSP.TextDocumentItem(uri: "file:///a.card.yaml", languageId: "yaml", version: 1, text: "a: \"👍\"\n")))
        _ = try Self.roundTrip(LSP.DidChangeTextDocumentParams(
            textDocument: LSP.VersionedTextDocumentIdentifier(uri: "file:///a.card.yaml", version: 2),
            contentChanges: [LSP.TextDocumentContentChangeEvent(range: Self.range, text: "x"), LSP.TextDocumentContentChangeEvent(range: nil, text: "all")]))
        _ = try Self.roundTrip(LSP.DidCloseTextDocumentParams(textDocument: LSP.TextDocumentIdentifier(uri: "file:///a.card.yaml")))
        _ = try Self.roundTrip(LSP.PositionParams(position: LSP.Position(line: 0, character: 0)))
        _ = try Self.roundTrip(LSP.RangeParams(range: Self.range))
        _ = try Self.roundTrip(LSP.CancelParams(id: .integer(7)))
        _ = try Self.roundTrip(LanguageServer.initializeResult)
        _ = try Self.roundTrip(LSP.Hover(contents: LSP.MarkupContent(kind: .markdown, value: "**`name`**"), range: Self.range))
        _ = try Self.roundTrip(LSP.CompletionList(isIncomplete: false, items: [
            LSP.CompletionItem(label: "name", kind: .property, detail: "required", documentation: "The card's name.", insertText: "name: "),
            LSP.CompletionItem(label: "sheet", kind: .enumMember, detail: "kind"),
        ]))
        _ = try Self.roundTrip(LSP.Location(uri: "file:///a.card.yaml", range: Self.range))
        _ = try Self.roundTrip(LSP.DocumentSymbol(name: "Item", detail: "model", kind: .struct, range: Self.range, selectionRange: Self.range, children: [
            LSP.DocumentSymbol(name: "text", detail: "String", kind: .field, range: Self.range, selectionRange: Self.range),
        ]))
        _ = try Self.roundTrip(LSP.CodeAction(title: "Rename to 'segments'", kind: .quickfix, isPreferred: true, diagnostics: [Self.diagnostic],
                                              edit: LSP.WorkspaceEdit(changes: ["file:///a.card.yaml": [LSP.TextEdit(range: Self.range, newText: "segments")]])))
        _ = try Self.roundTrip(LSP.PublishDiagnosticsParams(uri: "file:///a.card.yaml", diagnostics: [Self.diagnostic], version: 3))
        _ = try Self.roundTrip(LSP.ShowMessageParams(type: .error, message: "cardc does not check it"))
        _ = try Self.roundTrip(LSP.ResponseError(code: .invalidParams, message: "params.position is missing"))
    }

    /// The numbers and names the protocol gives these constants (LSP 3.17, JSON-RPC 2.0).
    @Test func constantsAreTheProtocolsNumbers() throws {
        #expect(LSP.SymbolKind.field.rawValue == 8 && LSP.SymbolKind.enumMember.rawValue == 22 && LSP.SymbolKind.struct.rawValue == 23
            && LSP.SymbolKind.typeParameter.rawValue == 26)
        #expect(LSP.CompletionItemKind.property.rawValue == 10 && LSP.CompletionItemKind.enumMember.rawValue == 20
            && LSP.CompletionItemKind.typeParameter.rawValue == 25)
        #expect(LSP.DiagnosticSeverity(.error).rawValue == 1 && LSP.DiagnosticSeverity(.warning).rawValue == 2
            && LSP.DiagnosticSeverity(.note).rawValue == 3 && LSP.DiagnosticSeverity.hint.rawValue == 4)
        #expect(LSP.TextDocumentSyncKind.incremental.rawValue == 2 && LSP.MessageType.error.rawValue == 1 && LSP.MessageType.debug.rawValue == 5)
        #expect([LSP.ErrorCode.parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError, .serverNotInitialized, .requestCancelled]
            .map(\.rawValue) == [-32700, -32600, -32601, -32602, -32603, -32002, -32800])
        #expect(try Self.roundTrip(LSP.ResponseError(code: .requestCancelled, message: "cancelled")).encoded == #"{"code":-32800,"message":"cancelled"}"#)
    }

    /// The `initialize` answer, byte for byte what the untyped server sent.
    @Test func theInitializeAnswerIsUnchangedOnTheWire() {
        let server = LanguageServer()
        let reply = server.handle(T.request(1, "initialize", ["capabilities": [:]]))
        #expect(reply.map(\.encoded) == [
            #"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"#
                + #""completionProvider":{"resolveProvider":false,"triggerCharacters":[":"," ","-","[",","]},"definitionProvider":true,"#
                + #""documentSymbolProvider":true,"hoverProvider":true,"positionEncoding":"utf-16","#
                + #""textDocumentSync":{"change":2,"openClose":true,"save":false}},"serverInfo":{"name":"cardc","version":"\#(CardC.version)"}}}"#,
        ])
        #expect(server.handle(T.request(2, "shutdown")).map(\.encoded) == [#"{"id":2,"jsonrpc":"2.0","result":null}"#])
    }

    /// Symbols, completion and diagnostics carry the protocol's kinds and severities.
    @Test func featuresAnswerWithTypedKinds() {
        let server = T.started()
        let uri = "file:///nowhere/k.card.yaml"
        T.open(server, uri, "version: 1\nname: K\nkind: sheet\nsegmnts: []\nmodels:\n  Item:\n    text: String\n")
        let diagnostics = server.publishPending().first?["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.contains { $0["severity"]?.int == LSP.DiagnosticSeverity.error.rawValue })
        #expect(diagnostics.allSatisfy { [1, 2, 3].contains($0["severity"]?.int) })
        let symbols = server.handle(T.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])).first?["result"]?.array ?? []
        expectEqual(symbols.map { $0["kind"]?.int }, [LSP.SymbolKind.struct.rawValue])
        #expect(symbols.first?["children"]?.array?.map { $0["kind"]?.int } == [LSP.SymbolKind.field.rawValue])
        let items = server.handle(T.at("textDocument/completion", uri, 7, 0)).first?["result"]?["items"]?.array ?? []
        #expect(!items.isEmpty && items.allSatisfy { $0["kind"]?.int == LSP.CompletionItemKind.property.rawValue })
    }

    /// What the untyped server tolerated still holds: a version that is not a number counts as 0,
    /// an invalid change among valid ones is left out (a failed item does not move the list on),
    /// and a negative position is an invalid-params error.
    @Test func clientMessagesDecodeAsLenientlyAsBefore() throws {
        let itemValue: JSONValue = ["uri": "file:///a.card.yaml", "version": "one", "text": "a"]
        let item = try itemValue.decode(LSP.TextDocumentItem.self)
        expectEqual(item.version, 0)
        let changeValue: JSONValue = [
            "textDocument": ["uri": "file:///a.card.yaml", "version": .number(2)],
            "contentChanges": [["text": "x", "range": .null], ["text": "y"], ["range": ["start": ["line": 0, "character": 0]]], ["text": "z"]],
        ]
        let change = try changeValue.decode(LSP.DidChangeTextDocumentParams.self)
        #expect(change.textDocument.version == 2 && change.contentChanges.map(\.text) == ["y", "z"])
        let server = T.started()
        T.open(server, "file:///a.card.yaml", "version: 1\n")
        #expect(server.handle(T.at("textDocument/hover", "file:///a.card.yaml", -1, 0)).first?["error"]?["code"]?.int == LSP.ErrorCode.invalidParams.rawValue)
    }

    @Test func jsonValueIsCodableAndKeepsItsAPI() throws {
        let value: JSONValue = ["b": [1, .number(2.5), "x", true, nil], "a": ["nested": .object([])], "c": .integer(-3)]
        let data = try JSONEncoder().encode(value)
        let back = try JSONDecoder().decode(JSONValue.self, from: data)
        // Parsed objects come back with sorted keys; `encoded` sorts too, so both agree.
        #expect(back.encoded == value.encoded && back.encoded == #"{"a":{"nested":{}},"b":[1,2.5,"x",true,null],"c":-3}"#)
        #expect(back["b"]?.array?.count == 5 && back["c"]?.int == -3 && back["b"]?.array?[1].number == 2.5 && back["b"]?.array?[1].int == nil)
        // The schema renderer's form is untouched: written order, two-space indentation.
        expectEqual(value.rendered(), "{\n  \"b\": [1, 2.5, \"x\", true, null],\n  \"a\": {\n    \"nested\": {}\n  },\n  \"c\": -3\n}")
        expectEqual(JSONValue.parse(Array("{".utf8)), nil)
        // Equal as JSON: member order does not count, values do.
        #expect(back == value && JSONValue.object([("x", 1), ("y", 2)]) == ["y": 2, "x": 1] && JSONValue.object([("x", 1)]) != ["x": 2])
    }

    /// The sources of the language server write no protocol number bare: a JSON member whose
    /// value is an integer literal (`"kind": 22`, `"severity": .int(1)`, `"type": 1`).
    @Test func noBareProtocolNumbersInTheLanguageServer() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CardLanguageServer/LanguageServer")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 8)
        let bare = try Regex(#""[A-Za-z]+"\s*:\s*(\.int\(|\.number\(|\.integer\()?\s*-?[0-9]"#)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(bare) {
                found.append("\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
        // The pattern finds what it is for.
        #expect(#"symbols.append(["name": x, "kind": 22])"#.contains(bare) && #"["severity": .int(1)]"#.contains(bare))
    }
}
