/// The whole pipeline for one input: bytes -> YAML tree -> card specs (and later findings).
/// Files are independent of each other, so callers may lint them in any order or in parallel.
public struct Linter: Sendable {
    public var reader: YAMLReader
    public var decoder = SpecDecoder()

    public init(limits: ReaderLimits = .default) {
        reader = YAMLReader(limits: limits)
    }

    public struct FileResult: Sendable {
        public var path: String
        public var specs: [CardSpec]
        public var diagnostics: [Diagnostic]
    }

    public func lint(_ bytes: [UInt8], path: String) -> FileResult {
        let read = reader.read(bytes, file: path)
        let decoded = decoder.decode(read.tree, file: path)
        return FileResult(path: path, specs: decoded.specs, diagnostics: read.diagnostics + decoded.diagnostics)
    }
}
