/// The inputs of one run, each with the linter its `.cardc.yml` calls for: what `lint` and
/// `generate` share. Configurations are resolved in input order (each directory looked up
/// once); the files are then linted on every core, results kept in input order.
struct LintPlan {
    /// Each input with the index of its linter in `linters`: an index, not a copy, so that
    /// planning ten thousand files does not retain a configuration ten thousand times.
    var jobs: [(input: InputDiscovery.Input, linter: Int)] = []
    var linters: [Linter] = []
    /// Problems in the configuration files, each file's reported once.
    var configurationDiagnostics: [Diagnostic] = []
    let limits: ReaderLimits

    init(inputs: [InputDiscovery.Input], limits: ReaderLimits, configPath: String?) throws(FileSystem.Failure) {
        self.limits = limits
        var resolver = ConfigurationResolver(explicitPath: configPath)
        var linterIndex: [String: Int] = [:]
        var reported: Set<String> = []
        // Inputs come a directory at a time: the previous file's directory usually answers.
        var previous: (directory: Substring.UTF8View, linter: Int)?
        jobs.reserveCapacity(inputs.count)
        for input in inputs {
            let specPath: String? = if case .file(let p) = input { p } else { nil }
            let directory = specPath.map(Self.directoryPart)
            if let directory, let previous, previous.directory.elementsEqual(directory) {
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
                linterIndex[key] = index
            }
            jobs.append((input, index))
            previous = directory.map { ($0, index) }
        }
    }

    /// The directory part of a path as written, with its final slash (empty when it has none,
    /// so `x` and `/x` differ), without copying it.
    private static func directoryPart(_ path: String) -> Substring.UTF8View {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring("").utf8 }
        return path[...slash].utf8
    }

    /// Lints every input. A single input is split across the cores instead of the inputs.
    /// A nil result is standard input that could not be read (the caller reported it).
    func run(keepSpecs: Bool, standardInput: [UInt8]?) -> [Result<Linter.FileResult, FileSystem.Failure>?] {
        let work = jobs
        let linters = self.linters
        let limits = self.limits
        let streamWorkers = work.count == 1 ? Parallel.processorCount : 1
        return Parallel.map(work.count) { i -> Result<Linter.FileResult, FileSystem.Failure>? in
            let (input, index) = work[i]
            let linter = linters[index]
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
