import CardModel
import CardPipeline
/// The pipeline's generate stage (translate, render, seal): one spec's Swift file, run by
/// `Pipeline.run(_:file:options:stage:)`. `sourcePath`: the spec's path as the header names it;
/// `specReference`: its path from the output folder (the header's `cardc-spec` line);
/// `access`: the command line's, which wins over the configuration's.
public struct GenerateStage: DocumentStage {
    public var sourcePath: String
    public var specReference: String?
    public var access: AccessLevel?

    public init(sourcePath: String, specReference: String? = nil, access: AccessLevel? = nil) {
        self.sourcePath = sourcePath
        self.specReference = specReference
        self.access = access
    }

    public var name: String { "generate" }

    public func make(_ spec: CardSpec, checked: CheckedSpec?, in pipeline: Pipeline) -> GeneratedFile {
        generator(for: pipeline).generate(spec, sourcePath: sourcePath, specReference: specReference)
    }

    /// The generator with the access this stage and `pipeline`'s configuration give.
    public func generator(for pipeline: Pipeline) -> SwiftGenerator {
        SwiftGenerator(access: access ?? pipeline.access ?? .default)
    }
}
