import CardEngine
import CardSupport
import CardModel
import CardReader
import CardReporters
import CardPreview
import CardPipeline
import CardCommands

/// `cardc preview`: lints the specs as `lint` does, printing the same diagnostics, and draws
/// each card that decoded into `DIR/NAME.svg`, with `DIR/index.html` linking them all. A spec
/// that does not decode is not drawn (there is nothing to draw); checker findings are drawn in
/// red where they occur. Writes are atomic and skipped when nothing changed; a file that does
/// not carry the preview's marker is never overwritten, and links are never written through.
public struct PreviewCommand: Sendable {
    public struct Options: Sendable {
        public var specs: [String]
        public var output: String
        /// Built-in profile names to draw instead of each spec's devices (a spec's own profile
        /// of that name wins); empty: each spec's devices.
        public var devices: [String]
        public var format: DiagnosticFormat
        public var limits: ReaderLimits
        public var configPath: String?
        /// Leave out the summary line (`cardc: drew …`); diagnostics are printed as ever.
        public var quiet: Bool

        public init(specs: [String], output: String, devices: [String] = [], format: DiagnosticFormat = .text,
                    limits: ReaderLimits = .default, configPath: String? = nil, quiet: Bool = false) {
            self.quiet = quiet
            self.specs = specs
            self.output = output
            self.devices = devices
            self.format = format
            self.limits = limits
            self.configPath = configPath
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    package static let indexName = "index.html"

    public func run() -> RunOutput {
        var chosen: [DeviceProfile] = []
        for name in options.devices {
            guard let profile = DeviceProfile.builtIn(named: name) else {
                return toolFailure(UnknownChoice.message("unknown device '\(name)'", given: name, choices: DeviceProfile.builtIn.map(\.name), takes: "--device takes"))
            }
            if !chosen.contains(where: { $0.name == name }) { chosen.append(profile) }
        }
        let plan: LintPlan
        switch LintPlan.startWithFiles(options.specs, limits: options.limits, configPath: options.configPath, command: "preview",
                                       nothing: "nothing was drawn") {
        case .success(let p): plan = p
        case .failure(let stopped): return stopped.output
        }

        // First pass: every card's name, as generate keeps them. The checker runs in the second
        // pass, whose findings are drawn and reported; only when other devices are drawn than
        // the specs' (then the drawn findings are those devices') does the first pass check,
        // for the report.
        let checkFirst = !chosen.isEmpty
        let pass: LintPlan.CardsPass
        switch plan.cardsPass(check: checkFirst) {
        case .success(let p): pass = p
        case .failure(let stopped): return stopped.output
        }
        // Each card is a file named after it: a second card of a name (in any case) is not drawn.
        let skipped = pass.duplicates
        // What a run that stops before drawing reports: what `lint` would (checked now, when
        // the first pass did not; a refusal is rare).
        let lintReport = { () -> String in
            let diagnostics: [Diagnostic]
            if checkFirst {
                diagnostics = pass.diagnostics
            } else if case .success(let checked) = plan.cardsPass(check: true) {
                diagnostics = checked.diagnostics
            } else {
                diagnostics = pass.diagnostics
            }
            return DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics), as: self.options.format)
        }

        let folder = options.output
        let writer = GeneratedFolderWriter(folder: folder, marker: .contains(CardPreview.marker, within: 128),
                                           notWrittenByCardc: "cardc preview did not write it", durable: false,
                                           budget: PreviewBudget(inputBytes: pass.inputBytes).take)
        var outputs = pass.cards.filter { !skipped.contains(LintPlan.CardKey(path: $0.path, document: $0.card.document)) }
            .map { writer.path($0.card.name + ".svg") }
        outputs.append(writer.path(Self.indexName))
        if let refusal = writer.refusal(toWrite: outputs) { return toolFailure(refusal, report: lintReport()) }
        if let problem = writer.prepare() { return toolFailure(problem, report: lintReport()) }

        // Second pass: one run per file that checks each card once and draws it with the run's
        // findings (its suppression comments applied by the run), each picture written as it is
        // made, on the worker that reads the file.
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let jobs = plan.jobs
        let linters = plan.linters
        let limits = options.limits
        let devices = chosen
        // Each file's drawn cards, the cards left undrawn by the budget, and the run.
        let results = Parallel.map(jobs.count) { i -> Result<FileDrawing, FileSystem.Failure> in
            guard case .file(let path) = jobs[i].input else { return .success(FileDrawing()) }
            do throws(FileSystem.Failure) {
                let bytes = try FileSystem.read(path, limit: limits.maxFileSize)
                let source = LintPlan.sourcePath(path, workingDirectory: cwd)
                var drawing = FileDrawing()
                var failure: FileSystem.Failure?
                let skipping = Set(skipped.lazy.filter { $0.path == path }.map(\.document))
                let stage = DrawStage(source: source, devices: devices, skipping: skipping)
                let run = linters[jobs[i].linter].pipeline.run(bytes, file: path, options: PipelineOptions(specs: true), stage: stage) { document in
                    guard failure == nil, let picture = document.product, let spec = document.spec else { return }
                    if let reason = writer.take(picture.svg.count) {
                        drawing.leftOut.append(Diagnostic(file: path, location: document.nameLocation ?? document.location, severity: .error,
                                                          rule: .resourceLimit, message: reason))
                        return
                    }
                    let file = spec.name + ".svg"
                    do throws(FileSystem.Failure) {
                        let written = try writer.write(picture.svg, at: writer.path(file))
                        let entry = PreviewIndex.Entry(name: spec.name, kind: spec.kind.rawValue, source: source, devices: picture.devices,
                                                       findings: picture.findings, errors: picture.errors, file: file)
                        drawing.drawn.append((entry, written.state != .unchanged))
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                drawing.diagnostics = run.diagnostics
                drawing.statistics = run.statistics
                return .success(drawing)
            } catch {
                return .failure(error)
            }
        }
        var entries: [PreviewIndex.Entry] = []
        var changed = 0
        var leftOut: [Diagnostic] = []
        // The report: the first pass's when it checked, else the configuration's, the second
        // pass's runs' and the duplicate names (which the first pass found).
        var diagnostics = checkFirst ? pass.diagnostics : plan.configurationDiagnostics + pass.diagnostics.filter { $0.rule == .duplicateName }
        var statistics = pass.statistics
        for result in results {
            switch result {
            case .success(let drawing):
                entries += drawing.drawn.map(\.0)
                changed += drawing.drawn.filter(\.1).count
                leftOut += drawing.leftOut
                if !checkFirst { diagnostics += drawing.diagnostics }
                statistics = statistics + drawing.statistics
            case .failure(let error):
                return toolFailure("cannot write \(error)", report: lintReport())
            }
        }
        do throws(FileSystem.Failure) {
            let index = try writer.write(PreviewIndex(entries: entries).render(), at: writer.path(Self.indexName))
            if index.state != .unchanged { changed += 1 }
        } catch {
            return toolFailure("cannot write \(error)", report: lintReport())
        }
        let status = diagnostics.contains { $0.severity == .error } || !leftOut.isEmpty ? ExitStatus.inputErrors : ExitStatus.success
        let report = DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics + leftOut), as: options.format)
        let files = entries.count + 1
        let summary = options.quiet ? "" : "cardc: drew \(entries.count) card\(entries.count == 1 ? "" : "s") into \(FileName.display(folder)) (\(changed) file\(changed == 1 ? "" : "s") written, \(files - changed) unchanged); open \(FileName.display(writer.path(Self.indexName)))\n"
        var output = RunOutput(standardOutput: report, standardError: summary, exitCode: status)
        output.statistics = statistics
        return output
    }

    /// What the second pass made of one file.
    private struct FileDrawing: Sendable {
        var drawn: [(PreviewIndex.Entry, Bool)] = []
        var leftOut: [Diagnostic] = []
        var diagnostics: [Diagnostic] = []
        var statistics = PipelineStatistics()
    }

    private func toolFailure(_ message: String, report: String = "") -> RunOutput {
        RunOutput(standardOutput: report, standardError: "cardc: error: \(message)\n", exitCode: ExitStatus.toolFailure)
    }
}
