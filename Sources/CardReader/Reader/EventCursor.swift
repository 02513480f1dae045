/// One document's events, in document order, as libyaml gave them: a scalar, or a
/// collection's start, its children's events and its end. The decoder reads a document
/// through it, one pass forward, never by random access into the table. Events come either
/// straight from libyaml as the reader records them (live), or replayed from the table from
/// a node on (a value met before the key that gives it its meaning, a tree read whole). An
/// alias replays the anchored node's events under the alias's own node (its position), which
/// is what an alias means; the reader's limits on aliases stay what they are.
package struct EventCursor {
    /// Where live events come from (nil: only replayed). Unretained: the decoding context
    /// that holds the cursor holds the source, and a retain per event showed in profiles.
    @usableFromInline let source: Unmanaged<YAMLEventSource>?
    /// A collection replayed from the table: its next child's and its end's index in
    /// `tree.children`.
    @usableFromInline struct Frame {
        @usableFromInline var next: Int32
        @usableFromInline var end: Int32
        @inlinable init(next: Int32, end: Int32) {
            self.next = next
            self.end = end
        }
    }
    /// The innermost collection replayed (when `hasTop`), read at every event, kept out of
    /// the array: a write into the array checked its buffer was not shared, per event.
    @usableFromInline var topNext: Int32 = 0
    @usableFromInline var topEnd: Int32 = 0
    @usableFromInline var hasTop = false
    /// The other collections replayed, innermost last. Always inside the live ones: a
    /// collection read live holds what is replayed (an alias's content, a list counted first),
    /// never the other way round.
    @usableFromInline var frames: [Frame] = []
    /// Collections open as libyaml gives them, innermost last: their nodes, in the source's
    /// stack (`YAMLEventSource.liveNodes`, as deep as the reader lets a document be), `liveCount`
    /// of them. An array pushed and popped per collection checked its buffer was unshared.
    @usableFromInline let liveNodes: UnsafeMutablePointer<Int32>?
    @usableFromInline let liveCapacity: Int
    @usableFromInline var liveCount = 0
    /// The node whose events come first, until it is read.
    @usableFromInline var pending: NodeID?
    /// A live document's root is still to come from libyaml.
    @usableFromInline var liveRoot = false
    /// libyaml stopped inside the document (an error, a limit): every collection has ended.
    package private(set) var broken = false

    /// A cursor whose first event is `node`'s start, replayed (none: nothing to read).
    package init(_ source: YAMLEventSource?, at node: NodeID?) {
        self.source = source.map { Unmanaged.passUnretained($0) }
        liveNodes = source?.liveNodes
        liveCapacity = source?.liveCapacity ?? 0
        pending = node
    }

    /// A cursor reading a document's events as libyaml gives them, from its root on (the
    /// document's start was read).
    package init(live source: YAMLEventSource) {
        self.source = Unmanaged.passUnretained(source)
        liveNodes = source.liveNodes
        liveCapacity = source.liveCapacity
        liveRoot = true
        // The array the last document's cursor left, emptied: a document allocates none.
        swap(&frames, &source.spareFrames)
    }

    /// Leaves the arrays to the source for its next document's cursor.
    package mutating func giveBack(to source: YAMLEventSource) {
        frames.removeAll(keepingCapacity: true)
        liveCount = 0
        swap(&frames, &source.spareFrames)
    }

    /// Collections open around the next event (0: at the node the cursor started at): kept
    /// as a count, asked before every key and item.
    @usableFromInline var openCount = 0
    @inlinable package var depth: Int { openCount }

    /// Opens a replayed collection.
    @inlinable mutating func push(_ node: YAMLNode) {
        if hasTop { frames.append(Frame(next: topNext, end: topEnd)) }
        topNext = node.childStart
        topEnd = node.childStart &+ node.childCount
        hasTop = true
        openCount &+= 1
    }

    /// Closes the innermost replayed collection.
    @inlinable mutating func pop() {
        openCount &-= 1
        if let outer = frames.popLast() {
            topNext = outer.next
            topEnd = outer.end
        } else {
            hasTop = false
        }
    }

    /// The next event: a node's start (its kind says whether a scalar or a collection, which
    /// then opens), or nil for the end of the innermost open collection (which then closes)
    /// or when nothing is left. `tree`: the table (lent to the decoder: live events are
    /// recorded in it).
    @inlinable @inline(__always) package mutating func next(_ tree: inout YAMLTree) -> NodeID? {
        // A live scalar or end already read (most events) is taken here, in the caller's loop;
        // everything else in `nextEvent`.
        // (A cursor with live collections open is a live one: it has a source, and nothing
        // pending, which only a replaying cursor starts with.)
        if liveCount != 0, !hasTop,
           let taken = source.unsafelyUnwrapped._withUnsafeGuaranteedRef({ $0.takeScalarOrEnd() }) {
            if taken == nil {
                liveCount &-= 1
                openCount &-= 1
            }
            return taken
        }
        return nextEvent(&tree)
    }

    /// `next` for any event.
    @inline(never) @usableFromInline mutating func nextEvent(_ tree: inout YAMLTree) -> NodeID? {
        let id: NodeID
        if let first = pending {
            pending = nil
            id = first
        } else if hasTop {
            guard topNext < topEnd else {
                pop()
                return nil
            }
            id = tree.children[Int(topNext)]
            topNext &+= 1
        } else if liveCount != 0 || liveRoot {
            return nextLive(&tree)
        } else {
            return nil
        }
        let node = tree.nodes[Int(id.index)]
        if node.kind != .scalar { push(node) }
        return id
    }

    /// `next` inside a collection (or at a root) whose events come from libyaml. Inlined into
    /// `nextEvent`: called, its entry and exit (registers saved and restored) cost as much as the
    /// event's own handling.
    @inline(__always) @usableFromInline mutating func nextLive(_ tree: inout YAMLTree) -> NodeID? {
        liveRoot = false
        let step = source?._withUnsafeGuaranteedRef { $0.next(holding: &tree) } ?? .stop
        switch step {
        case .scalar(let id):
            return id
        case .collection(let id):
            // Never full: the reader stops a document deeper than the stack (its depth limit).
            guard liveCount < liveCapacity, let liveNodes else { return stopped() }
            liveNodes[liveCount] = id.index
            liveCount &+= 1
            openCount &+= 1
            return id
        case .alias(let id):
            // An alias is one event: what it stands for, complete before it, is replayed.
            let node = tree.nodes[Int(id.index)]
            if node.kind != .scalar { push(node) }
            return id
        case .end:
            liveCount &-= 1
            openCount &-= 1
            return nil
        case .documentStart, .documentEnd, .stop, .other:
            // Only an error or a limit ends a document inside a collection.
            return stopped()
        }
    }

    /// Reading stopped inside the document: every collection has ended.
    @inline(never) @usableFromInline mutating func stopped() -> NodeID? {
        broken = true
        liveCount = 0
        frames.removeAll()
        hasTop = false
        openCount = 0
        return nil
    }

    /// How many children the collection just opened has (keys and values both, for a
    /// mapping), asked before any is read: replayed, the table answers; live, the collection
    /// is read to its end (and recorded), then replayed from the table.
    package mutating func childrenLeft(_ tree: inout YAMLTree) -> Int {
        if !hasTop, liveCount > 0, let liveNodes {
            let node = liveNodes[liveCount &- 1]
            // Read to the collection's end straight from the source, counting only how deep
            // it is (each event is recorded, and replayed below).
            var nested = 0
            reading: while true {
                switch source?._withUnsafeGuaranteedRef({ $0.next(holding: &tree) }) ?? .stop {
                case .scalar, .alias: continue
                case .collection: nested += 1
                case .end:
                    if nested == 0 { break reading }
                    nested -= 1
                case .documentStart, .documentEnd, .stop, .other:
                    _ = stopped()
                    return 0
                }
            }
            liveCount &-= 1
            openCount &-= 1
            push(tree.nodes[Int(node)])
        }
        return hasTop ? Int(topEnd &- topNext) : 0
    }

    /// Skips what is left of the collections open deeper than `depth`, ends included.
    @inlinable package mutating func skip(toDepth depth: Int, _ tree: inout YAMLTree) {
        if openCount > depth { skipOpen(toDepth: depth, &tree) }
    }

    /// `skip` when something is open deeper than `depth`.
    @usableFromInline mutating func skipOpen(toDepth depth: Int, _ tree: inout YAMLTree) {
        // Live, each event opens, closes or passes: read until the collections are closed.
        while self.depth > depth {
            if hasTop {
                pop()
            } else {
                _ = next(&tree)
            }
        }
    }
}
