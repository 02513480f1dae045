import CardEngine
import CardModel

/// Decodes the keys of `kind: stack`.
package enum StackDecoder: KindDecoder {
    package static let keys = KindKeys(.stack)
    /// Every key of a stack is read from the description alone.
    package static let described = DescribedMapping<StackConfiguration>(CardFormat.ownKeys(of: .stack))

    package static func decode(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> StackConfiguration? {
        var configuration = CardFormat.stack
        guard c.decodeDescribed(Self.described, &top, into: &configuration) else { return nil }
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
