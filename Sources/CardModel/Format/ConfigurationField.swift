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

    /// Reads and writes the value as a `FormatScalar` (the generator, the tests).
    package let access: ConfigurationFieldAccess
    /// Writes a decoded value as the type it has, for the decoder's hot path.
    package let store: FieldStore
    /// The argument label in the engine type's initializer, when it is not the key's name.
    package let label: String?
    /// The value's name in messages, when it is not the key's dotted path.
    package let what: String?
    package let decoding: Decoding
    /// The generator leaves the argument out while the value is this one (the engine's default):
    /// a key added after specs were written (`release`, a stack's `thresholds.velocity`)
    /// changes none of their generated code.
    package let omittedAt: FormatScalar?

    // Generic, and specialised where CardFormat calls it: the closures made here know the root
    // and value types, so neither reading nor writing a value looks up type metadata or casts
    // a key path at run time (docs/performance.md, issue 24).
    package init<Root, Value: FormatScalarValue>(_ keyPath: WritableKeyPath<Root, Value> & Sendable, label: String? = nil,
                                         what: String? = nil, decoding: Decoding = .described,
                                         omittedAt: Value? = nil) {
        self.access = ConfigurationFieldAccess(keyPath)
        self.store = Value.fieldStore(keyPath)
        self.label = label
        self.what = what
        self.decoding = decoding
        self.omittedAt = omittedAt?.formatScalar
    }
}
