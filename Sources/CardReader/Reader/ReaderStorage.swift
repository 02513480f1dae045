/// The arrays a reader fills for every stream, kept by one worker from one file to the next:
/// reading ten thousand small files then allocates (and frees, and reference-counts) the tree's
/// arrays once per worker rather than once per file. Not shared between threads: each worker
/// makes its own (`Parallel.map(_:workers:perWorker:_:)`).
public final class ReaderStorage {
    package var tree = YAMLTree()
    package var pending: [NodeID] = []
    package var open: [(node: Int32, firstChild: Int)] = []

    public init() {}
}
