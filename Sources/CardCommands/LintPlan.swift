#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport
import CardModel
import CardReader
import CardPipeline

/// The inputs of one run, each with the linter its `.cardc.yml` calls for: what `lint` and
/// `generate` share. Configurations are resolved in input order (each directory looked up
/// once); the files are then linted on every core, results kept in input order.
package struct LintPlan {
    /// Each input with the index of its linter in `linters`: an index, not a copy, so that
    /// planning ten thousand files does not retain a configuration ten thousand times.
    package var jobs: [(input: InputDiscovery.Input, linter: Int)] = []
    package var linters: [Linter] = []
    /// The configuration file each linter's configuration was read from (by the linter's
    /// index); nil for one read from no file (the defaults).
    package var configurationPaths: [String?] = []
    /// Problems in the configuration files, each file's reported once.
    package var configurationDiagnostics: [Diagnostic] = []
    package let limits: ReaderLimits

    package init(inputs: [InputDiscovery.Input], limits: ReaderLimits, configPath: String?) throws(FileSystem.Failure) {
        self.limits = limits
        var resolver = ConfigurationResolver(explicitPath: configPath)
        var linterIndex: [String: Int] = [:]
        var reported: Set<String> = []
        // Inputs come a directory at a time: the previous file's directory usually answers.
        var previous: (path: String, directoryLength: Int, linter: Int)?
        jobs.reserveCapacity(inputs.count)
        for input in inputs {
            let specPath: String? = if case .file(let p) = input { p } else { nil }
            if let specPath, let previous, Self.sameDirectory(specPath, previous.path, directoryLength: previous.directoryLength) {
                jobs.append((input, previous.linter))
                continue
            }
            let resolved = try resolver.resolve(forSpecAt: specPath)
            let configuration = resolved.configuration
            if let path = configuration.path, reported.insert(path).inserted { configurationDiagnostics += resolved.diagnostics }
            let key = configuration.path ?? ""
            let index: Int
            if let known = linterIndex[key] {
                index = known
            } else {
                index = linters.count
                linters.append(Linter(limits: limits, configuration: configuration))
                configurationPaths.append(configuration.path)
                linterIndex[key] = index
            }
            jobs.append((input, index))
            previous = specPath.map { ($0, Self.directoryPartLength($0), index) }
        }
    }

    /// What `lint` and `generate` start with: the paths expanded into inputs, and the plan for
    /// them; or, when that fails, the output that says why (exit status 2). `check` may refuse
    /// the inputs with a message.
    package enum Start {
        /// `failures`: folders that could not be read, each a line for standard error; the
        /// rest was found and can be linted.
        case ready(inputs: [InputDiscovery.Input], plan: LintPlan, failures: [String])
        /// `diagnostics`: what the report says of it (a configuration that could not be read,
        /// as `unreadable-file` at its path).
        case failed(RunOutput, diagnostics: [Diagnostic] = [])
    }

    package static func start(_ paths: [String], limits: ReaderLimits, configPath: String?,
                      check: ([InputDiscovery.Input]) -> String? = { _ in nil }) -> Start {
        func failure(_ message: String) -> Start {
            .failed(RunOutput(standardError: "cardc: error: \(message)\n", exitCode: ExitStatus.toolFailure))
        }
        let found = InputDiscovery.discover(paths)
        if let refusal = check(found.inputs) { return failure(refusal) }
        do {
            return .ready(inputs: found.inputs, plan: try LintPlan(inputs: found.inputs, limits: limits, configPath: configPath),
                          failures: found.failures.map { "cardc: error: cannot read \($0)" })
        } catch {
            let diagnostic = Diagnostic(file: error.path, location: SourceLocation(line: 1, column: 1), severity: .error, rule: .unreadableFile,
                                        message: "cannot read this configuration: " + (error.reason.hasPrefix("is ") ? "it " : "") + error.reason)
            return .failed(RunOutput(standardError: "cardc: error: cannot read configuration \(error)\n", exitCode: ExitStatus.toolFailure),
                           diagnostics: [diagnostic])
        }
    }

    /// What `generate` and `preview` start with: spec files only (no standard input), every
    /// named folder readable (working from part of the specs could orphan the rest's output);
    /// or the output that says why not. `command` names the command in the refusal, `nothing`
    /// says what was not made.
    package static func startWithFiles(_ paths: [String], limits: ReaderLimits, configPath: String?, command: String,
                               nothing: String) -> Result<LintPlan, RunOutputFailure> {
        switch start(paths, limits: limits, configPath: configPath, check: { inputs in
            if inputs.isEmpty { return "no spec files given" }
            if inputs.contains(.standardInput) { return "\(command) reads spec files, not standard input" }
            return nil
        }) {
        case .ready(_, let plan, let failures):
            if !failures.isEmpty {
                return .failure(RunOutputFailure(output: RunOutput(standardError: failures.map { $0 + "\n" }.joined() + "cardc: \(nothing)\n",
                                                                   exitCode: ExitStatus.toolFailure)))
            }
            return .success(plan)
        case .failed(let output, _):
            return .failure(RunOutputFailure(output: output))
        }
    }

    /// What the first pass of `generate` and `preview` keeps: every file linted, each card's
    /// name with its document's index (no spec: memory holds names rather than cards; 100,000
    /// cards of one file took 564 MB when kept), and the names used twice.
    package struct CardsPass {
        package var diagnostics: [Diagnostic]
        package var cards: [(card: Linter.CardName, path: String)] = []
        /// Each job's card names, in order (empty for a job that was not a file).
        package var namesByJob: [[String]] = []
        /// `duplicate-name` errors (already in `diagnostics`), and the cards they are at.
        package var duplicates: Set<CardKey> = []
        package var inputBytes = 0
        /// The work the pass's runs did.
        package var statistics = PipelineStatistics()
    }

    /// A card by its file and the index of its document: two cards of one name in one file
    /// are two keys.
    package struct CardKey: Hashable, Sendable {
        package var path: String
        package var document: Int

        package init(path: String, document: Int) {
            self.path = path
            self.document = document
        }
    }

    /// The first pass: lints every input (`check: false`: reads and decodes only), keeping
    /// names; or the output that says a file could not be read.
    package func cardsPass(check: Bool = true) -> Result<CardsPass, RunOutputFailure> {
        var pass = CardsPass(diagnostics: configurationDiagnostics)
        for result in runJobs(keepSpecs: false, keepNames: true, check: check, standardInput: nil) {
            switch result {
            case .linted(let file):
                pass.diagnostics += file.diagnostics
                pass.cards += file.names.map { ($0, file.path) }
                pass.namesByJob.append(file.names.map(\.name))
                pass.inputBytes += file.inputBytes
                pass.statistics = pass.statistics + file.statistics
            case .unreadable(let error):
                return .failure(RunOutputFailure(output: RunOutput(standardError: "cardc: error: cannot read \(error)\n", exitCode: ExitStatus.toolFailure)))
            case .unread:
                pass.namesByJob.append([])
            }
        }
        for (index, diagnostic) in Self.duplicateNames(pass.cards) {
            pass.diagnostics.append(diagnostic)
            pass.duplicates.insert(CardKey(path: pass.cards[index].path, document: pass.cards[index].card.document))
        }
        return .success(pass)
    }

    /// Every card becomes a type in one module and a file of its name: two of the same name
    /// cannot coexist. Compared without case: the files `Name.swift` and `name.swift` are one
    /// file on a case-insensitive file system (macOS's default). Each error with the index in
    /// `cards` of the card it is at (the second of the name).
    package static func duplicateNames(_ cards: [(card: Linter.CardName, path: String)]) -> [(Int, Diagnostic)] {
        var diagnostics: [(Int, Diagnostic)] = []
        var firstByName: [String: (card: Linter.CardName, path: String)] = [:]
        for (index, (card, path)) in cards.enumerated() {
            if let first = firstByName[card.name.lowercased()] {
                diagnostics.append((index, Diagnostic(
                    file: path, location: card.location, severity: .error, rule: .duplicateName,
                    message: "card name '\(card.name)' is also used\(first.card.name == card.name ? "" : " (as '\(first.card.name)')") at \(first.path):\(first.card.location.line); each card becomes a Swift type and file of that name"
                )))
            } else {
                firstByName[card.name.lowercased()] = (card, path)
            }
        }
        return diagnostics
    }

    /// `path` without `./` and `..` detours, relative to `workingDirectory` when inside it,
    /// independent of how it was typed.
    package static func displayPath(_ path: String, workingDirectory: String) -> String {
        let normalized = FileSystem.normalized(path, against: workingDirectory)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// How generated files (their header) and previews name a spec: relative to the repository
    /// holding it (`RepositoryRoot.repository(holding:)`), so that the same spec is named alike
    /// from any working directory and on any machine, and `generate --check` run from a
    /// subfolder agrees with a run from the top; outside a repository, `displayPath`.
    package static func sourcePath(_ path: String, workingDirectory: String) -> String {
        let normalized = FileSystem.normalized(path, against: workingDirectory)
        guard let repository = RepositoryRoot.repository(holding: normalized) else { return displayPath(path, workingDirectory: workingDirectory) }
        return displayPath(normalized, workingDirectory: repository)
    }

    /// Whether two paths as written name files of the same directory as written (`x` and `/x`
    /// do not): up to and including their last slash, the bytes are equal.
    package static func sameDirectory(_ a: String, _ b: String) -> Bool {
        let same = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let n = FileSystem.directoryPartLength(x)
                guard n == FileSystem.directoryPartLength(y) else { return false }
                return n == 0 || memcmp(x.baseAddress!, y.baseAddress!, n) == 0
            }
        }
        return (same ?? nil) ?? false
    }

    /// `sameDirectory(path, other)`, given the length of `other`'s directory part
    /// (`FileSystem.directoryPartLength`): a forward search of `path`'s name for a slash rather
    /// than a backward one of both whole paths (planning asks it of every file).
    package static func sameDirectory(_ path: String, _ other: String, directoryLength n: Int) -> Bool {
        let same = path.utf8.withContiguousStorageIfAvailable { x in
            other.utf8.withContiguousStorageIfAvailable { y -> Bool in
                guard let xBase = x.baseAddress else { return n == 0 }
                let slash = Int32(UInt8(ascii: "/"))
                if n == 0 { return memchr(xBase, slash, x.count) == nil }
                guard x.count >= n, xBase[n - 1] == UInt8(ascii: "/"), memchr(xBase + n, slash, x.count - n) == nil,
                      let yBase = y.baseAddress else { return false }
                return memcmp(xBase, yBase, n) == 0
            }
        }
        return (same ?? nil) ?? false
    }

    /// `FileSystem.directoryPartLength` of a path as written.
    package static func directoryPartLength(_ path: String) -> Int {
        path.utf8.withContiguousStorageIfAvailable(FileSystem.directoryPartLength) ?? (path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) + 1 } ?? 0)
    }

    /// One file's outcome: its result, or why it could not be read; nil for standard input that
    /// could not be read (the caller reported it).
    package typealias Outcome = Result<Linter.FileResult, FileSystem.Failure>?

    /// One file's outcome as the runs below make it: `Outcome` as a plain enum. A `Result` in
    /// an `Optional` had its metadata instantiated at run time (with a search of the conformance
    /// tables for `FileSystem.Failure: Error`), and was copied and destroyed through generic
    /// value witnesses, per file.
    package enum JobOutcome: Sendable {
        case linted(Linter.FileResult)
        case unreadable(FileSystem.Failure)
        /// Standard input that could not be read (the caller reported it).
        case unread

        package var outcome: Outcome {
            switch self {
            case .linted(let file): .success(file)
            case .unreadable(let failure): .failure(failure)
            case .unread: nil
            }
        }
    }

    /// Lints every input. A single input is split across the cores instead of the inputs.
    package func run(keepSpecs: Bool, keepNames: Bool = false, check: Bool = true, standardInput: [UInt8]?) -> [Outcome] {
        runJobs(keepSpecs: keepSpecs, keepNames: keepNames, check: check, standardInput: standardInput).map(\.outcome)
    }

    private func runJobs(keepSpecs: Bool, keepNames: Bool, check: Bool, standardInput: [UInt8]?) -> [JobOutcome] {
        let lint = jobLinter(keepSpecs: keepSpecs, keepNames: keepNames, check: check, standardInput: standardInput)
        return Parallel.map(jobs.count, perWorker: { JobWorker() }) { worker, i in lint(&worker, i) }
    }

    /// Lints the inputs in the order `order` gives (a permutation of the job indices), turns
    /// each outcome into what the caller keeps with `prepare` on the worker that linted it, and
    /// hands that to `consume` in `order` as soon as it is ready, keeping none: what `lint`
    /// prints as it goes. (Preparing on the worker formats in parallel.) `prepare` owns the
    /// outcome, so it can take the file's result apart without copying it.
    package func run<Prepared: Sendable>(keepSpecs: Bool, standardInput: [UInt8]?, order: [Int],
                                 prepare: @escaping @Sendable (Int, consuming JobOutcome) -> Prepared,
                                 consume: @escaping @Sendable (Prepared) -> Void) {
        let lint = jobLinter(keepSpecs: keepSpecs, standardInput: standardInput)
        Parallel.forEachInOrder(order.count, perWorker: { JobWorker() }, { worker, k in prepare(order[k], lint(&worker, order[k])) },
                                consume: { _, prepared in consume(prepared) })
    }

    /// What each worker keeps from one file to the next: it lends the reader the same arrays
    /// for every file, reads each file into the same buffer, and opens files relative to the
    /// directory it read the previous one from.
    package struct JobWorker {
        package let storage = ReaderStorage()
        package let directory = DirectoryCursor()
    }

    /// Lints job `i`.
    private func jobLinter(keepSpecs: Bool, keepNames: Bool = false, check: Bool = true, standardInput: [UInt8]?) -> @Sendable (inout JobWorker, Int) -> JobOutcome {
        let work = jobs
        let linters = self.linters
        let limits = self.limits
        let streamWorkers = work.count == 1 ? Parallel.processorCount : 1
        return { worker, i in
            let (input, index) = work[i]
            switch input {
            case .file(let path):
                do throws(FileSystem.Failure) {
                    let storage = worker.storage
                    var result: Linter.FileResult?
                    try worker.directory.withContents(path, limit: limits.maxFileSize) { bytes in
                        result = linters[index].lint(contentsOf: bytes, path: path, keepSpecs: keepSpecs, keepNames: keepNames, check: check,
                                                     workers: streamWorkers, storage: storage)
                    }
                    // `withContents` calls its body once when it does not throw.
                    guard let result else { return .unread }
                    return .linted(result)
                } catch {
                    return .unreadable(error)
                }
            case .standardInput:
                guard let standardInput else { return .unread }
                return .linted(linters[index].lint(standardInput, path: input.path, keepSpecs: keepSpecs, keepNames: keepNames, check: check,
                                                   workers: streamWorkers, storage: worker.storage))
            }
        }
    }
}

/// A command's output when it stopped before its work: what `Result` carries.
package struct RunOutputFailure: Error {
    package var output: RunOutput
}
