// libFuzzer entry point: every input runs through `Pipeline.run` (read -> decode -> check, and
// translate -> render and draw on request), through `lint --fix` and the language server, all
// of which call that same run, and the invariants every run must keep are checked. Built by
// Tests/Fuzz/run.sh, not by SwiftPM.
import CardCommands
import CardLanguageServer
import CardFixes
import CardPipeline
import CardPreview
import CardReporters
import CardGeneration
import CardChecker
import CardDecoder
import CardReader
import CardModel
import CardSupport

/// Small limits keep each run fast, so the fuzzer explores more inputs per second.
let limits = ReaderLimits(maxFileSize: 1 << 20, maxDepth: 64, maxAliasExpansion: 20_000, maxScalarLength: 1 << 16,
                          maxDocuments: 200, maxDiagnostics: 50)

/// Lent to the reader for every input, as a lint worker lends its storage to every file: what
/// one input leaves in it must never change what the next one reads.
nonisolated(unsafe) let storage = ReaderStorage()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let pipeline = Pipeline(limits: limits)
    let file = "fuzz.card.yaml"
    let result = pipeline.run(bytes, file: file, options: PipelineOptions(specs: true), stage: GenerateStage(sourcePath: file))
    let drawn = pipeline.run(bytes, file: file, options: PipelineOptions(specs: true), stage: DrawStage(source: file))
    // `lint`'s run (nothing kept) with lent storage says the same as the run that keeps everything.
    let lent = pipeline.run(bytes, file: file, storage: storage)
    precondition(lent.diagnostics == result.diagnostics && lent.specCount == result.specCount,
                 "reading with lent storage, or keeping nothing, changed the result")
    precondition(result.statistics.reads == 1 && result.statistics.decodes == result.documentCount, "a run read or decoded twice")
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "unlocated diagnostic: \(diagnostic)")
        precondition(!DiagnosticFormatter.textLine(diagnostic).isEmpty)
    }
    _ = DiagnosticFormatter.json(result.diagnostics)
    for (i, document) in result.documents.enumerated() {
        precondition(document.index == i, "documents out of order")
        guard let spec = document.spec, let swift = document.product, let picture = drawn.documents[i].product else { continue }
        let text = GenerateStage(sourcePath: file).make(spec, checked: nil, in: pipeline).contents
        precondition(text.hasPrefix(GeneratedFile.marker), "generated file without its header")
        // Generation is deterministic, and the run makes what the stages make.
        precondition(swift.contents == text)
        // And `preview` can draw every card that decodes: a well-formed, bounded picture.
        precondition(picture.text.hasSuffix("</svg>\n") && picture.svg.count < 64 << 20, "picture not whole or unbounded")
    }
    // `lint --fix`: whatever it changes, it changes only UTF-8 files, and what it writes is a
    // fixed point (running it again writes nothing).
    let fixed = FileFixer.fix(bytes, file: file, pipeline: pipeline)
    if let written = fixed.bytes {
        precondition(String(validating: written, as: UTF8.self) != nil, "--fix wrote bytes that are not UTF-8")
        let again = FileFixer.fix(written, file: file, pipeline: pipeline)
        precondition(again.bytes == nil || again.bytes == written, "--fix did not reach a fixed point")
    }
    // The language server: the bytes as a message, and as an open document asked everything
    // at a few positions; whatever it answers, it answers.
    let server = LanguageServer(limits: limits)
    _ = server.handle(body: bytes)
    _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    let uri: JSONValue = "file:///fuzz.card.yaml"
    _ = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                       "params": ["textDocument": ["uri": uri, "version": 1, "text": .string(String(decoding: bytes, as: UTF8.self))]]])
    _ = server.publishPending()
    for (line, character) in [(0, 0), (1, 4), (3, 9), (6, 20)] {
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
            let replies = server.handle(["jsonrpc": "2.0", "id": 2, "method": .string(method),
                                         "params": ["textDocument": ["uri": uri], "position": ["line": .number(Double(line)), "character": .number(Double(character))]]])
            precondition(replies.count == 1, "a request without exactly one answer")
        }
    }
    _ = server.handle(["jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]])
    _ = server.handle(["jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction",
                       "params": ["textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 1000, "character": 0]]]])
    // The same bytes as a .cardc.yml must not break the configuration reader either.
    _ = CheckConfiguration.parse(bytes, path: ".cardc.yml")
    return 0
}
