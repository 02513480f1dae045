import CardEngine
import CardModel

/// Decodes the keys of `kind: deck`.
package enum DeckDecoder: KindDecoder {
    package static let keys = KindKeys(.deck)

    /// Directions that did not decode leave the default ones in the configuration, so its
    /// states count only when it had no error.
    package static func labelStates(_ configuration: DeckConfiguration?, clean: Bool) -> [String]? {
        clean ? configuration?.stateNames : nil
    }

    /// The keys read from the description alone: all but `directions`.
    package static let described = DescribedMapping<DeckConfiguration>(CardFormat.ownKeys(of: .deck))

    package static func decode(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> DeckConfiguration? {
        var configuration = CardFormat.deck
        let complete = c.decodeDescribed(Self.described, &top, into: &configuration)
        // Dedicated: its messages name a direction and why an empty list is wrong.
        var directions = CardFormat.deck.directions
        if let d = top["directions"], let items = c.list(d, what: "directions") {
            var chosen: [SwipeDirection] = []
            for (i, item) in items.enumerated() {
                c.locations.record(parent: "directions", key: SpecKeys.indexText(i), c.tree[item].location)
                guard let direction = c.choice(item, SwipeDirection.self, what: "swipe direction") else { continue }
                if chosen.contains(direction) {
                    c.report(.invalidValue, item, "direction '\(direction.rawValue)' is listed twice")
                } else {
                    chosen.append(direction)
                }
            }
            if items.isEmpty {
                c.report(.invalidValue, d, "directions is empty; a deck needs at least one direction to swipe")
            }
            if !chosen.isEmpty { directions = chosen }
        }
        guard complete else { return nil }
        configuration.directions = directions
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
