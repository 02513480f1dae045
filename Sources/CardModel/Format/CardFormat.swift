import CardEngine

/// Format v1, declared once: every key of every kind and of `.cardc.yml`. Defaults come from
/// CardEngine's own initializers. The decoders read their keys here (`keys(of:kind:)`), so a key
/// listed here but never decoded fails the test that sets each key to its example; the JSON
/// Schemas (`SchemaRenderer`) and the tables of docs/format.md (`FormatReference`) are rendered
/// from it.
public enum CardFormat {
    // The engine's defaults, from its initializers (required values are placeholders); the
    // decoders start from the same values.
    package static let sheet = SheetConfiguration(segments: [], initialIndex: 0)
    package static let stack = StackConfiguration(cardHeight: 0, offset: 0, collapsedHeight: 0, expandedHeight: 0)
    package static let deck = DeckConfiguration(width: 0, height: 0)
    package static let carousel = CarouselConfiguration(insets: .init(), expandDistance: 1)
    private static let appearance = Appearance()
    private static let animation = CardAnimation()

    /// A custom device profile's pixels per point when it names none: DeviceProfile's default.
    package static let defaultScale = DeviceProfile(name: "", width: 1, height: 1, safeAreaTop: 0, safeAreaBottom: 0).scale

    /// Bounds on list sizes, so that no spec makes the checker's per-state work explode.
    package static let maxSegments = 64
    package static let maxDevices = 32
    package static let maxCards = 10_000
    package static let maxVisible = 100
    package static let maxModels = 256
    package static let maxFields = 256
    package static let maxSamples = 256

    /// Words a spec may write for one of a choice key's words, meaning it: the edges of the
    /// screen for the directions toward them (`directions: [top]` means `up`). A value that is
    /// one of them, where the word it means is among that key's choices, gets that word as its
    /// did-you-mean (`DiagnosticMessage.invalidChoice`), which `lint --fix`, the language
    /// server and SARIF's fixes apply; where the word is no choice of the key (a stack's
    /// `initial: top`) it is not offered.
    package static let choiceSynonyms: [String: String] = [
        "top": "up", "bottom": "down", "upward": "up", "downward": "down",
    ]

    /// The choice among `choices` that `word` is a synonym of (`choiceSynonyms`), if any.
    package static func choice(meantBy word: String, among choices: [String]) -> String? {
        guard let meant = choiceSynonyms[word.lowercased()], choices.contains(meant) else { return nil }
        return meant
    }

    package static let deviceKeys: [FormatKey] = [
        FormatKey("name", .text, required: true, doc: "the profile's name in findings", example: "tall"),
        FormatKey("width", .points(positive: true), required: true, doc: "screen width in points", example: "400"),
        FormatKey("height", .points(positive: true), required: true, doc: "screen height in points", example: "900"),
        FormatKey("scale", .number(minimum: 1, maximum: 4, positive: false), default: .number(defaultScale),
                  doc: "pixels per point; heights less than half a pixel apart are one position", example: "2"),
        FormatKey("safeArea", .object([
            FormatKey("top", .points(positive: false), default: .number(0), doc: "top inset (status bar, notch) in points", example: "40"),
            FormatKey("bottom", .points(positive: false), default: .number(0), doc: "bottom inset (home indicator) in points", example: "20"),
        ]), doc: "safe-area insets; together less than the height", example: "{ top: 40, bottom: 20 }"),
    ]

    package static let devices = FormatKey(
        "devices", .list(.device, minimum: 1, maximum: maxDevices, unique: true),
        default: .words(DeviceProfile.defaults.map(\.name)),
        doc: "profiles the checker resolves lengths on: built-in names or `{ name, width, height, safeArea }`; the default is `.cardc.yml`'s `devices` if set",
        example: "[iphone-se, ipad-11]")

    /// Portrait only, unless a spec or `.cardc.yml` says otherwise.
    public static let defaultOrientations: [DeviceOrientation] = [.portrait]

    package static let orientations = FormatKey(
        "orientations", .list(.choice(DeviceOrientation.allCases.map(\.rawValue)), minimum: 1, maximum: nil, unique: true),
        default: .words(defaultOrientations.map(\.rawValue)),
        doc: "the orientations every device is checked in (landscape: width and height swap, landscape safe areas); the default is `.cardc.yml`'s `orientations` if set",
        example: "[portrait, landscape]")

    /// The keys of a card spec, top level.
    public static let keys: [FormatKey] = [
        FormatKey("version", .version, required: true, doc: "the format version; must be `1`", example: "1"),
        FormatKey("name", .typeName, required: true,
                  doc: "the Swift type generated for the card: ASCII letters, digits and `_`, not a keyword, not a name of the standard library, Foundation or CardEngine",
                  example: "OtherName"),
        FormatKey("kind", .kind, required: true, doc: "what the card is", example: "sheet"),
        devices,
        orientations,
        FormatKey("appearance", .object([
            FormatKey("cornerRadius", .points(positive: false), default: .number(appearance.cornerRadius), doc: "corner radius in points", example: "16",
                      at: .init(\Appearance.cornerRadius, what: "cornerRadius")),
            FormatKey("shadow", .object([
                FormatKey("opacity", .number(minimum: 0, maximum: 1, positive: false), default: .number(appearance.shadow.opacity), doc: "shadow opacity, 0 to 1", example: "0.3",
                          at: .init(\Appearance.shadow.opacity, what: "shadow opacity")),
                FormatKey("radius", .points(positive: false), default: .number(appearance.shadow.radius), doc: "shadow blur radius in points", example: "8",
                          at: .init(\Appearance.shadow.radius, what: "shadow radius")),
            ]), doc: "the card's shadow", example: "{ opacity: 0.3, radius: 8 }"),
        ]), doc: "corner radius and shadow", example: "{ cornerRadius: 16 }", form: .typed("Appearance")),
        FormatKey("animation", .object([
            FormatKey("duration", .number(minimum: 0, maximum: nil, positive: false, unit: .seconds), default: .number(animation.duration), doc: "the spring's response in seconds (SwiftUI's `response`, the period of its undamped swing), not the length of the move: with damping 0.85 to 1 a card let go still covers 98% of its way in about one duration and rests after 1.5 to 2.5 durations (moves of 50 to 600 pt)", example: "0.5",
                      at: .init(\CardAnimation.duration, what: "animation duration")),
            FormatKey("damping", .number(minimum: 0, maximum: nil, positive: true), default: .number(animation.damping), doc: "damping ratio, above 0 (1 is critically damped)", example: "0.8",
                      at: .init(\CardAnimation.damping, decoding: .dedicated)),
        ]), doc: "how the card settles", example: "{ duration: 0.5 }", form: .typed("CardAnimation")),
        FormatKey("labels", .labels, default: .described("each state's own name"),
                  doc: "VoiceOver's name of each state, by state name (a sheet's segments; `collapsed`, `expanded`; `center` and a deck's directions); not empty; each is localizable as `<name>.<state>` in the app's `\(CardText.table)` strings table",
                  example: "{ expanded: All cards }"),
        FormatKey("models", .models, doc: "data models shown on the cards, below", example: "{ Item: { title: String } }"),
        FormatKey("samples", .samples, doc: "sample data per model, checked against it", example: "{ Item: [{ title: x }] }"),

        // kind: sheet
        FormatKey("header", kinds: [.sheet], .object([
            FormatKey("height", .length, default: .length(sheet.header.height), doc: "always-visible handle's height: a length (% of the usable height)", example: "60",
                      at: .init(\SheetConfiguration.header.height, what: "header height")),
            FormatKey("tap", .choice(SheetConfiguration.HeaderTap.allCases.map(\.rawValue)), default: .word(sheet.header.tap.rawValue),
                      doc: "`none` ignores taps; `toggle` goes from the lowest segment to the highest and any other to the lowest; `cycle` goes one segment up, the highest back to the lowest",
                      example: "cycle", at: .init(\SheetConfiguration.header.tap, what: "header tap")),
        ]), doc: "the handle at the sheet's top", example: "{ height: 60, tap: toggle }"),
        FormatKey("segments", kinds: [.sheet], .list(.object([
            FormatKey("name", .stateName, required: true, doc: "a Swift identifier, unique; becomes a case of the `State` enum", example: "middle"),
            FormatKey("height", .length, required: true, doc: "visible height from the container's bottom: a length (% of the usable height)", example: "50%"),
        ]), minimum: 2, maximum: maxSegments, unique: false), required: true,
                  doc: "resting heights, **lowest first**", example: "[{ name: a, height: 80 }, { name: b, height: 500 }]"),
        FormatKey("initial", kinds: [.sheet], .stateReference, default: .described("the first segment"), doc: "the segment the sheet starts in", example: "high"),
        FormatKey("thresholds", kinds: [.sheet], .object([
            FormatKey("upward", .length, default: .length(sheet.thresholds.upward), doc: "travel up from a segment that commits to the next: points, or % of the gap", example: "40",
                      at: .init(\SheetConfiguration.thresholds.upward, what: "upward threshold")),
            FormatKey("downward", .length, default: .length(sheet.thresholds.downward), doc: "travel down that commits to the one below: points, or % of the gap", example: "40",
                      at: .init(\SheetConfiguration.thresholds.downward, what: "downward threshold")),
            FormatKey("velocity", .points(positive: false), default: .number(sheet.thresholds.velocity), doc: "release speed (points per second) that counts as a flick", example: "600",
                      at: .init(\SheetConfiguration.thresholds.velocity, what: "velocity threshold (pt/s)")),
        ]), doc: "when a drag commits to the next segment", example: "{ upward: 40 }"),
        FormatKey("dim", kinds: [.sheet], .object([
            FormatKey("alpha", .number(minimum: 0, maximum: 1, positive: false), required: true, doc: "backdrop alpha at and above `to`, 0 to 1", example: "0.4"),
            FormatKey("from", .stateReference, default: .described("the first segment"), doc: "the segment at and below which the backdrop is clear", example: "low"),
            FormatKey("to", .stateReference, default: .described("the last segment"), doc: "the segment at and above which it is fully dimmed", example: "high"),
        ]), default: .described("no dimming"), doc: "a backdrop that darkens linearly between two segments", example: "{ alpha: 0.4 }"),
        FormatKey("scroll", kinds: [.sheet], .object([
            FormatKey("enabledIn", .list(.stateReference, minimum: 0, maximum: nil, unique: true), default: .words([]), doc: "segments in which an inner scroll view scrolls", example: "[high]"),
        ]), doc: "where the sheet's content scrolls", example: "{ enabledIn: [high] }"),
        FormatKey("insets", kinds: [.sheet], .object([
            FormatKey("top", .points(positive: false), default: .number(sheet.insets.top), doc: "points", example: "10",
                      at: .init(\SheetConfiguration.insets.top, what: "top inset")),
            FormatKey("leading", .points(positive: false), default: .number(sheet.insets.leading), doc: "points", example: "10",
                      at: .init(\SheetConfiguration.insets.leading, what: "leading inset")),
            FormatKey("trailing", .points(positive: false), default: .number(sheet.insets.trailing), doc: "points", example: "10",
                      at: .init(\SheetConfiguration.insets.trailing, what: "trailing inset")),
        ]), doc: "the card's insets from the container", example: "{ leading: 8 }"),
        FormatKey("release", kinds: [.sheet], .choice(SheetConfiguration.Release.allCases.map(\.rawValue)), default: .word(sheet.release.rawValue),
                  doc: "where a release may settle: `neighbour` moves at most one segment and the card follows the finger up to the next ones; `projected` settles on the segment nearest the release's projection (height + 0.499 × velocity), across all of them, and the card follows the finger from the lowest segment to the highest",
                  example: "projected", at: .init(\SheetConfiguration.release, what: "release policy", omittedAt: sheet.release)),
        FormatKey("dismissal", kinds: [.sheet], .object([
            FormatKey("state", .stateReference, required: true,
                      doc: "the dismissed state: a segment 0 pt high (below the screen), the lowest, declared first; only a dismissal reaches it, and only the app's move leaves it",
                      example: "hidden"),
            FormatKey("distance", .points(positive: false), default: .number(SheetConfiguration.Dismissal.defaultDistance),
                      doc: "points below the lowest other segment that a drag's release, with its projection (0.499 × velocity), must pass to dismiss; a downward flick from the lowest segment dismisses at any distance",
                      example: "120"),
        ]), default: .described("no dismissal"),
                  doc: "a drag or flick down from the lowest segment dismisses the sheet: the card leaves below the screen and the app hears of it (docs/runtime.md, \"Sheets\", Dismissal)",
                  example: "{ state: hidden }"),

        // kind: stack
        FormatKey("cardHeight", kinds: [.stack], .points(positive: false), required: true, doc: "height of each card", example: "150",
                  at: .init(\StackConfiguration.cardHeight, what: "cardHeight")),
        FormatKey("offset", kinds: [.stack], .points(positive: false), required: true, doc: "visible strip of each card when collapsed", example: "40",
                  at: .init(\StackConfiguration.offset, what: "offset")),
        FormatKey("spacing", kinds: [.stack], .object([
            FormatKey("leading", .points(positive: false), default: .number(stack.spacing.leading), doc: "inset from the leading side", example: "12",
                      at: .init(\StackConfiguration.spacing.leading, what: "leading spacing")),
            FormatKey("trailing", .points(positive: false), default: .number(stack.spacing.trailing), doc: "inset from the trailing side", example: "12",
                      at: .init(\StackConfiguration.spacing.trailing, what: "trailing spacing")),
            FormatKey("vertical", .points(positive: false), default: .number(stack.spacing.vertical), doc: "gap between cards", example: "6",
                      at: .init(\StackConfiguration.spacing.vertical, what: "vertical spacing")),
        ]), doc: "card insets and gaps", example: "{ vertical: 6 }"),
        FormatKey("height", kinds: [.stack], .object([
            FormatKey("collapsed", .points(positive: false), required: true, doc: "the stack's height collapsed", example: "250",
                      at: .init(\StackConfiguration.collapsedHeight, label: "collapsedHeight", what: "collapsed height")),
            FormatKey("expanded", .points(positive: false), required: true, doc: "the stack's height expanded", example: "600",
                      at: .init(\StackConfiguration.expandedHeight, label: "expandedHeight", what: "expanded height")),
        ]), required: true, doc: "the stack's height in each state", example: "{ collapsed: 250, expanded: 600 }", form: .flattened),
        FormatKey("thresholds", kinds: [.stack], .object([
            FormatKey("upward", .points(positive: false), default: .number(stack.thresholds.upward), doc: "drag up that commits to expanding", example: "30",
                      at: .init(\StackConfiguration.thresholds.upward, what: "upward threshold")),
            FormatKey("downward", .points(positive: false), default: .number(stack.thresholds.downward), doc: "drag down that commits to collapsing", example: "30",
                      at: .init(\StackConfiguration.thresholds.downward, what: "downward threshold")),
            FormatKey("velocity", .points(positive: false), default: .described("none: the drag's travel alone decides"),
                      doc: "release speed (points per second) past which a flick's direction decides: up expands, down collapses, whatever the travel", example: "800",
                      at: .init(\StackConfiguration.thresholds.velocity, what: "velocity threshold (pt/s)", omittedAt: stack.thresholds.velocity)),
        ]), doc: "drag distances that commit", example: "{ upward: 30 }"),
        FormatKey("initial", kinds: [.stack], .choice(StackState.allCases.map(\.rawValue)), default: .word(stack.initial.rawValue), doc: "the state the stack starts in", example: "expanded",
                  at: .init(\StackConfiguration.initial, what: "initial state")),
        FormatKey("cards", kinds: [.stack], .integer(minimum: 1, maximum: maxCards), default: .integer(stack.cards), doc: "expected number of cards, for layout checks", example: "2",
                  at: .init(\StackConfiguration.cards, what: "cards")),

        // kind: deck
        FormatKey("size", kinds: [.deck], .object([
            FormatKey("width", .points(positive: false), required: true, doc: "card width", example: "320",
                      at: .init(\DeckConfiguration.width, what: "card width")),
            FormatKey("height", .points(positive: false), required: true, doc: "card height", example: "420",
                      at: .init(\DeckConfiguration.height, what: "card height")),
        ]), required: true, doc: "the deck's card size in points", example: "{ width: 320, height: 420 }", form: .flattened),
        FormatKey("visible", kinds: [.deck], .integer(minimum: 1, maximum: maxVisible), default: .integer(deck.visible), doc: "cards rendered at once", example: "4",
                  at: .init(\DeckConfiguration.visible, what: "visible")),
        FormatKey("insets", kinds: [.deck], .object([
            FormatKey("horizontal", .points(positive: false), default: .number(deck.horizontalInset), doc: "per depth step: right shift, and half the narrowing", example: "6",
                      at: .init(\DeckConfiguration.horizontalInset, label: "horizontalInset", what: "horizontal inset")),
            FormatKey("vertical", .points(positive: false), default: .number(deck.verticalInset), doc: "per depth step: down shift", example: "6",
                      at: .init(\DeckConfiguration.verticalInset, label: "verticalInset", what: "vertical inset")),
        ]), doc: "how deeper cards are inset", example: "{ horizontal: 6 }", form: .flattened),
        FormatKey("directions", kinds: [.deck], .list(.choice(SwipeDirection.allCases.map(\.rawValue)), minimum: 1, maximum: nil, unique: true),
                  default: .words(deck.directions.map(\.rawValue)), doc: "directions a card may leave in", example: "[left, right, up]",
                  at: .init(\DeckConfiguration.directions, decoding: .dedicated)),
        FormatKey("thresholds", kinds: [.deck], .object([
            FormatKey("left", .length, default: .length(deck.thresholds.left), doc: "points, or % of the card's width", example: "100",
                      at: .init(\DeckConfiguration.thresholds.left, what: "left threshold")),
            FormatKey("right", .length, default: .length(deck.thresholds.right), doc: "points, or % of the card's width", example: "100",
                      at: .init(\DeckConfiguration.thresholds.right, what: "right threshold")),
            FormatKey("up", .length, default: .length(deck.thresholds.up), doc: "points, or % of the card's height", example: "100",
                      at: .init(\DeckConfiguration.thresholds.up, what: "up threshold")),
            FormatKey("down", .length, default: .length(deck.thresholds.down), doc: "points, or % of the card's height", example: "100",
                      at: .init(\DeckConfiguration.thresholds.down, what: "down threshold")),
            FormatKey("velocity", .points(positive: false), default: .number(deck.thresholds.velocity), doc: "release speed (points per second) that swipes", example: "900",
                      at: .init(\DeckConfiguration.thresholds.velocity, what: "velocity threshold (pt/s)")),
        ]), doc: "travel of the card's centre past which a release swipes", example: "{ left: 100 }"),
        FormatKey("exit", kinds: [.deck], .object([
            FormatKey("distance", .points(positive: false), default: .number(deck.exit.distance), doc: "how much further out a swiped card moves", example: "300",
                      at: .init(\DeckConfiguration.exit.distance, what: "exit distance")),
            FormatKey("drop", .number(minimum: nil, maximum: nil, positive: false, unit: .points), default: .number(deck.exit.drop), doc: "how far down it moves meanwhile (points, may be negative)", example: "-20",
                      at: .init(\DeckConfiguration.exit.drop, what: "exit drop")),
            FormatKey("duration", .number(minimum: 0, maximum: nil, positive: false, unit: .seconds), default: .number(deck.exit.duration), doc: "seconds the exit takes", example: "0.4",
                      at: .init(\DeckConfiguration.exit.duration, what: "exit duration")),
        ]), doc: "how a swiped card leaves", example: "{ distance: 300 }"),

        // kind: carousel
        FormatKey("insets", kinds: [.carousel], .object([
            FormatKey("top", .points(positive: false), default: .number(carousel.insets.top), doc: "points", example: "20",
                      at: .init(\CarouselConfiguration.insets.top, what: "top inset")),
            FormatKey("leading", .points(positive: false), default: .number(carousel.insets.leading), doc: "points", example: "20",
                      at: .init(\CarouselConfiguration.insets.leading, what: "leading inset")),
            FormatKey("trailing", .points(positive: false), default: .number(carousel.insets.trailing), doc: "points", example: "20",
                      at: .init(\CarouselConfiguration.insets.trailing, what: "trailing inset")),
            FormatKey("bottom", .points(positive: false), default: .number(carousel.insets.bottom), doc: "points", example: "20",
                      at: .init(\CarouselConfiguration.insets.bottom, what: "bottom inset")),
        ]), doc: "the collapsed card's edges inside the container", example: "{ top: 20 }"),
        FormatKey("peek", kinds: [.carousel], .points(positive: false), default: .number(carousel.peek), doc: "width of each neighbour you expect to show: checked, not laid out (the layout shows min(leading, trailing) − spacing; `carousel-layout` warns when they differ)", example: "10",
                  at: .init(\CarouselConfiguration.peek, what: "peek")),
        FormatKey("spacing", kinds: [.carousel], .points(positive: false), default: .number(carousel.spacing), doc: "gap between neighbouring cards", example: "10",
                  at: .init(\CarouselConfiguration.spacing, what: "spacing")),
        FormatKey("expandDistance", kinds: [.carousel], .points(positive: true), required: true, doc: "scroll distance over which the card grows to full screen", example: "250",
                  at: .init(\CarouselConfiguration.expandDistance, decoding: .dedicated)),
        FormatKey("thresholds", kinds: [.carousel], .object([
            FormatKey("expand", .length, default: .length(carousel.expandThreshold), doc: "points, or % of `expandDistance`, past which a release expands the card", example: "70%",
                      at: .init(\CarouselConfiguration.expandThreshold, label: "expandThreshold", what: "expand threshold")),
        ]), doc: "when a release expands the card", example: "{ expand: 70% }", form: .flattened),
    ]

    /// The keys common to every kind, in the order above.
    public static let commonKeys: [FormatKey] = keys.filter { $0.kinds.isEmpty }

    /// The top-level keys of a kind's documents that belong to that kind alone, in order.
    package static func ownKeys(of kind: CardKind) -> [FormatKey] { keys.filter { !$0.kinds.isEmpty && $0.kinds.contains(kind) } }

    /// The top-level keys of a kind's documents.
    public static func keys(of kind: CardKind) -> [FormatKey] { keys.filter { $0.belongs(to: kind) } }

    /// The key at `path` (top-level name, then the names inside its objects) in a document of
    /// `kind`.
    public static func key(_ path: [String], kind: CardKind?) -> FormatKey? {
        var candidates = kind.map(keys(of:)) ?? keys
        var found: FormatKey?
        for name in path {
            guard let k = candidates.first(where: { $0.name == name }) else { return nil }
            found = k
            switch k.value {
            case .object(let inner): candidates = inner
            case .list(.object(let inner), _, _, _): candidates = inner
            default: candidates = []
            }
        }
        return found
    }

    /// The keys inside the object at `path` (dotted).
    package static func innerKeys(_ path: String, kind: CardKind? = nil) -> [FormatKey] {
        guard let k = key(path.split(separator: ".").map(String.init), kind: kind), case .object(let inner) = k.value else { return [] }
        return inner
    }

    /// The names of the keys inside the object at `path`, for a decoder's `fields` call.
    package static func names(_ path: String, kind: CardKind? = nil, in list: [FormatKey] = keys) -> [String] {
        let parts = path.split(separator: ".").map(String.init)
        if parts == ["devices"] { return deviceKeys.map(\.name) }
        if parts == ["devices", "safeArea"] {
            guard case .object(let inner)? = deviceKeys.first(where: { $0.name == "safeArea" })?.value else { return [] }
            return inner.map(\.name)
        }
        guard let k = key(parts, kind: kind) else { return [] }
        switch k.value {
        case .object(let inner), .list(.object(let inner), _, _, _): return inner.map(\.name)
        default: return []
        }
    }
}
