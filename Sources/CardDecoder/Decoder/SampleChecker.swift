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
        let isNull = c.isNull(id)
        switch type {
        case .optional(let wrapped):
            return isNull ? .null : value(id, type: wrapped, what: what(), &c)
        case _ where isNull:
            c.report(.invalidValue, id, "\(what()) is null, but its type \(type) is not optional; write \(type)? in the model to allow it")
            return nil
        case .string:
            guard c.isString(id, what: what()) else { return nil }
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
            guard c.isString(id, what: what()) else { return nil }
            guard c.tree.textLength(id) > 0 else {
                c.report(.invalidValue, id, "\(what()): an image asset name cannot be empty")
                return nil
            }
            return buildsValues ? .image(c.tree.value(id)) : .null
        case .url:
            guard c.isString(id, what: what()) else { return nil }
            if let problem = c.tree.withText(id, URLText.problem(bytes:)) {
                c.report(.invalidValue, id, "\(what()): '\(c.tree.value(id))' is not an absolute URL: \(problem)")
                return nil
            }
            return buildsValues ? .url(c.tree.value(id)) : .null
        case .date:
            guard c.isString(id, what: what()) else { return nil }
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
            guard let m = models.firstIndex(where: { $0.name == name }) else { return nil }
            // Sample values are not what checker findings point at: no need to record them.
            guard var f = c.fields(id, models[m].fieldNames, path: "", what: what(), recordLocations: false) else { return nil }
            var fields: [(name: String, value: SampleValue)] = []
            if buildsValues { fields.reserveCapacity(models[m].fields.count) }
            var ok = true
            for i in models[m].fields.indices {
                let type = models[m].fields[i].type
                if let v = f.value(at: i) {
                    if let converted = value(v, type: type, what: "'\(models[m].fields[i].name)'", &c) {
                        if buildsValues { fields.append((models[m].fields[i].name, converted)) }
                    } else {
                        ok = false
                    }
                } else if case .optional = type {
                    if buildsValues { fields.append((models[m].fields[i].name, .null)) }
                } else {
                    // A field the sample misspells is reported once, as the unknown key with its fix.
                    if f.misspelt?.contains(models[m].fields[i].name) != true {
                        c.report(.missingKey, id, "\(what()) lacks field '\(models[m].fields[i].name)' of type \(type)")
                    }
                    ok = false
                }
            }
            return ok ? (buildsValues ? .object(model: name, fields: fields) : .null) : nil
        }
    }
}
