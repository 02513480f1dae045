import CardEngine
import CardModel
import CardReader

/// Decodes the keys of `kind: stack`.
package enum StackDecoder: KindDecoder {
    package static let keys = KindKeys(.stack)
    /// Every key of a stack is read from the description alone.
    package static let described = DescribedMapping<StackConfiguration>(CardFormat.ownKeys(of: .stack))
    package static var defaults: StackConfiguration { CardFormat.stack }
    package static let dedicatedKeys: [String] = []
    package static func makeDedicated() -> NoDedicatedKeys { NoDedicatedKeys() }
    package static func decodeKey(_ name: String, _ value: NodeID, _ dedicated: inout NoDedicatedKeys, _ c: inout DecodeContext) {}

    package static func finish(_ configuration: inout StackConfiguration, complete: Bool, _ dedicated: inout NoDedicatedKeys, top: borrowing KeyScan,
                               appearance: Appearance, animation: CardAnimation, dedicatedRank: Int32, _ c: inout DecodeContext) -> StackConfiguration? {
        guard complete else { return nil }
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
