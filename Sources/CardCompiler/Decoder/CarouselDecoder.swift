import CardEngine

/// Decodes the keys of `kind: carousel`.
enum CarouselDecoder {
    static func decode(_ top: Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> CarouselConfiguration? {
        var insets = CarouselConfiguration.Insets()
        if let i = top["insets"], let f = c.fields(i, ["top", "leading", "trailing", "bottom"], path: "insets", what: "insets") {
            if let v = f["top"], let x = c.points(v, what: "top inset") { insets.top = x }
            if let v = f["leading"], let x = c.points(v, what: "leading inset") { insets.leading = x }
            if let v = f["trailing"], let x = c.points(v, what: "trailing inset") { insets.trailing = x }
            if let v = f["bottom"], let x = c.points(v, what: "bottom inset") { insets.bottom = x }
        }
        var peek = 0.0
        if let p = top["peek"], let x = c.points(p, what: "peek") { peek = x }
        var spacing = 0.0
        if let s = top["spacing"], let x = c.points(s, what: "spacing") { spacing = x }
        let expandDistance = c.require(top, "expandDistance").flatMap { node -> Double? in
            guard let d = c.points(node, what: "expandDistance") else { return nil }
            guard d > 0 else {
                c.report(.invalidValue, node, "expandDistance must be more than 0: the card grows to full screen over it")
                return nil
            }
            return d
        }
        var threshold = Length.fraction(0.5)
        if let t = top["thresholds"], let f = c.fields(t, ["expand"], path: "thresholds", what: "thresholds"),
           let e = f["expand"], let l = c.length(e, what: "expand threshold") {
            threshold = l
        }
        guard let expandDistance else { return nil }
        return CarouselConfiguration(
            insets: insets, peek: peek, spacing: spacing, expandDistance: expandDistance,
            expandThreshold: threshold, appearance: appearance, animation: animation
        )
    }
}
