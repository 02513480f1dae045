import CardModel

/// Specs made from the format description (`CardFormat`): a base spec of each kind that lints
/// clean, with keys overridden, and every key path of a kind. FormatDescriptionTests sets each
/// key to its example; the fix suites misspell each key and give it units.
package enum FormatExamples {
    package static let bases: [CardKind: [(String, String)]] = [
        .sheet: [("segments", "[{ name: low, height: 100 }, { name: high, height: 500 }]")],
        .stack: [("cardHeight", "100"), ("offset", "30"), ("height", "{ collapsed: 200, expanded: 600 }")],
        .deck: [("size", "{ width: 300, height: 400 }")],
        .carousel: [("expandDistance", "200")],
    ]

    package static func yaml(kind: CardKind, overriding: [(String, String)]) -> String {
        var entries: [(String, String)] = [("version", "1"), ("name", "Base"), ("kind", kind.rawValue)] + (bases[kind] ?? [])
        for (key, value) in overriding {
            if let i = entries.firstIndex(where: { $0.0 == key }) { entries[i].1 = value } else { entries.append((key, value)) }
        }
        return entries.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n"
    }

    /// `{ key: example }` for a key inside objects, with each level's required keys.
    package static func flow(_ path: ArraySlice<FormatKey>) -> String {
        guard let key = path.first else { return "" }
        guard path.count > 1, case .object(let inner) = key.value else { return key.example }
        let next = path.dropFirst()
        var parts = inner.filter { $0.required && $0.name != next.first?.name }.map { "\($0.name): \($0.example)" }
        parts.append("\(next.first?.name ?? ""): \(flow(next))")
        return "{ \(parts.joined(separator: ", ")) }"
    }

    /// Every key path of a kind: the top-level keys and the keys inside their objects.
    package static func paths(_ keys: [FormatKey], prefix: [FormatKey] = []) -> [[FormatKey]] {
        keys.flatMap { key -> [[FormatKey]] in
            let path = prefix + [key]
            if case .object(let inner) = key.value { return [path] + paths(inner, prefix: path) }
            return [path]
        }
    }
}
