/// The whole pipeline for one input: bytes -> YAML tree -> card specs -> findings. Files are
/// independent of each other, so callers may lint them in any order or in parallel.
public struct Linter: Sendable {
    public var reader: YAMLReader
    public var decoder: SpecDecoder
    public var checker: Checker

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        reader = YAMLReader(limits: limits)
        decoder = SpecDecoder(defaultDevices: configuration.defaultDevices)
        checker = Checker(configuration: configuration)
    }

    public struct FileResult: Sendable {
        public var path: String
        public var specs: [CardSpec]
        public var diagnostics: [Diagnostic]
    }

    public func lint(_ bytes: [UInt8], path: String) -> FileResult {
        let read = reader.read(bytes, file: path)
        let decoded = decoder.decode(read.tree, file: path)
        var findings = decoded.specs.flatMap { checker.check($0, file: path) }
        if !findings.isEmpty {
            let suppressions = Suppressions(source: bytes)
            if !suppressions.isEmpty { findings.removeAll(where: suppressions.isSuppressed) }
        }
        return FileResult(path: path, specs: decoded.specs, diagnostics: read.diagnostics + decoded.diagnostics + findings)
    }
}
