/// The whole pipeline for one input: bytes -> YAML tree -> card specs -> findings, one document
/// at a time so that memory holds one document rather than the stream. Files are independent of
/// each other, so callers may lint them in any order or in parallel. A class, so that handing
/// the linter to each of ten thousand files retains one object rather than every array of its
/// configuration.
public final class Linter: Sendable {
    /// The stages this linter runs: read, decode and check.
    public let pipeline: Pipeline
    public var reader: YAMLReader { pipeline.reader }
    public var decoder: SpecDecoder { pipeline.decoder }
    public var checker: Checker { pipeline.checker }

    /// `superfluous-suppression`'s severity, nil when the configuration turns it off; and the
    /// rules the configuration disables. Read once here: copying the configuration per file
    /// showed in profiles.
    let superfluousSeverity: Severity?
    let disabledRules: Set<RuleID>

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        pipeline = Pipeline(limits: limits, configuration: configuration)
        disabledRules = configuration.disabledRules
        superfluousSeverity = configuration.disabledRules.contains(.superfluousSuppression)
            ? nil : configuration.severities[.superfluousSuppression] ?? .warning
    }

    public struct FileResult: Sendable {
        public var path: String
        /// The valid specs, when asked to keep them.
        public var specs: [CardSpec]
        public var specCount: Int
        public var diagnostics: [Diagnostic]
        /// Each valid card's name and where it is written, when asked to keep them.
        public var names: [CardName] = []
        /// The size of the file read: what bounds the output made of it.
        public var inputBytes = 0
    }

    /// A card's name and its position: what `generate` checks across all specs before it
    /// generates any (duplicate names), without keeping the specs.
    public struct CardName: Sendable {
        public var name: String
        public var location: SourceLocation
    }

    /// Lints one file's bytes. `keepSpecs: false` keeps only their count (lint needs no more).
    /// A large UTF-8 stream is split at document markers and its parts linted on every core;
    /// positions and results are those of reading it whole. `storage`, when given, lends the
    /// reader its arrays (a worker linting many files passes the same one to each).
    public func lint(_ bytes: [UInt8], path: String, keepSpecs: Bool = true, keepNames: Bool = false, workers: Int = 1,
                     storage: ReaderStorage? = nil) -> FileResult {
        var result = bytes.withUnsafeBufferPointer { all -> FileResult in
            // A file over the size limit goes to the reader whole, which reports it.
            let splittable = workers > 1 && all.count >= StreamSplitter.minimumSize && all.count <= pipeline.reader.limits.maxFileSize
            // More parts than cores, taken as cores come free: a core the machine slows down
            // then holds up a smaller share.
            let chunks = splittable ? StreamSplitter.split(all, parts: workers * 4) : []
            if chunks.count > 1 {
                let suppressions = SharedSuppressions(bytes: all, shared: true)
                let base = UnsafeSendableBuffer(buffer: all)
                let parts = Parallel.map(chunks.count, workers: workers) { i in
                    let chunk = chunks[i]
                    return lintPart(UnsafeBufferPointer(rebasing: base.buffer[chunk.range]), path: path, lineOffset: chunk.lineOffset,
                                    isPart: true, keepSpecs: keepSpecs, keepNames: keepNames, suppressions: suppressions)
                }
                // Reading whole, libyaml stops at the first syntax error and the document count
                // is for the whole stream: when a part hit either, read whole to say the same.
                let documents = parts.reduce(0) { $0 + $1.documents }
                if !parts.contains(where: \.stoppedEarly) && documents <= pipeline.reader.limits.maxDocuments {
                    return merge(parts, path: path, suppressions: suppressions)
                }
            }
            let suppressions = SharedSuppressions(bytes: all, shared: false)
            let whole = lintPart(all, path: path, lineOffset: 0, keepSpecs: keepSpecs, keepNames: keepNames, suppressions: suppressions,
                                 storage: storage)
            return merge(CollectionOfOne(whole), path: path, suppressions: suppressions)
        }
        result.inputBytes = bytes.count
        return result
    }

    /// Calls `body` with each valid card of the file, one at a time, in order, keeping none:
    /// `generate`'s second pass (the first, `lint`, found no error), which holds one document
    /// rather than the file's cards. Diagnostics are not gathered again.
    public func forEachSpec(_ bytes: [UInt8], path: String, _ body: (CardSpec) -> Void) {
        _ = pipeline.read(bytes, file: path) { tree, document in
            if let spec = pipeline.decode(tree, document: document, file: path).spec { body(spec) }
        }
    }

    /// What linting one part of a file found.
    struct PartResult: Sendable {
        var specs: [CardSpec] = []
        var names: [CardName] = []
        var specCount = 0
        var documents = 0
        var collector: DiagnosticCollector
        /// Reading ended at a syntax error or a limit rather than at the end of the part.
        var stoppedEarly = false
        var readerDiagnostics: [Diagnostic] = []
        /// Findings that suppression comments removed, to tell which comments did something.
        var suppressed: [Diagnostic] = []
    }

    /// Documents read before any is decoded.
    static let batchSize = 32

    func lintPart(_ bytes: UnsafeBufferPointer<UInt8>, path: String, lineOffset: Int, isPart: Bool = false, keepSpecs: Bool, keepNames: Bool = false,
                  suppressions: SharedSuppressions, storage: ReaderStorage? = nil) -> PartResult {
        var part = PartResult(collector: DiagnosticCollector(limit: pipeline.reader.limits.maxDiagnostics))
        // Each stage runs over a batch of documents before the next starts (see
        // YAMLReader.read(_:file:lineOffset:batchSize:batch:)); diagnostics are still added
        // document by document, decoder's then checker's, as reading one at a time would.
        part.readerDiagnostics = pipeline.reader.read(bytes, file: path, lineOffset: lineOffset, batchSize: Self.batchSize, part: isPart,
                                                       storage: storage) { tree in
            part.documents += tree.documents.count
            var decoded = tree.documents.map { pipeline.decode(tree, document: $0, file: path, sampleValues: keepSpecs) }
            for i in decoded.indices {
                part.collector.add(decoded[i].diagnostics)
                // Taken out of the array, not copied: the checker then owns the spec.
                guard let spec = decoded[i].spec.take() else { continue }
                part.specCount += 1
                if keepSpecs { part.specs.append(spec) }
                if keepNames { part.names.append(CardName(name: spec.name, location: spec.locations["name"])) }
                var findings = pipeline.check(spec, file: path)
                if !findings.isEmpty, let s = suppressions.value {
                    part.suppressed += findings.filter(s.isSuppressed)
                    findings.removeAll(where: s.isSuppressed)
                }
                part.collector.add(findings)
            }
        }
        part.stoppedEarly = part.readerDiagnostics.contains { $0.rule == .yamlSyntax || $0.rule == .resourceLimit }
        return part
    }

    func merge<Parts: Collection<PartResult>>(_ parts: Parts, path: String, suppressions: SharedSuppressions) -> FileResult {
        var collector = DiagnosticCollector(limit: pipeline.reader.limits.maxDiagnostics)
        for part in parts {
            collector.add(part.collector.kept)
            collector.leftOut += part.collector.leftOut
            collector.leftOutErrors += part.collector.leftOutErrors
        }
        for part in parts { collector.add(part.readerDiagnostics) }
        let documents = parts.reduce(0) { $0 + $1.documents }
        let specCount = parts.reduce(0) { $0 + $1.specCount }
        if let severity = superfluousSeverity, let s = suppressions.value {
            // A file some of which was not read or decoded was not wholly checked: whether a
            // suppression there would have silenced something cannot be told.
            let wholeChecked = specCount == documents && parts.allSatisfy { $0.readerDiagnostics.isEmpty }
            collector.add(s.superfluous(file: path, suppressed: parts.flatMap(\.suppressed), disabled: disabledRules,
                                        checkUse: wholeChecked, severity: severity))
        }
        if documents == 0 && parts.allSatisfy({ $0.readerDiagnostics.isEmpty }) {
            collector.add([Diagnostic(
                file: path, location: SourceLocation(line: 1, column: 1), severity: .warning, rule: .missingKey,
                message: "the file holds no card spec; a spec is a mapping with version, name and kind"
            )])
        }
        return FileResult(path: path, specs: parts.flatMap(\.specs), specCount: specCount, diagnostics: collector.finish(file: path),
                          names: parts.flatMap(\.names))
    }
}

/// The file's suppression comments, looked for only when a finding needs them (most files have
/// none, and scanning every byte of a large stream on one core showed in profiles), then kept.
/// Workers of one split file share it, so their first look is behind a lock; a file linted
/// whole by one worker needs none (making a mutex per file showed in profiles too).
final class SharedSuppressions: @unchecked Sendable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var parsed: Suppressions??
    private let mutex: Mutex?

    /// `bytes` must outlive this object (the caller's buffer does). `shared`: whether more than
    /// one thread may ask.
    init(bytes: UnsafeBufferPointer<UInt8>, shared: Bool) {
        self.bytes = bytes
        mutex = shared ? Mutex() : nil
    }

    /// The suppressions, nil when the file has none.
    var value: Suppressions? {
        guard let mutex else { return lookUp() }
        return mutex.withLock(lookUp)
    }

    private func lookUp() -> Suppressions? {
        if let parsed { return parsed }
        let suppressions = Suppressions(source: bytes)
        let value = suppressions.isEmpty ? nil : suppressions
        parsed = .some(value)
        return value
    }
}

/// A read-only view of the file's bytes handed to the workers; the array outlives them.
struct UnsafeSendableBuffer: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// Keeps the first `limit` diagnostics of a file and counts the rest, so a hostile file cannot
/// fill memory or the terminal.
struct DiagnosticCollector: Sendable {
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
