import CardEngine

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

        public init(specs: [String], output: String, devices: [String] = [], format: DiagnosticFormat = .text,
                    limits: ReaderLimits = .default, configPath: String? = nil) {
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

    static let indexName = "index.html"

    public func run() -> RunOutput {
        var chosen: [DeviceProfile] = []
        for name in options.devices {
            guard let profile = DeviceProfile.builtIn(named: name) else {
                return toolFailure("unknown device '\(PreviewText.escaped(name))'; the built-in profiles are \(DeviceProfile.builtIn.map(\.name).joined(separator: ", "))")
            }
            if !chosen.contains(where: { $0.name == name }) { chosen.append(profile) }
        }
        let plan: LintPlan
        switch LintPlan.startWithFiles(options.specs, limits: options.limits, configPath: options.configPath, command: "preview",
                                       nothing: "nothing was drawn") {
        case .success(let p): plan = p
        case .failure(let stopped): return stopped.output
        }

        // First pass: lint, keeping each card's name, as generate does.
        let pass: LintPlan.CardsPass
        switch plan.cardsPass() {
        case .success(let p): pass = p
        case .failure(let stopped): return stopped.output
        }
        let diagnostics = pass.diagnostics
        // Each card is a file named after it: a second card of a name (in any case) is not drawn.
        let skipped = pass.duplicates
        let report = DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics), as: options.format)
        let status = diagnostics.contains { $0.severity == .error } ? ExitStatus.inputErrors : ExitStatus.success

        let folder = options.output
        let writer = GeneratedFolderWriter(folder: folder, marker: .contains(CardPreview.marker, within: 128),
                                           notWrittenByCardc: "cardc preview did not write it", durable: false,
                                           budget: PreviewBudget(inputBytes: pass.inputBytes))
        var outputs = pass.cards.filter { !skipped.contains(LintPlan.CardKey(path: $0.path, document: $0.card.document)) }
            .map { writer.path($0.card.name + ".svg") }
        outputs.append(writer.path(Self.indexName))
        if let refusal = writer.refusal(toWrite: outputs) { return toolFailure(refusal, report: report) }
        if let problem = writer.prepare() { return toolFailure(problem, report: report) }

        // Second pass: one run per file that draws each card with the run's own findings (its
        // suppression comments applied once, by the run), each picture written as it is made,
        // on the worker that reads the file.
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let jobs = plan.jobs
        let linters = plan.linters
        let limits = options.limits
        let devices = chosen
        // Each file's drawn cards, and the cards left undrawn by the budget.
        let results = Parallel.map(jobs.count) { i -> Result<([(PreviewIndex.Entry, Bool)], [Diagnostic]), FileSystem.Failure> in
            guard case .file(let path) = jobs[i].input else { return .success(([], [])) }
            do throws(FileSystem.Failure) {
                let bytes = try FileSystem.read(path, limit: limits.maxFileSize)
                let source = LintPlan.displayPath(path, workingDirectory: cwd)
                var drawn: [(PreviewIndex.Entry, Bool)] = []
                var leftOut: [Diagnostic] = []
                var failure: FileSystem.Failure?
                let skipping = Set(skipped.lazy.filter { $0.path == path }.map(\.document))
                let drawing = PipelineOptions.Drawing(source: source, devices: devices, skipping: skipping)
                _ = linters[jobs[i].linter].pipeline.run(bytes, file: path, options: PipelineOptions(specs: true, draw: drawing)) { document in
                    guard failure == nil, let picture = document.picture, let spec = document.spec else { return }
                    let name = spec.name
                    if let reason = writer.take(picture.svg.count) {
                        leftOut.append(Diagnostic(file: path, location: document.nameLocation ?? document.location, severity: .error,
                                                  rule: .resourceLimit, message: reason))
                        return
                    }
                    let file = name + ".svg"
                    do throws(FileSystem.Failure) {
                        let written = try writer.write(picture.svg, at: writer.path(file))
                        let entry = PreviewIndex.Entry(name: name, kind: spec.kind.rawValue, source: source, devices: picture.devices,
                                                       findings: picture.findings, errors: picture.errors, file: file)
                        drawn.append((entry, written.state != .unchanged))
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                return .success((drawn, leftOut))
            } catch {
                return .failure(error)
            }
        }
        var entries: [PreviewIndex.Entry] = []
        var changed = 0
        var leftOut: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let (drawn, undrawn)):
                entries += drawn.map(\.0)
                changed += drawn.filter(\.1).count
                leftOut += undrawn
            case .failure(let error):
                return toolFailure("cannot write \(error)", report: report)
            }
        }
        do throws(FileSystem.Failure) {
            let index = try writer.write(PreviewIndex(entries: entries).render(), at: writer.path(Self.indexName))
            if index.state != .unchanged { changed += 1 }
        } catch {
            return toolFailure("cannot write \(error)", report: report)
        }
        var (finalReport, finalStatus) = (report, status)
        if !leftOut.isEmpty {
            finalReport = DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics + leftOut), as: options.format)
            finalStatus = ExitStatus.inputErrors
        }
        let files = entries.count + 1
        let summary = "cardc: drew \(entries.count) card\(entries.count == 1 ? "" : "s") into \(folder) (\(changed) file\(changed == 1 ? "" : "s") written, \(files - changed) unchanged); open \(writer.path(Self.indexName))\n"
        return RunOutput(standardOutput: finalReport, standardError: summary, exitCode: finalStatus)
    }

    private func toolFailure(_ message: String, report: String = "") -> RunOutput {
        RunOutput(standardOutput: report, standardError: "cardc: error: \(message)\n", exitCode: ExitStatus.toolFailure)
    }
}
