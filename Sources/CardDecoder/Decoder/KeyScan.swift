import CardModel
import CardReader

/// What reading one mapping's pairs in document order keeps (`DecodeContext.nextKey`): which
/// known keys were met, the unknown ones (for a missing key's near miss) and the keys they
/// were reported as misspellings of. A value on the decoder's stack, made per mapping, and
/// noncopyable, so that handing it on moves it: nothing is allocated for a mapping with no
/// unknown key and at most 64 names, and what only such mappings need is one optional part.
package struct KeyScan: ~Copyable {
    // Laid out so that the fields added for the diagnostic cap fill padding: a larger scan was
    // copied with memcpy at every mapping (0.2 M instructions on the 1,000 files).
    package let mapping: NodeID
    /// The first of the unknown keys met past the decoder's room (`DecodeContext.room`), -1
    /// when none was: from it on, no did-you-mean was looked for; `DecodeContext.isMisspelt`
    /// looks when asked.
    private var unjudgedFrom: Int32 = -1
    /// The names known (a document's change once its kind is read: the common ones first).
    package var keys: KeyNames
    package var what: String
    let path: String
    /// The depth the mapping's pairs are read at.
    let level: Int
    var reportUnknown: Bool
    let recordLocations: Bool
    /// While set, a key that is none of `keys` is kept in `deferred` with its value, unjudged:
    /// a document's keys before its `kind`.
    var defersUnknown = false
    /// The document's own mapping: its unknown keys are judged as the spec's (whether a fix
    /// names a part no rule reads).
    var isDocument = false
    /// The rank of the value the mapping is, restored at its end, and its first diagnostic.
    let outerRank: Int32
    private let firstDiagnostic: Int32
    /// The first of `DecodeContext.leftOut` made while it is read.
    private let firstLeftOut: Int32
    /// Where the next name search starts: keys mostly come in the format's order.
    var hint = 0
    private var seenBits: UInt64 = 0
    /// What few mappings need: nil for nearly every one.
    private var rare: Rare?

    struct Rare {
        var seenMore: [UInt64] = []
        /// A set: a mapping may misspell one name a million times.
        var misspelt: Set<String> = []
        var unknown: [NodeID] = []
        var knownKeysNote: String?
        var deferred: [(key: NodeID, value: NodeID)] = []
        var foreignKeys: [String: String] = [:]
    }

    init(mapping: NodeID, keys: KeyNames, what: String, path: String, level: Int, foreignKeys: [String: String],
         reportUnknown: Bool, recordLocations: Bool, outerRank: Int32, diagnosticStart: Int, leftOutStart: Int) {
        self.mapping = mapping
        self.keys = keys
        self.what = what
        self.path = path
        self.level = level
        self.reportUnknown = reportUnknown
        self.recordLocations = recordLocations
        self.outerRank = outerRank
        // A document's diagnostics are far fewer than 2^31 (its file is under the size limit).
        firstDiagnostic = Int32(truncatingIfNeeded: diagnosticStart)
        firstLeftOut = Int32(truncatingIfNeeded: leftOutStart)
        if !foreignKeys.isEmpty { rare = Rare(foreignKeys: foreignKeys) }
    }

    /// Whether the key of this index in `keys` was met.
    @inline(__always)
    package func seen(_ index: Int) -> Bool {
        if index < 64 { return seenBits & (1 << UInt64(index)) != 0 }
        guard let more = rare?.seenMore, index / 64 - 1 < more.count else { return false }
        return more[index / 64 - 1] & (1 << UInt64(index % 64)) != 0
    }

    @inline(__always)
    mutating func markSeen(_ index: Int) {
        if index < 64 {
            seenBits |= 1 << UInt64(index)
            return
        }
        updateRare { rare in
            while rare.seenMore.count < index / 64 { rare.seenMore.append(0) }
            rare.seenMore[index / 64 - 1] |= 1 << UInt64(index % 64)
        }
    }

    /// Every write to `rare` goes through here: the part is taken out, changed and put back.
    /// Swift 6.3 leaks what an optional-chained write (`rare?.x = y`, `rare?.list.append`)
    /// replaces or appends to in a noncopyable value's stored optional: memcheck found every
    /// unknown key's note and every key kept for later "definitely lost" (518 KB on the
    /// mutated specs). Tests/Integration/test_memory.py runs lint under memcheck to keep it so.
    @inline(__always)
    private mutating func updateRare(_ change: (inout Rare) -> Void) {
        var part = rare.take() ?? Rare()
        change(&part)
        rare = part
    }

    /// Whether an unknown key judged when met was reported as a misspelling of `name`.
    func judgedMisspelt(_ name: String) -> Bool { rare?.misspelt.contains(name) == true }

    /// The first diagnostic made while the mapping is read.
    var diagnosticStart: Int { Int(firstDiagnostic) }
    /// The first of `DecodeContext.leftOut` made while the mapping is read.
    var leftOutStart: Int { Int(firstLeftOut) }

    /// The unknown keys met past the decoder's room, whose did-you-mean was not looked for.
    var unjudged: ArraySlice<NodeID> {
        guard let rare, unjudgedFrom >= 0 else { return [] }
        return rare.unknown[Int(unjudgedFrom)...]
    }

    /// Notes that the last unknown key (and every one after it) was met past the room.
    mutating func noteUnjudged() {
        guard unjudgedFrom < 0, let count = rare?.unknown.count else { return }
        unjudgedFrom = Int32(truncatingIfNeeded: count - 1)
    }
    /// The mapping's unknown scalar keys, in document order.
    var unknown: [NodeID] { rare?.unknown ?? [] }
    var knownKeysNote: String? { rare?.knownKeysNote }
    var foreignKeys: [String: String] {
        get { rare?.foreignKeys ?? [:] }
        set { updateRare { $0.foreignKeys = newValue } }
    }

    mutating func noteUnknown(_ key: NodeID) {
        updateRare { $0.unknown.append(key) }
    }

    mutating func noteMisspelling(of key: String) {
        updateRare { $0.misspelt.insert(key) }
    }

    mutating func noteKnownKeys(_ note: String) {
        updateRare { $0.knownKeysNote = note }
    }

    mutating func keepForLater(_ key: NodeID, _ value: NodeID) {
        updateRare { $0.deferred.append((key, value)) }
    }

    /// The pairs kept while `defersUnknown` was set, taken out.
    mutating func takeDeferred() -> [(key: NodeID, value: NodeID)] {
        guard rare != nil else { return [] }
        var deferred: [(key: NodeID, value: NodeID)] = []
        updateRare { swap(&deferred, &$0.deferred) }
        return deferred
    }
}
