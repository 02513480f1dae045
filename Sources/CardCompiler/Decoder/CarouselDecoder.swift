import CardEngine

/// Decodes the keys of `kind: carousel`.
enum CarouselDecoder {
    // Keys from the format description (CardFormat), read once.
    static let insetsKeys = CardFormat.names("insets", kind: .carousel)
    static let thresholdsKeys = CardFormat.names("thresholds", kind: .carousel)

    static func decode(_ top: Fields, appearance: Appearance, animation: CardAnimation, _ c: inout DecodeContext) -> CarouselConfiguration? {
        var insets = CarouselConfiguration.Insets()
        if let i = top["insets"], let f = c.fields(i, Self.insetsKeys, path: "insets", what: "insets") {
            if let v = f["top"], let x = c.points(v, what: "top inset") { insets.top = x }
            if let v = f["leading"], let x = c.points(v, what: "leading inset") { insets.leading = x }
            if let v = f["trailing"], let x = c.points(v, what: "trailing inset") { insets.trailing = x }
            if let v = f["bottom"], let x = c.points(v, what: "bottom inset") { insets.bottom = x }
        }
        var peek = CardFormat.carousel.peek
        if let p = top["peek"], let x = c.points(p, what: "peek") { peek = x }
        var spacing = CardFormat.carousel.spacing
        if let s = top["spacing"], let x = c.points(s, what: "spacing") { spacing = x }
        let expandDistance = c.require(top, "expandDistance").flatMap { node -> Double? in
            guard let d = c.points(node, what: "expandDistance") else { return nil }
            guard d > 0 else {
                c.report(.invalidValue, node, "expandDistance must be more than 0: the card grows to full screen over it")
                return nil
            }
            return d
        }
        var threshold = CardFormat.carousel.expandThreshold
        if let t = top["thresholds"], let f = c.fields(t, Self.thresholdsKeys, path: "thresholds", what: "thresholds"),
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
