/// A read-only view of the file's bytes handed to the workers; the array outlives them.
struct UnsafeSendableBuffer: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

