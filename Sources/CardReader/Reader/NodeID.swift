/// A node's index in its `YAMLTree`. Aliases share the ID of their anchor's node.
public struct NodeID: Sendable, Hashable, BitwiseCopyable {
    public let index: Int32

    @inlinable package init(_ index: Int32) {
        self.index = index
    }
}
