/// The keys of format version 1, by where they may appear.
enum SpecKeys {
    /// Bounds on list sizes, so that no spec makes the checker's per-state work explode.
    static let maxSegments = 64
    static let maxDevices = 32
    static let maxCards = 10_000
    static let maxVisible = 100
    static let maxModels = 256
    static let maxFields = 256

    /// `String(i)` and `"segments.\(i)"` for the indices lists may have, made once: decoders
    /// record a position under such a key for every item of every list.
    static func indexText(_ i: Int) -> String { i < indexTexts.count ? indexTexts[i] : String(i) }
    static func segmentPath(_ i: Int) -> String { i < segmentPaths.count ? segmentPaths[i] : "segments.\(i)" }
    private static let indexTexts = (0..<maxSegments).map { String($0) }
    private static let segmentPaths = (0..<maxSegments).map { "segments.\($0)" }

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
        switch kind {
        case .sheet: return foreignToSheet
        case .stack: return foreignToStack
        case .deck: return foreignToDeck
        case .carousel: return foreignToCarousel
        }
    }

    /// Computed once: the decoder asks for every document.
    private static let foreignToSheet = computeForeign(for: .sheet)
    private static let foreignToStack = computeForeign(for: .stack)
    private static let foreignToDeck = computeForeign(for: .deck)
    private static let foreignToCarousel = computeForeign(for: .carousel)
    /// Every top-level key a document of each kind may hold (a switch rather than a dictionary:
    /// a kind's hash is its raw value's, a string hashed for every document).
    static func topLevel(for kind: CardKind) -> [String] {
        switch kind {
        case .sheet: return topLevelOfSheet
        case .stack: return topLevelOfStack
        case .deck: return topLevelOfDeck
        case .carousel: return topLevelOfCarousel
        }
    }

    private static let topLevelOfSheet = common + sheet
    private static let topLevelOfStack = common + stack
    private static let topLevelOfDeck = common + deck
    private static let topLevelOfCarousel = common + carousel

    private static func computeForeign(for kind: CardKind) -> [String: String] {
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
