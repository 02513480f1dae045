import CardEngine
import Testing
@testable import CardDecoder
@testable import CardReader
@testable import CardModel

/// The decoder writes a described key's value through the store its `ConfigurationField` made
/// for the value's own type (`FieldStore`, `FieldSlot`): straight at the value's offset in the
/// configuration, with no `FormatScalar` and no key path on the hot path (docs/performance.md,
/// issue 24). These tests hold that fast path to what the key path says.
@Suite struct DescribedStoreTests {
    /// Every described key of a value type with a slot reaches a stored property, so the
    /// decoder writes it at an offset (a computed property would still work, through the key
    /// path, but on the slow path the decoder is built to avoid).
    @Test func everyDescribedKeyIsWrittenAtAnOffset() {
        var slots = 0
        for (path, key) in DescribedKeyTests.allKeys() {
            guard let field = key.field else { continue }
            let offset: Int?
            switch field.store {
            case .bool(let slot): offset = slot.offset
            case .number(let slot): offset = slot.offset
            case .integer(let slot): offset = slot.offset
            case .length(let slot): offset = slot.offset
            case .word, .words: continue
            }
            slots += 1
            #expect(offset != nil, "\(path): its key path reaches a computed property")
        }
        #expect(slots > 30)
    }

    /// Each described key's example, decoded through its kind's table (`DescribedMapping`),
    /// lands where the key path reads it, and nowhere else: an offset off by one field would
    /// put a value in its neighbour.
    @Test func decodingWritesWhereTheKeyPathReads() throws {
        var checked = 0
        checked += try Self.check(SheetDecoder.described, CardFormat.ownKeys(of: .sheet), root: CardFormat.sheet)
        checked += try Self.check(StackDecoder.described, CardFormat.ownKeys(of: .stack), root: CardFormat.stack)
        checked += try Self.check(DeckDecoder.described, CardFormat.ownKeys(of: .deck), root: CardFormat.deck)
        checked += try Self.check(CarouselDecoder.described, CardFormat.ownKeys(of: .carousel), root: CardFormat.carousel)
        checked += try Self.check(SpecDecoder.describedAppearance, CardFormat.innerKeys("appearance"), root: Appearance())
        checked += try Self.check(SpecDecoder.describedAnimation, CardFormat.innerKeys("animation"), root: CardAnimation())
        #expect(checked > 30)
    }

    /// The described keys of `keys` (objects' too) with their YAML paths.
    static func describedKeys(_ keys: [FormatKey], path: [String] = []) -> [(path: [String], key: FormatKey, field: ConfigurationField)] {
        var result: [([String], FormatKey, ConfigurationField)] = []
        for key in keys {
            if let field = key.field {
                if field.decoding == .described { result.append((path + [key.name], key, field)) }
            } else if case .object(let inner) = key.value {
                result += describedKeys(inner, path: path + [key.name])
            }
        }
        return result
    }

    /// Decodes each described key of `keys`, alone in a document, into `root` with `mapping`;
    /// returns how many keys it checked.
    static func check<Root>(_ mapping: DescribedMapping<Root>, _ keys: [FormatKey], root: Root) throws -> Int {
        let described = describedKeys(keys)
        for (path, key, field) in described {
            // `a: { b: example }` for a key inside an object.
            var yaml = key.example
            for name in path.reversed() { yaml = "{ \(name): \(yaml) }" }
            let read = YAMLReader().read(Array(yaml.utf8), file: "t.card.yaml")
            let document = try #require(read.tree.documents.first)
            var c = DecodeContext(tree: read.tree, file: "t.card.yaml", document: read.tree[document].location)
            var decoded = root
            let start = c.open(document)
            guard c.decodeDescribed(start, mapping, names: KeyNames(keys.map(\.name)), path: "", what: "the document", into: &decoded) != nil else {
                Issue.record("\(path): the document is not a mapping")
                continue
            }
            // Required keys the one-key document lacks are reported; nothing else is.
            #expect(c.diagnostics.allSatisfy { $0.rule == .missingKey }, "\(path): \(c.diagnostics.map(\.message))")

            var node = document
            for name in path {
                let pairs = c.tree.pairs(node)
                node = try #require(stride(from: 0, to: pairs.count, by: 2).lazy
                    .first { c.tree.value(pairs[pairs.startIndex + $0]) == name }
                    .map { pairs[pairs.startIndex + $0 + 1] })
            }
            let scalar = c.scalar(c.open(node), key.value, what: "the value")
            let expected = try #require(scalar)
            #expect(field.access.read(decoded) == expected, "\(path): the key path reads another value")
            #expect(field.access.read(decoded) != field.access.read(root), "\(path): its example is its default")
            for (otherPath, _, other) in described where otherPath != path {
                #expect(other.access.read(decoded) == other.access.read(root), "\(path) changed \(otherPath)")
            }
        }
        return described.count
    }

    /// The decoder walks a mapping's steps, not its entries, so that walking retains nothing:
    /// each step is its entry's own instance, in the same order, nested mappings included, and
    /// the entries (which keep the instances alive) stay beside them.
    @Test func theStepsTheDecoderWalksAreTheEntries() {
        func same(_ entries: [DescribedEntry], _ steps: [DescribedStep], _ path: String) -> Int {
            #expect(entries.count == steps.count, "\(path)")
            var walked = 0
            for (entry, step) in zip(entries, steps) {
                switch (entry, step) {
                case (.value(let value), .value(let unretained)):
                    #expect(value === unretained.takeUnretainedValue(), "\(path)\(value.name)")
                    walked += 1
                case (.mapping(let object), .mapping(let unretained)):
                    #expect(object === unretained.takeUnretainedValue(), "\(path)\(object.name)")
                    walked += 1 + same(object.entries, object.steps, path + object.name + ".")
                default:
                    Issue.record("\(path): an entry and its step differ in kind")
                }
            }
            return walked
        }
        let walked = [
            same(SheetDecoder.described.entries, SheetDecoder.described.steps, "sheet "),
            same(StackDecoder.described.entries, StackDecoder.described.steps, "stack "),
            same(DeckDecoder.described.entries, DeckDecoder.described.steps, "deck "),
            same(CarouselDecoder.described.entries, CarouselDecoder.described.steps, "carousel "),
            same(SpecDecoder.describedAppearance.entries, SpecDecoder.describedAppearance.steps, "appearance."),
            same(SpecDecoder.describedAnimation.entries, SpecDecoder.describedAnimation.steps, "animation."),
        ]
        #expect(walked.allSatisfy { $0 > 0 }, "\(walked)")
    }
}
