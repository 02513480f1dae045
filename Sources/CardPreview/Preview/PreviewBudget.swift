import CardSupport
/// How much `preview` may write: each picture at most `maximumPicture` bytes, and all of them
/// together at most `outputPerInputByte` bytes per byte of the specs read, or `outputFloor`
/// if that is more. A real card's picture is tens of kilobytes; a 5 MB file of 1,500 cards
/// with long names wrote 6 GB before. A picture past either limit is not written, and a
/// `resource-limit` error at its card says so. Shared by the workers that draw. The ratio is
/// well above what real specs draw (the 10,000-file benchmark corpus: about 40 bytes per byte;
/// Glide on three phones: about 170), so only hostile input meets it.
package final class PreviewBudget: @unchecked Sendable {
    package static let maximumPicture = 4 << 20
    package static let outputFloor = 256 << 20
    package static let outputPerInputByte = 256

    package let limit: Int
    package let floor: Int
    private var written = 0
    private let mutex = Mutex()

    package init(inputBytes: Int, floor: Int = PreviewBudget.outputFloor) {
        self.floor = floor
        limit = max(floor, Self.outputPerInputByte.multipliedReportingOverflow(by: inputBytes).partialValue)
    }

    /// Takes `bytes` from the budget, or returns why it cannot (and takes nothing).
    package func take(_ bytes: Int) -> String? {
        if bytes > Self.maximumPicture {
            return "the picture of this card would be \(bytes) bytes, more than the \(Self.maximumPicture)-byte limit per card; it was not written"
        }
        return mutex.withLock {
            guard written + bytes <= limit else {
                return "the preview's output limit (\(limit) bytes: \(Self.outputPerInputByte) per byte of input, at least \(floor)) was reached; the picture of this card was not written"
            }
            written += bytes
            return nil
        }
    }
}
