import CardSupport
/// Positions of a spec's values by key path (`segments.2.height`, `thresholds.upward`), so a
/// finding about a value can point at the exact node that caused it.
public struct SpecLocations: Sendable {
    /// Where the card's document begins; the fallback for findings about defaults.
    public var document: SourceLocation
    /// In the order decoded. Recording is on every document's hot path and lookups happen only
    /// for findings, so an array beats hashing every path.
    /// Each path kept as its parent and last key, so recording never builds a string.
    @usableFromInline var entries: [Entry] = []

    /// A struct, not a tuple: arrays of tuples are copied and destroyed through generic code.
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var parent: String
        @usableFromInline var key: String
        @usableFromInline var location: SourceLocation

        @inlinable init(parent: String, key: String, location: SourceLocation) {
            self.parent = parent
            self.key = key
            self.location = location
        }
    }

    public init(document: SourceLocation) {
        self.document = document
        entries.reserveCapacity(48)   // a typical spec records a few dozen values
    }

    /// Records `parent.key` (or `key` when the parent is empty). Inlinable: the decoder (another
    /// module) records every value of every document.
    @inlinable package mutating func record(parent: String, key: String, _ location: SourceLocation) {
        entries.append(Entry(parent: parent, key: key, location: location))
    }

    private func find(_ path: Substring) -> SourceLocation? {
        let parent: Substring, key: Substring
        if let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) {
            (parent, key) = (path[..<dot], path[path.index(after: dot)...])
        } else {
            (parent, key) = ("", path)
        }
        return entries.last { $0.key == key && $0.parent == parent }?.location
    }

    /// The value at `path`, else the nearest enclosing key that was written, else the document.
    public subscript(path: String) -> SourceLocation {
        var key = Substring(path)
        while true {
            if let found = find(key) { return found }
            guard let dot = key.lastIndex(of: ".") else { return document }
            key = key[..<dot]
        }
    }

    public func contains(_ path: String) -> Bool { find(Substring(path)) != nil }
}
