/// Where a described key's value lives in CardEngine's typed configuration (a key path into a
/// `*Configuration`, `Appearance` or `CardAnimation`), so that the decoder, the generator and
/// the tests reach it through the format description instead of code of their own per key.
package struct ConfigurationField: Sendable {
    /// Who decodes the key.
    package enum Decoding: Sendable {
        /// The decoder's described-key pass, from the key's `FormatValue`.
        case described
        /// Code of the kind's decoder, for a check a `FormatValue` cannot say (its message or a
        /// relation to other keys); the generator still reads the value through the key path.
        case dedicated
    }

    package let access: any ConfigurationFieldAccess
    /// The argument label in the engine type's initializer, when it is not the key's name.
    package let label: String?
    /// The value's name in messages, when it is not the key's dotted path.
    package let what: String?
    package let decoding: Decoding

    package init<Root, Value: FormatScalarValue>(_ keyPath: WritableKeyPath<Root, Value> & Sendable, label: String? = nil,
                                         what: String? = nil, decoding: Decoding = .described) {
        self.access = TypedConfigurationField(keyPath: keyPath)
        self.label = label
        self.what = what
        self.decoding = decoding
    }
}

/// Reads and writes one configuration value as a `FormatScalar`, for a root type the caller
/// names; a root of another type, or a scalar of another shape, is refused (false or nil).
package protocol ConfigurationFieldAccess: Sendable {
    func write<Root>(_ value: FormatScalar, into root: inout Root) -> Bool
    func read<Root>(_ root: Root) -> FormatScalar?
    /// The configuration type the key path starts from.
    var root: Any.Type { get }
}

package struct TypedConfigurationField<Configuration, Value: FormatScalarValue>: ConfigurationFieldAccess {
    package let keyPath: WritableKeyPath<Configuration, Value> & Sendable

    package var root: Any.Type { Configuration.self }

    package func write<Root>(_ value: FormatScalar, into root: inout Root) -> Bool {
        guard let path = keyPath as? WritableKeyPath<Root, Value>, let v = Value(formatScalar: value) else { return false }
        root[keyPath: path] = v
        return true
    }

    package func read<Root>(_ root: Root) -> FormatScalar? {
        guard let path = keyPath as? KeyPath<Root, Value> else { return nil }
        return root[keyPath: path].formatScalar
    }
}
