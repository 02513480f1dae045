import CardModel
import CardReader

/// What reading one mapping's pairs in document order keeps (`DecodeContext.nextKey`): which
/// known keys were met, the unknown ones (for a missing key's near miss) and the keys they
/// were reported as misspellings of. A value on the decoder's stack, made per mapping without
/// an allocation for a mapping with no unknown key and at most 64 names.
package struct KeyScan {
    package let mapping: NodeID
    /// The names known (a document's change once its kind is read: the common ones first).
    package var keys: KeyNames
    package let what: String
    let path: String
    /// The depth the mapping's pairs are read at.
    let level: Int
    var foreignKeys: [String: String]
    var reportUnknown: Bool
    let recordLocations: Bool
    /// While set, a key that is none of `keys` is kept in `deferred` with its value, unjudged:
    /// a document's keys before its `kind`.
    var defersUnknown = false
    var deferred: [(key: NodeID, value: NodeID)]?
    /// The rank of the value the mapping is, restored at its end, and its first diagnostic.
    let outerRank: Int32
    let diagnosticStart: Int
    /// Where the next name search starts: keys mostly come in the format's order.
    var hint = 0
    private var seenBits: UInt64 = 0
    private var seenMore: [Bool]?
    /// The known keys that unknown keys were reported as misspellings of.
    package var misspelt: [String]?
    /// The mapping's unknown scalar keys, in document order; nil for nearly every mapping.
    var unknown: [NodeID]?
    var knownKeysNote: String?

    init(mapping: NodeID, keys: KeyNames, what: String, path: String, level: Int, foreignKeys: [String: String],
         reportUnknown: Bool, recordLocations: Bool, outerRank: Int32, diagnosticStart: Int) {
        self.mapping = mapping
        self.keys = keys
        self.what = what
        self.path = path
        self.level = level
        self.foreignKeys = foreignKeys
        self.reportUnknown = reportUnknown
        self.recordLocations = recordLocations
        self.outerRank = outerRank
        self.diagnosticStart = diagnosticStart
    }

    /// Whether the key of this index in `keys` was met.
    package func seen(_ index: Int) -> Bool {
        if index < 64 { return seenBits & (1 << UInt64(index)) != 0 }
        return seenMore?[index] ?? false
    }

    mutating func markSeen(_ index: Int) {
        if index < 64 {
            seenBits |= 1 << UInt64(index)
            return
        }
        if seenMore == nil { seenMore = Array(repeating: false, count: keys.count) }
        seenMore?[index] = true
    }
}
