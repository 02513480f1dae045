import Foundation
import Testing
@testable import CardLanguageServer
@testable import CardSupport
import CardTestSupport

/// The server in process: messages in, messages out, without a transport; and the framing
/// and cancellation over a real pipe.
@Suite struct LanguageServerTests {
    static func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func started() -> LanguageServer {
        let server = LanguageServer()
        _ = server.handle(request(1, "initialize", ["capabilities": [:]]))
        return server
    }

    @Test func utf16PositionsAndIncrementalEdits() {
        var document = TextDocument(uri: "file:///x.card.yaml", version: 1, text: "a: \"👍é\"\nb: 1\n")
        // 👍 is two UTF-16 units: `"` is at 3, 👍 at 4-5, é at 6, `"` at 7.
        #expect(document.position(line: 1, column: 7) == (0, 7))
        expectEqual(document.offset(line: 0, character: 6), Array("a: \"👍".utf8).count)
        // A position inside the surrogate pair counts as the pair's start.
        expectEqual(document.offset(line: 0, character: 5), 4)
        document.apply(range: ((0, 4), (0, 6)), text: "x")
        expectEqual(document.text, "a: \"xé\"\nb: 1\n")
        document.apply(range: ((1, 3), (5, 0)), text: "2")
        expectEqual(document.text, "a: \"xé\"\nb: 2")
        #expect(document.position(offset: document.text.utf8.count) == (1, 4))
    }

    @Test func diagnosticsArePublishedForChangedDocumentsOnly() {
        let server = Self.started()
        let uri = "file:///nowhere/x.card.yaml"
        _ = server.handle(Self.notification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1,
                                                                                      "text": "version: 1\nname: X\nkind: sheet\nsegmnts: []\n"]]))
        let published = server.publishPending()
        expectEqual(published.count, 1)
        let diagnostics = published[0]["params"]?["diagnostics"]?.array ?? []
        // `segmnts` is one diagnostic, its did-you-mean (issue 26: not also a missing `segments`).
        expectEqual(diagnostics.compactMap { $0["code"]?.string }.sorted(), ["unknown-key"])
        #expect(server.publishPending().isEmpty)
        _ = server.handle(Self.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
        #expect(server.publishPending().first?["params"]?["diagnostics"] == [])
    }

    @Test func malformedMessagesAreAnsweredWithErrorsAndNeverCrash() {
        let server = LanguageServer()
        #expect(server.handle(body: Array("{".utf8)).first?["error"]?["code"]?.int == -32700)
        #expect(server.handle(Self.request(2, "textDocument/hover")).first?["error"]?["code"]?.int == -32002)
        let started = Self.started()
        #expect(started.handle(Self.request(3, "nope")).first?["error"]?["code"]?.int == -32601)
        #expect(started.handle(["jsonrpc": "2.0", "id": [1], "method": "shutdown"]).first?["error"]?["code"]?.int == -32600)
        // Random JSON of every shape, at every method: an answer or nothing, never a crash.
        var rng = SeededGenerator(state: 4)
        func random(_ depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &rng) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &rng))
            case 2: return .number([0, -1, 1e300, 0.5, 2e9, -2e9].randomElement(using: &rng)!)
            case 3: return .string(["", "file:///x.card.yaml", "👍", "\u{0}", String(repeating: "a", count: 1000)].randomElement(using: &rng)!)
            case 4: return .array((0..<Int.random(in: 0..<4, using: &rng)).map { _ in random(depth + 1) })
            default:
                let keys = ["textDocument", "uri", "position", "line", "character", "range", "start", "end", "contentChanges", "text", "version", "id"]
                return .object(Dictionary((0..<Int.random(in: 0..<5, using: &rng)).map { _ in (keys.randomElement(using: &rng)!, random(depth + 1)) }, uniquingKeysWith: { a, _ in a })
                    .sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            }
        }
        let methods = ["textDocument/didOpen", "textDocument/didChange", "textDocument/hover", "textDocument/completion", "textDocument/definition",
                       "textDocument/documentSymbol", "textDocument/codeAction", "textDocument/didClose", "workspace/didChangeWatchedFiles"]
        _ = started.handle(Self.notification("textDocument/didOpen", ["textDocument": ["uri": "file:///x.card.yaml", "version": 1, "text": "version: 1\n"]]))
        for i in 0..<3000 {
            let method = methods.randomElement(using: &rng)!
            var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method), "params": random(0)]
            if Bool.random(using: &rng) { message["id"] = .int(i) }
            let replies = started.handle(.object(message.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            expectEqual(replies.count, (message["id"] == nil ? 0 : 1))
            _ = started.publishPending()
        }
    }

    static func open(_ server: LanguageServer, _ uri: String, _ text: String) {
        _ = server.handle(notification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1,
                                                                                 "text": .string(text)]]))
    }

    static func at(_ method: String, _ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        request(9, method, ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]])
    }

    /// Two documents of one stream name the same card, with different devices: hover and
    /// definition in the second answer from the second (specs are matched to documents by where
    /// they are, not by name).
    @Test func answersComeFromTheDocumentTheCursorIsIn() {
        let server = Self.started()
        let uri = "file:///nowhere/two.card.yaml"
        let document = """
            version: 1
            name: Glide
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 90% }
            initial: closed
            thresholds: { upward: 40, downward: 40 }
            """
        let second = document.replacingOccurrences(of: "kind: sheet", with: "kind: sheet\ndevices: [iphone-se]")
        Self.open(server, uri, document + "\n---\n" + second + "\n")
        func hover(_ line: Int, _ character: Int) -> String {
            server.handle(Self.at("textDocument/hover", uri, line, character)).first?["result"]?["contents"]?["value"]?.string ?? ""
        }
        // `open` in each document (lines 5 and 15), then `90%` in each.
        #expect(hover(5, 13).contains("iphone-15"))
        let state = hover(15, 13)
        #expect(state.contains("**open**") && state.contains("iphone-se") && !state.contains("iphone-15"))
        #expect(hover(5, 28).contains("iphone-15"))
        let length = hover(15, 28)
        #expect(length.contains("iphone-se") && !length.contains("iphone-15"))
        // `initial: closed` of the second document goes to the second document's `closed`.
        let target = server.handle(Self.at("textDocument/definition", uri, 16, 10)).first?["result"]?["range"]?["start"]
        #expect(target?["line"]?.int == 14)
        let symbols = server.handle(Self.request(10, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])).first?["result"]?.array ?? []
        expectEqual(symbols.compactMap { $0["range"]?["start"]?["line"]?.int }, [4, 5, 14, 15])
    }

    /// Lone-CR and mixed line endings: every diagnostic's range is on the line the editor shows
    /// (LineIndex's rule, LSP 3.17's) and covers the word there.
    @Test func crOnlyAndMixedLineEndingsGetRangesOnTheRightLines() {
        // Two misspelt keys, on lines 1 and 3: one diagnostic each.
        for (name, text) in [("cr", "version: 1\rnme: X\rkind: sheet\rsegmnts: []\r"),
                             ("mixed", "version: 1\r\nnme: X\rkind: sheet\nsegmnts: []\r\n")] {
            let server = Self.started()
            let uri = "file:///nowhere/\(name).card.yaml"
            Self.open(server, uri, text)
            let diagnostics = server.publishPending().first?["params"]?["diagnostics"]?.array ?? []
            #expect(diagnostics.count == 2, "\(name)")
            for d in diagnostics {
                let start = d["range"]?["start"], end = d["range"]?["end"]
                #expect(start?["line"] == end?["line"], "\(name)")
                #expect((end?["character"]?.int ?? 0) > (start?["character"]?.int ?? 0), "\(name): an empty range")
            }
            #expect(diagnostics.map { $0["code"]?.string } == ["unknown-key", "unknown-key"], "\(name)")
            #expect(diagnostics.map { $0["range"] } == [["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 3]],
                                                        ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 7]]], "\(name)")
            // Hover on `kind` (line 2) finds the key there.
            let hover = server.handle(Self.at("textDocument/hover", uri, 2, 1)).first?["result"]?["range"]?["start"]?["line"]?.int
            #expect(hover == 2, "\(name)")
        }
    }

    /// A diagnostic at a key or value covers what the reader read there (its byte range in the
    /// reader's layer), a plain value with a space or a quoted key whole; elsewhere the word.
    @Test func aDiagnosticCoversTheScalarTheReaderReadThere() {
        let server = Self.started()
        let uri = "file:///nowhere/spans.card.yaml"
        Self.open(server, uri, "version: 1\nname: X\nkind: pop up\n\"segmnts\": []\n")
        let diagnostics = server.publishPending().first?["params"]?["diagnostics"]?.array ?? []
        let ranges = diagnostics.map { d in [d["range"]?["start"]?["line"]?.int, d["range"]?["start"]?["character"]?.int, d["range"]?["end"]?["character"]?.int] }
        #expect(ranges.contains([2, 6, 12]), "\(ranges)")
    }

    /// LSP 3.17: after `shutdown`, requests (initialize among them) are InvalidRequest; only
    /// `exit` is accepted. `initialize` may be sent once.
    @Test func requestsAfterShutdownAndASecondInitializeAreInvalidRequests() {
        let server = Self.started()
        #expect(server.handle(Self.request(2, "initialize", ["capabilities": [:]])).first?["error"]?["code"]?.int == -32600)
        #expect(server.handle(Self.request(3, "shutdown")).first?["result"] == .null)
        #expect(server.handle(Self.request(4, "initialize", ["capabilities": [:]])).first?["error"]?["code"]?.int == -32600)
        #expect(server.handle(Self.request(5, "textDocument/hover", ["textDocument": ["uri": "file:///x.card.yaml"], "position": ["line": 0, "character": 0]])).first?["error"]?["code"]?.int == -32600)
        #expect(server.handle(Self.request(6, "shutdown")).first?["error"]?["code"]?.int == -32600)
        _ = server.handle(Self.notification("exit", [:]))
        expectEqual(server.exitStatus, 0)
    }

    /// Over a pipe: a request and, in the same write, its cancellation: the loop answers it
    /// RequestCancelled; shutdown and exit end it with status 0.
    @Test func theLoopFramesCancelsAndExits() throws {
        let input = Pipe(), output = Pipe()
        func frame(_ value: JSONValue) -> Data {
            let body = Data(value.encoded.utf8)
            return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        var bytes = frame(Self.request(1, "initialize", ["capabilities": [:]]))
        bytes += frame(Self.notification("textDocument/didOpen", ["textDocument": ["uri": "file:///c.card.yaml", "version": 1, "text": "version: 1\n"]]))
        for i in 2...6 { bytes += frame(Self.request(i, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///c.card.yaml"]])) }
        bytes += frame(Self.notification("$/cancelRequest", ["id": 6]))
        bytes += Data("Content-Length: 3\r\n\r\n{x}".utf8)
        bytes += frame(Self.request(7, "shutdown"))
        bytes += frame(Self.notification("exit", [:]))
        input.fileHandleForWriting.write(bytes)
        let status = LanguageServerLoop.run(input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor)
        expectEqual(status, 0)
        try output.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        var replies: [JSONValue] = []
        var rest = Substring(text)
        while let header = rest.range(of: "\r\n\r\n") {
            let length = Int(rest[rest.startIndex..<header.lowerBound].split(separator: " ").last ?? "") ?? 0
            let body = rest.utf8[header.upperBound...].prefix(length)
            if let value = JSONValue.parse(Array(body)) { replies.append(value) }
            rest = Substring(String(decoding: rest.utf8[header.upperBound...].dropFirst(length), as: UTF8.self))
        }
        func reply(_ id: Int) -> JSONValue? { replies.first { $0["id"] == .int(id) } }
        #expect(reply(6)?["error"]?["code"]?.int == -32800)
        #expect((2...5).allSatisfy { reply($0)?["result"] != nil })
        #expect(replies.contains { $0["error"]?["code"]?.int == -32700 })
        #expect(reply(7)?["result"] == .null)
    }
}
