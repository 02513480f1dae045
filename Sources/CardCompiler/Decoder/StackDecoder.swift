import CardEngine

/// Decodes the keys of `kind: stack`.
enum StackDecoder {
    /// Every key of a stack is read from the description alone.
    static let described = DescribedMapping(CardFormat.ownKeys(of: .stack))

    static func decode(_ top: Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> StackConfiguration? {
        var configuration = CardFormat.stack
        guard c.decodeDescribed(Self.described, top, into: &configuration) else { return nil }
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
