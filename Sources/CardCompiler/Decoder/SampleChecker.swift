import CardEngine

/// Checks one sample value against its field type and converts it. With `buildsValues` false
/// it only checks: every problem is reported the same, but arrays and objects come back as a
/// placeholder (`.null`) instead of being built.
struct SampleChecker {
    let models: [ModelSpec]
    var buildsValues = true

    func value(_ id: NodeID, type: FieldType, what: @autoclosure () -> String, _ c: inout DecodeContext) -> SampleValue? {
        let node = c.tree[id]
        let isNull = node.isPlainScalar && c.tree.isNullText(id)
        switch type {
        case .optional(let wrapped):
            return isNull ? .null : value(id, type: wrapped, what: what(), &c)
        case _ where isNull:
            c.report(.invalidValue, id, "\(what()) is null, but its type \(type) is not optional; write \(type)? in the model to allow it")
            return nil
        case .string:
            return c.string(id, what: what()).map(SampleValue.string)
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
            guard let text = c.string(id, what: what()) else { return nil }
            guard !text.isEmpty else {
                c.report(.invalidValue, id, "\(what()): an image asset name cannot be empty")
                return nil
            }
            return .image(text)
        case .url:
            guard let text = c.string(id, what: what()) else { return nil }
            if let problem = URLText.problem(text) {
                c.report(.invalidValue, id, "\(what()): '\(text)' is not an absolute URL: \(problem)")
                return nil
            }
            return .url(text)
        case .date:
            guard let text = c.string(id, what: what()) else { return nil }
            guard let seconds = ISO8601Date.secondsSince1970(text) else {
                c.report(.invalidValue, id, "\(what()): '\(text)' is not an ISO 8601 date; write 2024-05-01 or 2024-05-01T09:30:00Z")
                return nil
            }
            return .date(seconds: seconds, text: text)
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
            guard let model = models.first(where: { $0.name == name }) else { return nil }
            // Sample values are not what checker findings point at: no need to record them.
            guard let f = c.fields(id, model.fieldNames, path: "", what: what(), recordLocations: false) else { return nil }
            var fields: [(name: String, value: SampleValue)] = []
            if buildsValues { fields.reserveCapacity(model.fields.count) }
            var ok = true
            for field in model.fields {
                if let v = f[field.name] {
                    if let converted = value(v, type: field.type, what: "'\(field.name)'", &c) {
                        if buildsValues { fields.append((field.name, converted)) }
                    } else {
                        ok = false
                    }
                } else if case .optional = field.type {
                    if buildsValues { fields.append((field.name, .null)) }
                } else {
                    c.report(.missingKey, id, "\(what()) lacks field '\(field.name)' of type \(field.type)")
                    ok = false
                }
            }
            return ok ? (buildsValues ? .object(model: name, fields: fields) : .null) : nil
        }
    }
}
