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
    /// The keys read from the description alone (header, thresholds, insets).
    package static let described = DescribedMapping<SheetConfiguration>(CardFormat.ownKeys(of: .sheet))

    package static func decode(_ top: inout Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> SheetConfiguration? {
        var configuration = CardFormat.sheet
        _ = c.decodeDescribed(Self.described, &top, into: &configuration)

        var segments: [SheetConfiguration.Segment] = []
        var names: [String] = []
        var segmentsOK = false
        // Whether every segment's name is known, so that a reference to another name is wrong.
        var namesKnown = false
        if let s = c.require(&top, "segments"), let items = c.list(s, what: "segments") {
            segmentsOK = true
            namesKnown = true
            if items.count < 2 {
                c.report(.invalidValue, s, "a sheet needs at least two segments; found \(items.count)")
                segmentsOK = false
            }
            if items.count > SpecKeys.maxSegments {
                c.report(.invalidValue, s, "a sheet may have at most \(SpecKeys.maxSegments) segments; found \(items.count)")
                return nil
            }
            // Where each accepted name was first written, in order: a sheet has a few segments
            // (at most `maxSegments`), so a search beats hashing every name.
            var firstAt: [SourceLocation] = []
            // Sized once (the count is bounded above): grown from empty, the three arrays were
            // reallocated two or three times each for every sheet.
            segments.reserveCapacity(items.count)
            names.reserveCapacity(items.count)
            firstAt.reserveCapacity(items.count)
            func seen(_ text: String) -> SourceLocation? { names.firstIndex(of: text).map { firstAt[$0] } }
            for (i, item) in items.enumerated() {
                c.locations.record(parent: "segments", key: SpecKeys.indexText(i), c.tree[item].location)
                guard var f = c.fields(item, Self.segmentKeys, path: SpecKeys.segmentPath(i), what: "a segment") else {
                    segmentsOK = false
                    namesKnown = false
                    continue
                }
                let nameNode = c.require(&f, "name")
                let name = nameNode.flatMap { n -> String? in
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
                    if let first = seen(text) {
                        c.report(.invalidValue, n, "segment name '\(text)' is already used at line \(first.line)")
                        return nil
                    }
                    return text
                }
                let height = c.require(&f, "height").flatMap { c.length($0, what: "segment height") }
                if let name, let nameNode {
                    names.append(name)
                    firstAt.append(c.tree[nameNode].location)
                } else if let nameNode, c.tree[nameNode].kind == .scalar, seen(c.tree.value(nameNode)) != nil {
                    // A duplicate: the name itself is known.
                } else {
                    namesKnown = false
                }
                if let name, let height {
                    segments.append(SheetConfiguration.Segment(name: name, height: height))
                } else {
                    segmentsOK = false
                }
            }
        }

        func reference(_ id: NodeID, what: String) -> Int? {
            guard let text = c.string(id, what: what) else { return nil }
            if let index = names.firstIndex(of: text) { return index }
            guard namesKnown else { return nil }
            c.report(.unknownReference, id, .undefinedState(text, referencedBy: what, suggestion: NameSuggester.suggestion(for: text, among: names)),
                     notes: ["segments: " + NameSuggester.list(names)])
            return nil
        }

        var initialIndex = 0
        if let i = top["initial"] { initialIndex = reference(i, what: "initial") ?? 0 }

        var dim: SheetConfiguration.Dim?
        if let d = top["dim"], var f = c.fields(d, Self.dimKeys, path: "dim", what: "dim") {
            let alpha = c.require(&f, "alpha").flatMap { c.unitInterval($0, what: "dim alpha") }
            let from = f["from"].map { reference($0, what: "dim.from") } ?? 0
            let to = f["to"].map { reference($0, what: "dim.to") } ?? (names.isEmpty ? 0 : names.count - 1)
            if let alpha, let from, let to, segmentsOK {
                dim = SheetConfiguration.Dim(alpha: alpha, from: names[from], to: names[to])
            }
        }

        var scrollEnabledIn: [String] = []
        if let s = top["scroll"], var f = c.fields(s, Self.scrollKeys, path: "scroll", what: "scroll"),
           let e = f["enabledIn"], let items = c.list(e, what: "scroll.enabledIn") {
            for (i, item) in items.enumerated() {
                c.locations.record(parent: "scroll.enabledIn", key: SpecKeys.indexText(i), c.tree[item].location)
                if let index = reference(item, what: "scroll.enabledIn") {
                    if scrollEnabledIn.contains(names[index]) {
                        c.report(.invalidValue, item, "segment '\(names[index])' is listed twice in scroll.enabledIn")
                    } else {
                        scrollEnabledIn.append(names[index])
                    }
                }
            }
        }

        guard segmentsOK else { return nil }
        configuration.segments = segments
        configuration.initialIndex = initialIndex
        configuration.dim = dim
        configuration.scrollEnabledIn = scrollEnabledIn
        configuration.appearance = appearance
        configuration.animation = animation
        return configuration
    }
}
