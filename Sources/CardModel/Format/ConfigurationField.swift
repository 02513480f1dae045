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

    // The root is compared as a metatype (a pointer comparison) and then used as the type it
    // is, rather than cast with `as? WritableKeyPath<Root, Value>`: that cast looks up generic
    // metadata at run time for every key of every document, which cost lint about 4% of its
    // instructions on the benchmark corpus (docs/performance.md, issue 24).
    package func write<Root>(_ value: FormatScalar, into root: inout Root) -> Bool {
        guard Root.self == Configuration.self, let v = Value(formatScalar: value) else { return false }
        withUnsafeMutablePointer(to: &root) { pointer in
            pointer.withMemoryRebound(to: Configuration.self, capacity: 1) { $0.pointee[keyPath: keyPath] = v }
        }
        return true
    }

    package func read<Root>(_ root: Root) -> FormatScalar? {
        guard Root.self == Configuration.self else { return nil }
        return withUnsafePointer(to: root) { pointer in
            pointer.withMemoryRebound(to: Configuration.self, capacity: 1) { $0.pointee[keyPath: keyPath].formatScalar }
        }
    }
}
