import CardEngine
import CardSupport
import CardModel
import CardReader
import CardDecoder
import CardChecker
/// cardc's stages, and the one `run` that drives them. Read, decode and check are each a target
/// below this one (docs/architecture.md); the types that cross each boundary:
///
///     read       [UInt8]             -> YAMLTree     CardReader/YAMLReader       (libyaml events; positions)
///     decode     YAMLTree document   -> CardSpec     CardDecoder/SpecDecoder     (+ input diagnostics)
///     check      CardSpec            -> [Diagnostic] CardChecker/Checker         (the rules' findings)
///
/// and, after them, at most one `DocumentStage` per run, injected from the module that makes its
/// product (this target imports neither, so `lint` links neither the generator nor the preview):
///
///     generate   CardSpec            -> GeneratedFile CardGeneration/GenerateStage (translate, render, seal)
///     draw       CardSpec + findings -> CardPicture   CardPreview/DrawStage      (SVG, the findings on it)
///
/// `run` takes one file's bytes through them: `PipelineOptions` says what to keep besides the
/// diagnostics, `PipelineResult` holds the file's diagnostics and a `DocumentResult` per
/// document (found by index, never by card name) with the stage's product. Each run reads the
/// bytes once (a split stream that a part could not read alone is read again whole), decodes each document once and
/// checks each spec once; `PipelineStatistics` counts it. Everything calls `run`: `lint` (through
/// CardCommands' Linter, one document batch at a time, a large stream split across cores),
/// `generate` and `preview` (a first run that checks and keeps names, and after the output guard
/// a second that generates or draws, one document at a time), `lint --fix` (CardFixes'
/// FileFixer: one run per try), the language server and the fuzzer (Tests/Fuzz/FuzzEntry.swift).
/// `.cardc.yml` decoding and resolution (ConfigurationDecoder, ConfigurationResolver) live beside
/// it; the configuration type itself is the checker's (CardChecker/CheckConfiguration).
public struct Pipeline: Sendable {
    public var reader: YAMLReader
    public var decoder: SpecDecoder
    public var checker: Checker
    /// The configuration's `access:`, for the generate stage (read once, as below).
    public let access: AccessLevel?
    /// `superfluous-suppression`'s severity, nil when the configuration turns it off; and the
    /// rules the configuration disables. Read once here: copying the configuration per file
    /// showed in profiles.
    package let superfluousSeverity: Severity?
    package let disabledRules: Set<RuleID>

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        reader = YAMLReader(limits: limits)
        decoder = SpecDecoder(defaultDevices: configuration.defaultDevices, defaultOrientations: configuration.defaultOrientations)
        checker = Checker(configuration: configuration)
        access = configuration.access
        disabledRules = configuration.disabledRules
        superfluousSeverity = configuration.disabledRules.contains(.superfluousSuppression)
            ? nil : configuration.severities[.superfluousSuppression] ?? .warning
    }

    // MARK: The stages, one at a time

    /// read: every document of `bytes`, each handed on as it is complete.
    public func read(_ bytes: [UInt8], file: String, document: (YAMLTree, NodeID) -> Void) -> [Diagnostic] {
        reader.read(bytes, file: file, document: document)
    }

    /// decode: one document of a tree.
    public func decode(_ tree: YAMLTree, document: NodeID, file: String, sampleValues: Bool = true) -> (spec: CardSpec?, diagnostics: [Diagnostic]) {
        decoder.decode(tree, document: document, file: file, sampleValues: sampleValues)
    }

    /// The profiles one document of a tree is checked on, from its `devices` and `orientations`
    /// and this pipeline's configuration, for a document that did not decode
    /// (`SpecDecoder.checkedProfiles`).
    public func checkedProfiles(_ tree: YAMLTree, document: NodeID, file: String) -> [DeviceProfile]? {
        decoder.checkedProfiles(tree, document: document, file: file)
    }

    /// check: the checker rules' findings on one spec.
    public func check(_ spec: consuming CardSpec, file: String) -> [Diagnostic] {
        checker.check(spec, file: file)
    }

    // MARK: The run

    /// Runs the stages over one file's bytes, keeping what `options` asks for.
    /// A large UTF-8 stream is split at document markers and its parts run on `options.workers`
    /// cores; positions and results are those of reading it whole. `storage`, when given, lends
    /// the reader its arrays (a worker running many files passes the same one to each).
    public func run(_ bytes: [UInt8], file: String, options: PipelineOptions = PipelineOptions(), storage: ReaderStorage? = nil) -> PipelineResult<Never> {
        run(bytes, file: file, options: options, stage: NoStage(), storage: storage)
    }

    /// The same over bytes the caller holds (a worker's buffer, lent to file after file).
    package func run(contentsOf bytes: UnsafeBufferPointer<UInt8>, file: String, options: PipelineOptions = PipelineOptions(),
                     storage: ReaderStorage? = nil) -> PipelineResult<Never> {
        run(contentsOf: bytes, file: file, options: options, stage: NoStage(), storage: storage)
    }

    /// The same, with `stage` making a product of each spec that decoded whole.
    public func run<Stage: DocumentStage>(_ bytes: [UInt8], file: String, options: PipelineOptions = PipelineOptions(), stage: Stage,
                                          storage: ReaderStorage? = nil) -> PipelineResult<Stage.Product> {
        bytes.withUnsafeBufferPointer { run(contentsOf: $0, file: file, options: options, stage: stage, storage: storage) }
    }

    package func run<Stage: DocumentStage>(contentsOf all: UnsafeBufferPointer<UInt8>, file: String, options: PipelineOptions, stage: Stage,
                                           storage: ReaderStorage?) -> PipelineResult<Stage.Product> {
        let keep = options.keepsDocuments(making: Stage.makesProducts)
        var result = { () -> PipelineResult<Stage.Product> in
            // A file over the size limit goes to the reader whole, which reports it.
            let splittable = options.workers > 1 && !options.tree && all.count >= StreamSplitter.minimumSize
                && all.count <= reader.limits.maxFileSize
            // More parts than cores, taken as cores come free: a core the machine slows down
            // then holds up a smaller share.
            let chunks = splittable ? StreamSplitter.split(all, parts: options.workers * 4) : []
            var statistics = PipelineStatistics()
            if chunks.count > 1 {
                let suppressions = SharedSuppressions(bytes: all, shared: true)
                let base = UnsafeSendableBuffer(buffer: all)
                let parts = Parallel.map(chunks.count, workers: options.workers) { i in
                    let chunk = chunks[i]
                    var kept: [DocumentResult<Stage.Product>] = []
                    var part = runPart(UnsafeBufferPointer(rebasing: base.buffer[chunk.range]), file: file, lineOffset: chunk.lineOffset,
                                       isPart: true, options: options, stage: stage, suppressions: suppressions, storage: nil) { kept.append($0) }
                    part.kept = kept
                    return part
                }
                statistics.reads = 1
                statistics = parts.reduce(statistics) { $0 + $1.statistics }
                // Reading whole, libyaml stops at the first syntax error and the document count
                // is for the whole stream: when a part hit either, read whole to say the same.
                let documents = parts.reduce(0) { $0 + $1.documents }
                if !parts.contains(where: \.stoppedEarly) && documents <= reader.limits.maxDocuments {
                    var merged = merge(parts, file: file, checked: options.check, suppressions: suppressions)
                    merged.statistics = statistics
                    return merged
                }
            }
            let suppressions = SharedSuppressions(bytes: all, shared: false)
            var kept: [DocumentResult<Stage.Product>] = []
            // `kept` is read after `runPart` has filled it: arguments are evaluated in order.
            var merged = merge(whole: runPart(all, file: file, lineOffset: 0, options: options, stage: stage, suppressions: suppressions,
                                              storage: storage) { document in if keep { kept.append(document) } },
                               documents: kept, file: file, checked: options.check, suppressions: suppressions)
            merged.statistics = merged.statistics + statistics
            merged.statistics.reads += 1
            return merged
        }()
        result.inputBytes = all.count
        return result
    }

    /// Runs the stages over one file's bytes, handing each document's result to `each` as it is
    /// made and keeping none: memory holds one document (or one batch) rather than the file's
    /// cards, their Swift or their pictures. Read on the calling thread. The ranges in the
    /// documents handed on are ranges of the returned result's diagnostics.
    public func run<Stage: DocumentStage>(_ bytes: [UInt8], file: String, options: PipelineOptions, stage: Stage,
                                          each: (DocumentResult<Stage.Product>) -> Void) -> PipelineResult<Stage.Product> {
        var result = bytes.withUnsafeBufferPointer { all -> PipelineResult<Stage.Product> in
            let suppressions = SharedSuppressions(bytes: all, shared: false)
            var merged = merge(whole: runPart(all, file: file, lineOffset: 0, options: options, stage: stage, suppressions: suppressions,
                                              storage: nil, each: each),
                               documents: [], file: file, checked: options.check, suppressions: suppressions)
            merged.statistics.reads += 1
            return merged
        }
        result.inputBytes = bytes.count
        return result
    }

    /// What running one part of a file found.
    package struct PartResult<Product: Sendable>: Sendable {
        package var kept: [DocumentResult<Product>] = []
        package var specCount = 0
        package var documents = 0
        package var collector: DiagnosticCollector
        /// Reading ended at a syntax error or a limit rather than at the end of the part.
        package var stoppedEarly = false
        package var readerDiagnostics: [Diagnostic] = []
        /// The reader's reports past the cap, counted only (`ReadState.report`); all errors.
        package var readerLeftOut = 0
        /// Findings that suppression comments removed, to tell which comments did something.
        package var suppressed: [Diagnostic] = []
        package var tree: YAMLTree?
        package var statistics = PipelineStatistics()
    }

    /// Documents read before any is decoded.
    package static let batchSize = 32

    package func runPart<Stage: DocumentStage>(_ bytes: UnsafeBufferPointer<UInt8>, file: String, lineOffset: Int, isPart: Bool = false,
                                               options: PipelineOptions, stage: Stage, suppressions: SharedSuppressions, storage: ReaderStorage?,
                                               each: (DocumentResult<Stage.Product>) -> Void) -> PartResult<Stage.Product> {
        var part = PartResult<Stage.Product>(collector: DiagnosticCollector(limit: reader.limits.maxDiagnostics))
        let keep = options.keepsDocuments(making: Stage.makesProducts)
        let sampleValues = options.sampleValues(making: Stage.makesProducts)
        // Each stage runs over a batch of documents before the next starts (see
        // YAMLReader.read(_:file:lineOffset:batchSize:batch:)); diagnostics are still added
        // document by document, decoder's then checker's, as reading one at a time would.
        // `part` is passed in, not captured: a captured `var` takes a run-time exclusivity
        // check at each of its dozen accesses per document.
        // A decoded spec's findings, less those a suppression comment silences (which are kept
        // aside to judge the comments), into the part's diagnostics.
        func checkInto(_ part: inout PartResult<Stage.Product>, _ spec: consuming CardSpec) {
            part.statistics.checks += 1
            var findings = check(spec, file: file)
            if !findings.isEmpty, let s = suppressions.value {
                part.suppressed += findings.filter(s.isSuppressed)
                findings.removeAll(where: s.isSuppressed)
            }
            part.collector.add(findings)
        }
        // One document's decoder result through the checker (or the stage), into `part`; `i`
        // is its index in the batch, `first` the batch's first document's in the part.
        func handle(_ documentAt: SourceLocation, _ first: Int, _ i: Int,
                    _ result: inout (spec: CardSpec?, partial: Bool, diagnostics: [Diagnostic], leftOut: Int),
                    _ part: inout PartResult<Stage.Product>) {
            let start = part.collector.kept.count
            part.collector.add(result.diagnostics)
            // The decoder's reports past its room, counted only (all are errors).
            part.collector.count(errors: result.leftOut)
            // Taken out of the result, not copied: the checker then owns the spec.
            guard !result.partial, let spec = result.spec.take() else {
                // A spec with input errors only where no rule reads (SpecDecoder.decodeDocument)
                // is checked, so that one run shows every problem; it is never generated or drawn.
                if options.check, let spec = result.spec.take() {
                    checkInto(&part, spec)
                }
                if keep {
                    each(DocumentResult(index: first + i, location: documentAt,
                                        diagnostics: start..<part.collector.kept.count))
                }
                return
            }
            part.specCount += 1
            guard keep else {
                // `lint`'s path: nothing kept, nothing made but the findings.
                guard options.check else { return }
                checkInto(&part, spec)
                return
            }
            var document = DocumentResult<Stage.Product>(index: first + i, location: spec.locations.document, name: spec.name,
                                                         nameLocation: spec.locations["name"])
            // The run's one stage, here and nowhere else: it makes its product of the spec
            // (checked as it shows it, or as lint checks it).
            if stage.makes(document: first + i) {
                if stage.showsFindings {
                    let spec = stage.prepared(spec)
                    part.statistics.checks += 1
                    var (context, findings, diagnostics) = checker.checkAll(spec, file: file)
                    if let s = suppressions.value, !diagnostics.isEmpty {
                        part.suppressed += diagnostics.filter(s.isSuppressed)
                        diagnostics.removeAll(where: s.isSuppressed)
                        findings.removeAll { f in
                            s.isSuppressed(Diagnostic(file: file, location: context.spec.locations[f.path], severity: f.severity, rule: f.rule,
                                                      message: f.message))
                        }
                    }
                    part.collector.add(diagnostics)
                    if options.specs { document.spec = spec }
                    document.product = stage.make(spec, checked: CheckedSpec(context: context, findings: findings), in: self)
                } else {
                    document.product = stage.make(spec, checked: nil, in: self)
                    if options.check { checkInto(&part, spec) }
                }
                part.statistics.made += 1
            } else if options.check {
                checkInto(&part, spec)
            }
            if options.specs && document.spec == nil { document.spec = spec }
            document.diagnostics = start..<part.collector.kept.count
            each(document)
        }
        func stages(_ tree: YAMLTree, _ part: inout PartResult<Stage.Product>) {
            let first = part.documents
            part.documents += tree.documents.count
            part.statistics.decodes += tree.documents.count
            if tree.documents.count == 1 {
                // A batch of one document (a file of one card: lint's usual batch) needs no
                // array of results, whose allocation and teardown showed per file.
                var result = decoder.decodeForChecking(tree, document: tree.documents[0], file: file, sampleValues: sampleValues,
                                                       room: part.collector.room)
                handle(tree[tree.documents[0]].location, first, 0, &result, &part)
                return
            }
            // Optional, so that each result is moved out of the array whole: reading a field of
            // it through the array copied the result, spec and all, and destroyed the copy.
            // Decoded as handled, not all first: each document's room is what the collector has
            // left after the documents before it.
            for i in tree.documents.indices {
                var result = decoder.decodeForChecking(tree, document: tree.documents[i], file: file, sampleValues: sampleValues,
                                                       room: part.collector.room)
                handle(tree[tree.documents[i]].location, first, i, &result, &part)
            }
        }
        if options.tree {
            // Kept whole: read whole, then every document is one batch.
            let read = reader.read(bytes, file: file)
            part.readerDiagnostics = read.diagnostics
            part.readerLeftOut = read.leftOut
            stages(read.tree, &part)
            part.tree = read.tree
        } else {
            // Each document is decoded while its events arrive, then checked (or made).
            let source = reader.events(bytes, file: file, lineOffset: lineOffset, part: isPart, storage: storage)
            reading: while true {
                switch source.next() {
                case .documentStart:
                    var result: (spec: CardSpec?, partial: Bool, diagnostics: [Diagnostic], leftOut: Int) = (nil, false, [], 0)
                    let decoded = decoder.decodeLive(source, file: file, sampleValues: sampleValues, room: part.collector.room, into: &result)
                    // The document's end, unless reading stopped inside it: then it is not
                    // counted, and what its decoding found is dropped.
                    var step = source.next()
                    while step != .documentEnd && step != .stop { step = source.next() }
                    if step == .documentEnd, decoded, let documentAt = source.lastDocumentLocation {
                        let first = part.documents
                        part.documents += 1
                        part.statistics.decodes += 1
                        handle(documentAt, first, 0, &result, &part)
                    }
                    source.clearDocument()
                    if step == .stop { break reading }
                case .stop:
                    break reading
                default:
                    continue
                }
            }
            (part.readerDiagnostics, part.readerLeftOut) = source.finish()
        }
        part.stoppedEarly = part.readerDiagnostics.contains { $0.rule == .yamlSyntax || $0.rule == .resourceLimit }
        return part
    }

    /// The parts' results as the file's. `checked`: whether the checker ran (if not, which
    /// suppression comments silenced something cannot be told, and none is reported).
    package func merge<Product: Sendable, Parts: Collection<PartResult<Product>>>(_ parts: Parts, file: String, checked: Bool,
                                                                                 suppressions: SharedSuppressions) -> PipelineResult<Product> {
        var collector = DiagnosticCollector(limit: reader.limits.maxDiagnostics)
        var documents: [DocumentResult<Product>] = []
        var firstDocument = 0
        for part in parts {
            // Each part's documents and diagnostic ranges move by what the parts before it hold.
            let offset = collector.kept.count
            collector.add(part.collector.kept)
            collector.leftOut += part.collector.leftOut
            collector.leftOutErrors += part.collector.leftOutErrors
            if !part.kept.isEmpty {
                if documents.isEmpty && firstDocument == 0 && offset == 0 {
                    documents = part.kept
                } else {
                    let end = collector.kept.count
                    documents += part.kept.map { d in
                        var d = d
                        d.index += firstDocument
                        d.diagnostics = min(d.diagnostics.lowerBound + offset, end)..<min(d.diagnostics.upperBound + offset, end)
                        return d
                    }
                }
            }
            firstDocument += part.documents
        }
        for part in parts {
            collector.add(part.readerDiagnostics)
            collector.count(errors: part.readerLeftOut)
        }
        let documentCount = parts.reduce(0) { $0 + $1.documents }
        let specCount = parts.reduce(0) { $0 + $1.specCount }
        if checked, let severity = superfluousSeverity, let s = suppressions.value {
            // A file some of which was not read or decoded was not wholly checked: whether a
            // suppression there would have silenced something cannot be told.
            let wholeChecked = specCount == documentCount && parts.allSatisfy { $0.readerDiagnostics.isEmpty }
            collector.add(s.superfluous(file: file, suppressed: parts.flatMap(\.suppressed), disabled: disabledRules,
                                        checkUse: wholeChecked, severity: severity))
        }
        if documentCount == 0 && parts.allSatisfy({ $0.readerDiagnostics.isEmpty }) {
            collector.add([Diagnostic(
                file: file, location: SourceLocation(line: 1, column: 1), severity: .warning, rule: .missingKey,
                message: "the file holds no card spec; a spec is a mapping with version, name and kind"
            )])
        }
        return PipelineResult(file: file, diagnostics: collector.finish(file: file), documents: documents, documentCount: documentCount,
                              specCount: specCount, inputBytes: 0, tree: parts.first?.tree, statistics: PipelineStatistics(),
                              cardCount: parts.reduce(documentCount) { $0 + ($1.stoppedEarly ? 1 : 0) })
    }

    /// `merge` of one part (a file read whole): the same result, without a collection of parts.
    /// Through a one-element collection, each look at the part (a loop, `reduce`, `allSatisfy`,
    /// `first`) copied it, its tree and arrays retained and released again, by the generic
    /// collection's value witnesses: about 1,000 instructions a file. The part's collector is
    /// the result's: `merge` adds its diagnostics to an empty collector of the same limit, which
    /// keeps exactly them and the same counts left out.
    /// `documents`: the part's documents kept (what `merge` takes from `kept`, which the part
    /// leaves empty here). The result's statistics are the part's.
    package func merge<Product: Sendable>(whole part: consuming PartResult<Product>, documents: [DocumentResult<Product>], file: String,
                                          checked: Bool, suppressions: SharedSuppressions) -> PipelineResult<Product> {
        var collector = part.collector
        part.collector = DiagnosticCollector(limit: 0)
        collector.add(part.readerDiagnostics)
        collector.count(errors: part.readerLeftOut)
        let documentCount = part.documents
        let specCount = part.specCount
        let readWhole = part.readerDiagnostics.isEmpty
        if checked, let severity = superfluousSeverity, let s = suppressions.value {
            // As `merge`: not wholly checked when some of it was not read or decoded.
            let wholeChecked = specCount == documentCount && readWhole
            collector.add(s.superfluous(file: file, suppressed: part.suppressed, disabled: disabledRules,
                                        checkUse: wholeChecked, severity: severity))
        }
        if documentCount == 0 && readWhole {
            collector.add([Diagnostic(
                file: file, location: SourceLocation(line: 1, column: 1), severity: .warning, rule: .missingKey,
                message: "the file holds no card spec; a spec is a mapping with version, name and kind"
            )])
        }
        return PipelineResult(file: file, diagnostics: collector.finish(file: file), documents: documents, documentCount: documentCount,
                              specCount: specCount, inputBytes: 0, tree: part.tree, statistics: part.statistics,
                              cardCount: documentCount + (part.stoppedEarly ? 1 : 0))
    }
}
