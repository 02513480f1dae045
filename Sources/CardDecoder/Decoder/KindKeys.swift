import CardModel
import CardReader

/// One kind's top-level keys as the decoder asks for them, computed once from the format
/// description (`CardFormat`) and held by the kind's decoder (`KindDecoder.keys`).
package struct KindKeys: Sendable {
    /// The kind's own keys: those the format gives only some kinds.
    package let specific: [String]
    /// Every top-level key a document of the kind may hold.
    package let topLevel: KeyNames
    /// For a key of another kind: the first kind that uses it, to say so in the message.
    package let foreign: [String: String]

    package init(_ kind: CardKind) {
        // From the description, not from the other kinds' tables: each is made once, on first
        // use, and one must not wait for another.
        func own(_ kind: CardKind) -> [String] { CardFormat.ownKeys(of: kind).map(\.name) }
        specific = own(kind)
        topLevel = KeyNames(SpecKeys.common + specific)
        var foreign: [String: String] = [:]
        let mine = Set(specific)
        for other in CardKind.allCases where other != kind {
            for key in own(other) where !mine.contains(key) && foreign[key] == nil {
                foreign[key] = other.rawValue
            }
        }
        self.foreign = foreign
    }
}
