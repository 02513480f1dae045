import CardEngine
import CardSupport
import CardModel
import CardReader

/// Shared state and helpers while decoding one document: the tree, the diagnostics found so
/// far, and where each value was written. Every helper reports its own problem and returns nil,
/// so decoding goes on and one run reports every mistake in the file.
package struct DecodeContext {
    /// The document's nodes, as recorded so far: scalar helpers read a value by its node.
    /// Reading live, the table is lent by `source`, and moved back to it for each burst of
    /// events libyaml is run for (`YAMLEventSource.next(holding:)`).
    package var tree: YAMLTree
    /// Where live events come from; nil when a tree read whole is replayed.
    package let source: YAMLEventSource?
    package let file: String
    package var diagnostics: [Diagnostic] = []
    package var locations: SpecLocations
    package var errorCount = 0
    /// Whether sample values are built, or only checked: only generated code uses them, so
    /// `lint` skips building (and freeing) them for every spec.
    package var buildsSampleValues = true
    /// The document's events, read once, forward (`open`, `nextKey`, `nextItem`).
    package var events: EventCursor
    /// Each diagnostic's rank (`order`), and the rank new ones get.
    package var ranks: [Int32] = []
    package var rank: Int32 = 0

    /// A context reading a tree read whole (its documents' events replayed).
    package init(tree: YAMLTree, file: String, document: SourceLocation) {
        self.tree = tree
        source = nil
        self.file = file
        self.locations = SpecLocations(document: document)
        events = EventCursor(nil, at: nil)
    }

    /// A context reading a document as libyaml gives it (`openLive`), whose start `source`
    /// just read.
    package init(source: YAMLEventSource, file: String) {
        tree = YAMLTree()
        self.source = source
        self.file = file
        self.locations = SpecLocations(document: SourceLocation(line: 1, column: 1))
        events = EventCursor(source, at: nil)
    }

    // MARK: Reporting

    /// How many diagnostics this document may build; past it each report is counted
    /// (`leftOut`, with what `count(from:where:)` reads of it), its message, suggestions and
    /// notes never made. The pipeline gives a document the file's cap while the file's
    /// collector has room, and 0 once it is full: what is left out costs no text.
    package var room = Int.max
    /// Reports past `room`, in the order made: what `count` and `order` need of each.
    package var leftOut: [LeftOutReport] = []

    /// A report that was counted, not built (`room`).
    package struct LeftOutReport {
        package var rank: Int32
        package var rule: RuleID
        /// An unknown key of the document's own mapping: whether its did-you-mean names one of
        /// `SpecDecoder.uncheckedParts` is looked for only if `allAccepted` asks.
        package var documentKey: NodeID?
    }

    /// Whether the next report is built; false past `room` (it is then only counted).
    @inline(__always) package var builds: Bool { diagnostics.count < room }

    // Past `room` a report makes no Diagnostic (its text bounded, its notes copied, kept);
    // a producer whose message costs more than its interpolation (a did-you-mean, a list of
    // names) asks `builds` first.

    /// At the node: a rename there carries the node's text as written when it is known
    /// (`sourceText`), which gives SARIF's fix its extent; not looked for past `room`.
    package mutating func report(_ rule: RuleID, _ node: NodeID, _ message: String, suggestions: [DiagnosticSuggestion] = [],
                                 compared: [ComparedValue] = [], notes: [String] = []) {
        let written = suggestions.isEmpty || !builds ? nil : sourceText(node)
        report(rule, at: tree[node].location, message, suggestions: suggestions.map { $0.written(written) }, compared: compared, notes: notes)
    }

    package mutating func report(_ rule: RuleID, at location: SourceLocation, _ message: String, suggestions: [DiagnosticSuggestion] = [],
                                 compared: [ComparedValue] = [], notes: [String] = []) {
        errorCount += 1
        guard builds else {
            leftOut.append(LeftOutReport(rank: rank, rule: rule, documentKey: nil))
            return
        }
        diagnostics.append(Diagnostic(file: file, location: location, severity: .error, rule: rule, message: message,
                                      suggestions: suggestions, compared: compared, notes: notes))
        ranks.append(rank)
    }

    package mutating func report(_ rule: RuleID, _ node: NodeID, _ message: DiagnosticMessage, notes: [String] = []) {
        report(rule, node, message.text, suggestions: message.suggestions, compared: message.compared, notes: notes)
    }

    /// A scalar's text exactly as the source writes it, when the node's byte range tells it
    /// without the bytes: a plain scalar as long as its value, or a quoted one two bytes longer
    /// (its quotes), holding no blank or line break. Anything the source adds (an anchor, a
    /// tag, an escape, a line folded into a space) makes the range longer or the value hold a
    /// blank, and then it is nil. It gives a value's replacement its extent (SARIF's fixes).
    package func sourceText(_ id: NodeID) -> String? {
        let node = tree[id]
        guard node.kind == .scalar, !node.isAlias, let range = node.sourceRange else { return nil }
        let value = tree.value(id)
        guard !value.isEmpty, !value.contains(where: { $0 == " " || $0 == "\t" || $0.isNewline }) else { return nil }
        switch node.style {
        case .plain: return range.count == value.utf8.count ? value : nil
        case .singleQuoted: return range.count == value.utf8.count + 2 ? "'" + value + "'" : nil
        case .doubleQuoted: return range.count == value.utf8.count + 2 ? "\"" + value + "\"" : nil
        case .literal, .folded, .collection: return nil
        }
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

    // MARK: Events

    /// Starts reading `root`'s events (a document, or a value met earlier and decoded later)
    /// and returns its node, its start read: the cursor is then where a decoder expects it.
    package mutating func open(_ root: NodeID) -> NodeID {
        events = EventCursor(source, at: root)
        return events.next(&tree) ?? root
    }

    /// Ends a live document: what is left of it read (and recorded), the table moved back to
    /// the source. False when reading stopped inside it.
    package mutating func closeLive() -> Bool {
        events.skip(toDepth: 0, &tree)
        guard let source else { return !events.broken }
        source.take(&tree)
        events.giveBack(to: source)
        return !events.broken
    }

    /// Starts reading a document as libyaml gives it (its start was read): its root, with its
    /// start read, and where the document begins; nil when reading stopped before it.
    package mutating func openLive() -> NodeID? {
        guard let source else { return nil }
        source.lend(&tree)
        events = EventCursor(live: source)
        guard let root = events.next(&tree) else { return nil }
        // Only the place: a new SpecLocations reserved its entries a second time per document.
        locations.document = tree[root].location
        return root
    }

    /// Decodes `node`, met earlier in the document, now (a value whose meaning waited for a
    /// key after it): its events are replayed, and reading then goes on where it was.
    package mutating func replaying<R>(_ node: NodeID, _ body: (NodeID, inout DecodeContext) -> R) -> R {
        let saved = events
        let id = open(node)
        let result = body(id, &self)
        events = saved
        return result
    }

    // MARK: Mappings

    /// Starts reading a mapping whose start event was just read (`id`): reports a node that is
    /// not a mapping, or a tag that does not fit, and returns nil then. Its pairs are then read
    /// in document order with `nextKey`, and `end` closes it.
    /// Inlined into its callers, so that the scan is made in place (returned, it was copied):
    /// what is rare is out of line.
    @inline(__always)
    package mutating func mapping(_ id: NodeID, _ keys: KeyNames, path: String, what: String, foreignKeys: [String: String] = [:],
                                  reportUnknown: Bool = true, recordLocations: Bool = true) -> KeyScan? {
        guard tree[id].kind == .mapping else {
            notAMapping(id, what: what)
            return nil
        }
        if case .some(nil) = coreTag(id) { return nil }
        return KeyScan(mapping: id, keys: keys, what: what, path: path, level: events.depth, foreignKeys: foreignKeys,
                       reportUnknown: reportUnknown, recordLocations: recordLocations, outerRank: rank, diagnosticStart: diagnostics.count,
                       leftOutStart: leftOut.count)
    }

    /// Reports a node met where a mapping is expected.
    @inline(never)
    mutating func notAMapping(_ id: NodeID, what: String) {
        if tree[id].isPlainScalar, tree.isNullText(id) {
            report(.invalidValue, id, "\(what) is empty; expected a mapping")
        } else {
            report(.invalidValue, id, "expected a mapping for \(what), found \(describe(id))")
        }
    }

    /// A scan of an untagged mapping whose start was just read, with nothing to check about it,
    /// its message name given later if it has something to report (a sample's).
    package mutating func plainMapping(_ id: NodeID, _ keys: KeyNames) -> KeyScan {
        KeyScan(mapping: id, keys: keys, what: "", path: "", level: events.depth, foreignKeys: [:],
                reportUnknown: true, recordLocations: false, outerRank: rank, diagnosticStart: diagnostics.count,
                       leftOutStart: leftOut.count)
    }

    /// `mapping(_:_:...)` with names given as Strings (made into `KeyNames` per call).
    package mutating func mapping(_ id: NodeID, _ keys: [String], path: String, what: String, foreignKeys: [String: String] = [:],
                                  reportUnknown: Bool = true, recordLocations: Bool = true) -> KeyScan? {
        mapping(id, KeyNames(unindexed: keys), path: path, what: what, foreignKeys: foreignKeys, reportUnknown: reportUnknown,
                recordLocations: recordLocations)
    }

    /// The next pair of the mapping whose key is one of its known names, met for the first
    /// time (a repeated key keeps its first value: the reader reported the repeat), with its
    /// value's start read; nil once the mapping ends. Reports on the way, in document order,
    /// keys that are not scalars and unknown keys (with a suggestion), and records the known
    /// keys' positions. Whatever the caller left unread of the previous value is skipped.
    /// Inlined into its callers' loops: a call per key saved and restored as many registers as
    /// the common case's own work. What is rare is out of line.
    @inline(__always)
    package mutating func nextKey(_ scan: inout KeyScan) -> (index: Int, key: NodeID, value: NodeID)? {
        while true {
            events.skip(toDepth: scan.level, &tree)
            guard let keyID = events.next(&tree) else { return nil }
            guard tree[keyID].kind == .scalar else {
                nonScalarKey(keyID, scan)
                continue
            }
            let valueID = events.next(&tree) ?? keyID
            if scan.defersUnknown && deferred(keyID, valueID, &scan) { continue }
            if let index = knownKey(keyID, valueAt: valueID, &scan) { return (index, keyID, valueID) }
        }
    }

    /// A key that is not a scalar: skipped with its value, and reported.
    @inline(never)
    mutating func nonScalarKey(_ keyID: NodeID, _ scan: borrowing KeyScan) {
        events.skip(toDepth: scan.level, &tree)
        _ = events.next(&tree)
        let saved = rank
        rank = 0
        report(.invalidValue, keyID, "keys must be plain names; found \(describe(keyID)) as a key in \(scan.what)")
        rank = saved
    }

    /// While `scan` defers unknown keys: whether this one is none of its names and was kept for later.
    @inline(never)
    mutating func deferred(_ keyID: NodeID, _ valueID: NodeID, _ scan: inout KeyScan) -> Bool {
        guard tree.firstIndex(of: keyID, in: scan.keys, from: scan.hint) == nil else { return false }
        scan.keepForLater(keyID, valueID)
        return true
    }

    /// Judges a scalar key of `scan`'s mapping: its index among the names when it is one of
    /// them, met for the first time (its position recorded); else nil, and an unknown key is
    /// reported (`unknownKey`).
    @inline(__always) package mutating func knownKey(_ keyID: NodeID, valueAt valueID: NodeID, _ scan: inout KeyScan) -> Int? {
        if let index = tree.firstIndex(of: keyID, in: scan.keys, from: scan.hint) {
            scan.hint = index + 1
            guard !scan.seen(index) else { return nil }
            scan.markSeen(index)
            if scan.recordLocations {
                locations.record(parent: scan.path, key: scan.keys[index], tree[valueID].location)
            }
            return index
        }
        unknownKey(keyID, &scan)
        return nil
    }

    /// A key of `scan`'s mapping that is none of its names: kept for near misses, reported
    /// unless the scan says not to, in the order the mapping's pass reported them (rank 0).
    package mutating func unknownKey(_ keyID: NodeID, _ scan: inout KeyScan) {
        scan.noteUnknown(keyID)
        guard scan.reportUnknown else { return }
        let saved = rank
        rank = 0
        defer { rank = saved }
        let keyText = tree.value(keyID)
        if let owner = scan.foreignKeys[keyText] {
            report(.unknownKey, keyID, "unknown key '\(keyText)' in \(scan.what); it belongs to kind \(owner)")
        } else if !builds {
            // Past the room: counted, with no message or note, and no did-you-mean looked for:
            // `isMisspelt` looks when a missing key asks, `allAccepted` when whether the spec
            // is checked turns on it (a document key's).
            scan.noteUnjudged()
            errorCount += 1
            leftOut.append(LeftOutReport(rank: rank, rule: .unknownKey, documentKey: scan.isDocument ? keyID : nil))
        } else if let suggestion = NameSuggester.suggestion(for: keyText, among: scan.keys.names) {
            report(.unknownKey, keyID, .unknownKey(keyText, in: scan.what, suggestion: suggestion))
            // A required key spelt so is reported here only, not as missing too.
            scan.noteMisspelling(of: suggestion)
        } else {
            let note = scan.knownKeysNote ?? "known keys: " + NameSuggester.list(scan.keys.names, limit: 40)
            scan.noteKnownKeys(note)
            report(.unknownKey, keyID, "unknown key '\(keyText.count > 64 ? String(keyText.prefix(64)) + "..." : keyText)' in \(scan.what)",
                   notes: [note])
        }
    }

    /// Reports a required key that the mapping, read to its end, lacks, at the mapping. Its fix
    /// renames a key of the mapping that is a near miss of it (`kindd`, which a document without
    /// a kind does not report as unknown), else adds the key with the format's example. A key
    /// the mapping misspells (reported as unknown, with this key as its fix) is not reported
    /// again: the one diagnostic and its fix are the newcomer's whole round.
    package mutating func missing(_ key: String, _ scan: borrowing KeyScan) {
        if isMisspelt(key, scan) { return }
        var nearMiss: (text: String, at: SourceLocation, written: String?)?
        for keyID in scan.unknown {
            let text = tree.value(keyID)
            if NameSuggester.suggestion(for: text, among: [key]) != nil {
                nearMiss = (text, tree[keyID].location, sourceText(keyID))
                break
            }
        }
        report(.missingKey, scan.mapping, .missingKey(key, in: scan.what, nearMiss: nearMiss))
    }

    /// Whether an unknown key of `scan` was, or (met past the room, and not judged then) would
    /// have been, reported as a misspelling of `name`: a key `name` is missing for is then not
    /// reported as missing.
    package func isMisspelt(_ name: String, _ scan: borrowing KeyScan) -> Bool {
        if scan.judgedMisspelt(name) { return true }
        for keyID in scan.unjudged {
            let text = tree.value(keyID)
            // Near `name` at all, before the search of every name; a foreign key has no did-you-mean.
            guard NameSuggester.suggestion(for: text, among: CollectionOfOne(name)) != nil, scan.foreignKeys[text] == nil else { continue }
            if NameSuggester.suggestion(for: text, among: scan.keys.names) == name { return true }
        }
        return false
    }

    /// Ends a mapping read with `nextKey` (its end read, or the caller stopped early: the rest
    /// is skipped by whoever reads on). Its diagnostics are put in the order the decoder's
    /// calls made them before it read events (`rank`), and count as the enclosing key's.
    package mutating func end(_ scan: consuming KeyScan) {
        order(from: scan.diagnosticStart, leftOutFrom: scan.leftOutStart, outerRank: scan.outerRank)
    }

    // MARK: Order of diagnostics

    /// Runs `body` with diagnostics ranked `r`.
    @inline(__always)
    package mutating func withRank(_ r: Int32, _ body: (inout DecodeContext) -> Void) {
        let saved = rank
        rank = r
        body(&self)
        rank = saved
    }

    /// Sorts the diagnostics from `start` by rank, keeping the order found among equal ranks,
    /// and gives them `outerRank`, the rank of the value they are part of. Reading a mapping
    /// in document order meets its keys in another order than the decoder once asked for
    /// them (the format's): lint sorts by position, then by order found, so where two
    /// diagnostics share a position (a mapping's and its first key's, or an anchored node's
    /// read twice through an alias) the order found must stay the format's.
    package mutating func order(from start: Int, leftOutFrom leftOutStart: Int = 0, outerRank: Int32) {
        rank = outerRank
        // What was counted, not built, needs only its rank: it is never shown.
        if leftOut.count > leftOutStart {
            for i in leftOutStart..<leftOut.count { leftOut[i].rank = outerRank }
        }
        let count = diagnostics.count
        guard count > start else { return }
        if count - start > 1 {
            var sorted = true
            for i in (start + 1)..<count where ranks[i] < ranks[i - 1] { sorted = false; break }
            if !sorted {
                let order = (start..<count).sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }
                let moved = order.map { diagnostics[$0] }
                diagnostics.replaceSubrange(start..<count, with: moved)
            }
        }
        for i in start..<count { ranks[i] = outerRank }
    }

    /// How many diagnostics (built or only counted) have a rank and rule `accept` takes
    /// (before `order` gives them the enclosing rank).
    package func count(where accept: (Int32, RuleID) -> Bool) -> Int {
        var n = 0
        for i in diagnostics.indices where accept(ranks[i], diagnostics[i].rule) { n += 1 }
        for r in leftOut where accept(r.rank, r.rule) { n += 1 }
        return n
    }

    /// Whether `accept` takes every diagnostic (built or only counted), asked in the order
    /// found and stopping at the first it refuses: their rank (before `order` gives them the
    /// enclosing one), rule, and, when asked, whether an unknown key's did-you-mean among
    /// `names` (the document's) names one of `SpecDecoder.uncheckedParts`.
    package func allAccepted(names: [String], _ accept: (Int32, RuleID, () -> Bool) -> Bool) -> Bool {
        for i in diagnostics.indices {
            let d = diagnostics[i]
            guard accept(ranks[i], d.rule, { d.suggestions.first.map { SpecDecoder.uncheckedParts.contains($0.replacement) } == true }) else {
                return false
            }
        }
        for r in leftOut {
            guard accept(r.rank, r.rule, {
                guard r.rule == .unknownKey, let key = r.documentKey else { return false }
                return NameSuggester.suggestion(for: tree.value(key), among: names).map { SpecDecoder.uncheckedParts.contains($0) } == true
            }) else { return false }
        }
        return true
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
                                                        isNumber: isQuotedNumber(id, whole: false), source: sourceText(id)))
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
                                                          written: written.unit, expected: unit, source: sourceText(id)))
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
                    report(.invalidValue, id, .quotedNumber(tree.value(id), what: what(), described: describe(id), whole: true, isNumber: true,
                                                            source: sourceText(id)))
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

    // MARK: Lists

    /// Starts reading a list whose start event was just read; reports any other node (nil).
    /// Returns the depth its items are read at (`nextItem`).
    package mutating func list(_ id: NodeID, what: @autoclosure () -> String) -> Int? {
        guard tree[id].kind == .sequence else {
            report(.invalidValue, id, "expected a list for \(what()), found \(describe(id))")
            return nil
        }
        if case .some(nil) = coreTag(id) { return nil }
        return events.depth
    }

    /// How many items the list just started (`list`) has, before reading them: limits are
    /// checked on the count first, and a list over one is not read at all.
    package mutating func itemCount() -> Int { events.childrenLeft(&tree) }

    /// How many pairs the mapping just started has, before reading them.
    package mutating func pairCount() -> Int { events.childrenLeft(&tree) / 2 }

    /// The next item of the list read at `level`, its start read; nil once the list ends
    /// (then not to be asked again). What the caller left unread of the previous item is skipped.
    package mutating func nextItem(_ level: Int) -> NodeID? {
        events.skip(toDepth: level, &tree)
        return events.next(&tree)
    }

    /// Whether a mapping's key repeats an earlier key of it, as the reader judged (and reported)
    /// it. Asked only of mappings read to their end before their pairs are (counted first with
    /// `pairCount`, or replayed), whose end the reader has handled and marked repeats at: a
    /// search of the earlier keys here was quadratic in a mapping's size, and compared bytes
    /// where the reader compares Strings.
    package func repeats(_ key: NodeID) -> Bool {
        tree[key].repeatsEarlierKey
    }

    /// The next pair of any mapping read at `level` (labels, models: no names to match), the
    /// value's start read; nil once the mapping ends.
    package mutating func nextPair(_ level: Int) -> (key: NodeID, value: NodeID)? {
        events.skip(toDepth: level, &tree)
        guard let key = events.next(&tree) else { return nil }
        events.skip(toDepth: level, &tree)
        let value = events.next(&tree) ?? key
        return (key, value)
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
