/// The whole pipeline for one input: bytes -> YAML tree -> card specs -> findings, one document
/// at a time so that memory holds one document rather than the stream. Files are independent of
/// each other, so callers may lint them in any order or in parallel.
public struct Linter: Sendable {
    public var reader: YAMLReader
    public var decoder: SpecDecoder
    public var checker: Checker

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        reader = YAMLReader(limits: limits)
        decoder = SpecDecoder(defaultDevices: configuration.defaultDevices)
        checker = Checker(configuration: configuration)
    }

    public struct FileResult: Sendable {
        public var path: String
        /// The valid specs, when asked to keep them.
        public var specs: [CardSpec]
        public var specCount: Int
        public var diagnostics: [Diagnostic]
    }

    /// Lints one file's bytes. `keepSpecs: false` keeps only their count (lint needs no more).
    public func lint(_ bytes: [UInt8], path: String, keepSpecs: Bool = true) -> FileResult {
        var collector = DiagnosticCollector(limit: reader.limits.maxDiagnostics)
        var specs: [CardSpec] = []
        var specCount = 0
        var documents = 0
        var suppressions: Suppressions?
        let readerDiagnostics = reader.read(bytes, file: path) { tree, _ in
            documents += 1
            let decoded = decoder.decode(tree, file: path)
            collector.add(decoded.diagnostics)
            for spec in decoded.specs {
                specCount += 1
                var findings = checker.check(spec, file: path)
                if !findings.isEmpty {
                    if suppressions == nil { suppressions = Suppressions(source: bytes) }
                    if let s = suppressions, !s.isEmpty { findings.removeAll(where: s.isSuppressed) }
                }
                collector.add(findings)
                if keepSpecs { specs.append(spec) }
            }
        }
        collector.add(readerDiagnostics)
        if documents == 0 && readerDiagnostics.isEmpty {
            collector.add([Diagnostic(
                file: path, location: SourceLocation(line: 1, column: 1), severity: .warning, rule: .missingKey,
                message: "the file holds no card spec; a spec is a mapping with version, name and kind"
            )])
        }
        return FileResult(path: path, specs: specs, specCount: specCount, diagnostics: collector.finish(file: path))
    }
}

/// Keeps the first `limit` diagnostics of a file and counts the rest, so a hostile file cannot
/// fill memory or the terminal.
struct DiagnosticCollector {
    let limit: Int
    var kept: [Diagnostic] = []
    var leftOut = 0
    var leftOutErrors = 0

    mutating func add(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            if kept.count < limit {
                kept.append(d)
            } else {
                leftOut += 1
                if d.severity == .error { leftOutErrors += 1 }
            }
        }
    }

    func finish(file: String) -> [Diagnostic] {
        guard leftOut > 0 else { return kept }
        let last = kept.map(\.location).max() ?? SourceLocation(line: 1, column: 1)
        return kept + [Diagnostic(
            file: file, location: last, severity: leftOutErrors > 0 ? .error : .note, rule: .resourceLimit,
            message: "\(leftOut) more diagnostic\(leftOut == 1 ? "" : "s") in this file (\(leftOutErrors) error\(leftOutErrors == 1 ? "" : "s")) were left out after the first \(limit)"
        )]
    }
}
