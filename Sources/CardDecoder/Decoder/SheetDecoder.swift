import CardEngine
import CardSupport
import CardModel
import CardReader

/// Decodes the keys of `kind: sheet`.
package enum SheetDecoder: KindDecoder {
    package static let keys = KindKeys(.sheet)
    // Keys from the format description (CardFormat), read once.
    package static let segmentKeys = KeyNames(CardFormat.names("segments", kind: .sheet))
    package static let dimKeys = KeyNames(CardFormat.names("dim", kind: .sheet))
    package static let scrollKeys = KeyNames(CardFormat.names("scroll", kind: .sheet))
    package static let dismissalKeys = KeyNames(CardFormat.names("dismissal", kind: .sheet))
    /// The keys read from the description alone (header, thresholds, insets).
    package static let described = DescribedMapping<SheetConfiguration>(CardFormat.ownKeys(of: .sheet))
    package static var defaults: SheetConfiguration { CardFormat.sheet }
    package static let dedicatedKeys = ["segments", "initial", "dim", "scroll", "dismissal"]

    /// What the dedicated keys read: the segments, and the keys naming them, which wait for
    /// them when met first (`initial`, `dim`, `scroll`, `dismissal`).
    package struct Dedicated {
        var segmentsRead = false
        /// More segments than a sheet may have: nothing after them is read, as before, when
        /// decoding stopped there.
        var abandoned = false
        var segments: [SheetConfiguration.Segment] = []
        var names: [String] = []
        var segmentsOK = false
        /// Whether every segment's name is known, so that a reference to another name is wrong.
        var namesKnown = false
        var initialIndex = 0
        var dim: SheetConfiguration.Dim?
        var scrollEnabledIn: [String] = []
        var dismissal: SheetConfiguration.Dismissal?
        /// `initial`, `dim`, `scroll` and `dismissal` met before `segments`.
        var waiting: [(name: String, value: NodeID)] = []
    }

    package static func makeDedicated() -> Dedicated { Dedicated() }

    package static func decodeKey(_ name: String, _ value: NodeID, _ d: inout Dedicated, _ c: inout DecodeContext) {
        if d.abandoned { return }
        switch name {
        case "segments":
            d.segmentsRead = true
            decodeSegments(value, &d, &c)
        case _ where !d.segmentsRead:
            d.waiting.append((name, value))
        default:
            decodeReference(name, value, &d, &c)
        }
    }

    package static func finish(_ configuration: inout SheetConfiguration, complete: Bool, _ d: inout Dedicated, top: borrowing KeyScan,
                               appearance: Appearance, animation: CardAnimation, dedicatedRank: Int32, _ c: inout DecodeContext) -> SheetConfiguration? {
        if !d.segmentsRead {
            c.rank = dedicatedRank
            c.missing("segments", top)
        }
        for (name, value) in d.waiting where !d.abandoned {
            c.rank = dedicatedRank + Int32(dedicatedKeys.firstIndex(of: name) ?? 0)
            c.replaying(value) { id, c in decodeReference(name, id, &d, &c) }
        }
        guard d.segmentsOK else { return nil }
        configuration.segments = d.segments
        configuration.initialIndex = d.initialIndex
        configuration.dim = d.dim
        configuration.scrollEnabledIn = d.scrollEnabledIn
        configuration.dismissal = d.dismissal
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }

    /// `segments`, its start just read.
    private static func decodeSegments(_ s: NodeID, _ d: inout Dedicated, _ c: inout DecodeContext) {
        guard let level = c.list(s, what: "segments") else { return }
        let count = c.itemCount()
        d.segmentsOK = true
        d.namesKnown = true
        if count < 2 {
            c.report(.invalidValue, s, "a sheet needs at least two segments; found \(count)")
            d.segmentsOK = false
        }
        if count > SpecKeys.maxSegments {
            c.report(.invalidValue, s, "a sheet may have at most \(SpecKeys.maxSegments) segments; found \(count)")
            // Not read: no configuration follows.
            d.segmentsOK = false
            d.namesKnown = false
            d.abandoned = true
            return
        }
        // Where each accepted name was first written, in order: a sheet has a few segments
        // (at most `maxSegments`), so a search beats hashing every name.
        var firstAt: [SourceLocation] = []
        // Sized once (the count is bounded above): grown from empty, the three arrays were
        // reallocated two or three times each for every sheet.
        d.segments.reserveCapacity(count)
        d.names.reserveCapacity(count)
        firstAt.reserveCapacity(count)
        var i = 0
        while let item = c.nextItem(level) {
            c.locations.record(parent: "segments", key: SpecKeys.indexText(i), c.tree[item].location)
            let path = SpecKeys.segmentPath(i)
            i += 1
            guard var f = c.mapping(item, Self.segmentKeys, path: path, what: "a segment") else {
                d.segmentsOK = false
                d.namesKnown = false
                continue
            }
            var nameNode: NodeID?, name: String?, height: Length?
            while let (index, _, value) = c.nextKey(&f) {
                switch Self.segmentKeys[index] {
                case "name":
                    c.rank = 1
                    nameNode = value
                    name = segmentName(value, names: d.names, firstAt: firstAt, &c)
                case "height":
                    c.rank = 2
                    height = c.length(value, what: "segment height")
                default: break
                }
            }
            if nameNode == nil {
                c.rank = 1
                c.missing("name", f)
            }
            if !f.seen(Self.segmentKeys.names.firstIndex(of: "height") ?? -1) {
                c.rank = 2
                c.missing("height", f)
            }
            c.end(f)
            if let name, let nameNode {
                d.names.append(name)
                firstAt.append(c.tree[nameNode].location)
            } else if let nameNode, c.tree[nameNode].kind == .scalar, d.names.contains(c.tree.value(nameNode)) {
                // A duplicate: the name itself is known.
            } else {
                d.namesKnown = false
            }
            if let name, let height {
                d.segments.append(SheetConfiguration.Segment(name: name, height: height))
            } else {
                d.segmentsOK = false
            }
        }
    }

    /// A segment's name, checked against the names before it.
    private static func segmentName(_ n: NodeID, names: [String], firstAt: [SourceLocation], _ c: inout DecodeContext) -> String? {
        guard let text = c.string(n, what: "segment name") else { return nil }
        guard SwiftName.isIdentifier(text) else {
            c.report(.invalidValue, n, "segment name '\(text)' is not a valid Swift identifier; it becomes a case of the State enum",
                     suggestions: [.rename(text, to: SwiftName.suggestedMemberName(for: text), wording: .didYouMeanNote)])
            return nil
        }
        guard !SwiftName.reservedStateNames.contains(text) else {
            c.report(.invalidValue, n, "segment name '\(text)' is a member Swift synthesizes for the State enum, which the case would hide",
                     suggestions: [.rename(text, to: SwiftName.suggestedMemberName(for: text, suffix: "State"), wording: .didYouMeanNote)])
            return nil
        }
        if let index = names.firstIndex(of: text) {
            c.report(.invalidValue, n, "segment name '\(text)' is already used at line \(firstAt[index].line)")
            return nil
        }
        return text
    }

    /// A segment's index by name, for `what`; nil when it names none (reported when every
    /// segment's name is known).
    private static func reference(_ id: NodeID, what: String, _ d: Dedicated, _ c: inout DecodeContext) -> Int? {
        guard let text = c.string(id, what: what) else { return nil }
        if let index = d.names.firstIndex(of: text) { return index }
        guard d.namesKnown else { return nil }
        c.report(.unknownReference, id, .undefinedState(text, referencedBy: what, suggestion: NameSuggester.suggestion(for: text, among: d.names)),
                 notes: ["segments: " + NameSuggester.list(d.names)])
        return nil
    }

    /// `initial`, `dim` or `scroll`, once the segments are read, its value's start just read.
    private static func decodeReference(_ key: String, _ value: NodeID, _ d: inout Dedicated, _ c: inout DecodeContext) {
        switch key {
        case "initial":
            d.initialIndex = reference(value, what: "initial", d, &c) ?? 0
        case "dim":
            guard var f = c.mapping(value, Self.dimKeys, path: "dim", what: "dim") else { return }
            // Read in order; judged in the order once asked: alpha, from, to.
            var alphaNode: NodeID?, fromNode: NodeID?, toNode: NodeID?
            var alpha: Double?, from: Int?? = nil, to: Int?? = nil
            while let (index, _, v) = c.nextKey(&f) {
                switch Self.dimKeys[index] {
                case "alpha":
                    c.rank = 1
                    alphaNode = v
                    alpha = c.unitInterval(v, what: "dim alpha")
                case "from":
                    c.rank = 2
                    fromNode = v
                    from = .some(reference(v, what: "dim.from", d, &c))
                case "to":
                    c.rank = 3
                    toNode = v
                    to = .some(reference(v, what: "dim.to", d, &c))
                default: break
                }
            }
            if alphaNode == nil {
                c.rank = 1
                c.missing("alpha", f)
            }
            c.end(f)
            let fromIndex: Int? = fromNode == nil ? 0 : from ?? nil
            let toIndex: Int? = toNode == nil ? (d.names.isEmpty ? 0 : d.names.count - 1) : to ?? nil
            if let alpha, let fromIndex, let toIndex, d.segmentsOK {
                d.dim = SheetConfiguration.Dim(alpha: alpha, from: d.names[fromIndex], to: d.names[toIndex])
            }
        case "scroll":
            guard var f = c.mapping(value, Self.scrollKeys, path: "scroll", what: "scroll") else { return }
            while let (index, _, e) = c.nextKey(&f) {
                guard Self.scrollKeys[index] == "enabledIn" else { continue }
                c.rank = 1
                guard let level = c.list(e, what: "scroll.enabledIn") else { continue }
                var i = 0
                while let item = c.nextItem(level) {
                    c.locations.record(parent: "scroll.enabledIn", key: SpecKeys.indexText(i), c.tree[item].location)
                    i += 1
                    if let index = reference(item, what: "scroll.enabledIn", d, &c) {
                        if d.scrollEnabledIn.contains(d.names[index]) {
                            c.report(.invalidValue, item, "segment '\(d.names[index])' is listed twice in scroll.enabledIn")
                        } else {
                            d.scrollEnabledIn.append(d.names[index])
                        }
                    }
                }
            }
            c.end(f)
        case "dismissal":
            decodeDismissal(value, &d, &c)
        default:
            break
        }
    }

    /// A length as a message shows it: `100 pt`, `40%`.
    private static func written(_ length: Length) -> String {
        switch length {
        case .points(let p): NumberText.written(p) + " pt"
        case .fraction: FormatDefault.yaml(length)
        }
    }

    private static func isZero(_ length: Length) -> Bool {
        switch length {
        case .points(let p): p == 0
        case .fraction(let f): f == 0
        }
    }

    /// `dismissal`: its state must be a segment 0 pt high on every screen (the card leaves below
    /// it), so `0` or `0%`.
    private static func decodeDismissal(_ value: NodeID, _ d: inout Dedicated, _ c: inout DecodeContext) {
        guard var f = c.mapping(value, Self.dismissalKeys, path: "dismissal", what: "dismissal") else { return }
        var stateNode: NodeID?, state: Int?, distance = SheetConfiguration.Dismissal.defaultDistance, distanceOK = true
        while let (index, _, v) = c.nextKey(&f) {
            switch Self.dismissalKeys[index] {
            case "state":
                c.rank = 1
                stateNode = v
                state = reference(v, what: "dismissal.state", d, &c)
                // With every segment read, the segments and their names line up.
                if d.segmentsOK, let i = state, d.segments.indices.contains(i), !isZero(d.segments[i].height) {
                    c.report(.invalidValue, v,
                             "dismissal.state '\(d.names[i])' is \(written(d.segments[i].height)) high; the dismissed state must be 0 pt high, below the screen, where nothing of the card shows")
                    state = nil
                }
            case "distance":
                c.rank = 2
                if let points = c.points(v, what: "dismissal.distance") { distance = points } else { distanceOK = false }
            default: break
            }
        }
        if stateNode == nil {
            c.rank = 1
            c.missing("state", f)
        }
        c.end(f)
        if let state, distanceOK, d.segmentsOK {
            d.dismissal = SheetConfiguration.Dismissal(state: d.names[state], distance: distance)
        }
    }
}
