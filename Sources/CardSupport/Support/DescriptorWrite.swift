#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing all of a buffer to a file descriptor cardc did not open (standard output, the
/// language server's channel), whatever state its parent left it in.
package enum DescriptorWrite {
    /// Writes every byte, or returns the `errno` that stopped it. A write a signal interrupts
    /// is retried; a descriptor left non-blocking (a full pipe answers EAGAIN) is waited on
    /// until it takes more, rather than given up on, which lost the rest of a report or cut a
    /// language-server message in half.
    package static func all(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, base + offset, bytes.count - offset)
            if n > 0 {
                offset += n
                continue
            }
            let code = n < 0 ? errno : EIO
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, -1) < 0 && errno != EINTR { return errno }
            default:
                return code
            }
        }
        return nil
    }
}
