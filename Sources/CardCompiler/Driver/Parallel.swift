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

    /// `body(i)` for every `i` in `0..<count`, results in index order. Worker `w` takes indices
    /// `w, w + workers, ...`: no shared counter is needed, and each result slot has one writer.
    public static func map<T: Sendable>(_ count: Int, workers: Int = processorCount, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(workers, count))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var i = worker
                while i < count {
                    slots.buffer[i] = body(i)
                    i += workers
                }
            }
        }
        return results.map { $0! }
    }

    /// The result buffer, shared by the workers; safe because each index has exactly one writer
    /// and the buffer outlives `concurrentPerform`.
    private struct Slots<T>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<T?>
    }
}
