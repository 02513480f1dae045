import Foundation
import Testing
@testable import CardLanguageServer
@testable import CardPipeline
@testable import CardReader
@testable import CardSupport
import CardTestSupport

/// The language server's memory and time bounds (docs/lsp.md, "Memory is bounded"): the
/// per-document, document-count and total limits through the server's API, the queue by bytes,
/// the framing, and edits applied in work linear in the message and the text (counted, not timed).
@Suite struct LanguageServerLimitTests {
    typealias T = LanguageServerTests

    static func open(_ server: LanguageServer, _ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        server.handle(T.notification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml",
                                                                               "version": .int(version), "text": .string(text)]]))
    }

    static func change(_ server: LanguageServer, _ uri: String, version: Int, _ changes: [JSONValue]) -> [JSONValue] {
        server.handle(T.notification("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                                                "contentChanges": .array(changes)]))
    }

    static func insert(_ text: String, line: Int, character: Int) -> JSONValue {
        let at: JSONValue = ["line": .int(line), "character": .int(character)]
        return ["range": ["start": at, "end": at], "text": .string(text)]
    }

    /// The error and the `resource-limit` diagnostic a refused or dropped document gets.
    static func expectRefused(_ replies: [JSONValue], _ uri: String, saying words: String) {
        let shown = replies.first { $0["method"]?.string == "window/showMessage" }
        #expect(shown?["params"]?["type"]?.int == 1)
        #expect(shown?["params"]?["message"]?.string?.contains(words) == true)
        let published = replies.first { $0["method"]?.string == "textDocument/publishDiagnostics" }
        #expect(published?["params"]?["uri"]?.string == uri)
        let diagnostic = published?["params"]?["diagnostics"]?.array?.first
        #expect(diagnostic?["code"]?.string == "resource-limit")
        #expect(diagnostic?["severity"]?.int == 1)
    }

    @Test func aDocumentOverThePerDocumentLimitIsRefusedOnOpen() {
        let server = LanguageServer(limits: ReaderLimits(maxFileSize: 1000))
        _ = server.handle(T.request(1, "initialize", ["capabilities": [:]]))
        let replies = Self.open(server, "file:///big.card.yaml", String(repeating: "#", count: 1001))
        Self.expectRefused(replies, "file:///big.card.yaml", saying: "more than the limit of 1000 bytes")
        #expect(server.openDocuments.isEmpty && server.totalBytes == 0)
        // At the limit it is kept.
        #expect(Self.open(server, "file:///big.card.yaml", String(repeating: "#", count: 1000)).isEmpty)
        #expect(server.openDocuments == ["file:///big.card.yaml"] && server.totalBytes == 1000)
    }

    /// Appends that grow a document past the limit, in one message: it is dropped at the edit
    /// that crosses the limit, later edits of it are ignored, and closing it clears the error.
    @Test func aChangeThatExceedsTheLimitDropsTheDocument() {
        let server = LanguageServer(limits: ReaderLimits(maxFileSize: 1000))
        _ = server.handle(T.request(1, "initialize", ["capabilities": [:]]))
        let uri = "file:///grow.card.yaml"
        _ = Self.open(server, uri, String(repeating: "a\n", count: 450))
        _ = server.publishPending()
        let fifty = String(repeating: "b", count: 49) + "\n"
        #expect(Self.change(server, uri, version: 2, [Self.insert(fifty, line: 450, character: 0)]).isEmpty)
        expectEqual(server.totalBytes, 950)
        let replies = Self.change(server, uri, version: 3, [Self.insert(fifty, line: 0, character: 0), Self.insert(fifty, line: 0, character: 0)])
        Self.expectRefused(replies, uri, saying: "larger than the limit of 1000 bytes")
        #expect(server.openDocuments.isEmpty && server.totalBytes == 0)
        #expect(server.publishPending().isEmpty)
        // A full-text change over the limit is refused the same way.
        _ = Self.open(server, uri, "version: 1\n")
        Self.expectRefused(Self.change(server, uri, version: 2, [["text": .string(String(repeating: "c", count: 1001))]]), uri, saying: "1000 bytes")
        #expect(Self.change(server, uri, version: 3, [Self.insert("x", line: 0, character: 0)]).isEmpty)
        #expect(server.openDocuments.isEmpty)
        let closing = server.handle(T.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
        #expect(closing.count == 1 && closing.first?["params"]?["diagnostics"] == [])
    }

    @Test func theThousandAndFirstDocumentIsRefused() {
        let server = T.started()
        for i in 0..<1000 { #expect(Self.open(server, "file:///d\(i).card.yaml", "version: 1\n").isEmpty) }
        let replies = Self.open(server, "file:///d1000.card.yaml", "version: 1\n")
        Self.expectRefused(replies, "file:///d1000.card.yaml", saying: "1000 documents are open")
        expectEqual(server.openDocuments.count, 1000)
        // Reopening an open one is not a new document.
        #expect(Self.open(server, "file:///d0.card.yaml", "version: 2\n", version: 2).isEmpty)
    }

    /// Documents each within the limit that add up past the total (four times the limit).
    @Test func theTotalOfAllDocumentsIsCapped() {
        let server = LanguageServer(limits: ReaderLimits(maxFileSize: 1000))
        _ = server.handle(T.request(1, "initialize", ["capabilities": [:]]))
        expectEqual(server.maximumTotalBytes, 4000)
        let full = String(repeating: "#", count: 999) + "\n"
        for i in 0..<4 { #expect(Self.open(server, "file:///t\(i).card.yaml", full).isEmpty) }
        Self.expectRefused(Self.open(server, "file:///t4.card.yaml", "x"), "file:///t4.card.yaml", saying: "more than 4000 bytes together")
        expectEqual(server.totalBytes, 4000)
        _ = server.handle(T.notification("textDocument/didClose", ["textDocument": ["uri": "file:///t3.card.yaml"]]))
        expectEqual(server.totalBytes, 3000)
        _ = Self.open(server, "file:///t3.card.yaml", "x")
        _ = Self.open(server, "file:///t4.card.yaml", String(repeating: "#", count: 600))
        expectEqual(server.totalBytes, 3601)
        // An edit that stays within one document's limit (501 bytes) but not within the total drops it.
        Self.expectRefused(Self.change(server, "file:///t3.card.yaml", version: 2, [Self.insert(String(repeating: "y", count: 500), line: 0, character: 0)]),
                           "file:///t3.card.yaml", saying: "together")
        expectEqual(server.totalBytes, 3600)
    }

    /// The queue between the reader and the server is bounded by bytes as well as by count: a
    /// batch waits while the queued bytes would pass the cap, unless the queue is empty.
    @Test func theQueueIsBoundedByBytes() {
        let queue = IncomingQueue(capacity: 32, byteCapacity: 100)
        #expect(queue.accepts(bytes: 1000))   // an empty queue takes any one batch
        queue.push([(.malformed("a"), 60)])
        expectEqual(queue.queuedBytes, 60)
        #expect(!queue.accepts(bytes: 41))
        #expect(queue.accepts(bytes: 40))
        queue.push([(.malformed("b"), 40)])
        #expect(!queue.accepts(bytes: 1))
        _ = queue.pop()
        #expect(queue.queuedBytes == 40 && queue.accepts(bytes: 60) && !queue.accepts(bytes: 61))
    }

    /// A Content-Length over the limit is skipped in reads, never held: the buffer stays at a
    /// few reads' size while 8 MB go by, and the message after it is read.
    @Test func anOversizedMessageIsSkippedWithoutBeingBuffered() throws {
        let path = URL(fileURLWithPath: try TestSupport.temporaryDirectory() + "/lsp-frame.bin")
        var data = Data("Content-Length: \(8 << 20)\r\n\r\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: 8 << 20))
        data.append(Data("Content-Length: 2\r\n\r\n{}".utf8))
        try data.write(to: path)
        let handle = try FileHandle(forReadingFrom: path)
        defer { try? handle.close() }
        var reader = MessageReader(fd: handle.fileDescriptor, maximumLength: 1 << 20)
        let skipped = reader.next(), next = reader.next()
        expectEqual(skipped, .malformed("a message of \(8 << 20) bytes, more than \(1 << 20)"))
        expectEqual(next, .message(Array("{}".utf8)))
        #expect(reader.largestBuffer <= 256 << 10)
    }

    // MARK: Edits in linear work

    /// A text of `lines` lines of 49 characters and a line break.
    static func text(lines: Int) -> String {
        String(repeating: String(repeating: "k", count: 20) + ": " + String(repeating: "v", count: 27) + "\n", count: lines)
    }

    /// `count` one-character insertions spread over the text, in the order a hostile client
    /// might send them (jumping back and forth).
    static func spreadEdits(_ count: Int, lines: Int) -> [TextDocument.Change] {
        (0..<count).map { i in
            let line = (i * 7919) % lines
            return TextDocument.Change(range: ((line, i % 40), (line, i % 40)), text: "z")
        }
    }

    /// One-character edits of a document in one message (20,000 of 1 MB in CI's deep run, 2,000
    /// of 100 KB otherwise): the work (bytes scanned or copied, nodes visited) is bounded by the
    /// text plus a constant per edit, and doubling the text adds about the text's size, not the
    /// edits times the text (re-encoding the text per edit was 20,000 × 1 MB). At the modest
    /// size a quadratic cost (edits × text) is still over ten times every bound below (checked).
    @Test func oneMessageOfManyEditsCostsWorkLinearInTheMessageAndTheText() {
        let size = TestSupport.randomCount(modest: 2_000, ci: 20_000)
        let edits = Self.spreadEdits(size, lines: size)
        var small = TextDocument(uri: "file:///e.card.yaml", version: 1, text: Self.text(lines: size))
        let n = small.bytes.count
        #expect(n >= 50 * size)
        let appliedSmall = small.apply(edits)
        #expect(appliedSmall)
        expectEqual(small.bytes.count, n + size)
        let perEdit = 16 * TextRope.chunkSize
        #expect(small.lastApplyWork <= 4 * n + edits.count * perEdit)
        #expect(edits.count * n >= 10 * (4 * n + edits.count * perEdit))
        var large = TextDocument(uri: "file:///e.card.yaml", version: 1, text: Self.text(lines: 2 * size))
        let appliedLarge = large.apply(edits)
        #expect(appliedLarge)
        #expect(large.lastApplyWork - small.lastApplyWork <= 4 * n + edits.count * 64)
        // Twice the edits: about twice the per-edit work.
        var twice = TextDocument(uri: "file:///e.card.yaml", version: 1, text: Self.text(lines: size))
        let appliedTwice = twice.apply(Self.spreadEdits(2 * size, lines: size))
        #expect(appliedTwice)
        #expect(twice.lastApplyWork <= 4 * n + 2 * size * perEdit)
    }

    /// The edits of one message give the text applying them one at a time to the flat text gives
    /// (an independent offset computation): random ranges over LF, CRLF and lone-CR lines, emoji,
    /// deletions across chunks, insertions larger than a chunk, and positions past line ends.
    @Test func manyEditsInOneMessageAgreeWithOneAtATime() {
        var rng = SeededGenerator(state: 23)
        let pieces = ["a", "\n", "\r\n", "\r", "👍🏽", "é", "e\u{301}", ":", " ", "\t", "- ",
                      String(repeating: "long line ", count: 120), String(repeating: "x\r\n", count: 400)]
        // 30 rounds of 300 pieces (about 56 KB) in CI's deep run; 6 of 150 (28 KB, still about 55
        // chunks) otherwise, a third of them with 200 edits as in the deep run.
        let rounds = TestSupport.randomCount(modest: 6, ci: 30), pieceCount = TestSupport.randomCount(modest: 150, ci: 300)
        for round in 0..<rounds {
            var start = ""
            for _ in 0..<pieceCount { start += pieces.randomElement(using: &rng)! }
            var reference = Array(start.utf8)
            var changes: [TextDocument.Change] = []
            for _ in 0..<(round % 3 == 0 ? 200 : 40) {
                let flat = TextDocument(uri: "file:///r", version: 1, bytes: reference)
                let lineCount = flat.lineCount
                let a = Int.random(in: 0..<(lineCount + 1), using: &rng)
                let b = min(lineCount, a + Int.random(in: 0..<(Bool.random(using: &rng) ? 3 : 60), using: &rng))
                let ca = Int.random(in: 0..<50, using: &rng), cb = Int.random(in: 0..<50, using: &rng)
                var insert = ""
                for _ in 0..<Int.random(in: 0..<4, using: &rng) { insert += pieces.randomElement(using: &rng)! }
                // Reversed ranges count as their start and end swapped, as before.
                let change = Bool.random(using: &rng)
                    ? TextDocument.Change(range: ((a, ca), (b, cb)), text: insert)
                    : TextDocument.Change(range: ((b, cb), (a, ca)), text: insert)
                changes.append(change)
                var from = flat.offset(line: a, character: ca), to = flat.offset(line: b, character: cb)
                if to < from { swap(&from, &to) }
                reference.replaceSubrange(from..<to, with: Array(insert.utf8))
            }
            var document = TextDocument(uri: "file:///r", version: 1, text: start)
            let applied = document.apply(changes)
            #expect(applied)
            #expect(document.bytes == reference, "round \(round)")
            expectEqual(document.lineCount, LineIndex(reference).count)
        }
    }
    // MARK: Positions past the end, symbols of many documents

    /// A sheet whose last line, `initial: closed`, has no line break: its end is (8, 15).
    static let farText = """
        version: 1
        name: Far
        kind: sheet
        segments:
          - { name: closed, height: 80 }
          - { name: open, height: 90% }
        thresholds: { upward: 40, downward: 40 }
        nme: typo
        initial: closed
        """

    /// A position at line and character 2^53 (and a range ending there) answers as the
    /// document's end does: every request's position is clamped to the text first. Completion
    /// used to walk the lines from the cursor up, one by one, 2^53 of them; the lines it reads
    /// are counted, and a million lines past the end read no more lines than the text holds.
    @Test func aPositionFarPastTheEndAnswersAsTheDocumentsEnd() throws {
        let uri = "file:///nowhere/far.card.yaml"
        let document = TextDocument(uri: uri, version: 1, text: Self.farText)
        let end = (line: 8, character: 15)
        expectEqual(document.lineCount, end.line + 1)
        #expect(document.clamped((1 << 53, 1 << 53)) == end)
        #expect(document.clamped((3, 1 << 53)) == (3, 9))
        #expect(document.clamped((-5, -5)) == (0, 0))
        let analysis = DocumentAnalysis(document: document, path: nil, pipeline: Pipeline())
        let features = LanguageFeatures(document: document, analysis: analysis, outline: analysis.outline)
        let near = features.completionContext(at: (document.lineCount + 1_000_000, 0))
        try #require(near.linesRead <= document.lineCount)
        let far = features.completionContext(at: (1 << 53, 1 << 53))
        #expect(far.linesRead <= document.lineCount)
        expectEqual(far.place, features.completionContext(at: end).place)

        let server = T.started()
        T.open(server, uri, Self.farText)
        func answer(_ method: String, _ line: Int, _ character: Int) -> JSONValue? {
            server.handle(T.at(method, uri, line, character)).first?["result"]
        }
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
            let atEnd = answer(method, end.line, end.character)
            #expect(atEnd != nil && atEnd != .null, "\(method) answers at the end")
            expectEqual(answer(method, 1 << 53, 1 << 53), atEnd)
        }
        // Completion at the end of `initial: closed` offers the states; the far position too.
        let labels = answer("textDocument/completion", 1 << 53, 1 << 53)?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(labels.contains("open"))
        // A range from the typo to far past the end holds its fix, as one ending at the end does.
        func actions(_ endLine: Int, _ endCharacter: Int) -> JSONValue? {
            server.handle(T.request(11, "textDocument/codeAction", [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": ["line": 7, "character": 0], "end": ["line": .int(endLine), "character": .int(endCharacter)]],
                "context": ["diagnostics": []]])).first?["result"]
        }
        #expect((actions(end.line, end.character)?.array?.count ?? 0) >= 1)
        expectEqual(actions(1 << 53, 1 << 53), actions(end.line, end.character))
    }

    /// A stream of one-line documents: every tenth names a model with one field, every tenth
    /// (offset by five) a state, the rest are empty mappings (so 99,999 of them stay under
    /// `SpecOutline.maximumEntries`).
    static func manyDocuments(_ count: Int) -> (text: String, symbols: [String]) {
        let lines = (0..<count).map { i in
            i % 10 == 0 ? "models: { M\(i): { f: int } }\n" : i % 10 == 5 ? "segments: [ { name: s\(i) } ]\n" : "{}\n"
        }
        let symbols = (0..<count).compactMap { i in i % 10 == 0 ? "M\(i)" : i % 10 == 5 ? "s\(i)" : nil }
        return (lines.joined(separator: "---\n"), symbols)
    }

    /// Document symbols of many documents (99,999 in CI's deep run, as the 900 KB file of issue
    /// 33 that took 32 s a request; 2,000 otherwise) cost work linear in the outline's entries:
    /// each document's entries are read a fixed number of times, not every entry once per
    /// document. At the modest size a quadratic cost (documents × entries) is over ten times the
    /// bound (checked).
    @Test func documentSymbolsCostWorkLinearInTheDocuments() throws {
        let count = TestSupport.randomCount(modest: 2_000, ci: 99_999)
        let many = Self.manyDocuments(count)
        let document = TextDocument(uri: "file:///nowhere/many.card.yaml", version: 1, text: many.text)
        let analysis = DocumentAnalysis(document: document, path: nil, pipeline: Pipeline())
        let features = LanguageFeatures(document: document, analysis: analysis, outline: analysis.outline)
        let entries = analysis.outline.entries.count
        expectEqual(analysis.outline.kinds.count, count)
        expectEqual(entries, 3 * many.symbols.count)
        var work = 0
        let symbols = features.symbols(work: &work)
        // One symbol per state or model, in order; each model with its field.
        expectEqual(symbols.count, many.symbols.count)
        #expect(zip(symbols, many.symbols).first { $0.0.name != $0.1 } == nil)
        #expect(symbols.allSatisfy { $0.detail == "state" || $0.children?.map(\.name) == ["f"] })
        let bound = entries + count
        #expect(work <= bound)
        #expect(count * entries >= 10 * bound)
    }
}
