import CardEngine
import CardModel

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
    /// Generate each spec's Swift into its document's result.
    public var generate: Generation?
    /// Draw each spec into its document's result, with the run's own findings.
    public var draw: Drawing?
    /// Cores a large stream may be split across (a run with a per-document consumer, or one
    /// that keeps the tree, reads on the calling thread).
    public var workers = 1

    public init(check: Bool = true, documents: Bool = false, specs: Bool = false, tree: Bool = false,
                generate: Generation? = nil, draw: Drawing? = nil, workers: Int = 1) {
        self.check = check
        self.documents = documents
        self.specs = specs
        self.tree = tree
        self.generate = generate
        self.draw = draw
        self.workers = workers
    }

    /// How the Swift is generated: the spec's path as its header names it, its path from the
    /// output folder (the header's `cardc-spec` line), and the access that overrides the
    /// configuration's (the command line's flag).
    public struct Generation: Sendable {
        public var sourcePath: String
        public var specReference: String?
        public var access: AccessLevel?

        public init(sourcePath: String, specReference: String? = nil, access: AccessLevel? = nil) {
            self.sourcePath = sourcePath
            self.specReference = specReference
            self.access = access
        }
    }

    /// How the pictures are drawn: the spec's path as shown, and the built-in profiles to draw
    /// instead of each spec's devices (a spec's own profile of that name wins; empty: its own).
    /// The devices replace the spec's before it is checked, so the findings drawn are theirs.
    public struct Drawing: Sendable {
        public var source: String
        public var devices: [DeviceProfile]
        /// Indexes of documents not to draw (a second card of a name `preview` has drawn).
        public var skipping: Set<Int>

        public init(source: String, devices: [DeviceProfile] = [], skipping: Set<Int> = []) {
            self.source = source
            self.devices = devices
            self.skipping = skipping
        }
    }

    /// Whether the run hands on a result per document.
    package var keepsDocuments: Bool { documents || specs || generate != nil || draw != nil }
    /// Whether sample values are decoded: only what keeps or uses the spec needs them.
    package var sampleValues: Bool { specs || generate != nil || draw != nil }
}
