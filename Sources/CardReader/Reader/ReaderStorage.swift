/// The arrays a reader fills for every stream, kept by one worker from one file to the next:
/// reading ten thousand small files then allocates (and frees, and reference-counts) the tree's
/// arrays once per worker rather than once per file. Not shared between threads: each worker
/// makes its own (`Parallel.map(_:workers:perWorker:_:)`).
///
/// Its properties skip Swift's run-time exclusivity checks: the reader swaps them in and out
/// once per file, from another module than the one that declares them, where the checks cannot
/// be proven away and cost a call into the runtime per access; one worker, on one thread, uses
/// a storage, and no access overlaps another.
public final class ReaderStorage {
    @exclusivity(unchecked) package var tree = YAMLTree()
    @exclusivity(unchecked) package var pending: [NodeID] = []
    @exclusivity(unchecked) package var open: [(node: Int32, firstChild: Int)] = []

    public init() {}
}
