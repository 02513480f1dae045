/// The top-level keys of format version 1 by kind, as the decoder asks for them, computed once
/// from the format description (`CardFormat`).
enum SpecKeys {
    static let maxSegments = CardFormat.maxSegments
    static let maxDevices = CardFormat.maxDevices
    static let maxCards = CardFormat.maxCards
    static let maxVisible = CardFormat.maxVisible
    static let maxModels = CardFormat.maxModels
    static let maxFields = CardFormat.maxFields
    static let maxSamples = CardFormat.maxSamples

    /// `String(i)` and `"segments.\(i)"` for the indices lists may have, made once: decoders
    /// record a position under such a key for every item of every list.
    static func indexText(_ i: Int) -> String { i < indexTexts.count ? indexTexts[i] : String(i) }
    static func segmentPath(_ i: Int) -> String { i < segmentPaths.count ? segmentPaths[i] : "segments.\(i)" }
    private static let indexTexts = (0..<maxSegments).map { String($0) }
    private static let segmentPaths = (0..<maxSegments).map { "segments.\($0)" }

    static let common = CardFormat.commonKeys.map(\.name)
    static let sheet = ownKeys(of: .sheet)
    static let stack = ownKeys(of: .stack)
    static let deck = ownKeys(of: .deck)
    static let carousel = ownKeys(of: .carousel)

    private static func ownKeys(of kind: CardKind) -> [String] {
        CardFormat.keys.filter { !$0.kinds.isEmpty && $0.kinds.contains(kind) }.map(\.name)
    }

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
