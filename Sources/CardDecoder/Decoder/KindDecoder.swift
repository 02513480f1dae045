import CardEngine
import CardModel
import CardReader

/// One kind's decoding, declared once, in the kind's decoder (`SheetDecoder`, `StackDecoder`,
/// `DeckDecoder`, `CarouselDecoder`): its top-level keys, its configuration from the keys of
/// the document's top-level mapping as they are read, and the states its `labels` may name.
/// `CardKind.decoder` is the decoder's one switch over the kinds (README, "Adding a kind").
package protocol KindDecoder {
    associatedtype Configuration: KindConfiguration
    /// What the kind's dedicated keys keep until the document's end.
    associatedtype Dedicated
    /// The kind's top-level keys, computed once.
    static var keys: KindKeys { get }
    /// The keys read from the description alone, written into `defaults`.
    static var described: DescribedMapping<Configuration> { get }
    static var defaults: Configuration { get }
    /// The kind's keys that dedicated code reads, in the order it once asked for them (their
    /// diagnostics' order where two share a position).
    static var dedicatedKeys: [String] { get }
    static func makeDedicated() -> Dedicated
    /// One of `dedicatedKeys` met in the document, its value's start just read.
    static func decodeKey(_ name: String, _ value: NodeID, _ dedicated: inout Dedicated, _ c: inout DecodeContext)
    /// After the document's last key: the configuration (nil when it has errors).
    /// `complete`: every required described key was there and right. `top`: the document's
    /// keys, for a missing required key; `dedicatedRank`: the rank of `dedicatedKeys[0]`.
    static func finish(_ configuration: inout Configuration, complete: Bool, _ dedicated: inout Dedicated, top: borrowing KeyScan,
                       appearance: Appearance, animation: CardAnimation, dedicatedRank: Int32, _ c: inout DecodeContext) -> Configuration?
    /// The states a `labels` entry may name, after the configuration was decoded (`clean`: with
    /// no error), or nil when they are not known.
    static func labelStates(_ configuration: Configuration?, clean: Bool) -> [String]?
}

extension KindDecoder {
    /// Fixed states are known whatever the configuration; states the spec names (a sheet's
    /// segments) are known when the configuration decoded.
    package static func labelStates(_ configuration: Configuration?, clean: Bool) -> [String]? {
        Configuration.stateNameChoices ?? configuration?.stateNames
    }
}

/// The dedicated state of a kind whose keys are all described.
package struct NoDedicatedKeys {}

extension DocumentDecoding {
    /// The rest of a document of `kind` (`decodeKind(_:_:_:_:)`), called with the kind's
    /// decoder named, so that it is compiled for it: through `CardKind.decoder`'s metatype
    /// the generic code looked its types up at run time, per document.
    mutating func decodeKind(_ kind: CardKind, _ waiting: [(key: NodeID, value: NodeID)], _ scan: inout KeyScan,
                             _ c: inout DecodeContext) -> CardSpec? {
        switch kind {
        case .sheet: return decodeKind(SheetDecoder.self, waiting, &scan, &c)
        case .stack: return decodeKind(StackDecoder.self, waiting, &scan, &c)
        case .deck: return decodeKind(DeckDecoder.self, waiting, &scan, &c)
        case .carousel: return decodeKind(CarouselDecoder.self, waiting, &scan, &c)
        }
    }
}

extension CardKind {
    /// The kind's decoder: the decoder's one switch over the kinds (with the one above, which
    /// names each for the document's decoding).
    package var decoder: any KindDecoder.Type {
        switch self {
        case .sheet: return SheetDecoder.self
        case .stack: return StackDecoder.self
        case .deck: return DeckDecoder.self
        case .carousel: return CarouselDecoder.self
        }
    }
}
