/// The inputs of one run, each with the linter its `.cardc.yml` calls for: what `lint` and
/// `generate` share. Configurations are resolved in input order (each directory looked up
/// once); the files are then linted on every core, results kept in input order.
struct LintPlan {
    var jobs: [(input: InputDiscovery.Input, linter: Linter)] = []
    /// Problems in the configuration files, each file's reported once.
    var configurationDiagnostics: [Diagnostic] = []
    let limits: ReaderLimits

    init(inputs: [InputDiscovery.Input], limits: ReaderLimits, configPath: String?) throws(FileSystem.Failure) {
        self.limits = limits
        var resolver = ConfigurationResolver(explicitPath: configPath)
        var linters: [String: Linter] = [:]
        var reported: Set<String> = []
        for input in inputs {
            let specPath: String? = if case .file(let p) = input { p } else { nil }
            let resolved = try resolver.resolve(forSpecAt: specPath)
            let configuration = resolved.configuration
            if let path = configuration.path, reported.insert(path).inserted { configurationDiagnostics += resolved.diagnostics }
            let key = configuration.path ?? ""
            let linter = linters[key] ?? Linter(limits: limits, configuration: configuration)
            linters[key] = linter
            jobs.append((input, linter))
        }
    }

    /// Lints every input. A single input is split across the cores instead of the inputs.
    /// A nil result is standard input that could not be read (the caller reported it).
    func run(keepSpecs: Bool, standardInput: [UInt8]?) -> [Result<Linter.FileResult, FileSystem.Failure>?] {
        let work = jobs
        let limits = self.limits
        let streamWorkers = work.count == 1 ? Parallel.processorCount : 1
        return Parallel.map(work.count) { i -> Result<Linter.FileResult, FileSystem.Failure>? in
            let (input, linter) = work[i]
            switch input {
            case .file(let path):
                do throws(FileSystem.Failure) {
                    let bytes = try FileSystem.read(path, limit: limits.maxFileSize)
                    return .success(linter.lint(bytes, path: path, keepSpecs: keepSpecs, workers: streamWorkers))
                } catch {
                    return .failure(error)
                }
            case .standardInput:
                guard let standardInput else { return nil }
                return .success(linter.lint(standardInput, path: "<stdin>", keepSpecs: keepSpecs, workers: streamWorkers))
            }
        }
    }
}
