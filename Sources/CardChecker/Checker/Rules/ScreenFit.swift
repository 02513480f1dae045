import CardEngine
import CardModel

/// Whether a deck's, stack's or carousel's cards fit the screen of one device, as the engine
/// lays them out (`DeckLayout`, `StackLayout`, `CarouselLayout`) against the profile's size and
/// safe area (`DeviceProfile.safeFrame`, `usableHeight`). `card-bounds` reports what leaves the
/// screen, `safe-area` what stays on it but reaches under a safe-area inset, as the two rules
/// do for a sheet's segments (docs/engine.md, "Fitting the screen").
package struct ScreenFit: Sendable {
    /// Which bound a part crosses: the screen (`card-bounds`) or a safe-area inset (`safe-area`).
    package enum Bound: Sendable, Hashable {
        case screen, safeArea
    }

    /// One part that does not fit: the key that decides it, what the message says, and the
    /// values it compares.
    package struct Overflow: Sendable, Hashable {
        package var bound: Bound
        package var path: String
        package var message: String
        package var compared: [ComparedValue]
    }

    /// Every overflow of `configuration` on `device`; empty for a sheet (its rules are the
    /// segment rules).
    package static func overflows(_ configuration: CardConfiguration, on device: DeviceProfile) -> [Overflow] {
        switch configuration {
        case .sheet: return []
        case .deck(let c): return deck(c, DeckLayout(configuration: c), device)
        case .stack(let c): return stack(c, cardHeight: stackCardHeight(c), device)
        case .carousel(let c): return carousel(c, device)
        }
    }

    /// `overflows` of each of `devices`, in their order; empty, with no array per device, when
    /// nothing overflows on any of them (most specs): `findings` pairs the two arrays with `zip`.
    static func overflows(on devices: [DeviceProfile], _ overflows: (DeviceProfile) -> [Overflow]) -> [[Overflow]] {
        var all: [[Overflow]] = []
        // Through the buffer: each profile is lent to `overflows` where it lies, not copied.
        devices.withUnsafeBufferPointer { devices in
            for i in devices.indices {
                let found = overflows(devices[i])
                if all.isEmpty {
                    if found.isEmpty { continue }
                    all.reserveCapacity(devices.count)
                    all.append(contentsOf: repeatElement([], count: i))
                }
                all.append(found)
            }
        }
        return all
    }

    /// `rule`'s findings: the overflows `context` found across `bound`, one per device each
    /// (the checker groups the devices of one cause).
    package static func findings(of rule: some CheckRule, _ context: CheckContext, across bound: Bound) -> [Finding] {
        var findings: [Finding] = []
        for (device, overflows) in zip(context.devices, context.screenOverflows) {
            for o in overflows where o.bound == bound {
                findings.append(rule.finding(o.path, o.message, device: device, compared: o.compared))
            }
        }
        return findings
    }

    private static func pt(_ v: Double) -> String { CheckContext.pt(v) }

    private static func point(_ role: ComparedValue.Role, _ v: Double) -> ComparedValue {
        ComparedValue(role, .number(v), unit: "pt")
    }

    /// The deck is centred on the screen; each visible depth is `DeckLayout.frame(depth:...)`.
    /// Depth 0 decides the top and sides (deeper cards are inset from it when the insets are
    /// positive, which the format requires), the deepest card the bottom; a card with no width
    /// is `hidden-cards`' finding and is left out.
    /// `layout` is `c`'s, made once per spec: it holds a copy of the configuration, and the
    /// container is an argument of its frames.
    static func deck(_ c: DeckConfiguration, _ layout: DeckLayout, _ device: DeviceProfile) -> [Overflow] {
        let depths = layout.visibleCount(remaining: c.visible)
        guard depths > 0 else { return [] }
        let top = layout.frame(depth: 0, containerWidth: device.width, containerHeight: device.height)
        var minX = top.minX, maxX = top.maxX, minY = top.minY, maxY = top.maxY
        // The deepest depth that reaches lowest, and whether any depth beyond 0 widens the deck.
        var lowest = 0, widest = 0
        for depth in 1..<depths {
            let f = layout.frame(depth: depth, containerWidth: device.width, containerHeight: device.height)
            guard f.width > 0 else { break }
            if f.maxY > maxY { maxY = f.maxY; lowest = depth }
            if f.minY < minY { minY = f.minY }
            if f.minX < minX || f.maxX > maxX { minX = min(minX, f.minX); maxX = max(maxX, f.maxX); widest = depth }
        }
        // Text only for a deck that overflows: most fit, and the check runs per device per spec.
        func shape() -> String {
            "its card \(pt(c.width)) wide and \(pt(c.height)) high, centred\(lowest > 0 ? "; the one at depth \(lowest) is \(pt(maxY - top.maxY)) lower" : "")"
        }
        var out: [Overflow] = []
        // Vertical: off the screen, else under a safe area (the sheet rules' split).
        let above = -minY, below = maxY - device.height
        if above > 0 || below > 0 {
            var parts: [String] = [], compared: [ComparedValue] = []
            if above > 0 { parts.append("\(pt(above)) above its top"); compared += [point(.found, minY), point(.limit, 0)] }
            if below > 0 { parts.append("\(pt(below)) below its bottom"); compared += [point(.found, maxY), point(.limit, device.height)] }
            let path = top.minY < 0 || top.maxY > device.height ? "size.height" : "insets.vertical"
            out.append(Overflow(bound: .screen, path: path,
                                message: "the deck runs \(parts.joined(separator: " and ")) on a \(pt(device.height)) high screen (\(shape()))",
                                compared: compared))
        } else {
            let safe = device.safeFrame
            if minY < safe.minY {
                out.append(Overflow(bound: .safeArea, path: "size.height",
                                    message: "the deck's top edge is \(pt(minY)) from the top of the screen, inside the \(pt(device.safeAreaTop)) top safe area (status bar, notch or Dynamic Island) (\(shape()))",
                                    compared: [point(.found, minY), point(.limit, safe.minY)]))
            }
            if maxY > safe.maxY {
                out.append(Overflow(bound: .safeArea, path: lowest > 0 && top.maxY <= safe.maxY ? "insets.vertical" : "size.height",
                                    message: "the deck's bottom edge is \(pt(device.height - maxY)) from the bottom of the screen, inside the \(pt(device.safeAreaBottom)) bottom safe area (home indicator) (\(shape()))",
                                    compared: [point(.found, maxY), point(.limit, safe.maxY)]))
            }
        }
        // Horizontal: profiles have no side insets, so only the screen's edges.
        let left = -minX, right = maxX - device.width
        if left > 0 || right > 0 {
            var parts: [String] = [], compared: [ComparedValue] = []
            if left > 0 { parts.append("\(pt(left)) past its left edge"); compared += [point(.found, minX), point(.limit, 0)] }
            if right > 0 { parts.append("\(pt(right)) past its right edge"); compared += [point(.found, maxX), point(.limit, device.width)] }
            let path = top.minX < 0 || top.maxX > device.width || widest == 0 ? "size.width" : "insets.horizontal"
            out.append(Overflow(bound: .screen, path: path,
                                message: "the deck runs \(parts.joined(separator: " and ")) on a \(pt(device.width)) wide screen (\(shape()))",
                                compared: compared))
        }
        return out
    }

    /// A stack spans the screen's width (`StackLayout.cardWidth`, `hidden-cards`' concern) and is
    /// laid out down from the top safe area: its heights and its cards' height must fit the
    /// screen (else `card-bounds`) and the usable height below the top inset (else `safe-area`),
    /// as a sheet's segments must.
    /// The height of a stack's cards as the engine lays them out (`StackLayout.frame`), which the
    /// container's width does not change: found once per spec rather than through a layout (and
    /// a copy of the configuration) per device.
    static func stackCardHeight(_ c: StackConfiguration) -> Double {
        StackLayout(configuration: c, containerWidth: 0).frame(index: 0, phase: .expanded).height
    }

    /// `cardHeight`: `stackCardHeight(c)`.
    static func stack(_ c: StackConfiguration, cardHeight: Double, _ device: DeviceProfile) -> [Overflow] {
        var out: [Overflow] = []
        // Three calls rather than a loop over an array of the three: destroying that array cost
        // more than the checks.
        func check(_ path: String, _ what: String, _ verb: String, _ h: Double) {
            if h > device.height {
                out.append(Overflow(bound: .screen, path: path,
                                    message: "\(what) (\(pt(h))) \(verb) taller than the screen (\(pt(device.height)))",
                                    compared: [point(.found, h), point(.limit, device.height)]))
            } else if h > device.usableHeight {
                out.append(Overflow(bound: .safeArea, path: path,
                                    message: "\(what) (\(pt(h))) \(verb) taller than the usable height (\(pt(device.usableHeight)): the \(pt(device.height)) screen less its \(pt(device.safeAreaTop)) top safe area)",
                                    compared: [point(.found, h), point(.limit, device.usableHeight)]))
            }
        }
        check("cardHeight", "the stack's cards", "are", cardHeight)
        check("height.collapsed", "the collapsed stack", "is", c.collapsedHeight)
        check("height.expanded", "the expanded stack", "is", c.expandedHeight)
        return out
    }

    /// A carousel's collapsed card is the screen inset by `insets` (`CarouselLayout`); its
    /// neighbours share its top and bottom, and their peeks lie between the card and the screen's
    /// sides, so the card's frame decides for them. A card with no width or height is
    /// `carousel-layout`'s finding. The expanded card is the whole screen by construction
    /// (`expandedFrame`): checked against the screen, and full screen by design, so not a
    /// safe-area finding; nor is a collapsed card that is the whole screen (no insets).
    static func carousel(_ c: CarouselConfiguration, _ device: DeviceProfile) -> [Overflow] {
        let layout = CarouselLayout(configuration: c, device: device)
        var out: [Overflow] = []
        let screen = layout.expandedFrame
        // Two calls rather than a loop over an array of the two frames (see `stack`).
        func check(_ what: String, _ f: CardRect) {
            guard f.width > 0, f.height > 0 else { return }
            if f.minX < 0 || f.minY < 0 || f.maxX > device.width || f.maxY > device.height {
                out.append(Overflow(bound: .screen, path: "insets",
                                    message: "the \(what) card spans \(pt(f.minX)) to \(pt(f.maxX)) across and \(pt(f.minY)) to \(pt(f.maxY)) down, past the \(pt(screen.width)) x \(pt(screen.height)) screen",
                                    compared: [point(.found, f.width), point(.limit, device.width), point(.found, f.height), point(.limit, device.height)]))
            }
        }
        check("collapsed", layout.collapsedFrame)
        check("expanded", screen)
        let f = layout.collapsedFrame
        // A collapsed card that is the whole screen (no insets) is a full-screen pager by design,
        // as the expanded card is.
        guard f.width > 0, f.height > 0, f.minY >= 0, f.maxY <= device.height, f != screen else { return out }
        let safe = device.safeFrame
        if f.minY < safe.minY {
            out.append(Overflow(bound: .safeArea, path: "insets.top",
                                message: "the collapsed card's top edge is \(pt(f.minY)) from the top of the screen, inside the \(pt(device.safeAreaTop)) top safe area (status bar, notch or Dynamic Island)",
                                compared: [point(.found, f.minY), point(.limit, safe.minY)]))
        }
        if f.maxY > safe.maxY {
            out.append(Overflow(bound: .safeArea, path: "insets.bottom",
                                message: "the collapsed card's bottom edge is \(pt(device.height - f.maxY)) from the bottom of the screen, inside the \(pt(device.safeAreaBottom)) bottom safe area (home indicator)",
                                compared: [point(.found, f.maxY), point(.limit, safe.maxY)]))
        }
        return out
    }
}
