/// One node's events replayed from a `YAMLTree`, in document order, as libyaml gave them: a
/// scalar, or a collection's start, its children's events and its end. The decoder reads a
/// document through it, one pass forward, never by random access into the table; the table
/// stays the one YAML layer `--fix` and the language server read. An alias replays the
/// anchored node's events under the alias's own node (its position), which is what an alias
/// means; the reader's limits on aliases stay what they are.
public struct EventCursor: Sendable {
    public let tree: YAMLTree
    /// An open collection: its next child's and its end's index in `tree.children`.
    @usableFromInline struct Frame: Sendable {
        @usableFromInline var next: Int32
        @usableFromInline var end: Int32
        @inlinable init(next: Int32, end: Int32) {
            self.next = next
            self.end = end
        }
    }
    @usableFromInline var frames: [Frame] = []
    /// The node whose events come first, until it is read.
    @usableFromInline var pending: NodeID?

    /// A cursor whose first event is `node`'s start (none: a cursor with nothing to read).
    public init(_ tree: YAMLTree, at node: NodeID?) {
        self.tree = tree
        pending = node
        frames.reserveCapacity(8)
    }

    /// Collections open around the next event (0: at the node the cursor started at).
    @inlinable public var depth: Int { frames.count }

    /// The next event: a node's start (its kind says whether a scalar or a collection, which
    /// then opens), or nil for the end of the innermost open collection (which then closes)
    /// or when nothing is left.
    @inlinable public mutating func next() -> NodeID? {
        let id: NodeID
        if let first = pending {
            pending = nil
            id = first
        } else {
            guard let last = frames.indices.last else { return nil }
            let frame = frames[last]
            guard frame.next < frame.end else {
                frames.removeLast()
                return nil
            }
            frames[last].next = frame.next &+ 1
            id = tree.children[Int(frame.next)]
        }
        let node = tree.nodes[Int(id.index)]
        if node.kind != .scalar {
            frames.append(Frame(next: node.childStart, end: node.childStart &+ node.childCount))
        }
        return id
    }

    /// How many children the innermost open collection has left (keys and values both, for a
    /// mapping): what skipping them would count, which the table answers without the walk.
    @inlinable public func childrenLeft() -> Int {
        guard let frame = frames.last else { return 0 }
        return Int(frame.end &- frame.next)
    }

    /// Skips what is left of the collections open deeper than `depth`, ends included.
    @inlinable public mutating func skip(toDepth depth: Int) {
        if frames.count > depth { frames.removeSubrange(depth...) }
    }
}
