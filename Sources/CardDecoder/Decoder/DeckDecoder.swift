import CardEngine
import CardModel
import CardReader

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
    package static var defaults: DeckConfiguration { CardFormat.deck }
    package static let dedicatedKeys = ["directions"]

    /// The directions chosen, when `directions` named any.
    package static func makeDedicated() -> [SwipeDirection] { [] }

    package static func decodeKey(_ name: String, _ d: NodeID, _ chosen: inout [SwipeDirection], _ c: inout DecodeContext) {
        // Dedicated: its messages name a direction and why an empty list is wrong.
        guard let level = c.list(d, what: "directions") else { return }
        var i = 0
        while let item = c.nextItem(level) {
            c.locations.record(parent: "directions", key: SpecKeys.indexText(i), c.tree[item].location)
            i += 1
            guard let direction = c.choice(item, SwipeDirection.self, what: "swipe direction") else { continue }
            if chosen.contains(direction) {
                c.report(.invalidValue, item, "direction '\(direction.rawValue)' is listed twice")
            } else {
                chosen.append(direction)
            }
        }
        if i == 0 {
            c.report(.invalidValue, d, "directions is empty; a deck needs at least one direction to swipe")
        }
    }

    package static func finish(_ configuration: inout DeckConfiguration, complete: Bool, _ chosen: inout [SwipeDirection], top: borrowing KeyScan,
                               appearance: Appearance, animation: CardAnimation, dedicatedRank: Int32, _ c: inout DecodeContext) -> DeckConfiguration? {
        guard complete else { return nil }
        if !chosen.isEmpty { configuration.directions = chosen }
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
