import CardModel
/// The run with no product: `lint`, the language server, `--fix` and the first pass of
/// `generate` and `preview` (diagnostics, names and specs only).
public struct NoStage: DocumentStage {
    public typealias Product = Never
    public var name: String { "none" }
    public static var makesProducts: Bool { false }
    public init() {}
    public func makes(document index: Int) -> Bool { false }
    // Never called: `makes` is false for every document.
    public func make(_ spec: CardSpec, checked: CheckedSpec?, in pipeline: Pipeline) -> Never {
        preconditionFailure("NoStage makes nothing")
    }
}
