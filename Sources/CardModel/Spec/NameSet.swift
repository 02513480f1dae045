/// A fixed set of ASCII names with a cheap first test: a table of which lengths occur for each
/// first byte. Most names a spec uses are in no such set, and the table turns them away
/// without hashing (the decoder asks about every card and model name).
package struct NameSet: Sendable {
    private let names: Set<String>
    /// For each first byte below 128: bit `n` set when some name of `n` bytes (n < 64) starts with it.
    private let lengthsByFirstByte: [UInt64]

    package init(_ names: [String]) {
        self.names = Set(names)
        var table = [UInt64](repeating: 0, count: 128)
        for name in names {
            let bytes = name.utf8
            guard let first = bytes.first, first < 128, bytes.count < 64 else { continue }
            table[Int(first)] |= 1 << UInt64(bytes.count)
        }
        lengthsByFirstByte = table
    }

    package func contains(_ name: String) -> Bool {
        let bytes = name.utf8
        if let first = bytes.first, first < 128, bytes.count < 64, lengthsByFirstByte[Int(first)] & (1 << UInt64(bytes.count)) == 0 {
            return false
        }
        return names.contains(name)
    }
}
