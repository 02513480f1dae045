import CardEngine

/// The starting spec `cardc init KIND` writes for each kind: the values are declared here, once;
/// the keys, their order and the comment above each come from the format description
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
    package static func defaultName(_ kind: CardKind) -> String {
        switch kind {
        case .sheet: "StarterSheet"
        case .stack: "StarterStack"
        case .deck: "StarterDeck"
        case .carousel: "StarterCarousel"
        }
    }

    /// Each kind's keys, in the order written, by path (`header.height`). The shapes of
    /// examples/ (Maps-style sheet, CardsStack, the swipe deck, the paging carousel), sized so
    /// that they fit an iPhone SE on its side and an iPad.
    package static func values(_ kind: CardKind) -> [(path: String, value: Value)] {
        let common: [(String, Value)] = [
            ("devices", .flow("[\(DeviceProfile.builtIn.map(\.name).joined(separator: ", "))]")),
            ("orientations", .flow("[\(DeviceOrientation.allCases.map(\.rawValue).joined(separator: ", "))]")),
        ]
        let own: [(String, Value)]
        switch kind {
        case .sheet:
            own = [
                ("header.height", .flow("40")), ("header.tap", .flow("toggle")),
                ("segments", .items(["{ name: peek, height: 120 }", "{ name: half, height: 50% }", "{ name: full, height: 90% }"])),
                ("initial", .flow("peek")),
                ("thresholds.upward", .flow("25%")), ("thresholds.downward", .flow("25%")), ("thresholds.velocity", .flow("800")),
                ("dim.alpha", .flow("0.3")), ("dim.from", .flow("half")), ("dim.to", .flow("full")),
                ("scroll.enabledIn", .flow("[full]")),
                ("labels", .flow("{ peek: Peek, half: Half height, full: Full height }")),
            ]
        case .stack:
            own = [
                ("cardHeight", .flow("120")), ("offset", .flow("30")),
                ("spacing.leading", .flow("8")), ("spacing.trailing", .flow("8")), ("spacing.vertical", .flow("8")),
                ("height.collapsed", .flow("180")), ("height.expanded", .flow("300")),
                ("thresholds.upward", .flow("20")), ("thresholds.downward", .flow("20")),
                ("initial", .flow("collapsed")), ("cards", .flow("3")),
            ]
        case .deck:
            own = [
                ("size.width", .flow("280")), ("size.height", .flow("280")), ("visible", .flow("3")),
                ("insets.horizontal", .flow("10")), ("insets.vertical", .flow("10")),
                ("directions", .flow("[left, right]")),
                ("thresholds.left", .flow("35%")), ("thresholds.right", .flow("35%")), ("thresholds.velocity", .flow("1100")),
                ("exit.distance", .flow("200")), ("exit.drop", .flow("75")), ("exit.duration", .flow("0.2")),
            ]
        case .carousel:
            own = [
                ("insets.top", .flow("80")), ("insets.leading", .flow("24")), ("insets.trailing", .flow("24")), ("insets.bottom", .flow("60")),
                ("peek", .flow("16")), ("spacing", .flow("8")), ("expandDistance", .flow("200")),
                ("thresholds.expand", .flow("50%")),
            ]
        }
        return common + own + [
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
