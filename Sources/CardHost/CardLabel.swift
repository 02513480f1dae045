public import CardEngine

/// The card's own name for VoiceOver: the label of the adapters' accessibility element (whose
/// value is the state's label). Looked up like every other text in the app's `Cards` strings
/// table (`CardText.table`), under the card's type name (`"GlideCard" = "Glide";`).
public enum CardLabel {
    /// Keyed by the card's type name (state labels are keyed `<CardName>.<state>`, so the two never
    /// meet); in English, that name in words ("GlideCard" reads "Glide card", "MapsSheet" "Maps
    /// sheet"): what an app that translates nothing still says.
    public static func text<Card: CardDefinition>(for card: Card.Type) -> CardText {
        let name = String(describing: card)
        return CardText(key: name, defaultValue: words(name))
    }

    /// The label of a host made from an interaction alone (no card type to name it).
    public static let generic = CardText(key: "cardc.card", defaultValue: "Card")

    /// A type name in words: split where a lowercase letter or digit meets an uppercase one, and
    /// before the last capital of a run followed by lowercase ("FAQSheet": "FAQ", "Sheet"); words
    /// after the first lowercased unless they are acronyms.
    static func words(_ name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !current.isEmpty, let previous = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return generic.defaultValue }
        let rest = words.dropFirst().map { word in
            word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased()
        }
        return ([first] + rest).joined(separator: " ")
    }
}
