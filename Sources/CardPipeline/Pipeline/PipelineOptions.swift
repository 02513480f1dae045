/// What one `Pipeline.run` makes besides the file's diagnostics. The default is what `lint`
/// needs and nothing more: no document is kept, so linting allocates per file, not per document.
public struct PipelineOptions: Sendable {
    /// Run the checker's rules. `generate`'s second pass, after a first that found no error,
    /// needs only the specs.
    public var check = true
    /// Keep a `DocumentResult` per document: its index, where it starts, its card's name.
    public var documents = false
    /// Keep each decoded spec in its document's result (implies `documents`).
    public var specs = false
    /// Keep the whole file's YAML tree (the file is then read whole, not a batch at a time).
    public var tree = false
    /// Cores a large stream may be split across (a run with a per-document consumer, or one
    /// that keeps the tree, reads on the calling thread).
    public var workers = 1

    public init(check: Bool = true, documents: Bool = false, specs: Bool = false, tree: Bool = false, workers: Int = 1) {
        self.check = check
        self.documents = documents
        self.specs = specs
        self.tree = tree
        self.workers = workers
    }

    /// Whether the run hands on a result per document: asked for, or a stage makes products.
    package func keepsDocuments(making products: Bool) -> Bool { documents || specs || products }
    /// Whether sample values are decoded: only what keeps or uses the spec needs them.
    package func sampleValues(making products: Bool) -> Bool { specs || products }
}
