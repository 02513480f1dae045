import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent pieces of work on every core and returns their results in input order, so
/// output stays stable however the work was scheduled.
public enum Parallel {
    /// Online processors, at least 1.
    public static let processorCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body(i)` for every `i` in `0..<count`, results in index order. Workers take the next
    /// chunk of indices from a shared counter, so one slow file (or a worker the machine
    /// preempts) does not leave the other cores idle at the end; chunks keep the counter cold.
    public static func map<T: Sendable>(_ count: Int, workers: Int = processorCount, _ body: @Sendable (Int) -> T) -> [T] {
        map(count, workers: workers, perWorker: { () }) { _, i in body(i) }
    }

    /// Like `map(_:workers:_:)`, with a state each worker makes once and passes to every call it
    /// runs: storage reused from one item to the next, never shared between threads.
    public static func map<T: Sendable, State>(_ count: Int, workers: Int = processorCount, perWorker makeState: @Sendable () -> State,
                                               _ body: @Sendable (inout State, Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else {
            var state = makeState()
            return (0..<count).map { body(&state, $0) }
        }
        let chunk = chunkSize(count, workers: workers)
        let next = Counter()
        // Each result is written once, in place, by the worker that claimed its index: no
        // optional per slot and no second pass to unwrap them (this runs on one core).
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var state = makeState()
                while true {
                    let start = next.take(chunk)
                    guard start < count else { return }
                    for i in start..<min(start + chunk, count) {
                        (slots.buffer.baseAddress! + i).initialize(to: body(&state, i))
                    }
                }
            }
            initialized = count
        }
    }

    /// `body(i)` for every `i` in `0..<count` on every core, each result handed to `consume`
    /// in index order as soon as it and every result before it are ready, then dropped: memory
    /// holds only the results that finished ahead of an earlier one (a bounded window of them),
    /// not all of them. `consume` is called once per index, never twice at the same time, on
    /// whichever thread completed the run of ready results.
    public static func forEachInOrder<T: Sendable, State>(_ count: Int, workers: Int = processorCount,
                                                          perWorker makeState: @Sendable () -> State,
                                                          _ body: @Sendable (inout State, Int) -> T,
                                                          consume: @escaping @Sendable (Int, T) -> Void) {
        let workers = max(1, min(workers, count))
        guard workers > 1 else {
            var state = makeState()
            for i in 0..<count { consume(i, body(&state, i)) }
            return
        }
        let chunk = chunkSize(count, workers: workers)
        let next = Counter()
        let handOff = OrderedHandOff<T>(count: count, chunk: chunk, window: 8 * chunk, consume: consume)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = makeState()
            var results: [T] = []
            results.reserveCapacity(chunk)
            while true {
                let start = next.take(chunk)
                guard start < count else { return }
                handOff.waitForRoom(before: start)
                for i in start..<min(start + chunk, count) {
                    results.append(body(&state, i))
                }
                handOff.deliver(chunkAt: start, results)
                results.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Results waiting for every earlier one, a chunk at a time (so the lock is taken per
    /// chunk, not per result). The thread that delivers the next chunk in order hands on its
    /// results and those of every ready chunk after it, outside the lock, so other workers only
    /// ever wait to put a chunk down; a flag keeps a second thread from handing on at the same
    /// time (and out of order). A worker may start at most `window` indices past the next
    /// chunk to hand on: without that bound, a worker that was descheduled, or busy handing on
    /// (formatting thousands of diagnostics), let the others pile up results without limit.
    private final class OrderedHandOff<T>: @unchecked Sendable {
        private var waiting: [[T]?]
        private let chunk: Int
        /// Index of the first result of the next chunk to hand on.
        private var nextToHandOn = 0
        private var handingOn = false
        private let window: Int
        private let mutex = Mutex()
        private let consume: @Sendable (Int, T) -> Void

        init(count: Int, chunk: Int, window: Int, consume: @escaping @Sendable (Int, T) -> Void) {
            waiting = Array(repeating: nil, count: (count + chunk - 1) / chunk)
            self.chunk = chunk
            self.window = window
            self.consume = consume
        }

        /// Blocks while `index` is more than `window` past the next result to hand on. Cannot
        /// deadlock: chunks are claimed in increasing order, so the worker holding the next
        /// chunk to hand on started at or before it and never waits here.
        func waitForRoom(before index: Int) {
            mutex.withLock {
                while index >= nextToHandOn + window { mutex.wait() }
            }
        }

        func deliver(chunkAt start: Int, _ results: [T]) {
            var next = mutex.withLock { () -> (Int, [T])? in
                waiting[start / chunk] = results
                guard !handingOn else { return nil }
                let first = takeNextReady()
                handingOn = first != nil
                return first
            }
            // A chunk's results are dropped together once all are handed on: at most a chunk
            // more than the window is alive.
            while let (first, items) = next {
                // By index: this generic code is called from other modules unspecialized, where
                // `enumerated()`'s iterator cost about 1,900 instructions per result.
                for k in items.indices { consume(first + k, items[k]) }
                next = mutex.withLock { () -> (Int, [T])? in
                    let ready = takeNextReady()
                    if ready == nil { handingOn = false }
                    return ready
                }
            }
        }

        /// Under the lock: the next chunk in order, if it is ready.
        private func takeNextReady() -> (Int, [T])? {
            let slot = nextToHandOn / chunk
            guard slot < waiting.count, let results = waiting[slot].take() else { return nil }
            let first = nextToHandOn
            nextToHandOn += results.count
            mutex.wakeWaiters()
            return (first, results)
        }
    }

    /// Indices a worker claims at a time: about 16 chunks per worker, at most 64 indices.
    private static func chunkSize(_ count: Int, workers: Int) -> Int {
        max(1, min(64, count / (workers * 16)))
    }

    /// The next unclaimed index, behind a mutex (taken once per chunk, not per index).
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let mutex = Mutex()

        /// Claims `n` indices and returns the first.
        func take(_ n: Int) -> Int {
            mutex.withLock {
                let start = value
                value += n
                return start
            }
        }
    }

    /// The result buffer, shared by the workers; safe because each index has exactly one writer
    /// and the buffer outlives `concurrentPerform`.
    private struct Slots<T>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<T>
    }
}
