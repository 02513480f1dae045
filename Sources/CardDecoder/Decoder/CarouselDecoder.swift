import CardEngine
import CardModel
import CardReader

/// Decodes the keys of `kind: carousel`.
package enum CarouselDecoder: KindDecoder {
    package static let keys = KindKeys(.carousel)
    /// The keys read from the description alone: all but `expandDistance`.
    package static let described = DescribedMapping<CarouselConfiguration>(CardFormat.ownKeys(of: .carousel))
    package static var defaults: CarouselConfiguration { CardFormat.carousel }
    package static let dedicatedKeys = ["expandDistance"]

    /// `expandDistance` as read: absent (nil), wrong (`.some(nil)`) or its value.
    package static func makeDedicated() -> Double?? { nil }

    package static func decodeKey(_ name: String, _ value: NodeID, _ expandDistance: inout Double??, _ c: inout DecodeContext) {
        // Dedicated: its message says why 0 is wrong.
        guard let d = c.points(value, what: "expandDistance") else { expandDistance = .some(nil); return }
        guard d > 0 else {
            c.report(.invalidValue, value, "expandDistance must be more than 0: the card grows to full screen over it")
            expandDistance = .some(nil)
            return
        }
        expandDistance = d
    }

    package static func finish(_ configuration: inout CarouselConfiguration, complete: Bool, _ expandDistance: inout Double??, top: borrowing KeyScan,
                               appearance: Appearance, animation: CardAnimation, dedicatedRank: Int32, _ c: inout DecodeContext) -> CarouselConfiguration? {
        guard let read = expandDistance else {
            c.rank = dedicatedRank
            c.missing("expandDistance", top)
            return nil
        }
        guard let distance = read else { return nil }
        configuration.expandDistance = distance
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
