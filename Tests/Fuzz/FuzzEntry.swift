// libFuzzer entry point: every input runs through the Pipeline's six stages (read -> decode ->
// check in the linter, then translate -> render, and draw), through `lint --fix` and the language server, and the invariants every run must keep are
// checked. Built by Tests/Fuzz/run.sh, not by SwiftPM.
import CardCompiler

/// Small limits keep each run fast, so the fuzzer explores more inputs per second.
let limits = ReaderLimits(maxFileSize: 1 << 20, maxDepth: 64, maxAliasExpansion: 20_000, maxScalarLength: 1 << 16,
                          maxDocuments: 200, maxDiagnostics: 50)

/// Lent to the reader for every input, as a lint worker lends its storage to every file: what
/// one input leaves in it must never change what the next one reads.
nonisolated(unsafe) let storage = ReaderStorage()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let linter = Linter(limits: limits)
    let result = linter.lint(bytes, path: "fuzz.card.yaml")
    let lent = linter.lint(bytes, path: "fuzz.card.yaml", keepSpecs: false, storage: storage)
    precondition(lent.diagnostics == result.diagnostics && lent.specCount == result.specCount,
                 "reading with lent storage changed the result")
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "unlocated diagnostic: \(diagnostic)")
        precondition(!DiagnosticFormatter.textLine(diagnostic).isEmpty)
    }
    _ = DiagnosticFormatter.json(result.diagnostics)
    let pipeline = linter.pipeline
    for spec in result.specs {
        let text = pipeline.render(pipeline.translate(spec, sourcePath: "fuzz.card.yaml"))
        precondition(text.hasPrefix(GeneratedFile.marker), "generated file without its header")
        // Generation is deterministic, and `generate` writes what the stages make.
        precondition(pipeline.generator.generate(spec, sourcePath: "fuzz.card.yaml").contents == text)
        // And `preview` can draw every card that decodes: a well-formed, bounded picture.
        let picture = pipeline.draw(spec, source: "fuzz.card.yaml")
        precondition(picture.text.hasSuffix("</svg>\n") && picture.svg.count < 64 << 20, "picture not whole or unbounded")
    }
    // `lint --fix`: whatever it changes, it changes only UTF-8 files, and what it writes is a
    // fixed point (running it again writes nothing).
    let lint: ([UInt8]) -> [Diagnostic] = { linter.lint($0, path: "fuzz.card.yaml").diagnostics }
    let fixed = FileFixer.fix(bytes, lint: lint)
    if let written = fixed.bytes {
        precondition(String(validating: written, as: UTF8.self) != nil, "--fix wrote bytes that are not UTF-8")
        let again = FileFixer.fix(written, lint: lint)
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
