import CardSupport
import CardModel
import CardReader
import CardReporters
import CardPipeline
/// `cardc lint`: the library side of the command. The executable only parses flags into
/// `Options` and prints what `run` returns.
public struct LintCommand: Sendable {
    public struct Options: Sendable {
        public var paths: [String]
        public var format: DiagnosticFormat
        public var strict: Bool
        public var limits: ReaderLimits
        /// A `.cardc.yml` to use for every spec instead of the nearest one.
        public var configPath: String?
        /// Apply the mechanical fixes to the spec files first (then lint what is left), with
        /// `fixer`.
        public var fix: Bool
        /// Leave out the summary line on standard error (`cardc: N files, …`); diagnostics,
        /// failures and what `--fix` did are printed as ever.
        public var quiet: Bool

        /// What each flag is when not given (the executable's flags take their defaults from here).
        public static let defaults = Options(paths: [])

        public init(paths: [String], format: DiagnosticFormat = .text, strict: Bool = false, limits: ReaderLimits = .default, configPath: String? = nil,
                    fix: Bool = false, quiet: Bool = false) {
            self.fix = fix
            self.quiet = quiet
            self.paths = paths
            self.format = format
            self.strict = strict
            self.limits = limits
            self.configPath = configPath
        }
    }

    public var options: Options
    /// Supplies standard input for `-`; replaceable in tests.
    public var standardInput: @Sendable () throws(FileSystem.Failure) -> [UInt8]
    /// Runs with a spec's path after `--fix` has written its new contents and just before it
    /// checks the spec is unchanged and replaces it: a test's way to edit the file then.
    package var beforeReplacing: (@Sendable (String) -> Void)?
    /// `--fix`'s fixer (CardAuthoringCommands' `SpecFileFixes`), given by the full cardc; the
    /// plugins' tool links no fixer and refuses `--fix` before it gets here.
    package var fixer: (any LintFixing)?

    public init(options: Options, standardInput: (@Sendable () throws(FileSystem.Failure) -> [UInt8])? = nil) {
        self.options = options
        self.standardInput = standardInput ?? Self.readStandardInput(limit: options.limits.maxFileSize)
    }

    /// Standard input is read only up to the size limit (plus a byte, to tell), like a file.
    private static func readStandardInput(limit: Int) -> @Sendable () throws(FileSystem.Failure) -> [UInt8] {
        { () throws(FileSystem.Failure) -> [UInt8] in
            try FileSystem.readStandardInput(limit: limit)
        }
    }

    /// Runs the command and returns everything it would print.
    public func run() -> RunOutput {
        let collected = DiagnosticStreamWriter.CollectedText()
        var output = run(writingOutput: { collected.text += $0 })
        output.standardOutput = collected.text
        return output
    }

    /// Runs the command, passing standard output to `write` in pieces as files finish (the same
    /// bytes `run()` returns), so memory holds a few files' diagnostics rather than the run's.
    /// `write` is called on the worker threads, one call at a time, in output order. The
    /// returned output has standard error and the exit status.
    public func run(writingOutput write: @escaping @Sendable (String) -> Void) -> RunOutput {
        let (inputs, plan): ([InputDiscovery.Input], LintPlan)
        var failures: [String] = []
        let reporter = options.format.reporter()
        switch LintPlan.start(options.paths.isEmpty ? ["."] : options.paths, limits: options.limits, configPath: options.configPath) {
        case .ready(let i, let p, let f): (inputs, plan, failures) = (i, p, f)
        case .failed(let output, let diagnostics):
            // A report that says nothing else is still a whole document of its format.
            write(DiagnosticStreamWriter.render(diagnostics, reporter: reporter))
            return output
        }
        var fixed: [String] = []
        if options.fix {
            if let fixer {
                let report = fixer.applyFixes(plan, limits: options.limits, beforeReplacing: beforeReplacing)
                fixed = report.fixed
                failures += report.failures
            } else {
                failures.append("cardc: error: " + FullCardcOnly.fixMessage)
            }
        }
        var standardInputBytes: [UInt8]?
        if inputs.contains(.standardInput) {
            do {
                standardInputBytes = try standardInput()
            } catch {
                failures.append("cardc: error: cannot read \(error)")
            }
        }
        // Linted in the order they are printed (by path, ties as named), so each file prints
        // as soon as it is done. The folder walk's order usually is that order already, and
        // checking costs a tenth of sorting.
        let paths = plan.jobs.map(\.input.path)
        let inOrder = paths.indices.dropFirst().allSatisfy { !(paths[$0] < paths[$0 - 1]) }
        let order = inOrder ? Array(paths.indices) : paths.indices.sorted { paths[$0] != paths[$1] ? paths[$0] < paths[$1] : $0 < $1 }
        let writer = DiagnosticStreamWriter(reporter: reporter, strict: options.strict,
                                            configurationDiagnostics: plan.configurationDiagnostics, write: write)
        let merged = DiagnosticStreamWriter.pathsToMerge(paths, sortedBy: order, configurationDiagnostics: plan.configurationDiagnostics)
        let strict = options.strict
        let tally = Tally()
        plan.run(keepSpecs: false, standardInput: standardInputBytes, order: order, prepare: { job, outcome -> FileOutcome in
            switch consume outcome {
            case .linted(let file):
                var prepared = DiagnosticStreamWriter.prepare(path: file.path, file.diagnostics, reporter: reporter, strict: strict,
                                                              withPieces: merged.contains(file.path))
                prepared.inputBytes = file.inputBytes
                return .prepared(prepared, cardCount: file.cardCount, statistics: file.statistics)
            case .unreadable(let error):
                // Said at the path, in the report, as well as on standard error.
                let path = paths[job]
                let diagnostic = Diagnostic(file: path, location: SourceLocation(line: 1, column: 1), severity: .error, rule: .unreadableFile,
                                            message: "cannot read this file: " + (error.reason.hasPrefix("is ") ? "it " : "") + error.reason)
                return .unreadable(job: job, message: "cardc: error: cannot read \(error)",
                                   DiagnosticStreamWriter.prepare(path: path, [diagnostic], reporter: reporter, strict: strict,
                                                                  withPieces: merged.contains(path)))
            case .unread:
                return .none
            }
        }, consume: { outcome in
            switch outcome {
            case .prepared(let file, let cardCount, let statistics):
                tally.cardCount += cardCount
                tally.statistics = tally.statistics + statistics
                writer.add(file)
            case .unreadable(let job, let message, let file):
                tally.failures.append((job, message))
                writer.add(file)
            case .none:
                break
            }
        })
        writer.finish()
        // Unreadable files in input order, as they were named.
        failures += tally.failures.sorted { $0.job < $1.job }.map(\.message)
        let errors = writer.errors, warnings = writer.warnings, cardCount = tally.cardCount
        // A loop, not `joined()`: unspecialised, that looked up an associated type's conformance
        // at run time (about 200,000 instructions, once).
        var stderr = ""
        for line in fixed + failures {
            stderr += line
            stderr += "\n"
        }
        if !options.quiet {
            stderr += "cardc: \(inputs.count) file\(inputs.count == 1 ? "" : "s"), \(cardCount) card\(cardCount == 1 ? "" : "s"): "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        }
        var code = !failures.isEmpty ? ExitStatus.toolFailure : (errors > 0 ? ExitStatus.inputErrors : ExitStatus.success)
        if inputs.isEmpty {
            // A wrong path in CI must not pass as "nothing to complain about".
            let named = options.paths.isEmpty ? "the current directory" : options.paths.joined(separator: ", ")
            stderr = "cardc: error: no spec files (*.card.yaml, *.card.yml) in \(named)\n" + stderr
            code = max(code, ExitStatus.inputErrors)
        }
        var output = RunOutput(standardError: stderr, exitCode: code)
        output.statistics = tally.statistics
        return output
    }

    /// `lint --show-config`: for each spec the paths name, which configuration file applies
    /// (`SPEC: CONFIG`, or `SPEC: built-in defaults`), one line each, names shown as the text
    /// format shows them. Nothing is linted.
    public func showConfiguration() -> RunOutput {
        let found = InputDiscovery.discover(options.paths.isEmpty ? ["."] : options.paths)
        var resolver = ConfigurationResolver(explicitPath: options.configPath)
        var out = ""
        var stderr = found.failures.map { "cardc: error: cannot read \($0)\n" }.joined()
        for input in found.inputs {
            let spec: String? = if case .file(let path) = input { path } else { nil }
            do throws(FileSystem.Failure) {
                let path = try resolver.configurationPath(forSpecAt: spec)
                out += "\(FileName.display(input.path)): \(path.map(FileName.display) ?? "built-in defaults")\n"
            } catch {
                stderr += "cardc: error: cannot read configuration \(error)\n"
            }
        }
        return RunOutput(standardOutput: out, standardError: stderr, exitCode: stderr.isEmpty ? ExitStatus.success : ExitStatus.toolFailure)
    }

    /// What a worker passes on for one file.
    private enum FileOutcome: Sendable {
        case prepared(DiagnosticStreamWriter.PreparedFile, cardCount: Int, statistics: PipelineStatistics)
        case unreadable(job: Int, message: String, DiagnosticStreamWriter.PreparedFile)
        case none
    }

    /// Counts kept across the files as their outcomes arrive (one at a time, in order).
    private final class Tally: @unchecked Sendable {
        var cardCount = 0
        var failures: [(job: Int, message: String)] = []
        var statistics = PipelineStatistics()
    }
}
