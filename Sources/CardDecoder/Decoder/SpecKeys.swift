import CardModel
/// The top-level keys of format version 1 by kind, as the decoder asks for them, computed once
/// from the format description (`CardFormat`).
package enum SpecKeys {
    package static let maxSegments = CardFormat.maxSegments
    package static let maxDevices = CardFormat.maxDevices
    package static let maxCards = CardFormat.maxCards
    package static let maxVisible = CardFormat.maxVisible
    package static let maxModels = CardFormat.maxModels
    package static let maxFields = CardFormat.maxFields
    package static let maxSamples = CardFormat.maxSamples

    /// `String(i)` and `"segments.\(i)"` for the indices lists may have, made once: decoders
    /// record a position under such a key for every item of every list.
    package static func indexText(_ i: Int) -> String { i < indexTexts.count ? indexTexts[i] : String(i) }
    package static func segmentPath(_ i: Int) -> String { i < segmentPaths.count ? segmentPaths[i] : "segments.\(i)" }
    private static let indexTexts = (0..<maxSegments).map { String($0) }
    private static let segmentPaths = (0..<maxSegments).map { "segments.\($0)" }

    package static let common = CardFormat.commonKeys.map(\.name)
    package static let sheet = ownKeys(of: .sheet)
    package static let stack = ownKeys(of: .stack)
    package static let deck = ownKeys(of: .deck)
    package static let carousel = ownKeys(of: .carousel)

    private static func ownKeys(of kind: CardKind) -> [String] {
        CardFormat.keys.filter { !$0.kinds.isEmpty && $0.kinds.contains(kind) }.map(\.name)
    }

    package static func specific(to kind: CardKind) -> [String] {
        switch kind {
        case .sheet: return sheet
        case .stack: return stack
        case .deck: return deck
        case .carousel: return carousel
        }
    }

    /// For a key of another kind: the first kind that uses it, to say so in the message.
    package static func foreign(for kind: CardKind) -> [String: String] {
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
    package static func topLevel(for kind: CardKind) -> [String] {
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
