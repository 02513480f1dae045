import CardEngine
import CardSupport
import CardModel

/// The reference tables of docs/format.md, rendered from the format description. Each table
/// sits between `<!-- format-table: NAME -->` and `<!-- /format-table -->`; the prose around them
/// is kept as written. `cardc schema --update-docs docs/format.md` rewrites the tables, and a
/// test fails when the file differs from what this renders.
public enum FormatReference {
    /// The tables by name, in the order the document shows them.
    public static let tables: [(name: String, keys: [FormatKey])] = [
        ("common", CardFormat.commonKeys),
        ("device", CardFormat.deviceKeys),
        ("sheet", CardFormat.keys.filter { $0.kinds == [.sheet] }),
        ("stack", CardFormat.keys.filter { $0.kinds == [.stack] }),
        ("deck", CardFormat.keys.filter { $0.kinds == [.deck] }),
        ("carousel", CardFormat.keys.filter { $0.kinds == [.carousel] }),
        ("configuration", CardFormat.configurationKeys),
    ]

    /// One row per key, and one per key inside an object (`thresholds.upward`).
    public static func table(_ keys: [FormatKey]) -> String {
        var rows = ["| key | required | type | default | meaning |", "|---|---|---|---|---|"]
        func add(_ key: FormatKey, prefix: String) {
            let path = prefix + key.name
            rows.append("| `\(path)` | \(key.required ? "yes" : "no") | \(describe(key.value)) | \(key.defaultValue.map(defaultText) ?? "") | \(key.doc) |")
            switch key.value {
            case .object(let inner), .list(.object(let inner), _, _, _):
                let innerPrefix = if case .list = key.value { path + "[]." } else { path + "." }
                for k in inner { add(k, prefix: innerPrefix) }
            default: break
            }
        }
        for key in keys { add(key, prefix: "") }
        return rows.joined(separator: "\n")
    }

    /// The built-in device profiles (CardEngine's `DeviceProfile.builtIn`).
    public static func profileTable() -> String {
        var rows = ["| name | portrait size | safe area top / bottom | landscape size | safe area top / bottom | scale |", "|---|---|---|---|---|---|"]
        for p in DeviceProfile.builtIn {
            let l = p.turned(to: .landscape)
            rows.append("| `\(p.name)` | \(number(p.width)) x \(number(p.height)) | \(number(p.safeAreaTop)) / \(number(p.safeAreaBottom)) | "
                + "\(number(l.width)) x \(number(l.height)) | \(number(l.safeAreaTop)) / \(number(l.safeAreaBottom)) | \(number(p.scale))x |")
        }
        return rows.joined(separator: "\n")
    }

    package static func defaultText(_ d: FormatDefault) -> String {
        if case .described(let text) = d { return text }
        return "`\(d.yaml)`"
    }

    package static func number(_ d: Double) -> String { FormatDefault.yaml(d) }

    /// A value's type in words.
    public static func describe(_ value: FormatValue) -> String {
        switch value {
        case .version: return "`1`"
        case .kind: return CardKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: " \\| ")
        case .typeName: return "Swift type name"
        case .points(let positive): return positive ? "points, above 0" : "points"
        case .length: return "length: points or `%`"
        case .number(let minimum, let maximum, let positive, _):
            switch (minimum, maximum) {
            case let (lo?, hi?): return "number, \(number(lo)) to \(number(hi))"
            case let (lo?, nil): return positive ? "number above \(number(lo))" : "number, at least \(number(lo))"
            default: return "number"
            }
        case .integer(let minimum, let maximum): return "whole number, \(minimum) to \(maximum)"
        case .choice(let words): return words.map { "`\($0)`" }.joined(separator: " \\| ")
        case .bool: return "`true` \\| `false`"
        case .stateName: return "Swift identifier"
        case .stateReference: return "segment name"
        case .text: return "text"
        case .object: return "mapping"
        case .list(let item, let minimum, let maximum, let unique):
            var bounds = ""
            if let maximum { bounds = " (\(minimum) to \(maximum)" } else if minimum > 0 { bounds = " (at least \(minimum)" }
            if unique { bounds += bounds.isEmpty ? " (no repeats" : ", no repeats" }
            if !bounds.isEmpty { bounds += ")" }
            let itemText = if case .object = item { "mappings" } else { describe(item) }
            return "list of \(itemText)\(bounds)"
        case .device: return "built-in profile name, or a profile mapping"
        case .models: return "mapping: model name to its fields"
        case .samples: return "mapping: model name to a list of samples"
        case .labels: return "mapping: state name to text"
        case .severities: return "mapping: rule id to `error` \\| `warning` \\| `off`"
        }
    }

    /// `document` with every marked table replaced by what the description renders now.
    public static func update(_ document: String) -> String {
        var result = document
        var all = tables.map { ($0.name, table($0.keys)) }
        all.append(("profiles", profileTable()))
        for (name, text) in all {
            let begin = "<!-- format-table: \(name) -->\n"
            let end = "<!-- /format-table -->"
            guard let start = result.firstRange(of: begin), let stop = result[start.upperBound...].firstRange(of: end) else { continue }
            result.replaceSubrange(start.upperBound..<stop.lowerBound, with: text + "\n")
        }
        return result
    }
}

extension FormatReference {
    /// Rewrites the tables of the document at `path` (atomically; a symlink is refused like any
    /// output). Returns whether anything changed.
    public static func updateFile(_ path: String) throws(FileSystem.Failure) -> Bool {
        let old = String(decoding: try FileSystem.read(path, limit: 1 << 20), as: UTF8.self)
        let new = update(old)
        guard new != old else { return false }
        try FileSystem.writeAtomically(new, to: path)
        return true
    }
}
