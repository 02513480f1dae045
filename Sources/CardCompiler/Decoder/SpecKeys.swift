/// The keys of format version 1, by where they may appear.
enum SpecKeys {
    static let common = ["version", "name", "kind", "devices", "appearance", "animation", "models", "samples"]
    static let sheet = ["header", "segments", "initial", "thresholds", "dim", "scroll", "insets"]
    static let stack = ["cardHeight", "offset", "spacing", "height", "thresholds", "initial", "cards"]
    static let deck = ["size", "visible", "insets", "directions", "thresholds", "exit"]
    static let carousel = ["insets", "peek", "spacing", "expandDistance", "thresholds"]

    static func specific(to kind: CardKind) -> [String] {
        switch kind {
        case .sheet: return sheet
        case .stack: return stack
        case .deck: return deck
        case .carousel: return carousel
        }
    }

    /// For a key of another kind: the first kind that uses it, to say so in the message.
    static func foreign(for kind: CardKind) -> [String: String] {
        var result: [String: String] = [:]
        let own = Set(specific(to: kind))
        for other in CardKind.allCases where other != kind {
            for key in specific(to: other) where !own.contains(key) && result[key] == nil {
                result[key] = other.rawValue
            }
        }
        return result
    }
}
