import CardSupport
import CardModel
import CardReader
import CardDecoder
import CardChecker
import CardPipeline
/// What `lint`, `generate` and `preview` hand each file to: one `Pipeline` (the stages, with one
/// `.cardc.yml`'s configuration) and the result as the commands keep it. Files are independent
/// of each other, so callers may lint them in any order or in parallel. A class, so that handing
/// the linter to each of ten thousand files retains one object rather than every array of its
/// configuration.
public final class Linter: Sendable {
    /// The stages this linter runs.
    public let pipeline: Pipeline
    public var reader: YAMLReader { pipeline.reader }
    public var decoder: SpecDecoder { pipeline.decoder }
    public var checker: Checker { pipeline.checker }

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        pipeline = Pipeline(limits: limits, configuration: configuration)
    }

    public struct FileResult: Sendable {
        public var path: String
        /// The valid specs, when asked to keep them.
        public var specs: [CardSpec]
        /// Documents that decoded into a spec.
        public var specCount: Int
        /// The cards lint's summary counts (`PipelineResult.cardCount`): decoded or not.
        public var cardCount = 0
        public var diagnostics: [Diagnostic]
        /// Each valid card's name and where it is written, when asked to keep them.
        public var names: [CardName] = []
        /// The size of the file read: what bounds the output made of it.
        public var inputBytes = 0
        /// The work the run did.
        public var statistics = PipelineStatistics()
    }

    /// A card's name, its position and the index of its document: what `generate` checks
    /// across all specs before it generates any (duplicate names), without keeping the specs.
    public struct CardName: Sendable {
        public var name: String
        public var location: SourceLocation
        public var document = 0
    }

    /// Lints one file's bytes: one `Pipeline.run`. `keepSpecs: false` keeps only their count
    /// (lint needs no more); `check: false` reads and decodes only. A large UTF-8 stream is split at document markers and its parts
    /// linted on `workers` cores. `storage`, when given, lends the reader its arrays (a worker
    /// linting many files passes the same one to each).
    public func lint(_ bytes: [UInt8], path: String, keepSpecs: Bool = true, keepNames: Bool = false, check: Bool = true, workers: Int = 1,
                     storage: ReaderStorage? = nil) -> FileResult {
        bytes.withUnsafeBufferPointer { lint(contentsOf: $0, path: path, keepSpecs: keepSpecs, keepNames: keepNames, check: check, workers: workers,
                                             storage: storage) }
    }

    /// The same over bytes the caller holds (a worker's buffer, lent to file after file).
    package func lint(contentsOf bytes: UnsafeBufferPointer<UInt8>, path: String, keepSpecs: Bool = true, keepNames: Bool = false, check: Bool = true,
                      workers: Int = 1, storage: ReaderStorage? = nil) -> FileResult {
        let run = pipeline.run(contentsOf: bytes, file: path,
                               options: PipelineOptions(check: check, documents: keepNames, specs: keepSpecs, workers: workers), storage: storage)
        return FileResult(
            path: path,
            specs: keepSpecs ? run.documents.compactMap(\.spec) : [],
            specCount: run.specCount,
            cardCount: run.cardCount,
            diagnostics: run.diagnostics,
            names: keepNames ? run.documents.compactMap { d in d.name.map { CardName(name: $0, location: d.nameLocation ?? d.location, document: d.index) } } : [],
            inputBytes: run.inputBytes,
            statistics: run.statistics
        )
    }
}
