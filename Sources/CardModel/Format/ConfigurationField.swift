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

    // Generic, inlined and specialised where CardFormat calls it with a key path literal of
    // stored properties: the optimiser folds the literal's offset to a constant, and no key path
    // is made at run time (making CardFormat's 48 cost about 900,000 instructions a run, one
    // generic class instantiated per root and value type). The closures made from the offset
    // know the root and value types, so neither reading nor writing a value looks up type
    // metadata or casts a key path at run time (docs/performance.md, issue 24).
    @inline(__always)
    package init<Root, Value: FormatScalarValue>(_ keyPath: WritableKeyPath<Root, Value>, label: String? = nil,
                                         what: String? = nil, decoding: Decoding = .described,
                                         omittedAt: Value? = nil) {
        // The format's own table: a key path through a computed property is a mistake in it,
        // which every run would hit.
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else {
            preconditionFailure("\(keyPath): a configuration field must be a stored property")
        }
        self.access = ConfigurationFieldAccess(root: Root.self, value: Value.self, offset: offset)
        self.store = Value.fieldStore(offset: offset)
        self.label = label
        self.what = what
        self.decoding = decoding
        self.omittedAt = omittedAt?.formatScalar
    }
}
