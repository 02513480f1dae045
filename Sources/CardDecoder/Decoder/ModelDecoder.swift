import CardEngine
import CardSupport
import CardModel
import CardReader

/// Decodes `models` and checks `samples` against them.
package enum ModelDecoder {
    /// `models`, its start just read.
    package static func decodeModels(_ id: NodeID, cardName: String?, _ c: inout DecodeContext) -> [ModelSpec] {
        guard c.tree[id].kind == .mapping else {
            c.report(.invalidValue, id, "expected a mapping of model names to fields for models, found \(c.describe(id))")
            return []
        }
        let level = c.events.depth
        let count = c.pairCount()
        if count > SpecKeys.maxModels {
            c.report(.invalidValue, id, "at most \(SpecKeys.maxModels) models; found \(count)")
            return []
        }
        var models: [ModelSpec] = []
        // Sized once, as each model's fields are: one model per key at most.
        models.reserveCapacity(count)
        // Whether some field names a model, and holds one inline: most specs' fields are all
        // built-in types, and then neither check below has anything to look at.
        var referencesModel = false, holdsModelInline = false
        // Whether a field is named like one of `SwiftName.typesUsedInSamples`.
        var namesTypeWord = false
        while let (keyID, valueID) = c.nextPair(level) {
            let repeated = c.repeats(keyID)
            guard isString(keyID, what: "model name", &c) else { continue }
            if repeated { continue } // reported by the reader
            let name = c.tree.value(keyID)
            c.locations.record(parent: "models", key: name, c.tree[keyID].location)
            if let problem = c.tree.withText(keyID, SwiftName.modelNameProblem(bytes:)) {
                c.report(.invalidValue, keyID, "model name \(problem.message(for: name)); it becomes a Swift struct",
                         suggestions: [.rename(name, to: SwiftName.suggestedTypeName(for: name, suffix: "Model"), wording: .didYouMeanNote)])
                continue
            }
            if let cardName, name.isSameText(as: cardName) {
                c.report(.invalidValue, keyID, "model '\(name)' has the card's own name; the two would be one Swift type")
                continue
            }
            guard c.tree[valueID].kind == .mapping else {
                c.report(.invalidValue, valueID, "expected a mapping of field names to types for model '\(name)', found \(c.describe(valueID))")
                continue
            }
            let fieldLevel = c.events.depth
            let fieldCount = c.pairCount()
            if fieldCount > SpecKeys.maxFields {
                c.report(.invalidValue, valueID, "model '\(name)' may have at most \(SpecKeys.maxFields) fields; found \(fieldCount)")
                continue
            }
            var fields: [ModelSpec.Field] = []
            fields.reserveCapacity(fieldCount)
            while let (fieldKey, fieldValue) = c.nextPair(fieldLevel) {
                let repeated = c.repeats(fieldKey)
                guard isString(fieldKey, what: "field name", &c), !repeated else { continue }
                // Checked as bytes; the name's String is made once it is known to be kept (or
                // to be reported).
                switch c.tree.withText(fieldKey, checkFieldName(bytes:)) {
                case .plain: break
                case .typeWord: namesTypeWord = true
                case .notIdentifier:
                    let fieldName = c.tree.value(fieldKey)
                    c.report(.invalidValue, fieldKey, "field name '\(fieldName)' is not a valid Swift identifier",
                             suggestions: [.rename(fieldName, to: SwiftName.suggestedMemberName(for: fieldName), wording: .didYouMeanNote)])
                    continue
                case .underscores:
                    c.report(.invalidValue, fieldKey, "field name '\(c.tree.value(fieldKey))' starts with two underscores, which generated code reserves")
                    continue
                case .synthesized:
                    let fieldName = c.tree.value(fieldKey)
                    c.report(.invalidValue, fieldKey, "field name '\(fieldName)' is a member Swift synthesizes for the generated struct, which the field would replace",
                             suggestions: [.rename(fieldName, to: SwiftName.suggestedMemberName(for: fieldName), wording: .didYouMeanNote)])
                    continue
                }
                guard isString(fieldValue, what: "field type", &c) else { continue }
                guard let type = c.tree.withText(fieldValue, FieldType.parse(bytes:)) else {
                    c.report(.invalidValue, fieldValue, "'\(c.tree.value(fieldValue))' is not a field type",
                             notes: ["types: String, Int, Double, Bool, Color, Image, URL, Date, a model's name, T? and [T]"])
                    continue
                }
                switch type {
                case .model, .optional(.model): referencesModel = true; holdsModelInline = true
                case .string, .int, .double, .bool, .color, .image, .url, .date: break
                default:
                    if type.referencedModel != nil { referencesModel = true }
                    if type.inlineModel != nil { holdsModelInline = true }
                }
                fields.append(ModelSpec.Field(name: c.tree.value(fieldKey), type: type, location: c.tree[fieldValue].location,
                                              nameLocation: c.tree[fieldKey].location))
            }
            models.append(ModelSpec(name: name, fields: fields, location: c.tree[keyID].location))
        }
        // By index throughout: binding a model or field would copy it, retaining its strings.
        // A field named like a type that generated code spells out (a model, URL, CardColor...)
        // would hide that type inside the struct.
        for m in models.indices {
            for f in models[m].fields.indices {
                let name = models[m].fields[f].name
                let isCardName = if let cardName { name.isSameText(as: cardName) } else { false }
                guard isCardName || modelIndex(named: name, in: models) != nil || (namesTypeWord && SwiftName.typesUsedInSamples.contains(name)) else { continue }
                c.report(.invalidValue, at: models[m].fields[f].nameLocation,
                         "field name '\(name)' of model '\(models[m].name)' would hide the type '\(name)' in the generated struct; rename the field")
            }
        }
        guard referencesModel else { return models }
        for m in models.indices {
            for f in models[m].fields.indices {
                guard let reference = models[m].fields[f].type.referencedModel, modelIndex(named: reference, in: models) == nil else { continue }
                let field = models[m].fields[f]
                let candidates = models.map(\.name) + FieldType.builtIns.map(\.name).sorted()
                let suggestion = NameSuggester.suggestion(for: reference, among: candidates)
                c.report(.unknownReference, at: field.location,
                         "field '\(field.name)' of model '\(models[m].name)' has type '\(reference)', which is neither a built-in type nor a model",
                         suggestions: suggestion.map { [.rename(reference, to: $0)] } ?? [])
            }
        }
        if holdsModelInline { reportInlineCycles(models, &c) }
        return models
    }

    /// What a field's name is, from its bytes: fine (one of `SwiftName.typesUsedInSamples`
    /// or not), or what is wrong with it.
    private enum FieldNameCheck {
        case plain, typeWord
        case notIdentifier, underscores, synthesized
    }

    private static func checkFieldName(bytes: UnsafeBufferPointer<UInt8>) -> FieldNameCheck {
        guard SwiftName.isIdentifier(bytes: bytes) else { return .notIdentifier }
        if bytes.count >= 2 && bytes[0] == UInt8(ascii: "_") && bytes[1] == UInt8(ascii: "_") { return .underscores }
        if SwiftName.reservedFieldNames.contains(bytes: bytes) { return .synthesized }
        return SwiftName.typesUsedInSamples.contains(bytes: bytes) ? .typeWord : .plain
    }

    /// The first model of this name; compared by length first, as most names differ in it.
    private static func modelIndex(named name: String, in models: [ModelSpec]) -> Int? {
        for m in models.indices where models[m].name.isSameText(as: name) { return m }
        return nil
    }

    /// A struct cannot hold itself, directly or through optionals, only through an array.
    /// The first version's search (a dictionary of models by name, a set of names, arrays of
    /// fields searched), by index: each field's inline model resolved once, visited models as
    /// flags, the frontier as pairs of indices, all in one scratch buffer (on the stack for a
    /// spec of a few models: the arrays cost more than the search).
    private static func reportInlineCycles(_ models: [ModelSpec], _ c: inout DecodeContext) {
        var total = 0
        for m in models.indices { total += models[m].fields.count }
        let count = models.count
        // fieldStarts: count + 1; target: total; visited: count; frontier: 2 * 2 * total (each
        // model is expanded at most once per search, so the frontier holds at most the
        // searched model's fields and every model's fields once, as (field, model) pairs).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count + 1 + 5 * total) { scratch in
            // Bounded: every index below is within the part of `scratch` sized for it above.
            guard let fieldStarts = scratch.baseAddress else { return }
            let target = fieldStarts + count + 1
            let visited = target + total
            let frontier = visited + count
            var start = 0
            for m in 0..<count {
                fieldStarts[m] = start
                // Per field: the index of the model it holds inline, or -1 (a built-in type, an
                // array, or a name that is no model: the first version looked those up and
                // found nothing).
                for f in models[m].fields.indices {
                    var n = -1
                    if let inline = models[m].fields[f].type.inlineModel, let found = modelIndex(named: inline, in: models) { n = found }
                    target[start + f] = n
                }
                start += models[m].fields.count
            }
            fieldStarts[count] = start
            for m in 0..<count {
                for i in 0..<count { visited[i] = 0 }
                var top = 0
                for g in fieldStarts[m]..<fieldStarts[m + 1] where target[g] >= 0 {
                    frontier[2 * top] = g - fieldStarts[m]
                    frontier[2 * top + 1] = target[g]
                    top += 1
                }
                while top > 0 {
                    top -= 1
                    let field = frontier[2 * top], next = frontier[2 * top + 1]
                    if next == m {
                        let name = models[m].name
                        c.report(.invalidValue, at: models[m].fields[field].location,
                                 "model '\(name)' contains itself through field '\(models[m].fields[field].name)'; a Swift struct cannot, so use an array such as [\(name)]")
                        break
                    }
                    guard visited[next] == 0 else { continue }
                    visited[next] = 1
                    for g in fieldStarts[next]..<fieldStarts[next + 1] where target[g] >= 0 {
                        frontier[2 * top] = field
                        frontier[2 * top + 1] = target[g]
                        top += 1
                    }
                }
            }
        }
    }

    /// `c.isString(id, what:)` without the call for what nearly every name and type is: an
    /// untagged scalar whose text cannot be null (null is plain text of 0, 1 or 4 bytes).
    @inline(__always)
    static func isString(_ id: NodeID, what: @autoclosure () -> String, _ c: inout DecodeContext) -> Bool {
        let node = c.tree[id]
        if node.kind == .scalar && node.tagIndex < 0 {
            let length = node.textLength
            if node.style != .plain || (length != 0 && length != 1 && length != 4) { return true }
        }
        return c.isString(id, what: what())
    }

    /// `samples`, its start just read.
    package static func decodeSamples(_ id: NodeID, models: [ModelSpec], _ c: inout DecodeContext) -> [SampleSet] {
        guard c.tree[id].kind == .mapping else {
            c.report(.invalidValue, id, "expected a mapping of model names to lists of samples, found \(c.describe(id))")
            return []
        }
        let level = c.events.depth
        var sets: [SampleSet] = []
        sets.reserveCapacity(c.pairCount())
        let checker = SampleChecker(models: models, buildsValues: c.buildsSampleValues)
        while let (keyID, valueID) = c.nextPair(level) {
            let repeated = c.repeats(keyID)
            guard isString(keyID, what: "model name", &c), !repeated else { continue }
            // The model is found by its name's bytes, and its String (the same text) is the
            // set's. Text of other bytes is compared as Strings, as the first version did: a
            // key may be canonically equivalent to a model's name without being its bytes.
            var found: Int?
            for m in models.indices where c.tree.isScalar(keyID, withText: models[m].name) {
                found = m
                break
            }
            let name: String
            if let m = found {
                name = models[m].name
            } else {
                name = c.tree.value(keyID)
                found = models.firstIndex { $0.name == name }
            }
            guard let m = found else {
                let suggestion = NameSuggester.suggestion(for: name, among: models.map(\.name))
                c.report(.unknownReference, keyID, "samples are given for model '\(name)', which is not defined under models",
                         suggestions: suggestion.map { [.rename(name, to: $0)] } ?? [])
                continue
            }
            guard let itemLevel = c.list(valueID, what: "samples of \(name)") else { continue }
            // Each sample is a statement of the generated `samples` function, which swiftc
            // checks one at a time; this bounds the function (and the largest spec a test
            // compiles: `maxFields` fields by `maxSamples` samples).
            let count = c.itemCount()
            if count > SpecKeys.maxSamples {
                c.report(.resourceLimit, valueID, "a model may have at most \(SpecKeys.maxSamples) samples; '\(name)' has \(count)")
                continue
            }
            var values: [SampleValue] = []
            while let item = c.nextItem(itemLevel) {
                if let value = checker.sample(item, model: m, typeName: name, what: "sample of \(name)", &c), checker.buildsValues {
                    values.append(value)
                }
            }
            sets.append(SampleSet(model: name, values: values))
        }
        return sets
    }
}
