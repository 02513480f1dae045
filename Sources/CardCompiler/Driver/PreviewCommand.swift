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
        var diagnostics = plan.configurationDiagnostics
        var cards: [(card: Linter.CardName, path: String)] = []
        var inputBytes = 0
        for result in plan.run(keepSpecs: false, keepNames: true, standardInput: nil) {
            switch result {
            case .success(let file)?:
                diagnostics += file.diagnostics
                cards += file.names.map { ($0, file.path) }
                inputBytes += file.inputBytes
            case .failure(let error)?:
                return RunOutput(standardError: "cardc: error: cannot read \(error)\n", exitCode: ExitStatus.toolFailure)
            case nil:
                break
            }
        }
        // Each card is a file named after it: a second card of a name (in any case) is not drawn.
        let duplicates = GenerateCommand.duplicateNames(cards)
        diagnostics += duplicates
        let skipped = Set(duplicates.map { Self.key($0.file, $0.location) })
        let report = DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics), as: options.format)
        let status = diagnostics.contains { $0.severity == .error } ? ExitStatus.inputErrors : ExitStatus.success

        let folder = options.output
        var outputs = cards.filter { !skipped.contains(Self.key($0.path, $0.card.location)) }.map { Self.join(folder, $0.card.name + ".svg") }
        outputs.append(Self.join(folder, Self.indexName))
        if let refusal = FileSystem.refusalToWrite(into: folder) { return toolFailure(refusal, report: report) }
        for path in outputs {
            switch FileSystem.kind(of: path, followingLinks: false) {
            case .missing: continue
            case .file:
                guard let head = try? FileSystem.read(path, limit: 128),
                      String(decoding: head, as: UTF8.self).contains(CardPreview.marker) else {
                    return toolFailure("refusing to overwrite \(path): cardc preview did not write it", report: report)
                }
            case .symbolicLink:
                return toolFailure("refusing to write \(path): it is a symbolic link", report: report)
            case .directory, .other:
                return toolFailure("\(path) exists and is not a file", report: report)
            }
        }
        do {
            try FileSystem.makeDirectories(folder)
        } catch {
            return toolFailure("cannot write \(error)", report: report)
        }
        FileSystem.removeStaleTemporaries(in: folder)

        // Second pass: each file's cards read again, drawn and written on the worker that
        // reads it, one card at a time.
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let jobs = plan.jobs
        let linters = plan.linters
        let limits = options.limits
        let devices = chosen
        let budget = PreviewBudget(inputBytes: inputBytes)
        // Each file's drawn cards, and the cards left undrawn by the budget.
        let results = Parallel.map(jobs.count) { i -> Result<([(PreviewIndex.Entry, Bool)], [Diagnostic]), FileSystem.Failure> in
            guard case .file(let path) = jobs[i].input else { return .success(([], [])) }
            do throws(FileSystem.Failure) {
                let bytes = try FileSystem.read(path, limit: limits.maxFileSize)
                let linter = linters[jobs[i].linter]
                let suppressions = Suppressions(source: bytes)
                let source = GenerateCommand.displayPath(path, workingDirectory: cwd)
                var drawn: [(PreviewIndex.Entry, Bool)] = []
                var leftOut: [Diagnostic] = []
                var failure: FileSystem.Failure?
                linter.forEachSpec(bytes, path: path) { spec in
                    guard failure == nil, !skipped.contains(Self.key(path, spec.locations["name"])) else { return }
                    var spec = spec
                    if !devices.isEmpty {
                        spec.devices = devices.map { d in spec.devices.first { $0.name == d.name } ?? d }
                    }
                    let picture = linter.pipeline.draw(spec, source: source, suppressions: suppressions)
                    if let reason = budget.take(picture.svg.count) {
                        leftOut.append(Diagnostic(file: path, location: spec.locations["name"], severity: .error, rule: .resourceLimit,
                                                  message: reason))
                        return
                    }
                    let file = spec.name + ".svg"
                    do throws(FileSystem.Failure) {
                        let written = try GenerateCommand.compare(picture.svg, at: Self.join(folder, file), writing: true, durable: false)
                        let entry = PreviewIndex.Entry(name: spec.name, kind: spec.kind.rawValue, source: source, devices: picture.devices,
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
            let index = try GenerateCommand.compare(PreviewIndex(entries: entries).render(), at: Self.join(folder, Self.indexName),
                                                    writing: true, durable: false)
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
        let summary = "cardc: drew \(entries.count) card\(entries.count == 1 ? "" : "s") into \(folder) (\(changed) file\(changed == 1 ? "" : "s") written, \(files - changed) unchanged); open \(Self.join(folder, Self.indexName))\n"
        return RunOutput(standardOutput: finalReport, standardError: summary, exitCode: finalStatus)
    }

    private static func key(_ file: String, _ location: SourceLocation) -> String {
        "\(location.line):\(location.column):\(file)"
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private func toolFailure(_ message: String, report: String = "") -> RunOutput {
        RunOutput(standardOutput: report, standardError: "cardc: error: \(message)\n", exitCode: ExitStatus.toolFailure)
    }
}
