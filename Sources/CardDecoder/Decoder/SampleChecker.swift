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

    package init(models: [ModelSpec], buildsValues: Bool = true) {
        self.models = models
        self.buildsValues = buildsValues
    }

    /// Names for a sample's scan until it needs its model's (an unknown key): none.
    private static let noNames = KeyNames(unindexed: [])

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
            guard let level = c.list(id, what: what()) else { return nil }
            var result: [SampleValue] = []
            var ok = true
            while let item = c.nextItem(level) {
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

    /// An instance of model `m`, written `typeName`: a mapping of its fields' values, its
    /// start just read. Its keys are read in document order, matched against the fields' names
    /// as bytes (samples mostly write them in the model's order: the search starts after the
    /// last match); its diagnostics come in the model's order of fields, as they did when the
    /// fields were looked up in that order. Its message name and names as `KeyNames` are made
    /// only for a sample that has something to report about its keys.
    private func instance(_ id: NodeID, model m: Int, typeName: String, what: @autoclosure () -> String, _ c: inout DecodeContext) -> SampleValue? {
        let node = c.tree[id]
        var scan: KeyScan
        if node.kind == .mapping && node.tagIndex < 0 {
            scan = c.plainMapping(id, Self.noNames)
        } else {
            // Sample values are not what checker findings point at: no need to record them.
            guard let checked = c.mapping(id, KeyNames(unindexed: models[m].fieldNames), path: "", what: what(), recordLocations: false) else { return nil }
            scan = checked
        }
        let count = models[m].fields.count
        var found: [SampleValue?] = buildsValues ? Array(repeating: nil, count: count) : []
        var ok = true
        let level = c.events.depth
        var hint = 0
        while let (keyID, v) = c.nextPair(level) {
            guard c.tree[keyID].kind == .scalar else {
                named(&scan, m, what(), &c)
                c.withRank(0) { c in c.report(.invalidValue, keyID, "keys must be plain names; found \(c.describe(keyID)) as a key in \(what())") }
                continue
            }
            var match = -1
            var k = hint
            for _ in 0..<count {
                if c.tree.isScalar(keyID, withText: models[m].fields[k].name) {
                    match = k
                    break
                }
                k = k + 1 == count ? 0 : k + 1
            }
            guard match >= 0 else {
                named(&scan, m, what(), &c)
                c.unknownKey(keyID, &scan)
                continue
            }
            hint = match + 1 == count ? 0 : match + 1
            // A repeated key keeps its first value (the reader reported the repeat).
            guard !scan.seen(match) else { continue }
            scan.markSeen(match)
            c.rank = Int32(match) + 1
            guard let converted = value(v, type: models[m].fields[match].type, what: "'\(models[m].fields[match].name)'", &c) else {
                ok = false
                continue
            }
            if buildsValues { found[match] = converted }
        }
        for i in 0..<count where !scan.seen(i) {
            c.rank = Int32(i) + 1
            if case .optional = models[m].fields[i].type {
                if buildsValues { found[i] = .null }
                continue
            }
            // A field the sample misspells is reported once, as the unknown key with its fix.
            if !c.isMisspelt(models[m].fields[i].name, scan) {
                c.report(.missingKey, id, "\(what()) lacks field '\(models[m].fields[i].name)' of type \(models[m].fields[i].type)")
            }
            ok = false
        }
        c.end(scan)
        guard ok else { return nil }
        guard buildsValues else { return .null }
        var fields: [(name: String, value: SampleValue)] = []
        fields.reserveCapacity(count)
        for i in 0..<count { if let value = found[i] { fields.append((models[m].fields[i].name, value)) } }
        return .object(model: typeName, fields: fields)
    }

    /// Gives a sample's scan its message name and its model's field names, for a report.
    private func named(_ scan: inout KeyScan, _ m: Int, _ what: String, _ c: inout DecodeContext) {
        guard scan.keys.count == 0, models[m].fields.count > 0 else { return }
        scan.keys = KeyNames(unindexed: models[m].fieldNames)
        scan.what = what
    }
}
