import CardSupport
import CardModel
import CardReader
/// The keys of one mapping that the decoder reads from the format description alone (those
/// with a `ConfigurationField` decoded `.described`, and the objects holding them), with the key
/// names, paths and message names made once: decoders build one per mapping in a `static let`,
/// so decoding a document allocates nothing for them.
package struct DescribedMapping: Sendable {
    /// Indirect, so that walking the entries for every document copies one box per entry
    /// rather than retaining each of its strings (about 2% of lint's instructions).
    package indirect enum Entry: Sendable {
        case value(name: String, value: FormatValue, required: Bool, what: String, field: ConfigurationField)
        case mapping(name: String, required: Bool, path: String, names: [String], inner: DescribedMapping)
    }

    package let entries: [Entry]

    /// `keys` are a mapping's keys in format order; `path` is where that mapping is written
    /// ("" for the document, "appearance." for the keys inside `appearance`).
    package init(_ keys: [FormatKey], path: String = "") {
        var entries: [Entry] = []
        for key in keys {
            if let field = key.field {
                guard field.decoding == .described else { continue }
                entries.append(.value(name: key.name, value: key.value, required: key.required,
                                      what: field.what ?? path + key.name, field: field))
            } else if case .object(let inner) = key.value, key.hasFields {
                let own = path + key.name
                entries.append(.mapping(name: key.name, required: key.required, path: own, names: inner.map(\.name),
                                        inner: DescribedMapping(inner, path: own + ".")))
            }
        }
        self.entries = entries
    }
}

extension DecodeContext {
    /// Decodes every described key of `mapping` found in `fields` into `root` (a configuration
    /// the caller starts from the engine's defaults), reporting a required one that is absent.
    /// Returns false when a required key is absent or wrong.
    package mutating func decodeDescribed<Root>(_ mapping: DescribedMapping, _ fields: Fields, into root: inout Root) -> Bool {
        var ok = true
        for entry in mapping.entries {
            switch entry {
            case .value(let name, let value, let required, let what, let field):
                guard let node = required ? require(fields, name) : fields[name] else {
                    if required { ok = false }
                    continue
                }
                if let scalar = scalar(node, value, what: what), field.access.write(scalar, into: &root) { continue }
                if required { ok = false }
            case .mapping(let name, let required, let path, let names, let inner):
                guard let node = required ? require(fields, name) : fields[name] else {
                    if required { ok = false }
                    continue
                }
                guard let f = self.fields(node, names, path: path, what: name) else {
                    if required { ok = false }
                    continue
                }
                if !decodeDescribed(inner, f, into: &root) && required { ok = false }
            }
        }
        return ok
    }

    /// A value of the shape `value` describes, with that shape's diagnostics; nil for a shape
    /// no codec reads (keys of such shapes keep dedicated code: a test checks that no
    /// described key has one).
    package mutating func scalar(_ id: NodeID, _ value: FormatValue, what: @autoclosure () -> String) -> FormatScalar? {
        switch value {
        case .bool:
            return bool(id, what: what()).map(FormatScalar.bool)
        case .points(let positive):
            guard let p = points(id, what: what()) else { return nil }
            if positive && p == 0 {
                report(.invalidValue, id, "\(what()) must be more than 0; found \(tree.value(id))")
                return nil
            }
            return .number(p)
        case .length:
            return length(id, what: what()).map(FormatScalar.length)
        case .number(let minimum, let maximum, let positive):
            if minimum == 0 && maximum == 1 { return unitInterval(id, what: what()).map(FormatScalar.number) }
            guard let n = minimum == 0 ? nonNegative(id, what: what()) : number(id, what: what()) else { return nil }
            if let minimum, n < minimum || (positive && n == minimum) {
                report(.invalidValue, id, "\(what()) must be \(positive ? "more than" : "at least") \(FormatDefault.yaml(minimum)); found \(tree.value(id))")
                return nil
            }
            if let maximum, n > maximum {
                report(.invalidValue, id, "\(what()) must be at most \(FormatDefault.yaml(maximum)); found \(tree.value(id))")
                return nil
            }
            return .number(n)
        case .integer(let minimum, let maximum):
            guard let i = integer(id, what: what(), minimum: minimum) else { return nil }
            if i > maximum {
                report(.invalidValue, id, "\(what()) must be at most \(maximum); found \(i)")
                return nil
            }
            return .integer(i)
        case .choice(let words):
            return word(id, words, what: what()).map(FormatScalar.word)
        case .list(.choice(let words), let minimum, _, let unique):
            guard let items = list(id, what: what()) else { return nil }
            var chosen: [String] = []
            for item in items {
                guard let w = word(item, words, what: what()) else { continue }
                if unique && chosen.contains(w) {
                    report(.invalidValue, item, "'\(w)' is listed twice in \(what())")
                } else {
                    chosen.append(w)
                }
            }
            if items.count < minimum {
                report(.invalidValue, id, "\(what()) needs at least \(minimum); found \(items.count)")
                return nil
            }
            return .words(chosen)
        case .version, .kind, .typeName, .stateName, .stateReference, .text, .object, .list, .device, .models, .samples, .severities:
            return nil
        }
    }

    /// One of `words`, with a suggestion when the text is close to one (as `choice` says it).
    package mutating func word(_ id: NodeID, _ words: [String], what: @autoclosure () -> String) -> String? {
        guard let text = string(id, what: what()) else { return nil }
        if words.contains(text) { return text }
        report(.invalidValue, id, .invalidChoice(text, what: what(), expected: words, suggestion: NameSuggester.suggestion(for: text, among: words)))
        return nil
    }
}
