import CardSupport
import CardModel
import CardReader
/// The keys of one mapping that the decoder reads from the format description alone (those
/// with a `ConfigurationField` decoded `.described`, and the objects holding them), with the key
/// names, paths, message names, codecs and stores made once: decoders build one per mapping in a
/// `static let`, so decoding a document allocates nothing for them. `Root` is the
/// configuration the keys are written into; building the table checks that every key path
/// starts from it, which is what lets the codecs write through a pointer to it.
package struct DescribedMapping<Root>: Sendable {
    package let entries: [DescribedEntry]
    /// `entries` as the decoder walks them (`DescribedEntry.step`); `entries` keeps them alive.
    let steps: [DescribedStep]
    /// For each of `keys`, by its place: the step that reads it, or -1.
    let stepOfKey: [Int32]

    /// `keys` are a mapping's keys in format order; `path` is where that mapping is written
    /// ("" for the document, "appearance." for the keys inside `appearance`).
    package init(_ keys: [FormatKey], path: String = "") {
        entries = Self.entries(keys, path: path)
        steps = entries.map(\.step)
        stepOfKey = DescribedEntry.stepOfKey(entries, count: keys.count)
    }

    private static func entries(_ keys: [FormatKey], path: String) -> [DescribedEntry] {
        var entries: [DescribedEntry] = []
        for (j, key) in keys.enumerated() {
            // Where the key stands in the mapping's list of names, counted from its end: the
            // document's list is the common keys followed by these, an object's is these.
            let fromEnd = keys.count - j
            if let field = key.field {
                guard field.decoding == .described else { continue }
                // The format description is the program's own table: a key path from another
                // root, or a value no codec reads, is a mistake in it that every decoding of
                // this kind would hit (the tests decode every kind).
                precondition(field.access.rootID == ObjectIdentifier(Root.self),
                             "\(path + key.name): a key path from \(field.access.root), decoded into \(Root.self)")
                guard let value = DescribedEntry.Value(key, what: field.what ?? path + key.name, store: field.store, fromEnd: fromEnd) else {
                    preconditionFailure("\(path + key.name): no codec reads \(key.value) into its field")
                }
                entries.append(.value(value))
            } else if case .object(let inner) = key.value, key.hasFields {
                let own = path + key.name
                entries.append(.mapping(.init(name: key.name, required: key.required, fromEnd: fromEnd, path: own, names: inner.map(\.name),
                                              entries: Self.entries(inner, path: own + "."))))
            }
        }
        return entries
    }
}

extension DecodeContext {
    /// The described key of index `index` among the names of the mapping being read (whose
    /// last `stepOfKey.count` names are the steps' keys), met with `value`: decoded into
    /// `root` with diagnostics ranked `rankBase` plus the step's place (the order the steps
    /// were once asked for). Nil when no step reads the key; else false when it is required
    /// and wrong.
    mutating func describedKey(_ index: Int, names: Int, _ steps: [DescribedStep], _ stepOfKey: [Int32], value: NodeID,
                                       rankBase: Int32, into root: UnsafeMutableRawPointer) -> Bool? {
        let j = index - (names - stepOfKey.count)
        guard j >= 0, j < stepOfKey.count, stepOfKey[j] >= 0 else { return nil }
        let s = Int(stepOfKey[j])
        rank = rankBase + Int32(s)
        switch steps[s] {
        case .value(let entry):
            return entry._withUnsafeGuaranteedRef { key in decode(value, key, into: root) || !key.required }
        case .mapping(let entry):
            return entry._withUnsafeGuaranteedRef { object in describedObject(value, object, into: root) }
        }
    }

    /// At the end of the mapping `scan` read: reports each required step's key it lacks, in
    /// the steps' order (ranked as `describedKey` ranks them). False when one is missing.
    mutating func describedAbsent(_ steps: [DescribedStep], _ scan: borrowing KeyScan, rankBase: Int32) -> Bool {
        var ok = true
        let count = scan.keys.count
        for s in steps.indices {
            // The name only for a key that is missing: fetching it retained it for every step.
            let (required, fromEnd) = switch steps[s] {
            case .value(let entry): entry._withUnsafeGuaranteedRef { ($0.required, $0.fromEnd) }
            case .mapping(let entry): entry._withUnsafeGuaranteedRef { ($0.required, $0.fromEnd) }
            }
            guard required, !scan.seen(count - fromEnd) else { continue }
            let name = switch steps[s] {
            case .value(let entry): entry._withUnsafeGuaranteedRef { $0.name }
            case .mapping(let entry): entry._withUnsafeGuaranteedRef { $0.name }
            }
            rank = rankBase + Int32(s)
            missing(name, scan)
            ok = false
        }
        return ok
    }

    /// The described keys of a mapping whose start was just read, into `root` (of the type
    /// `mapping` was built for); `dedicated` gets each key no step reads. False when a
    /// required key is absent or wrong; nil when the node is no mapping (reported).
    package mutating func decodeDescribed<Root>(_ id: NodeID, _ mapping: DescribedMapping<Root>, names: KeyNames, path: String, what: String,
                                                into root: inout Root,
                                                dedicated: (Int, NodeID, inout DecodeContext) -> Void = { _, _, _ in }) -> Bool? {
        guard var scan = self.mapping(id, names, path: path, what: what) else { return nil }
        let ok = withExtendedLifetime(mapping) {
            withUnsafeMutablePointer(to: &root) { pointer -> Bool in
                let root = UnsafeMutableRawPointer(pointer)
                var ok = true
                while let (index, _, value) = nextKey(&scan) {
                    if let done = describedKey(index, names: names.count, mapping.steps, mapping.stepOfKey, value: value, rankBase: 1, into: root) {
                        if !done { ok = false }
                    } else {
                        rank = 1 + Int32(mapping.steps.count)
                        dedicated(index, value, &self)
                    }
                }
                return describedAbsent(mapping.steps, scan, rankBase: 1) && ok
            }
        }
        end(scan)
        return ok
    }

    /// An object holding described keys, its start just read; false when it is required and
    /// not a mapping, or a required key inside it is absent or wrong.
    private mutating func describedObject(_ id: NodeID, _ object: DescribedEntry.Mapping, into root: UnsafeMutableRawPointer) -> Bool {
        guard var scan = mapping(id, object.names, path: object.path, what: object.name) else { return !object.required }
        var ok = true
        while let (index, _, value) = nextKey(&scan) {
            if describedKey(index, names: object.names.count, object.steps, object.stepOfKey, value: value, rankBase: 1, into: root) == false {
                ok = false
            }
        }
        if !describedAbsent(object.steps, scan, rankBase: 1) { ok = false }
        end(scan)
        return ok || !object.required
    }

    /// Reads one value with its codec's checks and stores it; false when it is wrong (reported).
    private mutating func decode(_ id: NodeID, _ key: DescribedEntry.Value, into root: UnsafeMutableRawPointer) -> Bool {
        // The message name through an unretained reference: captured by the helpers' `what`
        // closures, the entry was retained for each of them (about 4 M on the 2 MB stream).
        let entry = Unmanaged.passUnretained(key)
        func what() -> String { entry._withUnsafeGuaranteedRef { $0.what } }
        switch key.codec {
        case .bool:
            guard let b = bool(id, what: what()) else { return false }
            key.store(b, into: root)
        case .points(let positive):
            guard let p = describedPoints(id, positive: positive, what: what()) else { return false }
            key.store(p, into: root)
        case .number(let minimum, let maximum, let positive, let unit):
            guard let n = describedNumber(id, minimum: minimum, maximum: maximum, positive: positive, unit: unit, what: what()) else { return false }
            key.store(n, into: root)
        case .length:
            guard let l = length(id, what: what()) else { return false }
            key.store(l, into: root)
        case .integer(let minimum, let maximum):
            guard let i = describedInteger(id, minimum: minimum, maximum: maximum, what: what()) else { return false }
            key.store(i, into: root)
        case .choice:
            guard let w = word(id, key.words, what: what()) else { return false }
            return key.store(word: w, into: root)
        case .choices(let minimum, let unique):
            guard let chosen = describedWords(id, key.words, minimum: minimum, unique: unique, what: what()) else { return false }
            return key.store(words: chosen, into: root)
        }
        return true
    }

    /// A value of the shape `value` describes, with that shape's diagnostics; nil for a shape
    /// no codec reads (keys of such shapes keep dedicated code: a test checks that no
    /// described key has one). The same checks and messages as the codecs' (`DescribedCodec`).
    package mutating func scalar(_ id: NodeID, _ value: FormatValue, what: @autoclosure () -> String) -> FormatScalar? {
        switch value {
        case .bool:
            return bool(id, what: what()).map(FormatScalar.bool)
        case .points(let positive):
            return describedPoints(id, positive: positive, what: what()).map(FormatScalar.number)
        case .length:
            return length(id, what: what()).map(FormatScalar.length)
        case .number(let minimum, let maximum, let positive, let unit):
            return describedNumber(id, minimum: minimum, maximum: maximum, positive: positive, unit: unit, what: what()).map(FormatScalar.number)
        case .integer(let minimum, let maximum):
            return describedInteger(id, minimum: minimum, maximum: maximum, what: what()).map(FormatScalar.integer)
        case .choice(let words):
            return word(id, words, what: what()).map(FormatScalar.word)
        case .list(.choice(let words), let minimum, _, let unique):
            return describedWords(id, words, minimum: minimum, unique: unique, what: what()).map(FormatScalar.words)
        case .version, .kind, .typeName, .stateName, .stateReference, .text, .object, .list, .device, .models, .samples, .labels, .severities:
            return nil
        }
    }

    /// `.points`: points, above 0 when `positive`.
    private mutating func describedPoints(_ id: NodeID, positive: Bool, what: @autoclosure () -> String) -> Double? {
        guard let p = points(id, what: what()) else { return nil }
        if positive && p == 0 {
            report(.invalidValue, id, "\(what()) must be more than 0; found \(tree.value(id))")
            return nil
        }
        return p
    }

    /// `.number`: a number in its range (above `minimum` when `positive`).
    private mutating func describedNumber(_ id: NodeID, minimum: Double?, maximum: Double?, positive: Bool, unit: NumberUnit,
                                          what: @autoclosure () -> String) -> Double? {
        if minimum == 0 && maximum == 1 { return unitInterval(id, what: what()) }
        guard let n = minimum == 0 ? nonNegative(id, what: what(), unit: unit) : number(id, what: what(), unit: unit) else { return nil }
        if let minimum, n < minimum || (positive && n == minimum) {
            report(.invalidValue, id, "\(what()) must be \(positive ? "more than" : "at least") \(FormatDefault.yaml(minimum)); found \(tree.value(id))")
            return nil
        }
        if let maximum, n > maximum {
            report(.invalidValue, id, "\(what()) must be at most \(FormatDefault.yaml(maximum)); found \(tree.value(id))")
            return nil
        }
        return n
    }

    /// `.integer`: a whole number in its range.
    private mutating func describedInteger(_ id: NodeID, minimum: Int, maximum: Int, what: @autoclosure () -> String) -> Int? {
        guard let i = integer(id, what: what(), minimum: minimum) else { return nil }
        if i > maximum {
            report(.invalidValue, id, "\(what()) must be at most \(maximum); found \(i)")
            return nil
        }
        return i
    }

    /// `.list(.choice)`: the words listed, each once when `unique` (a repeat is reported and
    /// dropped), at least `minimum` items.
    private mutating func describedWords(_ id: NodeID, _ words: [String], minimum: Int, unique: Bool,
                                         what: @autoclosure () -> String) -> [String]? {
        guard let level = list(id, what: what()) else { return nil }
        var chosen: [String] = []
        var count = 0
        while let item = nextItem(level) {
            count += 1
            guard let w = word(item, words, what: what()) else { continue }
            if unique && chosen.contains(w) {
                report(.invalidValue, item, "'\(w)' is listed twice in \(what())")
            } else {
                chosen.append(w)
            }
        }
        if count < minimum {
            report(.invalidValue, id, "\(what()) needs at least \(minimum); found \(count)")
            return nil
        }
        return chosen
    }

    /// One of `words`, with a suggestion when the text is close to one (as `choice` says it).
    package mutating func word(_ id: NodeID, _ words: [String], what: @autoclosure () -> String) -> String? {
        // As `choice`: an untagged scalar that is one of the words, without making a String.
        if tree[id].tagIndex < 0 {
            for word in words where tree.isScalar(id, withText: word) { return word }
        }
        guard let text = string(id, what: what()) else { return nil }
        if words.contains(text) { return text }
        report(.invalidValue, id, .invalidChoice(text, what: what(), expected: words, suggestion: NameSuggester.suggestion(for: text, among: words)))
        return nil
    }
}
