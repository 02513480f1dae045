import CardEngine

/// The starting spec `cardc init KIND` writes for each kind: the values are declared once, the
/// common ones here and each kind's own with the kind (`KindConfiguration.starterValues`); the
/// keys, their order and the comment above each come from the format description
/// (`CardFormat`), so a starter can name no key the format lacks and says of each what hover
/// and docs/format.md say. Each lints clean on every built-in device in both orientations, which
/// it lists (`InitCommandTests` lints and generates every one).
package enum CardStarter {
    /// A value at a key path: a leaf written flow-style (`80`, `[open]`), or, for a list of
    /// mappings, its items one a line.
    package enum Value: Sendable {
        case flow(String)
        case items([String])
    }

    /// The card's name when no file name gives one.
    package static func defaultName(_ kind: CardKind) -> String { kind.configurationType.starterName }

    /// Each kind's keys, in the order written, by path (`header.height`): the common ones, the
    /// kind's own (`KindConfiguration.starterValues`: the shapes of examples/, sized so that they
    /// fit an iPhone SE on its side and an iPad), then appearance and animation.
    package static func values(_ kind: CardKind) -> [(path: String, value: Value)] {
        let common: [(String, Value)] = [
            ("devices", .flow("[\(DeviceProfile.builtIn.map(\.name).joined(separator: ", "))]")),
            ("orientations", .flow("[\(DeviceOrientation.allCases.map(\.rawValue).joined(separator: ", "))]")),
        ]
        return common + kind.configurationType.starterValues + [
            ("appearance.cornerRadius", .flow("12")),
            ("animation.duration", .flow("0.35")), ("animation.damping", .flow("0.85")),
        ]
    }

    /// Comment lines are wrapped at this many characters.
    static let width = 96

    /// The spec's text: a comment saying what it is, then each key under a comment with its
    /// doc from the format description.
    package static func text(_ kind: CardKind, name: String) -> String {
        var lines = [
            "# A starting \(kind.rawValue) spec, written by `cardc init \(kind.rawValue)`. It lints clean on every",
            "# built-in device in both orientations; change the values, keep `cardc lint` clean, and",
            "# `cardc generate` writes its Swift. Each comment is the key's description (docs/format.md).",
        ]
        func doc(_ path: [String]) -> String {
            CardFormat.key(path, kind: kind)?.doc ?? ""
        }
        // Wrapped at word boundaries, so that each line stays readable in an editor.
        func comment(_ text: String, indent: String) {
            var line = ""
            for word in text.split(separator: " ") {
                if !line.isEmpty && indent.count + 2 + line.count + 1 + word.count > width {
                    lines.append(indent + "# " + line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(indent + "# " + line)
        }
        for (key, value) in [("version", "1"), ("name", name), ("kind", kind.rawValue)] {
            comment(doc([key]), indent: "")
            lines.append("\(key): \(value)")
        }
        var open: String?
        for (path, value) in values(kind) {
            let parts = path.split(separator: ".").map(String.init)
            if parts.count == 1 {
                open = nil
                comment(doc(parts), indent: "")
                switch value {
                case .flow(let text): lines.append("\(path): \(text)")
                case .items(let items): lines.append("\(path):"); lines += items.map { "  - " + $0 }
                }
                continue
            }
            if open != parts[0] {
                open = parts[0]
                comment(doc([parts[0]]), indent: "")
                lines.append("\(parts[0]):")
            }
            comment(doc(parts), indent: "  ")
            if case .flow(let text) = value { lines.append("  \(parts[1]): \(text)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The card's name for a spec written to `file`: its base name without the spec suffix, as
    /// a Swift type name (`map-sheet.card.yaml`: `MapSheet`), or the kind's default when that is
    /// no name a card may have.
    package static func name(forFile file: String?, kind: CardKind) -> String {
        guard let file, let base = file.split(separator: "/").last.map(String.init) else { return defaultName(kind) }
        var stem = base
        for suffix in [".card.yaml", ".card.yml", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        let name = SwiftName.suggestedTypeName(for: String(stem.prefix(64)))
        // A plain `Null` or `True` is no string to YAML, so no name either.
        let yamlWords: Set<String> = ["Null", "NULL", "True", "TRUE", "False", "FALSE"]
        return SwiftName.typeNameProblem(name) == nil && name != "Card" && !yamlWords.contains(name) ? name : defaultName(kind)
    }
}
