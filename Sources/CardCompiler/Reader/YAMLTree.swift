/// Every document of one YAML stream, stored flat: nodes in one array, child references in
/// another, so reading a file costs a handful of allocations rather than one per node.
public struct YAMLTree: Sendable {
    public internal(set) var nodes: [YAMLNode] = []
    var children: [NodeID] = []
    /// The root node of each complete document, in stream order.
    public internal(set) var documents: [NodeID] = []

    public init() {}

    public subscript(id: NodeID) -> YAMLNode {
        nodes[Int(id.index)]
    }

    /// The items of a sequence (empty for other kinds).
    public func items(_ id: NodeID) -> ArraySlice<NodeID> {
        let node = self[id]
        guard node.kind == .sequence else { return [] }
        return children[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    /// Number of key/value pairs of a mapping (0 for other kinds).
    public func pairCount(_ id: NodeID) -> Int {
        let node = self[id]
        return node.kind == .mapping ? Int(node.childCount) / 2 : 0
    }

    /// The `i`th key/value pair of a mapping.
    public func pair(_ id: NodeID, _ i: Int) -> (key: NodeID, value: NodeID) {
        let start = Int(self[id].childStart) + 2 * i
        return (children[start], children[start + 1])
    }
}
