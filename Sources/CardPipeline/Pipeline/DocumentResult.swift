import CardSupport
import CardModel
/// What one run made of one YAML document of a file. Found by `index`, its place in the
/// stream, never by its card's name: two documents of a file may name the same card.
public struct DocumentResult<Product: Sendable>: Sendable {
    /// 0-based place of the document in the file's stream.
    public var index: Int
    /// Where the document's root node is (`spec.locations.document` when it decoded).
    public var location: SourceLocation
    /// The card's name and where it is written, when the document decoded.
    public var name: String?
    public var nameLocation: SourceLocation?
    /// The decoded spec, when the options keep specs.
    public var spec: CardSpec?
    /// This document's diagnostics (the decoder's, then the checker's less what suppression
    /// comments silence): a range of `PipelineResult.diagnostics`, so that keeping a document
    /// copies none. Diagnostics past the file's limit are not in it.
    public var diagnostics: Range<Int>
    /// What the run's `DocumentStage` made of it (the generated Swift, the picture), when it ran.
    public var product: Product?

    public init(index: Int, location: SourceLocation, name: String? = nil, nameLocation: SourceLocation? = nil, spec: CardSpec? = nil,
                diagnostics: Range<Int> = 0..<0, product: Product? = nil) {
        self.index = index
        self.location = location
        self.name = name
        self.nameLocation = nameLocation
        self.spec = spec
        self.diagnostics = diagnostics
        self.product = product
    }
}
