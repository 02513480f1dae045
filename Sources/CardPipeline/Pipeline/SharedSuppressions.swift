import CardSupport
import CardChecker
/// The file's suppression comments, looked for only when a finding needs them (most files have
/// none, and scanning every byte of a large stream on one core showed in profiles), then kept.
/// Workers of one split file share it, so their first look is behind a lock; a file linted
/// whole by one worker needs none (making a mutex per file showed in profiles too).
package final class SharedSuppressions: @unchecked Sendable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var parsed: Suppressions??
    private let mutex: Mutex?

    /// `bytes` must outlive this object (the caller's buffer does). `shared`: whether more than
    /// one thread may ask.
    package init(bytes: UnsafeBufferPointer<UInt8>, shared: Bool) {
        self.bytes = bytes
        mutex = shared ? Mutex() : nil
    }

    /// The suppressions, nil when the file has none.
    package var value: Suppressions? {
        guard let mutex else { return lookUp() }
        return mutex.withLock(lookUp)
    }

    /// What every suppression comment holds after its `#` (`Suppressions`' own marker).
    private static let marker = Array("cardc:disable-".utf8)

    private func lookUp() -> Suppressions? {
        if let parsed { return parsed }
        // Nearly every file has none: found so, with the marker made once, `Suppressions`
        // (which makes its marker's array per file, ~480 instructions) is not asked.
        guard Suppressions.contains(bytes, Self.marker) else {
            parsed = .some(nil)
            return nil
        }
        let suppressions = Suppressions(source: bytes)
        let value = suppressions.isEmpty ? nil : suppressions
        parsed = .some(value)
        return value
    }
}

