import Dispatch
import CardSupport
import CardReader

/// Runs a `LanguageServer` on two file descriptors (standard input and output for `cardc lsp`).
/// A reader thread frames and parses messages into a bounded queue (it waits when the queue is
/// full, by count or by bytes, so a client that floods the server cannot grow its memory;
/// messages that arrived in one read are queued together); this thread answers them in
/// order. Diagnostics are published once no message is waiting, so a burst of edits is linted
/// once, for its last version (the debounce), and a single edit is linted at once.
/// `$/cancelRequest` for a request still waiting answers it with `RequestCancelled`.
public enum LanguageServerLoop {
    /// Returns the exit status: 0 after `shutdown` then `exit`, 1 otherwise.
    public static func run(input: Int32 = 0, output: Int32 = 1, limits: ReaderLimits = .default) -> Int32 {
        let server = LanguageServer(limits: limits)
        let writer = MessageWriter(fd: output)
        // A spec of the largest size the reader takes, escaped as JSON, fits a message.
        let maximumMessage = limits.maxFileSize * 2 + (1 << 20)
        let queue = IncomingQueue(capacity: 32, byteCapacity: IncomingQueue.defaultByteCapacity)
        DispatchQueue(label: "cardc.lsp.reader").async {
            var reader = MessageReader(fd: input, maximumLength: maximumMessage)
            // Messages that arrived together are queued together, so that a `$/cancelRequest`
            // sent right after its request is in the queue before the request is answered.
            var batch: [(Incoming, Int)] = []
            var batchBytes = 0
            while true {
                switch reader.next() {
                case .message(let body):
                    batch.append((JSONValue.parse(body).map(Incoming.message) ?? .malformed("the message is not JSON"), body.count))
                    batchBytes += body.count
                case .malformed(let why):
                    batch.append((.malformed(why), 0))
                case .end:
                    batch.append((.end, 0))
                    queue.push(batch)
                    return
                }
                // A batch is small (16 messages, 1 MB): what a client writes at once.
                if !reader.hasWholeMessage || batch.count >= 16 || batchBytes >= 1 << 20 {
                    queue.push(batch)
                    batch.removeAll(keepingCapacity: true)
                    batchBytes = 0
                }
            }
        }
        while true {
            if let status = server.exitStatus { return status }
            if server.hasPendingDiagnostics && queue.isEmpty {
                for message in server.publishPending() { writer.send(message) }
                continue
            }
            switch queue.pop() {
            case .end:
                return server.exitStatus ?? 1
            case .malformed(let why):
                writer.send(LanguageServer.error(id: .null, .parseError, why))
            case .message(let message):
                if message["method"]?.string == LSP.Method.cancelRequest.rawValue { continue }   // only those of waiting requests matter
                if let id = message["id"], message["method"] != nil, queue.removeCancellation(of: id) {
                    writer.send(LanguageServer.error(id: id, .requestCancelled, "cancelled"))
                    continue
                }
                for reply in server.handle(message) { writer.send(reply) }
            }
        }
    }
}

package enum Incoming: Sendable {
    case message(JSONValue)
    case malformed(String)
    case end
}

/// A bounded first-in, first-out queue between the reader thread and the server: at most
/// `capacity` items and `byteCapacity` bytes of messages (a batch larger than that alone waits
/// until the queue is empty), so what waits is bounded by bytes, not only by count.
package final class IncomingQueue: @unchecked Sendable {
    /// 16 MB of messages waiting, besides the one being answered.
    package static let defaultByteCapacity = 16 << 20

    private let mutex = Mutex()
    private var items: [(Incoming, Int)] = []
    private var bytes = 0
    private let capacity: Int
    private let byteCapacity: Int

    package init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// Whether a batch of `size` bytes may be added now (else `push` waits).
    package func accepts(bytes size: Int) -> Bool {
        mutex.withLock { acceptsLocked(size) }
    }

    private func acceptsLocked(_ size: Int) -> Bool {
        items.isEmpty || (items.count < capacity && bytes + size <= byteCapacity)
    }

    /// Bytes of the messages waiting.
    package var queuedBytes: Int { mutex.withLock { bytes } }

    /// Adds the items at once, waiting while the queue is full.
    package func push(_ batch: [(Incoming, Int)]) {
        let size = batch.reduce(0) { $0 + $1.1 }
        mutex.withLock {
            while !acceptsLocked(size) { mutex.wait() }
            items.append(contentsOf: batch)
            bytes += size
            mutex.wakeWaiters()
        }
    }

    package func pop() -> Incoming {
        mutex.withLock {
            while items.isEmpty { mutex.wait() }
            let (item, size) = items.removeFirst()
            bytes -= size
            mutex.wakeWaiters()
            return item
        }
    }

    package var isEmpty: Bool { mutex.withLock { items.isEmpty } }

    /// Whether a `$/cancelRequest` for `id` is waiting; it is taken out of the queue if so.
    package func removeCancellation(of id: JSONValue) -> Bool {
        mutex.withLock {
            guard let i = items.firstIndex(where: { item in
                if case .message(let m) = item.0, m["method"]?.string == LSP.Method.cancelRequest.rawValue {
                    return (try? m["params"]?.decode(LSP.CancelParams.self))?.id == id
                }
                return false
            }) else { return false }
            bytes -= items[i].1
            items.remove(at: i)
            mutex.wakeWaiters()
            return true
        }
    }
}
