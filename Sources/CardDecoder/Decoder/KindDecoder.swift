import CardEngine
import CardModel

/// One kind's decoding, declared once, in the kind's decoder (`SheetDecoder`, `StackDecoder`,
/// `DeckDecoder`, `CarouselDecoder`): its top-level keys, its configuration from the document's
/// top-level mapping, and the states its `labels` may name. `CardKind.decoder` is the decoder's
/// one switch over the kinds (README, "Adding a kind").
package protocol KindDecoder {
    associatedtype Configuration: KindConfiguration
    /// The kind's top-level keys, computed once.
    static var keys: KindKeys { get }
    static func decode(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> Configuration?
    /// The states a `labels` entry may name, after the configuration was decoded (`clean`: with
    /// no error), or nil when they are not known.
    static func labelStates(_ configuration: Configuration?, clean: Bool) -> [String]?
    /// The configuration as the model's enum, and the states its labels may name (the one
    /// implementation below). A requirement, not only an extension method, so that the call
    /// through `CardKind.decoder` reaches a copy made for the kind's own types: the generic
    /// method looked up `Optional<Configuration>`'s metadata at run time, per document.
    /// `labelStates`: whether the states are wanted (the document has `labels`); most documents
    /// have none, and naming the states made an array of Strings per document.
    static func decodeConfiguration(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, labelStates: Bool,
                                    _ c: inout DecodeContext) -> (configuration: CardConfiguration?, labelStates: [String]?)
}

extension KindDecoder {
    /// Fixed states are known whatever the configuration; states the spec names (a sheet's
    /// segments) are known when the configuration decoded.
    package static func labelStates(_ configuration: Configuration?, clean: Bool) -> [String]? {
        Configuration.stateNameChoices ?? configuration?.stateNames
    }

    /// The configuration as the model's enum, and the states its labels may name.
    package static func decodeConfiguration(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, labelStates wanted: Bool,
                                            _ c: inout DecodeContext) -> (configuration: CardConfiguration?, labelStates: [String]?) {
        let errors = c.errorCount
        let configuration = decode(&top, appearance: appearance, animation: animation, &c)
        return (configuration?.cardConfiguration, wanted ? labelStates(configuration, clean: c.errorCount == errors) : nil)
    }
}

extension CardKind {
    /// The kind's decoder: the decoder's one switch over the kinds.
    package var decoder: any KindDecoder.Type {
        switch self {
        case .sheet: return SheetDecoder.self
        case .stack: return StackDecoder.self
        case .deck: return DeckDecoder.self
        case .carousel: return CarouselDecoder.self
        }
    }
}
