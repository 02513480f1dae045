/// cardc's stages, named in one place, and the types that cross each boundary:
///
///     read       [UInt8]             -> YAMLTree     Reader/YAMLReader       (libyaml events; positions)
///     decode     YAMLTree document   -> CardSpec     Decoder/SpecDecoder     (+ input diagnostics)
///     check      CardSpec            -> [Diagnostic] Checker/Checker         (the rules' findings)
///     translate  CardSpec            -> SwiftFile    Generator/CardTranslator (structured Swift)
///     render     SwiftFile           -> String       Generator/SwiftRenderer
///     draw       CardSpec            -> CardPicture  Preview/CardPreview     (SVG, the findings on it)
///
/// `lint` runs the first three (Driver/Linter, one document batch at a time), `generate` the
/// first five, and so does the fuzzer (Tests/Fuzz/FuzzEntry.swift); `preview` reads, decodes,
/// checks and draws (Driver/PreviewCommand). Helpers that are not a stage live in Support/; the
/// commands and `.cardc.yml` loading in Driver/.
public struct Pipeline: Sendable {
    public var reader: YAMLReader
    public var decoder: SpecDecoder
    public var checker: Checker
    public var generator: SwiftGenerator

    public init(limits: ReaderLimits = .default, configuration: CheckConfiguration = CheckConfiguration()) {
        reader = YAMLReader(limits: limits)
        decoder = SpecDecoder(defaultDevices: configuration.defaultDevices, defaultOrientations: configuration.defaultOrientations)
        checker = Checker(configuration: configuration)
        generator = SwiftGenerator(access: configuration.access ?? .default)
    }

    /// read: every document of `bytes`, each handed on as it is complete.
    public func read(_ bytes: [UInt8], file: String, document: (YAMLTree, NodeID) -> Void) -> [Diagnostic] {
        reader.read(bytes, file: file, document: document)
    }

    /// decode: one document of a tree.
    public func decode(_ tree: YAMLTree, document: NodeID, file: String, sampleValues: Bool = true) -> (spec: CardSpec?, diagnostics: [Diagnostic]) {
        decoder.decode(tree, document: document, file: file, sampleValues: sampleValues)
    }

    /// check: the checker rules' findings on one spec.
    public func check(_ spec: consuming CardSpec, file: String) -> [Diagnostic] {
        checker.check(spec, file: file)
    }

    /// translate: one spec's Swift, as structure.
    public func translate(_ spec: CardSpec, sourcePath: String) -> SwiftFile {
        generator.translator.translate(spec, sourcePath: sourcePath)
    }

    /// render: the structure as text.
    public func render(_ file: SwiftFile) -> String {
        generator.renderer.render(file)
    }

    /// draw: one spec's picture, with the checker's findings (less those `suppressions`
    /// silence) drawn where they occur. `source` is the spec's path as shown.
    public func draw(_ spec: CardSpec, source: String, suppressions: Suppressions? = nil) -> CardPicture {
        var (context, findings) = checker.findings(spec)
        if let suppressions, !suppressions.isEmpty {
            findings.removeAll { f in
                suppressions.isSuppressed(Diagnostic(file: source, location: spec.locations[f.path], severity: f.severity, rule: f.rule, message: f.message))
            }
        }
        let preview = CardPreview(spec: spec, source: source, context: context, findings: findings)
        return CardPicture(svg: preview.render(), devices: context.devices.map(\.name), findings: preview.findings.count,
                           errors: preview.findings.filter { $0.severity == .error }.count)
    }
}
