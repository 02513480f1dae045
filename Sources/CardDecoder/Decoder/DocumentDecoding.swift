import CardEngine
import CardSupport
import CardModel
import CardReader

/// One document's top-level mapping read in document order (`SpecDecoder.decodeDocument`):
/// the common keys' values as they are met, the keys that wait for a later one, and the
/// ranks that put the diagnostics in the order the decoder's calls once made them
/// (`DecodeContext.order`).
struct DocumentDecoding {
    let decoder: SpecDecoder

    /// Ranks of the top-level parts, in the order they were once decoded.
    enum Rank {
        static let kind: Int32 = -1
        static let pass: Int32 = 0
        static let version: Int32 = 1
        static let name: Int32 = 2
        static let kindMissing: Int32 = 3
        static let devices: Int32 = 4
        static let orientations: Int32 = 5
        static let appearance: Int32 = 6
        static let animation: Int32 = 7
        static let models: Int32 = 8
        static let samples: Int32 = 9
        /// The configuration's described keys from here, then its dedicated ones.
        static let configuration: Int32 = 10
        static let labels: Int32 = 1 << 20
    }

    var kind: CardKind?
    var name: String?
    var nameText = ""
    var devices: [DeviceProfile]?
    var orientations: [DeviceOrientation]?
    var appearance = Appearance()
    var animation = CardAnimation()
    var models: [ModelSpec]?
    var samples: [SampleSet] = []
    /// Values whose decoding waits: keys met before `kind` that are not common to every kind
    /// (with their key), `models` met before `name`, `samples` before `models`, and `labels`,
    /// which name the configuration's states.
    var beforeKind: [(key: NodeID, value: NodeID)] = []
    var modelsNode: NodeID?
    var samplesNode: NodeID?
    var labelsNode: NodeID?
    /// Whether `name` was read: models wait for it.
    var nameRead = false

    init(decoder: SpecDecoder) {
        self.decoder = decoder
    }

    /// The document, its mapping's start just read.
    mutating func decode(_ root: NodeID, _ c: inout DecodeContext) -> CardSpec? {
        c.rank = Rank.pass
        guard var scan = c.mapping(root, SpecKeys.commonNames, path: "", what: "the card", reportUnknown: false) else {
            // A tag that does not fit the document: only its kind is read, as before.
            findKind(&c)
            return nil
        }
        scan.defersUnknown = true
        scan.isDocument = true
        var kindFound = false
        while let (index, _, value) = c.nextKey(&scan) {
            if index == SpecKeys.CommonPlace.kind {
                c.rank = Rank.kind
                kind = c.choice(value, CardKind.self, what: "kind")
                kindFound = true
                break
            }
            common(index, value, &c)
        }
        scan.defersUnknown = false
        let waiting = scan.takeDeferred()
        guard let kind, kindFound else {
            // Without a valid kind only the common keys are judged: the others are unknown,
            // unreported (a near miss of a missing key), and the configuration is not read.
            for (key, _) in waiting { c.unknownKey(key, &scan) }
            if kindFound {
                while let (index, _, value) = c.nextKey(&scan) { common(index, value, &c) }
            }
            finishCommon(scan, &c)
            return nil
        }
        scan.keys = SpecKeys.topLevel(for: kind)
        scan.foreignKeys = SpecKeys.foreign(for: kind)
        scan.reportUnknown = true
        return decodeKind(kind, waiting, &scan, &c)
    }

    /// The rest of the document once its kind is known (`K` its decoder): the keys that
    /// waited for it, then the others as they come.
    mutating func decodeKind<K: KindDecoder>(_: K.Type, _ waiting: [(key: NodeID, value: NodeID)], _ scan: inout KeyScan,
                                                     _ c: inout DecodeContext) -> CardSpec? {
        var configuration = K.defaults
        var dedicated = K.makeDedicated()
        var complete = true
        let common = SpecKeys.common.count
        let described = K.described
        let dedicatedBase = Rank.configuration + Int32(described.steps.count)
        let names = scan.keys
        withExtendedLifetime(described) {
            withUnsafeMutablePointer(to: &configuration) { pointer in
                let root = UnsafeMutableRawPointer(pointer)
                func handle(_ index: Int, _ value: NodeID, _ c: inout DecodeContext) {
                    if index < common {
                        self.common(index, value, &c)
                    } else if let done = c.describedKey(index, names: names.count, described.steps, described.stepOfKey, value: value,
                                                        rankBase: Rank.configuration, into: root) {
                        if !done { complete = false }
                    } else {
                        let name = names[index]
                        c.rank = dedicatedBase + Int32(K.dedicatedKeys.firstIndex(of: name) ?? 0)
                        K.decodeKey(name, value, &dedicated, &c)
                    }
                }
                for (key, value) in waiting {
                    guard let index = c.knownKey(key, valueAt: value, &scan) else { continue }
                    c.replaying(value) { id, c in handle(index, id, &c) }
                }
                while let (index, _, value) = c.nextKey(&scan) { handle(index, value, &c) }
            }
        }
        finishCommon(scan, &c)
        c.rank = Rank.configuration
        if !c.describedAbsent(described.steps, scan, rankBase: Rank.configuration) { complete = false }
        let built = K.finish(&configuration, complete: complete, &dedicated, top: scan, appearance: appearance, animation: animation,
                             dedicatedRank: dedicatedBase, &c)
        var states: [String]?
        if labelsNode != nil {
            let clean = c.count { rank, _ in rank >= Rank.configuration && rank < Rank.labels } == 0
            states = K.labelStates(built, clean: clean)
        }
        var labels: [String: String] = [:]
        if let labelsNode {
            c.rank = Rank.labels
            labels = c.replaying(labelsNode) { id, c in LabelDecoder.decode(id, states: states, &c) }
        }
        // The spec is checked when every error is in a part no checker rule reads.
        let unchecked = c.allAccepted(names: scan.keys.names) { rank, rule, fixesUncheckedPart in
            switch rank {
            case Rank.pass:
                // An unknown key is harmless only when its fix names a part no rule reads: any
                // other may be a key of the configuration, misspelt beyond a did-you-mean.
                return rule == .unknownKey && fixesUncheckedPart()
            // A version left out is a header slip; any other than 1 is a format the rules may not fit.
            case Rank.version: return rule == .missingKey
            case Rank.name, Rank.appearance, Rank.animation, Rank.models, Rank.samples, Rank.labels: return true
            default: return false
            }
        }
        guard let built, unchecked else { return nil }
        return CardSpec(name: name ?? nameText, configuration: built.cardConfiguration, devices: devices ?? decoder.defaultDevices,
                        orientations: orientations ?? decoder.defaultOrientations, models: models ?? [], samples: samples, labels: labels,
                        locations: c.locations)
    }

    /// A common key met (`index` among `SpecKeys.common`), its value's start just read.
    private mutating func common(_ index: Int, _ value: NodeID, _ c: inout DecodeContext) {
        switch index {
        case SpecKeys.CommonPlace.version:
            c.rank = Rank.version
            if let version = c.integer(value, what: "version"), version != 1 {
                c.report(.invalidValue, value, "format version \(version) is not supported; this cardc reads version 1")
            }
        case SpecKeys.CommonPlace.name:
            c.rank = Rank.name
            nameRead = true
            if let text = c.string(value, what: "name") {
                nameText = text
                if let problem = SwiftName.typeNameProblem(text) {
                    c.report(.invalidValue, value, "name \(problem); it becomes the generated Swift type",
                             suggestions: [.rename(text, to: SwiftName.suggestedTypeName(for: text), wording: .didYouMeanNote)])
                } else {
                    name = text
                }
            }
            // Models name no model after the card: they waited for its name.
            if let waiting = modelsNode {
                modelsNode = nil
                decodeModels(waiting, replay: true, &c)
            }
        case SpecKeys.CommonPlace.devices:
            c.rank = Rank.devices
            devices = decoder.decodeDevices(value, &c)
        case SpecKeys.CommonPlace.orientations:
            c.rank = Rank.orientations
            orientations = decoder.decodeOrientations(value, &c)
        case SpecKeys.CommonPlace.appearance:
            c.rank = Rank.appearance
            appearance = decoder.decodeAppearance(value, &c)
        case SpecKeys.CommonPlace.animation:
            c.rank = Rank.animation
            animation = decoder.decodeAnimation(value, &c)
        case SpecKeys.CommonPlace.models:
            if nameRead {
                decodeModels(value, replay: false, &c)
            } else {
                modelsNode = value
            }
        case SpecKeys.CommonPlace.samples:
            if models != nil {
                decodeSamples(value, replay: false, &c)
            } else {
                samplesNode = value
            }
        case SpecKeys.CommonPlace.labels:
            labelsNode = value
        default:
            break
        }
    }

    private mutating func decodeModels(_ node: NodeID, replay: Bool, _ c: inout DecodeContext) {
        c.rank = Rank.models
        let cardName = name
        models = replay ? c.replaying(node) { id, c in ModelDecoder.decodeModels(id, cardName: cardName, &c) }
            : ModelDecoder.decodeModels(node, cardName: cardName, &c)
        if let waiting = samplesNode {
            samplesNode = nil
            decodeSamples(waiting, replay: true, &c)
        }
    }

    private mutating func decodeSamples(_ node: NodeID, replay: Bool, _ c: inout DecodeContext) {
        c.rank = Rank.samples
        let models = models ?? []
        samples = replay ? c.replaying(node) { id, c in ModelDecoder.decodeSamples(id, models: models, &c) }
            : ModelDecoder.decodeSamples(node, models: models, &c)
    }

    /// After the mapping's last key: the common keys it lacks, and the parts that waited.
    private mutating func finishCommon(_ scan: borrowing KeyScan, _ c: inout DecodeContext) {
        if !scan.seen(SpecKeys.CommonPlace.version) {
            c.rank = Rank.version
            c.missing("version", scan)
        }
        if !scan.seen(SpecKeys.CommonPlace.name) {
            c.rank = Rank.name
            c.missing("name", scan)
        }
        if !scan.seen(SpecKeys.CommonPlace.kind) {
            c.rank = Rank.kindMissing
            c.missing("kind", scan)
        }
        if let waiting = modelsNode {
            modelsNode = nil
            decodeModels(waiting, replay: true, &c)
        }
        if let waiting = samplesNode {
            samplesNode = nil
            models = models ?? []
            decodeSamples(waiting, replay: true, &c)
        }
    }

    /// A document whose tag does not fit: its first `kind` is read as before, then nothing.
    private mutating func findKind(_ c: inout DecodeContext) {
        let level = c.events.depth
        while let (key, value) = c.nextPair(level) {
            if c.tree.isScalar(key, withText: "kind") {
                c.rank = Rank.kind
                _ = c.choice(value, CardKind.self, what: "kind")
                return
            }
        }
    }
}
