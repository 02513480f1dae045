#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport

/// The base protocol's framing: `Content-Length: N` (and optionally `Content-Type`) header
/// lines ended by CRLF, an empty line, then N bytes of JSON. Reads from a file descriptor, keeping
/// at most one message in memory; a message over `maximumLength` is skipped unread.
package struct MessageReader {
    package enum Next: Equatable {
        case message([UInt8])
        /// Framing that could not be read; the reader has moved past it.
        case malformed(String)
        case end
    }

    package let fd: Int32
    /// The largest message body kept (a spec is at most the reader's file-size limit; edits
    /// are smaller).
    package let maximumLength: Int
    package static let maximumHeader = 8192

    private var buffer: [UInt8] = []
    private var start = 0
    /// The most bytes the buffer has held: a message over `maximumLength` is skipped in reads of
    /// 64 KB, never held (for tests).
    package private(set) var largestBuffer = 0
    private var atEnd = false

    package init(fd: Int32, maximumLength: Int = 64 << 20) {
        self.fd = fd
        self.maximumLength = maximumLength
    }

    /// More bytes from the descriptor; false at end of input.
    private mutating func fill() -> Bool {
        if atEnd { return false }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<n])
            largestBuffer = max(largestBuffer, buffer.count)
            return true
        }
    }

    /// The index just past the header section's empty line, if it is in the buffer.
    private func headerEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i + 4 }
            i += 1
        }
        return nil
    }

    /// Whether a whole message (headers and body) is already read: `next()` returns it without
    /// waiting for input.
    package var hasWholeMessage: Bool {
        guard let end = headerEnd() else { return false }
        let header = String(decoding: buffer[start..<end - 4], as: UTF8.self)
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "content-length",
                  let n = Int(line[line.index(after: colon)...].trimmed()) else { continue }
            return buffer.count - end >= n
        }
        // Framing `next()` reports as malformed, at once.
        return true
    }

    package mutating func next() -> Next {
        var end = headerEnd()
        while end == nil {
            if buffer.count - start > Self.maximumHeader {
                // No header ends where one must: drop what was read and start afresh.
                buffer.removeAll(keepingCapacity: true)
                start = 0
                return .malformed("a header section longer than \(Self.maximumHeader) bytes")
            }
            guard fill() else { return buffer.count > start ? .malformed("input ended inside a header") : .end }
            end = headerEnd()
        }
        guard let headerEnd = end else { return .end }
        let header = String(decoding: buffer[start..<headerEnd - 4], as: UTF8.self)
        start = headerEnd
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return .malformed("a header line without a colon") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmed()
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else { return .malformed("Content-Length is not a length: \(value.prefix(40))") }
                length = n
            }
        }
        guard let length else { return .malformed("no Content-Length header") }
        if length > maximumLength {
            // Skip the body without keeping it.
            var left = length
            while left > 0 {
                let available = buffer.count - start
                if available == 0 && !fill() { return .end }
                let take = min(left, buffer.count - start)
                start += take
                left -= take
            }
            return .malformed("a message of \(length) bytes, more than \(maximumLength)")
        }
        while buffer.count - start < length {
            guard fill() else { return .malformed("input ended inside a message") }
        }
        let body = Array(buffer[start..<start + length])
        start += length
        return .message(body)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    package func trimmed() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}

/// Writes framed messages to a file descriptor, whole, one at a time.
package final class MessageWriter: Sendable {
    package let fd: Int32
    private let lock = Mutex()

    package init(fd: Int32) {
        self.fd = fd
    }

    package func send(_ value: JSONValue) {
        let body = Array(value.encoded.utf8)
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        lock.withLock {
            // A channel that fails (the client gone) has no one to tell; the read side ends the loop.
            _ = bytes.withUnsafeBytes { DescriptorWrite.all($0, to: fd) }
        }
    }
}
