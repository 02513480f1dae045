import CardEngine
import CardModel

/// Decodes the keys of `kind: carousel`.
package enum CarouselDecoder: KindDecoder {
    package static let keys = KindKeys(.carousel)
    /// The keys read from the description alone: all but `expandDistance`.
    package static let described = DescribedMapping<CarouselConfiguration>(CardFormat.ownKeys(of: .carousel))

    package static func decode(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> CarouselConfiguration? {
        var configuration = CardFormat.carousel
        _ = c.decodeDescribed(Self.described, &top, into: &configuration)
        // Dedicated: its message says why 0 is wrong.
        let expandDistance = c.require(&top, "expandDistance").flatMap { node -> Double? in
            guard let d = c.points(node, what: "expandDistance") else { return nil }
            guard d > 0 else {
                c.report(.invalidValue, node, "expandDistance must be more than 0: the card grows to full screen over it")
                return nil
            }
            return d
        }
        guard let expandDistance else { return nil }
        configuration.expandDistance = expandDistance
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
