/// Text a card shows a person (an accessibility label or action name), as a localization key and
/// the text to use when the app's strings table has none. CardEngine has no Foundation: the
/// adapters localize it (`Bundle.main.localizedString(forKey:value:table:)` with
/// `CardText.table`), and a host without strings reads `defaultValue`.
public struct CardText: Sendable, Hashable {
    /// The key in the app's strings table: `<CardName>.<state>` for a card's states, `cardc.…`
    /// for the engine's own actions.
    public var key: String
    /// The spec's label (or the state's name), or the engine's English.
    public var defaultValue: String

    /// The strings table the adapters look keys up in: `Cards.strings` / `Cards.xcstrings`.
    public static let table = "Cards"

    public init(key: String, defaultValue: String) {
        self.key = key
        self.defaultValue = defaultValue
    }
}
