import CardModel
import CardReader
/// What one `Pipeline.run` made of one file.
public struct PipelineResult<Product: Sendable>: Sendable {
    public var file: String
    /// Every diagnostic of the file, in the order the stages made them (callers sort for
    /// output): per document the decoder's then the checker's, then the reader's, then the
    /// file's own (superfluous suppressions, no spec, the limit's note), at most the reader
    /// limits' `maxDiagnostics` and a note.
    public var diagnostics: [Diagnostic]
    /// One result per document, in stream order, when the options keep them and no consumer
    /// took them.
    public var documents: [DocumentResult<Product>]
    public var documentCount: Int
    /// Documents that decoded into a spec.
    public var specCount: Int
    /// The size of the file read: what bounds the output made of it.
    public var inputBytes: Int
    /// The whole file's tree, when the options keep it.
    public var tree: YAMLTree?
    public var statistics: PipelineStatistics
    /// The cards the file was meant to hold, as `lint`'s summary counts them: every document
    /// read, whether or not it decodes, and the document reading broke off in (a syntax error
    /// or a limit), which was meant as a card too; the rest of such a file is not counted.
    public var cardCount = 0

    /// `document`'s diagnostics.
    public func diagnostics(of document: DocumentResult<Product>) -> ArraySlice<Diagnostic> {
        let r = document.diagnostics.clamped(to: diagnostics.indices)
        return diagnostics[r]
    }
}
