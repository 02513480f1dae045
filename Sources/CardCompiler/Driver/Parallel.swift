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
        let chunk = max(1, min(64, count / (workers * 16)))
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
