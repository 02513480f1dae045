/// Where a value of type `Value` is written in its root configuration: its byte offset there
/// (every key path of the format is a chain of stored properties), so that the decoder stores a
/// decoded value with one typed write.
package struct FieldSlot<Value>: Sendable {
    /// The value's offset in the root's bytes.
    package let offset: Int?
    /// Writes the value at `offset` (what the decoder calls when it has not the offset at hand).
    package let set: @Sendable (UnsafeMutableRawPointer, Value) -> Void

    /// `offset`: the value's, in its root's bytes (`ConfigurationField.init`, from a key path).
    package init(offset: Int) {
        self.offset = offset
        set = { root, value in (root + offset).assumingMemoryBound(to: Value.self).pointee = value }
    }

    /// Writes `value` into the root `root` points at.
    @inlinable package func store(_ value: Value, into root: UnsafeMutableRawPointer) {
        if let offset {
            (root + offset).assumingMemoryBound(to: Value.self).pointee = value
        } else {
            set(root, value)
        }
    }
}
