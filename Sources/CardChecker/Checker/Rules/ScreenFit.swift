import CardEngine
import CardModel

/// Whether a deck's, stack's or carousel's cards fit the screen of one device, as the engine
/// lays them out and places them (`DeckLayout.origin(in:)`, `StackLayout.base(in:)`,
/// `CarouselLayout`) against the profile's size and safe area (`DeviceProfile.safeFrame`). `card-bounds` reports what leaves the
/// screen, `safe-area` what stays on it but reaches under a safe-area inset, as the two rules
/// do for a sheet's segments (docs/engine.md, "Fitting the screen").
package struct ScreenFit: Sendable {
    /// Which bound a part crosses: the screen (`card-bounds`) or a safe-area inset (`safe-area`).
    package enum Bound: Sendable, Hashable {
        case screen, safeArea
    }

    /// One part that does not fit: the key that decides it, what the message says, the values
    /// it compares, and which edge or height it is (the finding's `cause`, so that a device is
    /// grouped only with devices where the same edge does not fit: a deck's top and bottom are
    /// two causes at one key).
    package struct Overflow: Sendable, Hashable {
        package var bound: Bound
        package var path: String
        package var message: String
        package var compared: [ComparedValue]
        package var cause: String = ""
    }

    /// Every overflow of `configuration` on `device`; empty for a sheet (its rules are the
    /// segment rules). The checks of each kind read the profile through a pointer to it, valid
    /// for the call: the checker hands them the profiles where they lie in the spec's array
    /// (`CheckContext.forEach`), where a profile passed by value was copied for each device.
    package static func overflows(_ configuration: CardConfiguration, on device: DeviceProfile) -> [Overflow] {
        switch configuration {
        case .sheet: return []
        case .deck(let c): return withUnsafePointer(to: device) { deck(c, DeckLayout(configuration: c), $0) }
        case .stack(let c): return withUnsafePointer(to: device) { stack(c, cardHeight: stackCardHeight(c), $0) }
        case .carousel(let c): return withUnsafePointer(to: device) { carousel(c, $0) }
        }
    }

    /// Each device's overflows, added in device order: no array at all when nothing overflows on
    /// any device (most specs), else one per device (`findings` pairs them with the devices).
    package struct Overflows {
        let deviceCount: Int
        private var added = 0
        private(set) var all: [[Overflow]] = []

        init(deviceCount: Int) { self.deviceCount = deviceCount }

        mutating func add(_ found: [Overflow]) {
            defer { added += 1 }
            if all.isEmpty {
                if found.isEmpty { return }
                all.reserveCapacity(deviceCount)
                all.append(contentsOf: repeatElement([], count: added))
            }
            all.append(found)
        }
    }

    /// `rule`'s findings: the overflows `context` found across `bound`, one per device each
    /// (the checker groups the devices of one cause).
    package static func findings(of rule: some CheckRule, _ context: CheckContext, across bound: Bound) -> [Finding] {
        var findings: [Finding] = []
        for (device, overflows) in zip(context.devices, context.screenOverflows) {
            for o in overflows where o.bound == bound {
                findings.append(rule.finding(o.path, o.message, device: device, compared: o.compared, cause: o.cause))
            }
        }
        return findings
    }

    private static func pt(_ v: Double) -> String { CheckContext.pt(v) }

    /// An edge and the bound it crosses, printed so that two different values never print alike
    /// (`CheckContext.pts`, at the same 3x pixel as `pt`): 58.9999 pt inside a 59 pt inset.
    private static func pair(_ edge: Double, _ bound: Double) -> (edge: String, bound: String) {
        let t = CheckContext.pts([edge, bound])
        return (t[0], t[1])
    }

    /// The whole screen of a profile as the runtime's container (keyboard hidden): where the
    /// engine places a deck and stands a stack. Read field by field through the pointer, so no
    /// copy of the profile is taken.
    static func container(_ profile: UnsafePointer<DeviceProfile>) -> CardContainer {
        CardContainer(width: profile.pointee.width, height: profile.pointee.height, safeAreaTop: profile.pointee.safeAreaTop,
                      safeAreaBottom: profile.pointee.safeAreaBottom, scale: profile.pointee.scale)
    }

    private static func point(_ role: ComparedValue.Role, _ v: Double) -> ComparedValue {
        ComparedValue(role, .number(v), unit: "pt")
    }

    /// The deck is placed where the runtime draws it: its box centred in the safe area
    /// (`DeckLayout.origin(in:)` on the profile's container); each visible depth is
    /// `DeckLayout.frame(depth:in:)`. Depth 0 decides the top and sides (deeper cards are moved
    /// down and narrowed on both sides by the non-negative insets the format requires), the
    /// deepest card with some width the bottom. A card with no width is `hidden-cards`' finding
    /// and ends the scan; a deck whose front card has none shows nothing and is not scanned.
    /// The room above depth 0 is its top edge and the room below it the screen's height less its
    /// bottom edge, both from the engine's origin; the lowest card is `depth * vertical` lower
    /// (`depth * vertical + B` with the bottom inset). An edge exactly on a bound compares equal
    /// and fits. `layout` is `c`'s, made once per spec: it holds a copy of the configuration,
    /// and the container is an argument of its frames.
    static func deck(_ c: DeckConfiguration, _ layout: DeckLayout, _ profile: UnsafePointer<DeviceProfile>) -> [Overflow] {
        let depths = layout.visibleCount(remaining: c.visible)
        guard depths > 0, c.width > 0 else { return [] }
        // The deepest depth with some width; the lowest card is it when the depths move down.
        var deepest = 0
        for depth in 1..<depths {
            guard layout.frame(depth: depth).width > 0 else { break }
            deepest = depth
        }
        let lowest = c.verticalInset > 0 ? deepest : 0
        let container = Self.container(profile)
        let top = layout.frame(depth: 0, in: container)
        // Room above depth 0 and below it, and how much lower the lowest card is.
        let above = top.minY
        let below = profile.pointee.height - top.maxY
        let drop = Double(lowest) * c.verticalInset
        // Text only for a deck that overflows: most fit, and the check runs per device per spec.
        func bottom() -> Double { layout.frame(depth: lowest, in: container).maxY }
        func shape() -> String {
            "its card \(pt(c.width)) wide and \(pt(c.height)) high, centred in the safe area\(lowest > 0 ? "; the one at depth \(lowest) is \(pt(bottom() - top.maxY)) lower" : "")"
        }
        var out: [Overflow] = []
        // Vertical: off the screen, else under a safe area (the sheet rules' split), per axis:
        // a deck too wide for the screen is still checked against the top and bottom insets.
        if above < 0 || below < drop {
            let maxY = bottom()
            var parts: [String] = [], compared: [ComparedValue] = []
            if above < 0 { parts.append("\(pt(-top.minY)) above its top"); compared += [point(.found, top.minY), point(.limit, 0)] }
            if below < drop {
                parts.append("\(pt(maxY - profile.pointee.height)) below its bottom"); compared += [point(.found, maxY), point(.limit, profile.pointee.height)]
            }
            // Depth 0 itself leaves the screen: its height; else only the depth offsets.
            out.append(Overflow(bound: .screen, path: above < 0 || below < 0 ? "size.height" : "insets.vertical",
                                message: "the deck runs \(parts.joined(separator: " and ")) on a \(pt(profile.pointee.height)) high screen (\(shape()))",
                                compared: compared, cause: "vertical"))
        } else {
            // By position, as for a sheet's segments: an edge less than half a pixel inside an
            // inset is at the inset's edge.
            let safe = profile.pointee.safeFrame
            if above < profile.pointee.safeAreaTop && !profile.pointee.isSamePosition(above, profile.pointee.safeAreaTop) {
                let t = pair(top.minY, profile.pointee.safeAreaTop)
                out.append(Overflow(bound: .safeArea, path: "size.height",
                                    message: "the deck's top edge is \(t.edge) from the top of the screen, inside the \(t.bound) top safe area (status bar, notch or Dynamic Island) (\(shape()))",
                                    compared: [point(.found, top.minY), point(.limit, safe.minY)], cause: "top"))
            }
            // The room below the lowest card is `below - drop`; it is under the inset when
            // `drop + B` is above `below`.
            let needed = profile.pointee.safeAreaBottom.addingProduct(Double(lowest), c.verticalInset)
            if below < needed && !profile.pointee.isSamePosition(below, needed) {
                let maxY = bottom()
                // Depth 0 alone under the inset: the deck's height; else only the depth offsets.
                let front = below < profile.pointee.safeAreaBottom && !profile.pointee.isSamePosition(below, profile.pointee.safeAreaBottom)
                let t = pair(profile.pointee.height - maxY, profile.pointee.safeAreaBottom)
                out.append(Overflow(bound: .safeArea, path: lowest > 0 && !front ? "insets.vertical" : "size.height",
                                    message: "the deck's bottom edge is \(t.edge) from the bottom of the screen, inside the \(t.bound) bottom safe area (home indicator) (\(shape()))",
                                    compared: [point(.found, maxY), point(.limit, safe.maxY)], cause: "bottom"))
            }
        }
        // Horizontal: profiles have no side insets, so only the screen's edges. The depths are
        // narrowed by as much as they are moved right, so depth 0 decides both sides.
        if c.width > profile.pointee.width {
            let left = -top.minX, right = top.maxX - profile.pointee.width
            out.append(Overflow(bound: .screen, path: "size.width",
                                message: "the deck runs \(pt(left)) past its left edge and \(pt(right)) past its right edge on a \(pt(profile.pointee.width)) wide screen (\(shape()))",
                                compared: [point(.found, top.minX), point(.limit, 0), point(.found, top.maxX), point(.limit, profile.pointee.width)],
                                cause: "horizontal"))
        }
        return out
    }

    /// A stack spans the screen's width (`StackLayout.cardWidth`, `hidden-cards`' concern) and
    /// stands where the runtime stands it (`StackLayout.base(in:)`: on the bottom safe area), its
    /// top edge its height above that: its heights and its cards' height must fit below the top
    /// of the screen (else `card-bounds`) and below the top inset (else `safe-area`), that is
    /// the screen less its bottom inset, and less both insets.
    /// The height of a stack's cards as the engine lays them out (`StackLayout.frame`), which the
    /// container's width does not change: found once per spec rather than through a layout (and
    /// a copy of the configuration) per device.
    static func stackCardHeight(_ c: StackConfiguration) -> Double {
        StackLayout(configuration: c, containerWidth: 0).frame(index: 0, phase: .expanded).height
    }

    /// `cardHeight`: `stackCardHeight(c)`.
    static func stack(_ c: StackConfiguration, cardHeight: Double, _ profile: UnsafePointer<DeviceProfile>) -> [Overflow] {
        var out: [Overflow] = []
        // Three calls rather than a loop over an array of the three: destroying that array cost
        // more than the checks.
        let base = StackLayout.base(in: Self.container(profile))
        let usable = base - profile.pointee.safeAreaTop
        func check(_ path: String, _ what: String, _ verb: String, _ h: Double) {
            if h > base {
                let t = pair(h, base)
                out.append(Overflow(bound: .screen, path: path,
                                    message: "\(what) (\(t.edge)) \(verb) taller than the room on the screen (\(t.bound): the \(pt(profile.pointee.height)) screen less its \(pt(profile.pointee.safeAreaBottom)) bottom safe area, which the stack stands on)",
                                    compared: [point(.found, h), point(.limit, base)]))
            } else if h > usable && !profile.pointee.isSamePosition(h, usable) {
                // By position, as a sheet's segment: less than half a pixel above the usable
                // height is at it.
                let t = pair(h, usable)
                out.append(Overflow(bound: .safeArea, path: path,
                                    message: "\(what) (\(t.edge)) \(verb) taller than the safe area (\(t.bound): the \(pt(profile.pointee.height)) screen less its \(pt(profile.pointee.safeAreaTop)) top and \(pt(profile.pointee.safeAreaBottom)) bottom safe areas)",
                                    compared: [point(.found, h), point(.limit, usable)]))
            }
        }
        check("cardHeight", "the stack's cards", "are", cardHeight)
        check("height.collapsed", "the collapsed stack", "is", c.collapsedHeight)
        check("height.expanded", "the expanded stack", "is", c.expandedHeight)
        return out
    }

    /// A carousel's collapsed card is the screen inset by `insets` (`CarouselLayout`); its
    /// neighbours share its top and bottom, and their peeks lie between the card and the screen's
    /// sides, so the card decides for them. Neither card leaves the screen: the collapsed one is
    /// inset by the format's non-negative insets and the expanded one is the screen
    /// (`expandedFrame`), so there is no `card-bounds` check (the frame's edges, summed in
    /// floating point, once put a card one ulp past a bound it meets exactly). Each edge's
    /// distance from the screen's is its inset, exactly, and that is what is compared with the
    /// safe area. A collapsed card with no width or height is `carousel-layout`'s finding and is
    /// not checked; the expanded card, and a collapsed one that is the whole screen (no insets),
    /// are full screen by design and not safe-area findings.
    static func carousel(_ c: CarouselConfiguration, _ profile: UnsafePointer<DeviceProfile>) -> [Overflow] {
        let i = c.insets
        // The size alone: `init(configuration:device:)` would take a copy of the profile.
        let f = CarouselLayout(configuration: c, containerWidth: profile.pointee.width, containerHeight: profile.pointee.height).collapsedFrame
        guard f.width > 0, f.height > 0, i != CarouselConfiguration.Insets() else { return [] }
        var out: [Overflow] = []
        let safe = profile.pointee.safeFrame
        // By position, as for a sheet's segments: an edge less than half a pixel inside an inset
        // is at the inset's edge.
        if i.top < profile.pointee.safeAreaTop && !profile.pointee.isSamePosition(i.top, profile.pointee.safeAreaTop) {
            let t = pair(i.top, profile.pointee.safeAreaTop)
            out.append(Overflow(bound: .safeArea, path: "insets.top",
                                message: "the collapsed card's top edge is \(t.edge) from the top of the screen, inside the \(t.bound) top safe area (status bar, notch or Dynamic Island)",
                                compared: [point(.found, f.minY), point(.limit, safe.minY)], cause: "top"))
        }
        if i.bottom < profile.pointee.safeAreaBottom && !profile.pointee.isSamePosition(i.bottom, profile.pointee.safeAreaBottom) {
            let t = pair(i.bottom, profile.pointee.safeAreaBottom)
            out.append(Overflow(bound: .safeArea, path: "insets.bottom",
                                message: "the collapsed card's bottom edge is \(t.edge) from the bottom of the screen, inside the \(t.bound) bottom safe area (home indicator)",
                                compared: [point(.found, f.maxY), point(.limit, safe.maxY)], cause: "bottom"))
        }
        return out
    }
}
