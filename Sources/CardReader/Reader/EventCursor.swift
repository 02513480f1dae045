/// One document's events, in document order, as libyaml gave them: a scalar, or a
/// collection's start, its children's events and its end. The decoder reads a document
/// through it, one pass forward, never by random access into the table. Events come either
/// straight from libyaml as the reader records them (`live`), or replayed from the table from
/// a node on (a value met before the key that gives it its meaning, a tree read whole). An
/// alias replays the anchored node's events under the alias's own node (its position), which
/// is what an alias means; the reader's limits on aliases stay what they are.
package struct EventCursor {
    /// The table, and the live events when they come from libyaml. Unowned: the decoding
    /// context that holds the cursor holds the source.
    @usableFromInline unowned(unsafe) let source: YAMLEventSource
    /// The source's table, read in place.
    @usableFromInline let table: UnsafePointer<YAMLTree>
    /// An open collection: replayed, its next child's and its end's index in `tree.children`;
    /// live, its node and how many children were read (`next` is then -1).
    @usableFromInline struct Frame {
        @usableFromInline var next: Int32
        @usableFromInline var end: Int32
        @inlinable init(next: Int32, end: Int32) {
            self.next = next
            self.end = end
        }
        @inlinable var isLive: Bool { next < 0 }
    }
    @usableFromInline var frames: [Frame] = []
    /// The node whose events come first, until it is read.
    @usableFromInline var pending: NodeID?
    /// A live document's root is still to come from libyaml.
    @usableFromInline var liveRoot = false
    /// libyaml stopped inside the document (an error, a limit): every collection has ended.
    package private(set) var broken = false

    /// A cursor whose first event is `node`'s start, replayed (none: nothing to read).
    package init(_ source: YAMLEventSource, at node: NodeID?) {
        self.source = source
        table = UnsafePointer(source.table)
        pending = node
    }

    /// A cursor reading a document's events as libyaml gives them, from its root on (the
    /// document's start was read).
    package init(live source: YAMLEventSource) {
        self.source = source
        table = UnsafePointer(source.table)
        liveRoot = true
    }

    /// Collections open around the next event (0: at the node the cursor started at).
    @inlinable package var depth: Int { frames.count }

    /// The next event: a node's start (its kind says whether a scalar or a collection, which
    /// then opens), or nil for the end of the innermost open collection (which then closes)
    /// or when nothing is left.
    @inlinable package mutating func next() -> NodeID? {
        let id: NodeID
        if let first = pending {
            pending = nil
            id = first
        } else if let last = frames.indices.last {
            let frame = frames[last]
            if frame.isLive { return nextLive() }
            guard frame.next < frame.end else {
                frames.removeLast()
                return nil
            }
            frames[last].next = frame.next &+ 1
            id = table.pointee.children[Int(frame.next)]
        } else if liveRoot {
            return nextLive()
        } else {
            return nil
        }
        let node = table.pointee.nodes[Int(id.index)]
        if node.kind != .scalar {
            frames.append(Frame(next: node.childStart, end: node.childStart &+ node.childCount))
        }
        return id
    }

    /// `next` for a collection (or a root) whose events come from libyaml.
    @usableFromInline mutating func nextLive() -> NodeID? {
        liveRoot = false
        switch source.next() {
        case .node(let id):
            if let last = frames.indices.last { frames[last].end &+= 1 }
            let node = table.pointee.nodes[Int(id.index)]
            if node.kind != .scalar {
                // An alias is one event: what it stands for, complete before it, is replayed.
                frames.append(node.isAlias ? Frame(next: node.childStart, end: node.childStart &+ node.childCount)
                                           : Frame(next: -1 - id.index, end: 0))
            }
            return id
        case .end:
            frames.removeLast()
            return nil
        case .documentStart, .documentEnd, .stop:
            // Only an error or a limit ends a document inside a collection.
            broken = true
            frames.removeAll()
            return nil
        }
    }

    /// How many children the innermost open collection has left (keys and values both, for a
    /// mapping), counted before they are read: replayed, the table answers; live, the rest of
    /// the collection is read (and recorded), then replayed from the table.
    package mutating func childrenLeft() -> Int {
        guard let last = frames.indices.last else { return 0 }
        if frames[last].isLive {
            let node = -1 - frames[last].next, read = frames[last].end
            let depth = frames.count
            // Read to the collection's end: nested live collections open and close on the way.
            while frames.count >= depth && !broken {
                if next() != nil { skip(toDepth: depth) }
            }
            guard !broken else { return 0 }
            let table = table.pointee.nodes[Int(node)]
            frames.append(Frame(next: table.childStart &+ read, end: table.childStart &+ table.childCount))
        }
        let frame = frames[frames.count - 1]
        return Int(frame.end &- frame.next)
    }

    /// Skips what is left of the collections open deeper than `depth`, ends included.
    @inlinable package mutating func skip(toDepth depth: Int) {
        // Live, each event opens, closes or passes: read until the collections are closed.
        while frames.count > depth {
            if frames[frames.count - 1].isLive {
                _ = next()
            } else {
                frames.removeLast()
            }
        }
    }
}
