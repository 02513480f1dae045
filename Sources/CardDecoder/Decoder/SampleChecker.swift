import CardEngine
import CardModel
import CardReader

/// Checks one sample value against its field type and converts it. With `buildsValues` false
/// it only checks: every problem is reported the same, but arrays and objects come back as a
/// placeholder (`.null`) instead of being built, and text is checked as bytes without making
/// Strings (`lint` checks every sample of every spec and keeps none).
package struct SampleChecker {
    package let models: [ModelSpec]
    package var buildsValues = true

    package func value(_ id: NodeID, type: FieldType, what: @autoclosure () -> String, _ c: inout DecodeContext) -> SampleValue? {
        let isNull = Self.isNull(id, &c)
        switch type {
        case .optional(let wrapped):
            return isNull ? .null : value(id, type: wrapped, what: what(), &c)
        case _ where isNull:
            c.report(.invalidValue, id, "\(what()) is null, but its type \(type) is not optional; write \(type)? in the model to allow it")
            return nil
        case .string:
            guard ModelDecoder.isString(id, what: what(), &c) else { return nil }
            return buildsValues ? .string(c.tree.value(id)) : .null
        case .int:
            return c.integer(id, what: what(), minimum: Int.min).map(SampleValue.int)
        case .double:
            return c.number(id, what: what()).map(SampleValue.double)
        case .bool:
            return c.bool(id, what: what()).map(SampleValue.bool)
        case .color:
            guard let text = c.string(id, what: what()) else { return nil }
            guard text.hasPrefix("#"), let color = CardColor(hex: text) else {
                c.report(.invalidValue, id, "\(what()): '\(text)' is not a hex color; write \"#RRGGBB\" or \"#RRGGBBAA\" in quotes")
                return nil
            }
            return .color(color)
        case .image:
            guard ModelDecoder.isString(id, what: what(), &c) else { return nil }
            guard c.tree.textLength(id) > 0 else {
                c.report(.invalidValue, id, "\(what()): an image asset name cannot be empty")
                return nil
            }
            return buildsValues ? .image(c.tree.value(id)) : .null
        case .url:
            guard ModelDecoder.isString(id, what: what(), &c) else { return nil }
            if let problem = c.tree.withText(id, URLText.problem(bytes:)) {
                c.report(.invalidValue, id, "\(what()): '\(c.tree.value(id))' is not an absolute URL: \(problem)")
                return nil
            }
            return buildsValues ? .url(c.tree.value(id)) : .null
        case .date:
            guard ModelDecoder.isString(id, what: what(), &c) else { return nil }
            guard let seconds = c.tree.withText(id, ISO8601Date.secondsSince1970(bytes:)) else {
                c.report(.invalidValue, id, "\(what()): '\(c.tree.value(id))' is not an ISO 8601 date; write 2024-05-01 or 2024-05-01T09:30:00Z")
                return nil
            }
            return buildsValues ? .date(seconds: seconds, text: c.tree.value(id)) : .null
        case .array(let element):
            guard let items = c.list(id, what: what()) else { return nil }
            var result: [SampleValue] = []
            var ok = true
            for item in items {
                if let v = value(item, type: element, what: "element of \(what())", &c) {
                    if buildsValues { result.append(v) }
                } else {
                    ok = false
                }
            }
            return ok ? (buildsValues ? .array(result) : .null) : nil
        case .model(let name):
            // By index: binding `models[m]` would copy the model, retaining its arrays.
            var found: Int?
            for m in models.indices where models[m].name.isSameText(as: name) {
                found = m
                break
            }
            guard let m = found else { return nil }
            return instance(id, model: m, typeName: name, what: what(), &c)
        }
    }

    /// A sample of model `m` as `value(_:type:...)` checks one of type `.model(typeName)`
    /// (`typeName` being model `m`'s name as the samples' key wrote it), without making the type.
    package func sample(_ id: NodeID, model m: Int, typeName: String, what: @autoclosure () -> String, _ c: inout DecodeContext) -> SampleValue? {
        if Self.isNull(id, &c) {
            c.report(.invalidValue, id, "\(what()) is null, but its type \(typeName) is not optional; write \(typeName)? in the model to allow it")
            return nil
        }
        return instance(id, model: m, typeName: typeName, what: what(), &c)
    }

    /// `c.isNull(id)` without the call for what nearly every value is: a collection, quoted
    /// text, or untagged plain text that cannot be null (null is plain text of 0, 1 or 4 bytes).
    @inline(__always)
    private static func isNull(_ id: NodeID, _ c: inout DecodeContext) -> Bool {
        let node = c.tree[id]
        guard node.kind == .scalar else { return false }
        if node.tagIndex < 0 {
            guard node.style == .plain else { return false }
            let length = node.textLength
            if length != 0 && length != 1 && length != 4 { return false }
        }
        return c.isNull(id)
    }

    /// The most fields whose values `instance` finds itself; a model of more is read through
    /// `DecodeContext.fields`.
    private static let directFieldLimit = 16

    /// An instance of model `m`, written `typeName`: a mapping of its fields' values.
    private func instance(_ id: NodeID, model m: Int, typeName: String, what: @autoclosure () -> String, _ c: inout DecodeContext) -> SampleValue? {
        var fields: [(name: String, value: SampleValue)] = []
        if buildsValues { fields.reserveCapacity(models[m].fields.count) }
        var ok = true
        if let found = valuesOfPlainMapping(id, model: m, c.tree) {
            // Every key is a field's: nothing to report about the mapping itself.
            for i in models[m].fields.indices {
                let slot = found[i]
                let node = slot >= 0 ? NodeID(slot) : nil
                if !field(i, of: m, in: id, node, misspelt: false, what: what(), &fields, &c) { ok = false }
            }
        } else {
            // Sample values are not what checker findings point at: no need to record them.
            guard let f = c.fields(id, models[m].fieldNames, path: "", what: what(), recordLocations: false) else { return nil }
            for i in models[m].fields.indices {
                let misspelt = f.misspelt?.contains(models[m].fields[i].name) == true
                if !field(i, of: m, in: id, f.value(at: i), misspelt: misspelt, what: what(), &fields, &c) { ok = false }
            }
        }
        return ok ? (buildsValues ? .object(model: typeName, fields: fields) : .null) : nil
    }

    /// Checks field `i` of model `m` in the sample `id`, whose value is `node` (nil: the sample leaves it out),
    /// appending its value to `fields` when values are built. False when it is wrong.
    private func field(_ i: Int, of m: Int, in id: NodeID, _ node: NodeID?, misspelt: Bool, what: @autoclosure () -> String,
                       _ fields: inout [(name: String, value: SampleValue)], _ c: inout DecodeContext) -> Bool {
        if let v = node {
            guard let converted = value(v, type: models[m].fields[i].type, what: "'\(models[m].fields[i].name)'", &c) else { return false }
            if buildsValues { fields.append((models[m].fields[i].name, converted)) }
            return true
        }
        if case .optional = models[m].fields[i].type {
            if buildsValues { fields.append((models[m].fields[i].name, .null)) }
            return true
        }
        // A field the sample misspells is reported once, as the unknown key with its fix.
        if !misspelt {
            c.report(.missingKey, id, "\(what()) lacks field '\(models[m].fields[i].name)' of type \(models[m].fields[i].type)")
        }
        return false
    }

    /// The value node of each of model `m`'s fields (-1: absent) when the sample is what nearly
    /// every sample is: an untagged mapping of at most `directFieldLimit` fields whose keys are
    /// all plain scalars naming its fields. Nil otherwise, and then `DecodeContext.fields` reads
    /// it, reporting what is wrong. Nothing is reported here, so the two agree: a repeated key
    /// is skipped (its first, a field's name or not, decides), keys are compared as bytes.
    private func valuesOfPlainMapping(_ id: NodeID, model m: Int, _ tree: YAMLTree) -> SIMD16<Int32>? {
        let count = models[m].fields.count
        guard count <= Self.directFieldLimit, tree[id].kind == .mapping, tree[id].tagIndex < 0 else { return nil }
        var found = SIMD16<Int32>(repeating: -1)
        // Samples mostly write the fields in the model's order: the search starts after the last match.
        var hint = 0
        for pair in 0..<tree.pairCount(id) {
            let (keyID, valueID) = tree.pair(id, pair)
            let key = tree[keyID]
            guard key.kind == .scalar else { return nil }
            if key.repeatsEarlierKey { continue }
            var match = -1
            var k = hint
            for _ in 0..<count {
                if tree.isScalar(keyID, withText: models[m].fields[k].name) {
                    match = k
                    break
                }
                k = k + 1 == count ? 0 : k + 1
            }
            guard match >= 0 else { return nil }
            found[match] = valueID.index
            hint = match + 1 == count ? 0 : match + 1
        }
        return found
    }
}
