/// Positions of a spec's values by key path (`segments.2.height`, `thresholds.upward`), so a
/// finding about a value can point at the exact node that caused it.
public struct SpecLocations: Sendable {
    /// Where the card's document begins; the fallback for findings about defaults.
    public var document: SourceLocation
    /// In the order decoded. Recording is on every document's hot path and lookups happen only
    /// for findings, so an array beats hashing every path.
    private var entries: [(path: String, location: SourceLocation)] = []

    public init(document: SourceLocation) {
        self.document = document
    }

    mutating func record(_ path: String, _ location: SourceLocation) {
        entries.append((path, location))
    }

    private func find(_ path: Substring) -> SourceLocation? {
        entries.last { $0.path == path }?.location
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
