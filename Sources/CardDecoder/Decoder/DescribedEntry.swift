import CardEngine
import CardModel
import CardReader

/// One key of a `DescribedMapping`: a value the decoder reads and stores with its codec, or
/// an object holding such keys. Each payload is one class instance, so walking the entries for
/// every document retains one reference per entry rather than each of its strings.
package enum DescribedEntry: Sendable {
    case value(Value)
    case mapping(Mapping)

    /// The entry as the decoder walks it: the same instance, without a reference count. The
    /// mapping that holds `self` keeps the instance alive, and walking steps rather than entries
    /// retains and releases nothing per key (about 70,000 of each on the 2 MB stream).
    var step: DescribedStep {
        switch self {
        case .value(let value): return .value(Unmanaged.passUnretained(value))
        case .mapping(let mapping): return .mapping(Unmanaged.passUnretained(mapping))
        }
    }

    /// For each of a mapping's `count` names, by its place: the entry that reads it, or -1
    /// (an entry knows its place from the names' end).
    static func stepOfKey(_ entries: [DescribedEntry], count: Int) -> [Int32] {
        var table = [Int32](repeating: -1, count: count)
        for (s, entry) in entries.enumerated() {
            let fromEnd = switch entry {
            case .value(let value): value.fromEnd
            case .mapping(let mapping): mapping.fromEnd
            }
            if fromEnd >= 1 && fromEnd <= count { table[count - fromEnd] = Int32(s) }
        }
        return table
    }

    /// A key with a place in the configuration.
    package final class Value: Sendable {
        package let name: String
        package let required: Bool
        /// The key's place in its mapping's names, counted from their end.
        package let fromEnd: Int
        /// The value's name in messages.
        package let what: String
        package let codec: DescribedCodec
        /// The words of a `.choice` or `.choices` codec.
        package let words: [String]
        package let store: FieldStore
        /// The value's byte offset in the root for a `Bool`, `Double`, `Int` or `Length` held in
        /// a stored property (every one of the format's), copied out of the store's `FieldSlot`
        /// so that writing a value reads one integer rather than copying the store; -1 otherwise.
        let offset: Int

        init?(_ key: FormatKey, what: String, store: FieldStore, fromEnd: Int) {
            var words: [String] = []
            guard let codec = DescribedCodec(key.value, store, words: &words) else { return nil }
            self.name = key.name
            self.required = key.required
            self.fromEnd = fromEnd
            self.what = what
            self.codec = codec
            self.words = words
            self.store = store
            switch store {
            case .bool(let slot): offset = slot.offset ?? -1
            case .number(let slot): offset = slot.offset ?? -1
            case .integer(let slot): offset = slot.offset ?? -1
            case .length(let slot): offset = slot.offset ?? -1
            case .word, .words: offset = -1
            }
        }

        // One writer per value type: `DescribedCodec.init` pairs each codec with its store's
        // case, so the value's type is the one at `offset`, and the other cases are never
        // reached.
        @inline(__always) func store(_ value: Bool, into root: UnsafeMutableRawPointer) {
            if offset >= 0 {
                (root + offset).assumingMemoryBound(to: Bool.self).pointee = value
            } else if case .bool(let slot) = store {
                slot.set(root, value)
            }
        }

        @inline(__always) func store(_ value: Double, into root: UnsafeMutableRawPointer) {
            if offset >= 0 {
                (root + offset).assumingMemoryBound(to: Double.self).pointee = value
            } else if case .number(let slot) = store {
                slot.set(root, value)
            }
        }

        @inline(__always) func store(_ value: Int, into root: UnsafeMutableRawPointer) {
            if offset >= 0 {
                (root + offset).assumingMemoryBound(to: Int.self).pointee = value
            } else if case .integer(let slot) = store {
                slot.set(root, value)
            }
        }

        @inline(__always) func store(_ value: Length, into root: UnsafeMutableRawPointer) {
            if offset >= 0 {
                (root + offset).assumingMemoryBound(to: Length.self).pointee = value
            } else if case .length(let slot) = store {
                slot.set(root, value)
            }
        }

        /// False for a word the engine's enumeration lacks.
        func store(word: String, into root: UnsafeMutableRawPointer) -> Bool {
            if case .word(let set) = store { return set(root, word) }
            return false
        }

        func store(words: [String], into root: UnsafeMutableRawPointer) -> Bool {
            if case .words(let set) = store { return set(root, words) }
            return false
        }
    }

    /// An object (`thresholds`, `appearance.shadow`) whose keys, or keys inside them, have one.
    package final class Mapping: Sendable {
        package let name: String
        package let required: Bool
        /// The key's place in its mapping's names, counted from their end.
        package let fromEnd: Int
        /// Its dotted path, where the decoder records the locations of its keys.
        package let path: String
        /// All its keys' names, in format order (those with dedicated code too).
        package let names: KeyNames
        package let entries: [DescribedEntry]
        /// `entries` as the decoder walks them (`DescribedEntry.step`); `entries` keeps them alive.
        let steps: [DescribedStep]
        /// For each of `names`, by its place: the step that reads it, or -1.
        let stepOfKey: [Int32]

        init(name: String, required: Bool, fromEnd: Int, path: String, names: [String], entries: [DescribedEntry]) {
            self.name = name
            self.required = required
            self.fromEnd = fromEnd
            self.path = path
            self.names = KeyNames(names)
            self.entries = entries
            self.steps = entries.map(\.step)
            self.stepOfKey = DescribedEntry.stepOfKey(entries, count: names.count)
        }
    }
}

/// A `DescribedEntry` without its reference count, for the decoder's walk: plain data, copied
/// without retaining anything. Only valid while the entry it was made from is held (the
/// `DescribedMapping` or `DescribedEntry.Mapping` beside it holds it).
enum DescribedStep: Sendable {
    case value(Unmanaged<DescribedEntry.Value>)
    case mapping(Unmanaged<DescribedEntry.Mapping>)
}
