import CardEngine
import CardSupport
import CardModel
import CardReader

/// Shared state and helpers while decoding one document: the tree, the diagnostics found so
/// far, and where each value was written. Every helper reports its own problem and returns nil,
/// so decoding goes on and one run reports every mistake in the file.
package struct DecodeContext {
    package let tree: YAMLTree
    package let file: String
    package var diagnostics: [Diagnostic] = []
    package var locations: SpecLocations
    package var errorCount = 0
    /// Whether sample values are built, or only checked: only generated code uses them, so
    /// `lint` skips building (and freeing) them for every spec.
    package var buildsSampleValues = true

    package init(tree: YAMLTree, file: String, document: SourceLocation) {
        self.tree = tree
        self.file = file
        self.locations = SpecLocations(document: document)
    }

    // MARK: Reporting

    package mutating func report(_ rule: RuleID, _ node: NodeID, _ message: String, suggestions: [DiagnosticSuggestion] = [],
                         compared: [ComparedValue] = [], notes: [String] = []) {
        report(rule, at: tree[node].location, message, suggestions: suggestions, compared: compared, notes: notes)
    }

    package mutating func report(_ rule: RuleID, at location: SourceLocation, _ message: String, suggestions: [DiagnosticSuggestion] = [],
                         compared: [ComparedValue] = [], notes: [String] = []) {
        diagnostics.append(Diagnostic(file: file, location: location, severity: .error, rule: rule, message: message,
                                      suggestions: suggestions, compared: compared, notes: notes))
        errorCount += 1
    }

    package mutating func report(_ rule: RuleID, _ node: NodeID, _ message: DiagnosticMessage, notes: [String] = []) {
        report(rule, at: tree[node].location, message.text, suggestions: message.suggestions, compared: message.compared, notes: notes)
    }

    /// A short description of what a node is, for "expected X, found Y" messages.
    package func describe(_ id: NodeID) -> String {
        let node = tree[id]
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if node.isPlainScalar, tree.isNullText(id) { return "null" }
            let value = tree.value(id)
            let text = value.count > 40 ? String(value.prefix(40)) + "..." : value
            return node.isPlainScalar ? "'\(text)'" : "the string \"\(text)\""
        }
    }

    /// What a node is, never its text: for a document that is not a mapping, which may be any
    /// file at all (a key file a link points at), so its bytes are not echoed into reports.
    package func shape(_ id: NodeID) -> String {
        let node = tree[id]
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if node.isPlainScalar, tree.isNullText(id) { return "nothing (null)" }
            switch node.style {
            case .plain: return "a plain string"
            case .singleQuoted, .doubleQuoted: return "a quoted string"
            case .literal, .folded: return "a block string"
            case .collection: return "a string"
            }
        }
    }

    // MARK: Mappings

    /// The values of a mapping's known keys, in the order of `keys`. Reports a node that is not
    /// a mapping, keys that are not scalars, and unknown keys (with a suggestion). For a
    /// duplicated key the first value is used (the reader reported the duplicate).
    package mutating func fields(_ id: NodeID, _ keys: [String], path: String, what: String,
                         foreignKeys: [String: String] = [:], reportUnknown: Bool = true, recordLocations: Bool = true) -> Fields? {
        fields(id, KeyNames(unindexed: keys), path: path, what: what, foreignKeys: foreignKeys, reportUnknown: reportUnknown, recordLocations: recordLocations)
    }

    /// `fields(_:_:path:...)` with names made once (a decoder's `static let`): the form every
    /// mapping of the format is read with.
    package mutating func fields(_ id: NodeID, _ keys: KeyNames, path: String, what: String,
                         foreignKeys: [String: String] = [:], reportUnknown: Bool = true, recordLocations: Bool = true) -> Fields? {
        let node = tree[id]
        guard node.kind == .mapping else {
            if node.isPlainScalar, tree.isNullText(id) {
                report(.invalidValue, id, "\(what) is empty; expected a mapping")
            } else {
                report(.invalidValue, id, "expected a mapping for \(what), found \(describe(id))")
            }
            return nil
        }
        if case .some(nil) = coreTag(id) { return nil }
        var fields = Fields(mapping: id, keys: keys, what: what)
        var hint = 0
        // The note listing the known keys, made once however many unknown keys the mapping has.
        var knownKeys: String?
        // By index rather than through `tree.pairs`: a slice would retain the tree's children.
        let first = Int(node.childStart)
        for pair in 0..<Int(node.childCount) / 2 {
            let keyID = tree.children[first + 2 * pair], valueID = tree.children[first + 2 * pair + 1]
            let key = tree[keyID]
            guard key.kind == .scalar else {
                report(.invalidValue, keyID, "keys must be plain names; found \(describe(keyID)) as a key in \(what)")
                continue
            }
            if let index = tree.firstIndex(of: keyID, in: keys, from: hint) {
                hint = index + 1
                // A duplicated key keeps its first value (the reader reported the second).
                guard !key.repeatsEarlierKey else { continue }
                fields.set(index, valueID)
                if recordLocations {
                    locations.record(parent: path, key: keys[index], tree[valueID].location)
                }
            } else if reportUnknown {
                let keyText = tree.value(keyID)
                if let owner = foreignKeys[keyText] {
                    report(.unknownKey, keyID, "unknown key '\(keyText)' in \(what); it belongs to kind \(owner)")
                } else if let suggestion = NameSuggester.suggestion(for: keyText, among: keys.names) {
                    report(.unknownKey, keyID, .unknownKey(keyText, in: what, suggestion: suggestion))
                    // A required key spelt so is reported here only, not as missing too.
                    fields.misspelt = (fields.misspelt ?? []) + [suggestion]
                } else {
                    let note = knownKeys ?? "known keys: " + NameSuggester.list(keys.names, limit: 40)
                    knownKeys = note
                    report(.unknownKey, keyID, "unknown key '\(keyText.count > 64 ? String(keyText.prefix(64)) + "..." : keyText)' in \(what)",
                           notes: [note])
                }
            }
        }
        return fields
    }

    /// Reports a required key that is absent, at the mapping that lacks it. Its fix renames a
    /// key of the mapping that is a near miss of it (`kindd`, which a document without a kind
    /// does not report as unknown), else adds the key with the format's example.
    /// A key the mapping misspells (reported as unknown, with this key as its fix) is not
    /// reported again: the one diagnostic and its fix are the newcomer's whole round.
    package mutating func require(_ fields: inout Fields, _ key: String, fromEnd: Int = 0, at place: Int? = nil) -> NodeID? {
        let found = if let place { fields.value(of: key, at: place) } else if fromEnd > 0 { fields.value(of: key, fromEnd: fromEnd) } else { fields[key] }
        if let value = found { return value }
        if fields.misspelt?.contains(key) == true {
            return nil
        }
        var nearMiss: (text: String, at: SourceLocation)?
        for pair in 0..<tree.pairCount(fields.mapping) {
            let keyID = tree.pair(fields.mapping, pair).0
            guard tree[keyID].kind == .scalar else { continue }
            let text = tree.value(keyID)
            if !fields.keys.names.contains(text), NameSuggester.suggestion(for: text, among: [key]) != nil {
                nearMiss = (text, tree[keyID].location)
                break
            }
        }
        report(.missingKey, fields.mapping, .missingKey(key, in: fields.what, nearMiss: nearMiss))
        return nil
    }

    // MARK: Scalars

    // The helpers below take `what` as an autoclosure: it names the value in error messages
    // only, and building it (often an interpolation) for every value that is fine cost more
    // than the check itself.

    /// A scalar's text, where a string is expected: any non-null scalar counts, so `yes`, `on`
    /// and `123` stay the strings they look like.
    package mutating func string(_ id: NodeID, what: @autoclosure () -> String) -> String? {
        isString(id, what: what()) ? tree.value(id) : nil
    }

    /// The core-schema tag a node was written with: nil when it has none (its text and style
    /// decide), `.some(nil)` when the tag is outside the core schema (reported here).
    @inline(__always)
    package mutating func coreTag(_ id: NodeID) -> CoreTag?? {
        // Nearly every value is untagged: answered inline, the rest read by `writtenCoreTag`.
        guard tree[id].tagIndex >= 0 else { return nil }
        return writtenCoreTag(id)
    }

    /// `coreTag` of a node written with a tag.
    private mutating func writtenCoreTag(_ id: NodeID) -> CoreTag?? {
        guard let tag = tree.tag(id) else { return nil }
        let isScalar = tree[id].kind == .scalar
        guard let core = CoreTag(resolvedTag: tag, isScalar: isScalar) else {
            report(.invalidValue, id, "tag '\(tag)' is not supported; cardc reads plain YAML values and YAML's core tags")
            return .some(nil)
        }
        // `!` on a collection is `.mapping` here: accepted on either kind.
        let fits = isScalar ? ![.mapping, .sequence].contains(core)
            : (core == (tree[id].kind == .mapping ? .mapping : .sequence) || tag == "!")
        if !fits {
            report(.invalidValue, id, "tag \(core.name) does not fit \(describe(id))")
            return .some(nil)
        }
        return .some(core)
    }

    /// Whether a value is null: an untagged plain `~`, `null` or nothing, or anything tagged
    /// `!!null` (the tag decides). `!!str ~` is the string `~`.
    package mutating func isNull(_ id: NodeID) -> Bool {
        let node = tree[id]
        guard node.kind == .scalar else { return false }
        guard let tag = tree.tag(id) else { return node.isPlainScalar && tree.isNullText(id) }
        guard CoreTag(resolvedTag: tag, isScalar: true) == .null else { return false }
        return true
    }

    /// Whether `string(_:what:)` would return a value (reporting it when not), without making
    /// the String: `lint` checks sample strings it never keeps.
    package mutating func isString(_ id: NodeID, what: @autoclosure () -> String) -> Bool {
        let node = tree[id]
        guard node.kind == .scalar else {
            report(.invalidValue, id, "expected a string for \(what()), found \(describe(id))")
            return false
        }
        switch coreTag(id) {
        case nil:
            if node.isPlainScalar, tree.isNullText(id) {
                report(.invalidValue, id, "expected a string for \(what()), found null")
                return false
            }
            return true
        case .some(.string?): return true
        case .some(let other?):
            report(.invalidValue, id, "expected a string for \(what()), found a value tagged \(other.name)")
            return false
        case .some(nil): return false
        }
    }

    /// A finite number. Quoted text is a string, not a number, and so is text tagged `!!str`;
    /// text tagged `!!int` or `!!float` is read as that, quoted or not.
    /// `unit` is the key's: a number written with it after (`120pt`) gets the bare number as a
    /// did-you-mean (`NumberUnit`), and a quoted number gets itself unquoted.
    package mutating func number(_ id: NodeID, what: @autoclosure () -> String, unit: NumberUnit = .none) -> Double? {
        let node = tree[id]
        // The common case first: a plain, untagged decimal (`ScalarResolution.plainDecimal`).
        if node.kind == .scalar && node.style == .plain && node.tagIndex < 0,
           let value = tree.withText(id, ScalarResolution.plainDecimal(bytes:)) {
            return value
        }
        guard node.kind == .scalar else {
            report(.invalidValue, id, "expected a number for \(what()), found \(describe(id))")
            return nil
        }
        let tag = coreTag(id)
        switch tag {
        case nil:
            guard node.isPlainScalar else {
                report(.invalidValue, id, .quotedNumber(tree.value(id), what: what(), described: describe(id), whole: false,
                                                        isNumber: isQuotedNumber(id, whole: false)))
                return nil
            }
        case .some(.integer?), .some(.float?): break
        case .some(let other?):
            report(.invalidValue, id, "expected a number for \(what()), found \(describe(id)) tagged \(other.name)")
            return nil
        case .some(nil): return nil
        }
        switch tree.withText(id, ScalarResolution.resolve(bytes:)) {
        case .integer(let i): return Double(i)
        case .float(let d) where tag != .some(.integer): return d
        case .badNumber(let why): report(.invalidValue, id, "\(what()): \(why)")
        default:
            if let tag, let core = tag {
                report(.invalidValue, id, "\(what()): \(describe(id)) is not a valid \(core.name)")
            } else if let written = NumberUnit.split(tree.value(id)) {
                report(.invalidValue, id, .numberWithUnit(tree.value(id), what: what(), number: written.number, symbol: written.symbol,
                                                          written: written.unit, expected: unit))
            } else {
                report(.invalidValue, id, "expected a number for \(what()), found \(describe(id))")
            }
        }
        return nil
    }

    /// Whether a quoted scalar's text, written plain, is a number (a whole one when `whole`):
    /// then removing the quotes is its fix.
    private func isQuotedNumber(_ id: NodeID, whole: Bool) -> Bool {
        switch ScalarResolution.resolve(tree.value(id)) {
        case .integer: true
        case .float: !whole
        default: false
        }
    }

    /// A non-negative finite number.
    package mutating func nonNegative(_ id: NodeID, what: @autoclosure () -> String, unit: NumberUnit = .none) -> Double? {
        guard let value = number(id, what: what(), unit: unit) else { return nil }
        guard value >= 0 else {
            report(.invalidValue, id, "\(what()) must not be negative; found \(tree.value(id))")
            return nil
        }
        return value
    }

    /// A number of points where a `%` makes no sense.
    package mutating func points(_ id: NodeID, what: @autoclosure () -> String) -> Double? {
        let node = tree[id]
        if node.kind == .scalar && tree.lastByte(id) == UInt8(ascii: "%") {
            report(.invalidValue, id, "\(what()) is in points; a percentage (\(tree.value(id))) has nothing to be a share of here")
            return nil
        }
        return nonNegative(id, what: what(), unit: .points)
    }

    /// A value in 0...1.
    package mutating func unitInterval(_ id: NodeID, what: @autoclosure () -> String) -> Double? {
        let node = tree[id]
        if node.kind == .scalar && tree.lastByte(id) == UInt8(ascii: "%") {
            report(.invalidValue, id, "\(what()) is a number from 0 to 1, not a percentage; write \(percentHint(tree.value(id)))")
            return nil
        }
        guard let value = number(id, what: what()) else { return nil }
        guard value >= 0 && value <= 1 else {
            report(.invalidValue, id, "\(what()) must be between 0 and 1; found \(tree.value(id))")
            return nil
        }
        return value
    }

    private func percentHint(_ text: String) -> String {
        guard case .some(let v) = Double(text.dropLast()), v.isFinite else { return "a value such as 0.4" }
        return NumberText.written(v / 100)
    }

    /// A whole number, at least `minimum`. Text tagged `!!int` is read as one, quoted or not.
    package mutating func integer(_ id: NodeID, what: @autoclosure () -> String, minimum: Int = 0) -> Int? {
        let node = tree[id]
        guard node.kind == .scalar else {
            report(.invalidValue, id, "expected a whole number for \(what()), found \(describe(id))")
            return nil
        }
        switch coreTag(id) {
        case nil:
            guard node.isPlainScalar else {
                if isQuotedNumber(id, whole: true) {
                    report(.invalidValue, id, .quotedNumber(tree.value(id), what: what(), described: describe(id), whole: true, isNumber: true))
                } else {
                    report(.invalidValue, id, "expected a whole number for \(what()), found \(describe(id))")
                }
                return nil
            }
        case .some(.integer?): break
        case .some(let other?):
            report(.invalidValue, id, "expected a whole number for \(what()), found \(describe(id)) tagged \(other.name)")
            return nil
        case .some(nil): return nil
        }
        switch tree.withText(id, ScalarResolution.resolve(bytes:)) {
        case .integer(let i):
            guard i >= minimum else {
                report(.invalidValue, id, "\(what()) must be at least \(minimum); found \(i)")
                return nil
            }
            return i
        case .badNumber(let why): report(.invalidValue, id, "\(what()): \(why)")
        default: report(.invalidValue, id, "expected a whole number for \(what()), found \(describe(id))")
        }
        return nil
    }

    /// `true` or `false`; YAML 1.1's `yes`/`no`/`on`/`off` are rejected with a hint. Text tagged
    /// `!!bool` is read as one, quoted or not.
    package mutating func bool(_ id: NodeID, what: @autoclosure () -> String) -> Bool? {
        let node = tree[id]
        let tag = node.kind == .scalar ? coreTag(id) : nil
        if case .some(nil) = tag { return nil }
        if let tag, let core = tag, core != .bool {
            report(.invalidValue, id, "expected true or false for \(what()), found \(describe(id)) tagged \(core.name)")
            return nil
        }
        if node.kind == .scalar, node.isPlainScalar || tag != nil, case .bool(let b) = tree.withText(id, ScalarResolution.resolve(bytes:)) {
            return b
        }
        if node.kind == .scalar, ["yes", "no", "on", "off", "y", "n"].contains(tree.value(id).lowercased()) {
            report(.invalidValue, id, "expected true or false for \(what()), found '\(tree.value(id))' (YAML 1.1 spelling); write true or false")
        } else if node.kind != .scalar || node.isPlainScalar || tag != nil {
            report(.invalidValue, id, "expected true or false for \(what()), found \(describe(id))")
        } else {
            report(.invalidValue, id, "expected true or false for \(what()), found \(describe(id)); remove the quotes")
        }
        return nil
    }

    /// A length: a number of points, or `N%` of a reference the key defines.
    package mutating func length(_ id: NodeID, what: @autoclosure () -> String) -> Length? {
        let node = tree[id]
        guard node.kind == .scalar, tree.lastByte(id) == UInt8(ascii: "%") else {
            return nonNegative(id, what: what(), unit: .points).map(Length.points)
        }
        // A percentage is text: written plain, quoted or tagged as a string, never as a number.
        switch coreTag(id) {
        case nil, .some(.string?): break
        case .some(let other?):
            report(.invalidValue, id, "expected a length for \(what()), found \(describe(id)) tagged \(other.name)")
            return nil
        case .some(nil): return nil
        }
        switch tree.withText(id, { ScalarResolution.resolve(bytes: UnsafeBufferPointer(rebasing: $0.dropLast())) }) {
        case .integer(let i) where i >= 0: return .fraction(Double(i) / 100)
        // A percentage too small to be a non-zero fraction would be read as 0, like `1e-400`.
        case .float(let d) where d >= 0 && (d == 0 || d / 100 != 0): return .fraction(d / 100)
        case .float(let d) where d > 0:
            report(.invalidValue, id, "\(what()): '\(tree.value(id))' is too close to 0 for a Double, which would hold it as 0; write 0%")
        case .integer, .float:
            report(.invalidValue, id, "\(what()) must not be negative; found \(tree.value(id))")
        case .badNumber(let why):
            report(.invalidValue, id, "\(what()): \(why)")
        default:
            report(.invalidValue, id, "expected a length for \(what()) (points, or a percentage such as 45%), found \(describe(id))")
        }
        return nil
    }

    /// One of an enumeration's raw values, with a suggestion when it is close to one.
    package mutating func choice<E: RawRepresentable & CaseIterable>(_ id: NodeID, _ type: E.Type, what: @autoclosure () -> String) -> E? where E.RawValue == String {
        // An untagged scalar whose bytes are a raw value is that value (no raw value is a null
        // spelling), found without making a String: what `string` and `init(rawValue:)` give.
        if tree[id].tagIndex < 0 {
            for value in E.allCases where tree.isScalar(id, withText: value.rawValue) { return value }
        }
        guard let text = string(id, what: what()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        report(.invalidValue, id, .invalidChoice(text, what: what(), expected: names, suggestion: NameSuggester.suggestion(for: text, among: names)))
        return nil
    }

    /// A list's items; reports any other node.
    package mutating func list(_ id: NodeID, what: @autoclosure () -> String) -> ArraySlice<NodeID>? {
        guard tree[id].kind == .sequence else {
            report(.invalidValue, id, "expected a list for \(what()), found \(describe(id))")
            return nil
        }
        if case .some(nil) = coreTag(id) { return nil }
        return tree.items(id)
    }

}

/// The values of one mapping's known keys, by the key's index in `keys`. Made for every mapping
/// of every document, so it is a value on the decoder's stack, never an object on the heap (a
/// class instance per mapping cost an allocation, a free and their reference counting, about
/// 9 M instructions on the 2 MB stream), and noncopyable, so that handing it on moves it
/// rather than copying it. The first 32 keys' values (every mapping of the format but a
/// model's fields) are kept inline as their distance past the mapping's node, which fits in 16
/// bits: a small value, moved in registers. Lookups keep a cursor, so they are `mutating`:
/// decoders ask for keys in the order `keys` lists them, so a lookup usually finds its key at
/// the cursor.
package struct Fields: ~Copyable {
    package let mapping: NodeID
    package let keys: KeyNames
    package let what: String
    /// For each of the first 32 keys, its value's node index less the mapping's (0: absent, or
    /// in `overflow`).
    private var near: SIMD32<UInt16> = .zero
    /// The values that do not fit `near` (keys past the first 32, values 65,536 nodes or more
    /// past the mapping), by key index; nil, costing nothing, for nearly every mapping.
    private var overflow: [NodeID?]?
    /// Where the next lookup starts.
    private var cursor = 0
    /// The known keys that unknown keys of the mapping were reported as misspellings of (each
    /// with its did-you-mean fix); nil, costing nothing, for a mapping without one.
    package var misspelt: [String]?

    package static let inlineCapacity = 32

    package init(mapping: NodeID, keys: KeyNames, what: String) {
        self.mapping = mapping
        self.keys = keys
        self.what = what
    }

    // Inlined into `fields(_:_:...)`, its one caller per value: called, it cost 3 M on the stream.
    @inline(__always)
    package mutating func set(_ index: Int, _ value: NodeID) {
        let distance = Int(value.index) - Int(mapping.index)
        if index < Self.inlineCapacity && distance > 0 && distance <= Int(UInt16.max) {
            near[index] = UInt16(distance)
            return
        }
        if overflow == nil { overflow = Array(repeating: nil, count: keys.count) }
        overflow?[index] = value
    }

    package func value(at index: Int) -> NodeID? {
        if index < Self.inlineCapacity {
            let distance = near[index]
            if distance != 0 { return NodeID(mapping.index &+ Int32(distance)) }
        }
        guard let overflow, index < overflow.count else { return nil }
        return overflow[index]
    }

    /// The value of `key`, which the caller expects `fromEnd` names before the end of `keys`
    /// (a described key knows its place among its mapping's names): one comparison, rather
    /// than a search through every name for a key the mapping leaves out, which most described
    /// keys are. Any other place is searched as by name.
    package mutating func value(of key: String, fromEnd: Int) -> NodeID? {
        value(of: key, at: keys.count - fromEnd)
    }

    /// The value of `key`, which the caller expects at `index` of `keys` (a common key's place
    /// among a document's keys, `SpecKeys.CommonPlace`): one comparison. Any other place is
    /// searched as by name.
    package mutating func value(of key: String, at i: Int) -> NodeID? {
        if i >= 0 && i < keys.count && keys[i].isSameText(as: key) {
            cursor = i + 1
            return value(at: i)
        }
        return self[key]
    }

    package subscript(key: String) -> NodeID? {
        mutating get {
            let count = keys.count
            guard count > 0 else { return nil }
            var i = cursor < count ? cursor : 0
            for _ in 0..<count {
                if keys[i].isSameText(as: key) {
                    cursor = i + 1
                    return value(at: i)
                }
                i = i + 1 == count ? 0 : i + 1
            }
            return nil
        }
    }
}

extension String {
    /// `==`, rejecting different lengths before the general comparison: key lookups compare a
    /// key against many names that differ, most of them in length.
    @inline(__always)
    package func isSameText(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
