import CardEngine

/// Decodes the keys of `kind: stack`.
enum StackDecoder {
    // Keys from the format description (CardFormat), read once.
    static let spacingKeys = CardFormat.names("spacing", kind: .stack)
    static let heightKeys = CardFormat.names("height", kind: .stack)
    static let thresholdsKeys = CardFormat.names("thresholds", kind: .stack)

    static func decode(_ top: Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> StackConfiguration? {
        let cardHeight = c.require(top, "cardHeight").flatMap { c.points($0, what: "cardHeight") }
        let offset = c.require(top, "offset").flatMap { c.points($0, what: "offset") }
        var spacing = StackConfiguration.Spacing()
        if let s = top["spacing"], let f = c.fields(s, Self.spacingKeys, path: "spacing", what: "spacing") {
            if let v = f["leading"], let x = c.points(v, what: "leading spacing") { spacing.leading = x }
            if let v = f["trailing"], let x = c.points(v, what: "trailing spacing") { spacing.trailing = x }
            if let v = f["vertical"], let x = c.points(v, what: "vertical spacing") { spacing.vertical = x }
        }
        var collapsed: Double?, expanded: Double?
        if let h = c.require(top, "height"), let f = c.fields(h, Self.heightKeys, path: "height", what: "height") {
            collapsed = c.require(f, "collapsed").flatMap { c.points($0, what: "collapsed height") }
            expanded = c.require(f, "expanded").flatMap { c.points($0, what: "expanded height") }
        }
        var thresholds = StackConfiguration.Thresholds()
        if let t = top["thresholds"], let f = c.fields(t, Self.thresholdsKeys, path: "thresholds", what: "thresholds") {
            if let v = f["upward"], let x = c.points(v, what: "upward threshold") { thresholds.upward = x }
            if let v = f["downward"], let x = c.points(v, what: "downward threshold") { thresholds.downward = x }
        }
        var initial = CardFormat.stack.initial
        if let i = top["initial"], let s = c.choice(i, StackState.self, what: "initial state") { initial = s }
        var cards = CardFormat.stack.cards
        if let n = top["cards"], let x = c.integer(n, what: "cards", minimum: 1) {
            if x > SpecKeys.maxCards {
                c.report(.invalidValue, n, "cards must be at most \(SpecKeys.maxCards); found \(x)")
            } else {
                cards = x
            }
        }
        guard let cardHeight, let offset, let collapsed, let expanded else { return nil }
        return StackConfiguration(
            cardHeight: cardHeight, offset: offset, spacing: spacing, collapsedHeight: collapsed, expandedHeight: expanded,
            thresholds: thresholds, initial: initial, cards: cards, appearance: appearance, animation: animation
        )
    }
}
