/// The arrays a reader fills for every stream, kept by one worker from one file to the next:
/// reading ten thousand small files then allocates (and frees, and reference-counts) the tree's
/// arrays once per worker rather than once per file. Not shared between threads: each worker
/// makes its own (`Parallel.map(_:workers:perWorker:_:)`).
///
/// Its tree skips Swift's run-time exclusivity checks: the reader swaps it in and out once per
/// file, from another module than the one that declares it, where the checks cannot be proven
/// away and cost a call into the runtime per access; one worker, on one thread, uses a
/// storage, and no access overlaps another. The stacks are constants the reader uses in place.
public final class ReaderStorage {
    @exclusivity(unchecked) package var tree = YAMLTree()
    package let pending = ReaderStack<NodeID>()
    package let open = ReaderStack<OpenCollection>()
    /// The event source of the last file, finished, for the next (`YAMLEventSource.make`).
    @exclusivity(unchecked) package var spareSource: YAMLEventSource?

    public init() {}
}

/// A collection the reader has opened and not yet closed: its node, and where its children
/// begin in the reader's `pending` stack.
package struct OpenCollection: BitwiseCopyable {
    var node: Int32
    var firstChild: Int
}

/// Room for one of the reader's stacks of plain values, which it pushes to and pops from at
/// nearly every event. An array checked that its buffer was not shared at every push (a call
/// into the runtime) and removed a closed collection's children through `replaceSubrange`;
/// here a push is a compare and a store (`ReaderStackCursor`). The class only owns the memory;
/// one reader at a time uses it, on one thread.
package final class ReaderStack<Element: BitwiseCopyable> {
    /// `capacity` elements; what is below the reader's count is initialized, the rest is room.
    fileprivate(set) var base: UnsafeMutablePointer<Element>
    fileprivate(set) var capacity: Int
    /// Room a new stack has, and the most a worker's storage keeps after a large stream.
    static var initialCapacity: Int { 256 }
    static var keptCapacity: Int { 1 << 14 }

    init() {
        capacity = Self.initialCapacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Doubles the room, keeping the first `count` elements.
    fileprivate func grow(keeping count: Int) {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Gives back the room a large stream made (elements are plain values: nothing to clear).
    func shrinkIfLarge() {
        guard capacity > Self.keptCapacity else { return }
        base.deallocate()
        capacity = Self.initialCapacity
        base = .allocate(capacity: capacity)
    }

    /// The room's bytes, for tests that check the storage is reused.
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(UnsafeBufferPointer(start: base, count: capacity)))
    }
}

/// A reader's view of a `ReaderStack`: its count, and its room's address and size copied out
/// of the class, so that the event loop reads them from its own state (no exclusivity check,
/// no reference counting). Valid while `owner` lives, which holds the memory.
struct ReaderStackCursor<Element: BitwiseCopyable> {
    let owner: ReaderStack<Element>
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Elements in the stack, `base[0..<count]`.
    private(set) var count = 0

    init(_ owner: ReaderStack<Element>) {
        self.owner = owner
        base = owner.base
        capacity = owner.capacity
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func push(_ element: Element) {
        if _slowPath(count == capacity) { grow() }
        // In bounds: count < capacity.
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never) mutating func grow() {
        owner.grow(keeping: count)
        base = owner.base
        capacity = owner.capacity
    }

    /// Removes and returns the top element; nil when empty.
    @inline(__always) mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The top element; nil when empty.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements from `first` to the top (`first <= count`), in place: valid until the next push.
    func suffix(from first: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + first, count: count - first)
    }

    /// Drops the elements from `first` on (`first <= count`).
    @inline(__always) mutating func removeSuffix(from first: Int) {
        count = first
    }

    mutating func removeAll() { count = 0 }
}
