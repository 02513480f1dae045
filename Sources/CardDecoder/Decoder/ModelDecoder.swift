import CardEngine
import CardSupport
import CardModel
import CardReader

/// Decodes `models` and checks `samples` against them.
package enum ModelDecoder {
    package static func decodeModels(_ id: NodeID, cardName: String?, _ c: inout DecodeContext) -> [ModelSpec] {
        guard c.tree[id].kind == .mapping else {
            c.report(.invalidValue, id, "expected a mapping of model names to fields for models, found \(c.describe(id))")
            return []
        }
        if c.tree.pairCount(id) > SpecKeys.maxModels {
            c.report(.invalidValue, id, "at most \(SpecKeys.maxModels) models; found \(c.tree.pairCount(id))")
            return []
        }
        var models: [ModelSpec] = []
        // Sized once, as each model's fields are: one model per key at most.
        models.reserveCapacity(c.tree.pairCount(id))
        for i in 0..<c.tree.pairCount(id) {
            let (keyID, valueID) = c.tree.pair(id, i)
            guard let name = c.string(keyID, what: "model name") else { continue }
            if c.tree.isRepeatedKey(id, i) { continue } // reported by the reader
            c.locations.record(parent: "models", key: name, c.tree[keyID].location)
            if let problem = SwiftName.modelNameProblem(name) {
                c.report(.invalidValue, keyID, "model name \(problem); it becomes a Swift struct",
                         suggestions: [.rename(name, to: SwiftName.suggestedTypeName(for: name, suffix: "Model"), wording: .didYouMeanNote)])
                continue
            }
            if name == cardName {
                c.report(.invalidValue, keyID, "model '\(name)' has the card's own name; the two would be one Swift type")
                continue
            }
            guard c.tree[valueID].kind == .mapping else {
                c.report(.invalidValue, valueID, "expected a mapping of field names to types for model '\(name)', found \(c.describe(valueID))")
                continue
            }
            if c.tree.pairCount(valueID) > SpecKeys.maxFields {
                c.report(.invalidValue, valueID, "model '\(name)' may have at most \(SpecKeys.maxFields) fields; found \(c.tree.pairCount(valueID))")
                continue
            }
            var fields: [ModelSpec.Field] = []
            fields.reserveCapacity(c.tree.pairCount(valueID))
            for j in 0..<c.tree.pairCount(valueID) {
                let (fieldKey, fieldValue) = c.tree.pair(valueID, j)
                guard let fieldName = c.string(fieldKey, what: "field name"), !c.tree.isRepeatedKey(valueID, j) else { continue }
                guard SwiftName.isIdentifier(fieldName) else {
                    c.report(.invalidValue, fieldKey, "field name '\(fieldName)' is not a valid Swift identifier",
                             suggestions: [.rename(fieldName, to: SwiftName.suggestedMemberName(for: fieldName), wording: .didYouMeanNote)])
                    continue
                }
                // The first two bytes, not Characters (nor the generic `starts(with:)`): the name
                // is an ASCII identifier by now.
                var head = fieldName.utf8.makeIterator()
                guard !(head.next() == UInt8(ascii: "_") && head.next() == UInt8(ascii: "_")) else {
                    c.report(.invalidValue, fieldKey, "field name '\(fieldName)' starts with two underscores, which generated code reserves")
                    continue
                }
                guard !SwiftName.reservedFieldNames.contains(fieldName) else {
                    c.report(.invalidValue, fieldKey, "field name '\(fieldName)' is a member Swift synthesizes for the generated struct, which the field would replace",
                             suggestions: [.rename(fieldName, to: SwiftName.suggestedMemberName(for: fieldName), wording: .didYouMeanNote)])
                    continue
                }
                guard c.isString(fieldValue, what: "field type") else { continue }
                guard let type = c.tree.withText(fieldValue, FieldType.parse(bytes:)) else {
                    c.report(.invalidValue, fieldValue, "'\(c.tree.value(fieldValue))' is not a field type",
                             notes: ["types: String, Int, Double, Bool, Color, Image, URL, Date, a model's name, T? and [T]"])
                    continue
                }
                fields.append(ModelSpec.Field(name: fieldName, type: type, location: c.tree[fieldValue].location, nameLocation: c.tree[fieldKey].location))
            }
            models.append(ModelSpec(name: name, fields: fields, location: c.tree[keyID].location))
        }
        // By index throughout: binding a model or field would copy it, retaining its strings.
        let decoded = models
        func isModel(_ name: String) -> Bool { decoded.contains { $0.name == name } }
        // A field named like a type that generated code spells out (a model, URL, CardColor...)
        // would hide that type inside the struct.
        for m in models.indices {
            for f in models[m].fields.indices {
                let name = models[m].fields[f].name
                guard SwiftName.typesUsedInSamples.contains(name) || name == cardName || isModel(name) else { continue }
                c.report(.invalidValue, at: models[m].fields[f].nameLocation,
                         "field name '\(name)' of model '\(models[m].name)' would hide the type '\(name)' in the generated struct; rename the field")
            }
        }
        for m in models.indices {
            for f in models[m].fields.indices {
                guard let reference = models[m].fields[f].type.referencedModel, !isModel(reference) else { continue }
                let field = models[m].fields[f]
                let candidates = models.map(\.name) + FieldType.builtIns.map(\.name).sorted()
                let suggestion = NameSuggester.suggestion(for: reference, among: candidates)
                c.report(.unknownReference, at: field.location,
                         "field '\(field.name)' of model '\(models[m].name)' has type '\(reference)', which is neither a built-in type nor a model",
                         suggestions: suggestion.map { [.rename(reference, to: $0)] } ?? [])
            }
        }
        reportInlineCycles(models, &c)
        return models
    }

    /// A struct cannot hold itself, directly or through optionals, only through an array.
    private static func reportInlineCycles(_ models: [ModelSpec], _ c: inout DecodeContext) {
        // Most specs hold no model inside another without an array: nothing to index then.
        // (By index: the closures of `contains(where:)` copied every model and field.)
        var holdsModelInline = false
        for m in models.indices where !holdsModelInline {
            for f in models[m].fields.indices where models[m].fields[f].type.inlineModel != nil {
                holdsModelInline = true
                break
            }
        }
        guard holdsModelInline else { return }
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for model in models {
            var visited = Set<String>()
            var frontier = model.fields.compactMap { f in f.type.inlineModel.map { (f, $0) } }
            while let (field, next) = frontier.popLast() {
                if next == model.name {
                    c.report(.invalidValue, at: field.location,
                             "model '\(model.name)' contains itself through field '\(field.name)'; a Swift struct cannot, so use an array such as [\(model.name)]")
                    break
                }
                guard visited.insert(next).inserted, let m = byName[next] else { continue }
                frontier += m.fields.compactMap { f in f.type.inlineModel.map { (field, $0) } }
            }
        }
    }

    package static func decodeSamples(_ id: NodeID, models: [ModelSpec], _ c: inout DecodeContext) -> [SampleSet] {
        guard c.tree[id].kind == .mapping else {
            c.report(.invalidValue, id, "expected a mapping of model names to lists of samples, found \(c.describe(id))")
            return []
        }
        var sets: [SampleSet] = []
        sets.reserveCapacity(c.tree.pairCount(id))
        for i in 0..<c.tree.pairCount(id) {
            let (keyID, valueID) = c.tree.pair(id, i)
            guard let name = c.string(keyID, what: "model name"), !c.tree.isRepeatedKey(id, i) else { continue }
            guard models.contains(where: { $0.name == name }) else {
                let suggestion = NameSuggester.suggestion(for: name, among: models.map(\.name))
                c.report(.unknownReference, keyID, "samples are given for model '\(name)', which is not defined under models",
                         suggestions: suggestion.map { [.rename(name, to: $0)] } ?? [])
                continue
            }
            guard let items = c.list(valueID, what: "samples of \(name)") else { continue }
            // Each sample is a statement of the generated `samples` function, which swiftc
            // checks one at a time; this bounds the function (and the largest spec a test
            // compiles: `maxFields` fields by `maxSamples` samples).
            if items.count > SpecKeys.maxSamples {
                c.report(.resourceLimit, valueID, "a model may have at most \(SpecKeys.maxSamples) samples; '\(name)' has \(items.count)")
                continue
            }
            let checker = SampleChecker(models: models, buildsValues: c.buildsSampleValues)
            var values: [SampleValue] = []
            for item in items {
                if let value = checker.value(item, type: .model(name), what: "sample of \(name)", &c), checker.buildsValues {
                    values.append(value)
                }
            }
            sets.append(SampleSet(model: name, values: values))
        }
        return sets
    }
}
