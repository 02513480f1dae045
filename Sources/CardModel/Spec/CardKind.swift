/// The four kinds of card the format describes.
public enum CardKind: String, Sendable, Hashable, CaseIterable {
    case sheet
    case stack
    case deck
    case carousel
}
