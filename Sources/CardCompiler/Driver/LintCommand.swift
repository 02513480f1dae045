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

        public init(paths: [String], format: DiagnosticFormat = .text, strict: Bool = false, limits: ReaderLimits = .default, configPath: String? = nil) {
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

    public func run() -> RunOutput {
        let inputs: [InputDiscovery.Input]
        do {
            inputs = try InputDiscovery.expand(options.paths.isEmpty ? ["."] : options.paths)
        } catch {
            return RunOutput(standardError: "cardc: error: \(error)\n", exitCode: ExitStatus.toolFailure)
        }
        let plan: LintPlan
        do {
            plan = try LintPlan(inputs: inputs, limits: options.limits, configPath: options.configPath)
        } catch {
            return RunOutput(standardError: "cardc: error: cannot read configuration \(error)\n", exitCode: ExitStatus.toolFailure)
        }
        var diagnostics = plan.configurationDiagnostics
        var standardInputBytes: [UInt8]?
        var failures: [String] = []
        if inputs.contains(.standardInput) {
            do {
                standardInputBytes = try standardInput()
            } catch {
                failures.append("cardc: error: cannot read \(error)")
            }
        }
        let results = plan.run(keepSpecs: false, standardInput: standardInputBytes)
        var specCount = 0
        for result in results {
            switch result {
            case .success(let file)?:
                specCount += file.specCount
                diagnostics += file.diagnostics
            case .failure(let error)?:
                failures.append("cardc: error: cannot read \(error)")
            case nil:
                break
            }
        }
        diagnostics = Diagnostic.sortedForOutput(diagnostics)
        if options.strict {
            diagnostics = diagnostics.map { d in
                var d = d
                if d.severity == .warning { d.severity = .error }
                return d
            }
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var stderr = failures.map { $0 + "\n" }.joined()
        stderr += "cardc: \(inputs.count) file\(inputs.count == 1 ? "" : "s"), \(specCount) card\(specCount == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        let code = !failures.isEmpty ? ExitStatus.toolFailure : (errors > 0 ? ExitStatus.inputErrors : ExitStatus.success)
        return RunOutput(
            standardOutput: DiagnosticFormatter.render(diagnostics, as: options.format),
            standardError: stderr,
            exitCode: code
        )
    }
}
