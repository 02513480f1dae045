/// Looking keys up in the format description by where they are written: for the language
/// server's hover and completion, and for the fixes that add a missing key.
extension CardFormat {
    /// The keys a mapping at `path` (keys and list indices from the document's root) may hold,
    /// for a document of `kind` (every kind's keys when it is not known yet); `root` is another
    /// file's keys (`.cardc.yml`'s, which the checker layer declares).
    package static func keys(under path: [String], kind: CardKind?, root: [FormatKey]? = nil) -> [FormatKey]? {
        var current: [FormatKey] = (root ?? keys).filter { key in kind.map(key.belongs(to:)) ?? true }
        var i = 0
        while i < path.count {
            guard let key = current.first(where: { $0.name == path[i] }) else { return nil }
            i += 1
            var value = key.value
            // A list's items: skip the index.
            if case .list(let item, _, _, _) = value {
                guard i < path.count, Int(path[i]) != nil else { return nil }
                i += 1
                value = item
            }
            switch value {
            case .object(let inner): current = inner
            case .device: current = deviceKeys
            default: return nil
            }
        }
        return current
    }

    /// The key written at `path`, for a document of `kind`; for a list item, the list's key.
    package static func key(at path: [String], kind: CardKind?, root: [FormatKey]? = nil) -> FormatKey? {
        guard let name = path.last else { return nil }
        let parent = Array(path.dropLast())
        if Int(name) != nil { return key(at: parent, kind: kind, root: root) }
        return keys(under: parent, kind: kind, root: root)?.first { $0.name == name }
    }

    /// The example of the first required key of that name anywhere in the format: what a fix
    /// that adds it writes.
    package static func example(forRequiredKey name: String) -> String? {
        func search(_ list: [FormatKey]) -> String? {
            for key in list {
                if key.name == name && key.required { return key.example }
                switch key.value {
                case .object(let inner): if let found = search(inner) { return found }
                case .list(.object(let inner), _, _, _): if let found = search(inner) { return found }
                default: break
                }
            }
            return nil
        }
        return search(keys) ?? search(deviceKeys)
    }
}
