import CardEngine

/// How the decoder writes a described key's value into the configuration it decodes: one case
/// per Swift type a value has, made for the key path's own root and value types (by
/// `FormatScalarValue.fieldStore`, where CardFormat declares the key), so that a decoded
/// `Double` is written as a `Double`, with no `FormatScalar` in between and nothing looked up
/// at run time. The pointer is the root configuration's: the decoder checks once, when it
/// builds its table of keys, that the key path starts from that type
/// (`ConfigurationFieldAccess.rootID`).
package enum FieldStore: Sendable {
    case bool(FieldSlot<Bool>)
    case number(FieldSlot<Double>)
    case integer(FieldSlot<Int>)
    case length(FieldSlot<Length>)
    /// An engine enumeration, from one of its raw values; false for a word that is none.
    case word(@Sendable (UnsafeMutableRawPointer, String) -> Bool)
    /// A list of them.
    case words(@Sendable (UnsafeMutableRawPointer, [String]) -> Bool)
}
