// libFuzzer entry point: every input runs through the Pipeline's six stages (read -> decode ->
// check in the linter, then translate -> render, and draw), and the invariants every run must keep are
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
    // The same bytes as a .cardc.yml must not break the configuration reader either.
    _ = CheckConfiguration.parse(bytes, path: ".cardc.yml")
    return 0
}
