import CardModel
import CardReader
/// The top-level keys of format version 1 by kind, as the decoder asks for them, computed once
/// from the format description (`CardFormat`); each kind's are its decoder's `KindKeys`.
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
    /// `common` as a document's keys when its kind is not known.
    package static let commonNames = KeyNames(common)

    /// Where the common keys the document's decoder asks for stand among a document's keys
    /// (`common` comes first in every kind's `topLevel`): looked up there, a key costs one
    /// comparison, where a search by name went round every key whenever the decoder asked out
    /// of the format's order (5.9 M instructions on the 2 MB stream, docs/performance.md).
    package enum CommonPlace {
        package static let version = place("version")
        package static let name = place("name")
        package static let kind = place("kind")
        package static let devices = place("devices")
        package static let orientations = place("orientations")
        package static let appearance = place("appearance")
        package static let animation = place("animation")
        package static let models = place("models")
        package static let samples = place("samples")
        package static let labels = place("labels")

        private static func place(_ key: String) -> Int { common.firstIndex(of: key) ?? -1 }
    }
    /// The keys only some kinds have, this kind's (`KindDecoder.keys`).
    package static func specific(to kind: CardKind) -> [String] { kind.decoder.keys.specific }

    /// For a key of another kind: the first kind that uses it, to say so in the message.
    package static func foreign(for kind: CardKind) -> [String: String] { kind.decoder.keys.foreign }

    /// Every top-level key a document of the kind may hold.
    package static func topLevel(for kind: CardKind) -> KeyNames { kind.decoder.keys.topLevel }
}
