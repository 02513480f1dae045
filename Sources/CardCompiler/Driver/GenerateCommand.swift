/// `cardc generate`: lints the specs, and only if none has an error writes one Swift file per
/// card into the output directory. Each write is atomic, an unchanged file is not touched, and a
/// file that lacks the generated header is never overwritten. With `check`, nothing is written:
/// the run fails if any output would change.
public struct GenerateCommand: Sendable {
    public struct Options: Sendable {
        public var specs: [String]
        public var outputDirectory: String
        public var check: Bool
        public var format: DiagnosticFormat
        public var limits: ReaderLimits
        public var configPath: String?

        public init(specs: [String], outputDirectory: String, check: Bool = false, format: DiagnosticFormat = .text,
                    limits: ReaderLimits = .default, configPath: String? = nil) {
            self.configPath = configPath
            self.specs = specs
            self.outputDirectory = outputDirectory
            self.check = check
            self.format = format
            self.limits = limits
        }
    }

    public var options: Options
    public var generator = SwiftGenerator()

    public init(options: Options) {
        self.options = options
    }

    /// `path` without `./` and `..` detours, relative to `workingDirectory` when inside it.
    static func displayPath(_ path: String, workingDirectory: String) -> String {
        let normalized = FileSystem.normalized(path, against: workingDirectory)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    public func run() -> RunOutput {
        let plan: LintPlan
        switch LintPlan.start(options.specs, limits: options.limits, configPath: options.configPath, check: { inputs in
            if inputs.isEmpty { return "no spec files given" }
            if inputs.contains(.standardInput) { return "generate reads spec files, not standard input" }
            return nil
        }) {
        case .ready(_, let p): plan = p
        case .failed(let output): return output
        }
        var diagnostics = plan.configurationDiagnostics
        var planned: [(spec: CardSpec, path: String)] = []
        for result in plan.run(keepSpecs: true, standardInput: nil) {
            switch result {
            case .success(let file)?:
                diagnostics += file.diagnostics
                planned += file.specs.map { ($0, file.path) }
            case .failure(let error)?:
                return RunOutput(standardError: "cardc: error: cannot read \(error)\n", exitCode: ExitStatus.toolFailure)
            case nil:
                break
            }
        }
        // Every card becomes a type in one module: two of the same name cannot coexist.
        // Compared without case: the files `Name.swift` and `name.swift` are one file on a
        // case-insensitive file system (macOS's default).
        var firstByName: [String: (CardSpec, String)] = [:]
        for (spec, path) in planned {
            if let (first, firstPath) = firstByName[spec.name.lowercased()] {
                diagnostics.append(Diagnostic(
                    file: path, location: spec.locations["name"], severity: .error, rule: .duplicateName,
                    message: "card name '\(spec.name)' is also used\(first.name == spec.name ? "" : " (as '\(first.name)')") at \(firstPath):\(first.locations["name"].line); each card becomes a Swift type and file of that name"
                ))
            } else {
                firstByName[spec.name.lowercased()] = (spec, path)
            }
        }
        diagnostics = Diagnostic.sortedForOutput(diagnostics)
        let report = DiagnosticFormatter.render(diagnostics, as: options.format)
        if diagnostics.contains(where: { $0.severity == .error }) {
            return RunOutput(standardOutput: report, standardError: "cardc: errors in the specs; nothing was generated\n", exitCode: ExitStatus.inputErrors)
        }

        let directory = options.outputDirectory
        // The header names the spec by a path that does not depend on how it was typed or on the
        // machine: relative to the working directory when inside it.
        let cwd = FileSystem.normalized(FileSystem.workingDirectory(), against: "/")
        let files = planned.map { generator.generate($0.spec, sourcePath: Self.displayPath($0.path, workingDirectory: cwd)) }
        var changed: [(path: String, contents: String)] = []
        for file in files {
            let path = directory.hasSuffix("/") ? directory + file.name : directory + "/" + file.name
            switch FileSystem.kind(of: path) {
            case .missing:
                changed.append((path, file.contents))
            case .file:
                guard let existing = try? FileSystem.read(path) else {
                    return RunOutput(standardOutput: report, standardError: "cardc: error: cannot read \(path)\n", exitCode: ExitStatus.toolFailure)
                }
                if existing.elementsEqual(file.contents.utf8) { continue }
                guard existing.starts(with: GeneratedFile.marker.utf8) else {
                    return RunOutput(
                        standardOutput: report,
                        standardError: "cardc: error: refusing to overwrite \(path): it does not start with '\(GeneratedFile.marker)', so cardc did not write it\n",
                        exitCode: ExitStatus.toolFailure
                    )
                }
                changed.append((path, file.contents))
            case .directory, .other, .symbolicLink:
                return RunOutput(standardOutput: report, standardError: "cardc: error: \(path) exists and is not a file\n", exitCode: ExitStatus.toolFailure)
            }
        }

        if options.check {
            if changed.isEmpty {
                return RunOutput(standardOutput: report, standardError: "cardc: \(files.count) generated file\(files.count == 1 ? "" : "s") up to date\n")
            }
            let list = changed.map { "cardc: out of date: \($0.path)\n" }.joined()
            return RunOutput(standardOutput: report, standardError: list + "cardc: run `cardc generate` to update them\n", exitCode: ExitStatus.inputErrors)
        }

        do {
            if !changed.isEmpty { try FileSystem.makeDirectories(directory) }
            for file in changed { try FileSystem.writeAtomically(file.contents, to: file.path) }
        } catch {
            return RunOutput(standardOutput: report, standardError: "cardc: error: cannot write \(error)\n", exitCode: ExitStatus.toolFailure)
        }
        let unchanged = files.count - changed.count
        return RunOutput(standardOutput: report, standardError: "cardc: wrote \(changed.count) file\(changed.count == 1 ? "" : "s"), \(unchanged) unchanged\n")
    }
}
