import CardEngine

/// A described key's value between the YAML and CardEngine's typed configuration: what the
/// decoder reads for a key's `FormatValue`, what a `ConfigurationField` stores and reads back,
/// and what the generator renders as a Swift literal.
package enum FormatScalar: Sendable, Hashable {
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case length(Length)
    /// One of an engine enumeration's raw values.
    case word(String)
    /// A list of them.
    case words([String])
}

/// A Swift type a described key can be stored as in the engine's configuration.
package protocol FormatScalarValue: Sendable {
    init?(formatScalar: FormatScalar)
    var formatScalar: FormatScalar { get }
    /// How the decoder writes a value of this type at byte `offset` of its root (`FieldStore`).
    static func fieldStore(offset: Int) -> FieldStore
}

extension Bool: FormatScalarValue {
    package init?(formatScalar: FormatScalar) {
        guard case .bool(let b) = formatScalar else { return nil }
        self = b
    }
    package var formatScalar: FormatScalar { .bool(self) }
    package static func fieldStore(offset: Int) -> FieldStore { .bool(FieldSlot(offset: offset)) }
}

extension Double: FormatScalarValue {
    package init?(formatScalar: FormatScalar) {
        guard case .number(let d) = formatScalar else { return nil }
        self = d
    }
    package var formatScalar: FormatScalar { .number(self) }
    package static func fieldStore(offset: Int) -> FieldStore { .number(FieldSlot(offset: offset)) }
}

extension Int: FormatScalarValue {
    package init?(formatScalar: FormatScalar) {
        guard case .integer(let i) = formatScalar else { return nil }
        self = i
    }
    package var formatScalar: FormatScalar { .integer(self) }
    package static func fieldStore(offset: Int) -> FieldStore { .integer(FieldSlot(offset: offset)) }
}

extension Length: FormatScalarValue {
    package init?(formatScalar: FormatScalar) {
        guard case .length(let l) = formatScalar else { return nil }
        self = l
    }
    package var formatScalar: FormatScalar { .length(self) }
    package static func fieldStore(offset: Int) -> FieldStore { .length(FieldSlot(offset: offset)) }
}

/// An engine enumeration written as one of its raw values (`.choice` in the format).
package protocol FormatWord: FormatScalarValue, RawRepresentable, CaseIterable where RawValue == String {}

extension FormatWord {
    package init?(formatScalar: FormatScalar) {
        guard case .word(let w) = formatScalar else { return nil }
        self.init(rawValue: w)
    }
    package var formatScalar: FormatScalar { .word(rawValue) }
    package static func fieldStore(offset: Int) -> FieldStore {
        let slot = FieldSlot<Self>(offset: offset)
        return .word { root, word in
            guard let value = Self(rawValue: word) else { return false }
            slot.store(value, into: root)
            return true
        }
    }
}

extension Array: FormatScalarValue where Element: FormatWord {
    package init?(formatScalar: FormatScalar) {
        guard case .words(let words) = formatScalar else { return nil }
        var result: [Element] = []
        for w in words {
            guard let e = Element(rawValue: w) else { return nil }
            result.append(e)
        }
        self = result
    }
    package var formatScalar: FormatScalar { .words(map(\.rawValue)) }
    package static func fieldStore(offset: Int) -> FieldStore {
        let slot = FieldSlot<Self>(offset: offset)
        return .words { root, words in
            guard let value = Self(formatScalar: .words(words)) else { return false }
            slot.store(value, into: root)
            return true
        }
    }
}

extension SheetConfiguration.HeaderTap: FormatWord {}
extension SheetConfiguration.Release: FormatWord {}
extension StackState: FormatWord {}
extension SwipeDirection: FormatWord {}
