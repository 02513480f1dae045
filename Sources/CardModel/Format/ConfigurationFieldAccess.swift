/// Reads and writes one configuration value as a `FormatScalar`, for a root type the caller
/// names; a root of another type, or a scalar of another shape, is refused (false or nil).
/// Closures made for the value's own type, at its offset in the root, rather than a generic type
/// behind an existential: that type's metadata was instantiated at run time for every key of the
/// format.
package struct ConfigurationFieldAccess: Sendable {
    /// The configuration type the key path starts from, by identity (metatypes are not Sendable).
    package let rootID: ObjectIdentifier
    private let rootType: @Sendable () -> Any.Type
    private let load: @Sendable (UnsafeRawPointer) -> FormatScalar
    private let save: @Sendable (FormatScalar, UnsafeMutableRawPointer) -> Bool

    /// The value of type `Value` at byte `offset` of a `Root` (`ConfigurationField.init`, from a
    /// key path of stored properties: reading and writing there is what the key path does).
    package init<Root, Value: FormatScalarValue>(root: Root.Type, value: Value.Type, offset: Int) {
        rootID = ObjectIdentifier(Root.self)
        rootType = { Root.self }
        load = { root in (root + offset).assumingMemoryBound(to: Value.self).pointee.formatScalar }
        save = { scalar, root in
            guard let value = Value(formatScalar: scalar) else { return false }
            (root + offset).assumingMemoryBound(to: Value.self).pointee = value
            return true
        }
    }

    /// The configuration type the key path starts from.
    package var root: Any.Type { rootType() }

    package func write<Root>(_ value: FormatScalar, into root: inout Root) -> Bool {
        guard ObjectIdentifier(Root.self) == rootID else { return false }
        return withUnsafeMutablePointer(to: &root) { save(value, UnsafeMutableRawPointer($0)) }
    }

    package func read<Root>(_ root: Root) -> FormatScalar? {
        guard ObjectIdentifier(Root.self) == rootID else { return nil }
        return withUnsafePointer(to: root) { load(UnsafeRawPointer($0)) }
    }
}
