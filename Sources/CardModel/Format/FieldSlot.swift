/// Where a value of type `Value` is written in its root configuration: its byte offset when
/// the key path is a chain of stored properties (every key path of the format is), so that the
/// decoder stores a decoded value with one typed write; else through the key path.
package struct FieldSlot<Value>: Sendable {
    /// The value's offset in the root's bytes; nil when the key path reaches a computed property.
    package let offset: Int?
    /// Writes through the key path, for any key path.
    package let set: @Sendable (UnsafeMutableRawPointer, Value) -> Void

    package init<Root>(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        offset = MemoryLayout<Root>.offset(of: keyPath)
        set = { root, value in root.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath] = value }
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
