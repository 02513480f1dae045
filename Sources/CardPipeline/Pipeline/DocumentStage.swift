import CardModel
import CardChecker
/// A stage that makes something of each spec that decoded whole, after read, decode and check:
/// `generate`'s Swift (CardGeneration's `GenerateStage`) or `preview`'s picture (CardPreview's
/// `DrawStage`). Each lives in the module that makes its product and is handed to
/// `Pipeline.run(_:file:options:stage:)`, which runs it in one place (docs/architecture.md,
/// "Stages"): the pipeline itself imports neither, so `lint`, which runs no such stage, links
/// neither the generator nor the preview.
public protocol DocumentStage<Product>: Sendable {
    associatedtype Product: Sendable
    /// The stage's name, as docs/architecture.md lists it.
    var name: String { get }
    /// Whether the stage shows the checker's findings (the preview draws them): the pipeline
    /// then checks `prepared(spec)` with `Checker.checkAll` and hands the context and findings
    /// to `make`; otherwise it checks the spec as `lint` does (when the options check) and hands
    /// `make` nil.
    var showsFindings: Bool { get }
    /// Whether the run makes a product at all (`NoStage`: no, and no document need be kept).
    static var makesProducts: Bool { get }
    /// Whether to make document `index`'s product (the preview skips a second card of a name).
    func makes(document index: Int) -> Bool
    /// The spec as the stage checks and uses it (the preview's devices replace the spec's).
    func prepared(_ spec: CardSpec) -> CardSpec
    /// The product of one spec, made with the pipeline's configuration.
    func make(_ spec: CardSpec, checked: CheckedSpec?, in pipeline: Pipeline) -> Product
}

extension DocumentStage {
    public var showsFindings: Bool { false }
    public static var makesProducts: Bool { true }
    public func makes(document index: Int) -> Bool { true }
    public func prepared(_ spec: CardSpec) -> CardSpec { spec }
}
