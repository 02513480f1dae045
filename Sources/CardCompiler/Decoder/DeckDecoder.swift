import CardEngine

/// Decodes the keys of `kind: deck`.
enum DeckDecoder {
    // Keys from the format description (CardFormat), read once.
    static let sizeKeys = CardFormat.names("size", kind: .deck)
    static let insetsKeys = CardFormat.names("insets", kind: .deck)
    static let thresholdsKeys = CardFormat.names("thresholds", kind: .deck)
    static let exitKeys = CardFormat.names("exit", kind: .deck)

    static func decode(_ top: Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> DeckConfiguration? {
        var width: Double?, height: Double?
        if let s = c.require(top, "size"), let f = c.fields(s, Self.sizeKeys, path: "size", what: "size") {
            width = c.require(f, "width").flatMap { c.points($0, what: "card width") }
            height = c.require(f, "height").flatMap { c.points($0, what: "card height") }
        }
        var visible = CardFormat.deck.visible
        if let v = top["visible"], let x = c.integer(v, what: "visible", minimum: 1) {
            if x > SpecKeys.maxVisible {
                c.report(.invalidValue, v, "visible must be at most \(SpecKeys.maxVisible); found \(x)")
            } else {
                visible = x
            }
        }
        var horizontal = CardFormat.deck.horizontalInset, vertical = CardFormat.deck.verticalInset
        if let i = top["insets"], let f = c.fields(i, Self.insetsKeys, path: "insets", what: "insets") {
            if let v = f["horizontal"], let x = c.points(v, what: "horizontal inset") { horizontal = x }
            if let v = f["vertical"], let x = c.points(v, what: "vertical inset") { vertical = x }
        }
        var directions = CardFormat.deck.directions
        if let d = top["directions"], let items = c.list(d, what: "directions") {
            var chosen: [SwipeDirection] = []
            for (i, item) in items.enumerated() {
                c.locations.record(parent: "directions", key: SpecKeys.indexText(i), c.tree[item].location)
                guard let direction = c.choice(item, SwipeDirection.self, what: "swipe direction") else { continue }
                if chosen.contains(direction) {
                    c.report(.invalidValue, item, "direction '\(direction.rawValue)' is listed twice")
                } else {
                    chosen.append(direction)
                }
            }
            if items.isEmpty {
                c.report(.invalidValue, d, "directions is empty; a deck needs at least one direction to swipe")
            }
            if !chosen.isEmpty { directions = chosen }
        }
        var thresholds = DeckConfiguration.Thresholds()
        if let t = top["thresholds"], let f = c.fields(t, Self.thresholdsKeys, path: "thresholds", what: "thresholds") {
            if let v = f["left"], let l = c.length(v, what: "left threshold") { thresholds.left = l }
            if let v = f["right"], let l = c.length(v, what: "right threshold") { thresholds.right = l }
            if let v = f["up"], let l = c.length(v, what: "up threshold") { thresholds.up = l }
            if let v = f["down"], let l = c.length(v, what: "down threshold") { thresholds.down = l }
            if let v = f["velocity"], let x = c.points(v, what: "velocity threshold (pt/s)") { thresholds.velocity = x }
        }
        var exit = DeckConfiguration.Exit()
        if let e = top["exit"], let f = c.fields(e, Self.exitKeys, path: "exit", what: "exit") {
            if let v = f["distance"], let x = c.points(v, what: "exit distance") { exit.distance = x }
            if let v = f["drop"], let x = c.number(v, what: "exit drop") { exit.drop = x }
            if let v = f["duration"], let x = c.nonNegative(v, what: "exit duration") { exit.duration = x }
        }
        guard let width, let height else { return nil }
        return DeckConfiguration(
            width: width, height: height, visible: visible, horizontalInset: horizontal, verticalInset: vertical,
            directions: directions, thresholds: thresholds, exit: exit, appearance: appearance, animation: animation
        )
    }
}
