/// A read-only view of the file's bytes handed to the workers; the array outlives them.
package struct UnsafeSendableBuffer: @unchecked Sendable {
    package let buffer: UnsafeBufferPointer<UInt8>
}

