#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        var previous: (path: String, linter: Int)?
        jobs.reserveCapacity(inputs.count)
        for input in inputs {
            let specPath: String? = if case .file(let p) = input { p } else { nil }
            if let specPath, let previous, Self.sameDirectory(specPath, previous.path) {
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
            previous = specPath.map { ($0, index) }
        }
    }

    /// Whether two paths as written name files of the same directory as written (`x` and `/x`
    /// do not): up to and including their last slash, the bytes are equal.
    static func sameDirectory(_ a: String, _ b: String) -> Bool {
        let same = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let n = FileSystem.directoryPartLength(x)
                guard n == FileSystem.directoryPartLength(y) else { return false }
                return n == 0 || memcmp(x.baseAddress!, y.baseAddress!, n) == 0
            }
        }
        return (same ?? nil) ?? false
    }

    /// Lints every input. A single input is split across the cores instead of the inputs.
    /// A nil result is standard input that could not be read (the caller reported it).
    func run(keepSpecs: Bool, standardInput: [UInt8]?) -> [Result<Linter.FileResult, FileSystem.Failure>?] {
        let work = jobs
        let linters = self.linters
        let limits = self.limits
        let streamWorkers = work.count == 1 ? Parallel.processorCount : 1
        // Each worker lends the reader the same arrays for every file it lints, and opens files
        // relative to the directory it read the previous one from.
        return Parallel.map(work.count, perWorker: { (storage: ReaderStorage(), directory: DirectoryCursor()) }) { worker, i -> Result<Linter.FileResult, FileSystem.Failure>? in
            let storage = worker.storage
            let (input, index) = work[i]
            switch input {
            case .file(let path):
                do throws(FileSystem.Failure) {
                    let bytes = try worker.directory.read(path, limit: limits.maxFileSize)
                    return .success(linters[index].lint(bytes, path: path, keepSpecs: keepSpecs, workers: streamWorkers, storage: storage))
                } catch {
                    return .failure(error)
                }
            case .standardInput:
                guard let standardInput else { return nil }
                return .success(linters[index].lint(standardInput, path: "<stdin>", keepSpecs: keepSpecs, workers: streamWorkers, storage: storage))
            }
        }
    }
}
