import CardEngine
import CardModel
import CardSupport

/// A spec with what every rule asks of the engine computed once per device: layouts,
/// behaviours and reachability verdicts.
public struct CheckContext: Sendable {
    public let spec: CardSpec
    /// The spec's kind: rules for other kinds return without reading the configuration (a
    /// pattern match on it copies it).
    package let kind: CardKind
    public let devices: [DeviceProfile]
    /// Per device, in `devices` order (sheets only).
    public let sheets: [SheetBehavior]
    /// How each state is reached on each device, kept as plain data: most specs reach every
    /// state by a drag on every device, and then no verdict is stored at all.
    package let verdicts: ReachabilityTable
    /// Per device: what of a deck, stack or carousel does not fit its screen (`ScreenFit`), found
    /// once for the two rules that report it (`card-bounds`, `safe-area`). Empty when nothing
    /// overflows on any device (most specs, and every sheet): no array per device is made then.
    package let screenOverflows: [[ScreenFit.Overflow]]
    /// A sheet's thresholds that reach a neighbouring state (`overlapping-thresholds`), found
    /// with the reachability verdicts, which walk the same neighbours: in device order, then
    /// upward before downward, then by state. Empty for most specs and every other kind.
    package let thresholdOverlaps: [ThresholdOverlap]

    /// Whether a threshold (or a sheet's segment height) looks like a slip of unit
    /// (`ThresholdUnitRule.mayFind`): `threshold-unit` returns at once when none does.
    /// Settable inside the module (and by `@testable` tests, which force it on: PrecheckTests);
    /// the checker only reads it.
    package internal(set) var thresholdSlip: Bool
    /// Which sheet rules find something on some device (`SheetScan`): the others return at once.
    /// Settable as `thresholdSlip` is.
    package internal(set) var sheetScan: SheetScan.Found

    /// A threshold at least as long as the gap from `from` to its neighbour `to` on a device.
    package struct ThresholdOverlap: Sendable {
        package var device: Int
        package var from: Int
        package var to: Int
        package var upward: Bool
        package var threshold: Double
        package var gap: Double
    }

    /// Per device: how each state is reached, in `spec.stateNames` order. Made on each call
    /// from `verdicts` (the rules read that; the preview and the language server read this).
    public var reachability: [[Reachability]] { verdicts.rows(deviceCount: devices.count) }

    // The spec is stored last: read after it was stored, it was copied (and the copy destroyed)
    // for every spec checked, 2.6 M instructions on the 2 MB stream. One switch over the
    // configuration; each kind's work is a function of its configuration, which is lent to it
    // rather than copied out of the enumeration for each use.
    public init(spec: CardSpec) {
        let devices = spec.checkedProfiles
        switch spec.configuration {
        case .sheet(let c):
            kind = .sheet
            thresholdSlip = ThresholdUnitRule.mayFind(c)
            (sheets, verdicts, thresholdOverlaps, sheetScan) = Self.sheet(c, on: devices)
            screenOverflows = []
        case .stack(let c):
            kind = .stack
            thresholdSlip = ThresholdUnitRule.mayFind(c)
            sheets = []
            thresholdOverlaps = []
            sheetScan = []
            (verdicts, screenOverflows) = Self.stack(c, on: devices)
        case .deck(let c):
            kind = .deck
            thresholdSlip = ThresholdUnitRule.mayFind(c)
            sheets = []
            thresholdOverlaps = []
            sheetScan = []
            (verdicts, screenOverflows) = Self.deck(c, on: devices)
        case .carousel(let c):
            kind = .carousel
            thresholdSlip = ThresholdUnitRule.mayFind(c)
            sheets = []
            thresholdOverlaps = []
            sheetScan = []
            (verdicts, screenOverflows) = Self.carousel(c, on: devices)
        }
        self.devices = devices
        self.spec = spec
    }

    /// A sheet's behaviour on each device (one configuration for all: `SheetBehavior.on(_:)`),
    /// its verdicts, its overlapping thresholds and which sheet rules have something to report.
    private static func sheet(_ c: SheetConfiguration, on devices: [DeviceProfile])
        -> ([SheetBehavior], ReachabilityTable, [ThresholdOverlap], SheetScan.Found) {
        var sheets: [SheetBehavior] = []
        sheets.reserveCapacity(devices.count)
        // Each behaviour's layout keeps a copy of its profile: the one made here.
        if !devices.isEmpty {
            let first = SheetBehavior(configuration: c, device: devices[0])
            sheets.append(first)
            for i in devices.indices.dropFirst() { sheets.append(first.on(devices[i])) }
        }
        let stateCount = c.segments.count
        var table = ReachabilityTable.Builder(stateCount: stateCount, initial: c.initialIndex, rows: sheets.count)
        var overlaps: [ThresholdOverlap] = []
        var scan = SheetScan(c)
        for d in sheets.indices {
            let behavior = sheets[d]
            scan.scan(behavior, usableHeight: devices[d].usableHeight)
            guard stateCount > 0 && stateCount <= 64 else {
                table.add(Reachability.sheet(behavior))
                overlaps += thresholdOverlaps(behavior, device: d)
                continue
            }
            // Upward overlaps as the states come, downward ones after them (the rule's order).
            var downward: [ThresholdOverlap] = []
            let masks = Reachability.sheetMasks(behavior) { state, up, down in
                let h = behavior.heights
                if let up {
                    let gap = abs(h[up] - h[state]), threshold = behavior.threshold(from: state, to: up)
                    if threshold >= gap {
                        overlaps.append(ThresholdOverlap(device: d, from: state, to: up, upward: true, threshold: threshold, gap: gap))
                    }
                }
                if let down {
                    let gap = abs(h[down] - h[state]), threshold = behavior.threshold(from: state, to: down)
                    if threshold >= gap {
                        downward.append(ThresholdOverlap(device: d, from: state, to: down, upward: false, threshold: threshold, gap: gap))
                    }
                }
            }
            if !downward.isEmpty { overlaps += downward }
            table.add(masks)
        }
        return (sheets, table.table, overlaps, scan.found)
    }

    /// The overlapping thresholds of a sheet on one device, walking the neighbours on their own
    /// (a sheet of more than 64 states, whose verdicts are not found as masks).
    private static func thresholdOverlaps(_ behavior: SheetBehavior, device d: Int) -> [ThresholdOverlap] {
        var overlaps: [ThresholdOverlap] = []
        for upward in [true, false] {
            for state in behavior.heights.indices where behavior.acceptsGestures(in: state) {
                guard let next = behavior.neighbour(of: state, upward: upward) else { continue }
                let gap = abs(behavior.heights[next] - behavior.heights[state])
                let threshold = behavior.threshold(from: state, to: next)
                if threshold >= gap {
                    overlaps.append(ThresholdOverlap(device: d, from: state, to: next, upward: upward, threshold: threshold, gap: gap))
                }
            }
        }
        return overlaps
    }

    /// A stack's verdicts, one row for every device (they do not depend on the screen), and
    /// what does not fit each screen.
    private static func stack(_ c: StackConfiguration, on devices: [DeviceProfile]) -> (ReachabilityTable, [[ScreenFit.Overflow]]) {
        let behavior = StackBehavior(configuration: c)
        var table = ReachabilityTable.Builder(stateCount: 2, initial: StackBehavior.index(of: c.initial), rows: 1)
        table.add { state, out in behavior.moves(from: state) { to, gesture in out.add(to, gesture) } }
        let cardHeight = ScreenFit.stackCardHeight(c)
        var overflows = ScreenFit.Overflows(deviceCount: devices.count)
        Self.forEach(devices) { overflows.add(ScreenFit.stack(c, cardHeight: cardHeight, $0)) }
        return (table.table, overflows.all)
    }

    /// A deck's verdicts on each device and what does not fit each screen.
    private static func deck(_ c: DeckConfiguration, on devices: [DeviceProfile]) -> (ReachabilityTable, [[ScreenFit.Overflow]]) {
        let behavior = DeckBehavior(configuration: c)
        var table = ReachabilityTable.Builder(stateCount: c.directions.count + 1, initial: 0, rows: devices.count)
        let layout = DeckLayout(configuration: c)
        var overflows = ScreenFit.Overflows(deviceCount: devices.count)
        Self.forEach(devices) { device in
            if table.stateCount <= 64 {
                table.add(Reachability.deckMasks(behavior, in: ScreenFit.container(device)))
            } else {
                table.add(Reachability.deck(behavior, in: ScreenFit.container(device)))
            }
            overflows.add(ScreenFit.deck(c, layout, device))
        }
        return (table.table, overflows.all)
    }

    /// A carousel's verdicts, one row for every device, and what does not fit each screen.
    private static func carousel(_ c: CarouselConfiguration, on devices: [DeviceProfile]) -> (ReachabilityTable, [[ScreenFit.Overflow]]) {
        let behavior = CarouselBehavior(configuration: c)
        var table = ReachabilityTable.Builder(stateCount: 2, initial: 0, rows: 1)
        table.add { state, out in behavior.moves(from: state) { to, gesture in out.add(to, gesture) } }
        var overflows = ScreenFit.Overflows(deviceCount: devices.count)
        Self.forEach(devices) { overflows.add(ScreenFit.carousel(c, $0)) }
        return (table.table, overflows.all)
    }

    /// `body` on each of `devices`, as a pointer to where it lies in the array: a profile read
    /// through the array's (or a buffer's) subscript and handed to a function was copied, its
    /// names retained and released, for every device of every spec. The pointers are valid
    /// only during `body`, within the array's buffer.
    @inline(__always)
    private static func forEach(_ devices: [DeviceProfile], _ body: (UnsafePointer<DeviceProfile>) -> Void) {
        devices.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return }
            for i in 0..<buffer.count { body(first + i) }
        }
    }

    /// A length in points for a message, through the one formatter (`NumberText.points`): as
    /// written when it is a short decimal, else the shortest decimal on the same pixel. Without
    /// a device, a 3x pixel; rules about a device pass it (`pt(_:on:)`).
    package static func pt(_ value: Double) -> String {
        NumberText.points(value)
    }

    /// A length on `device`: identified at its pixel (1/scale pt).
    package static func pt(_ value: Double, on device: DeviceProfile) -> String {
        NumberText.points(value, scale: device.scale)
    }

    /// Lengths one message compares on `device`: two different values never print alike
    /// (`NumberText.lengths`). Values at one position are worded as such by the rule instead.
    package static func pts(_ values: [Double], on device: DeviceProfile) -> [String] {
        NumberText.lengths(values, scale: device.scale).map { $0 + " pt" }
    }

    /// Lengths one message compares with no device (a 3x pixel), worded as `pts(_:on:)` words them.
    package static func pts(_ values: [Double]) -> [String] {
        NumberText.lengths(values).map { $0 + " pt" }
    }
}

/// Every device's reachability verdicts, as plain data (trivial elements: freed without a walk),
/// and none at all when every state is the initial one or reached by a drag on every device.
package struct ReachabilityTable: Sendable {
    /// States per device.
    package let stateCount: Int
    let initial: Int
    /// Empty when every verdict is `.initial` (the initial state) or `.drag`; else `stateCount`
    /// verdicts per row, in device order, or one row for every device when `perDevice` is false.
    let table: [Reachability]
    let perDevice: Bool

    /// Whether every state on every device is the initial state or reached by a drag: no
    /// `unreachable-state` finding, and no `.never` verdict.
    package var allByDrag: Bool { table.isEmpty }

    /// The verdict on `state` (below `stateCount`) on device `d`.
    package subscript(device d: Int, state s: Int) -> Reachability {
        if table.isEmpty { return s == initial ? .initial : .drag }
        return table[perDevice ? d * stateCount + s : s]
    }

    /// `deviceCount` rows of verdicts, as `CheckContext.reachability` gives them.
    func rows(deviceCount: Int) -> [[Reachability]] {
        (0..<deviceCount).map { d in (0..<stateCount).map { self[device: d, state: $0] } }
    }

    /// Collects the rows one at a time: a row of a drag-reachable graph is kept as nothing, and
    /// the first row that is not turns the rows before it into verdicts.
    struct Builder {
        let stateCount: Int
        let initial: Int
        /// Rows expected: the number of devices, or 1 for verdicts shared by every device.
        let rows: Int
        private var added = 0
        private var verdicts: [Reachability] = []

        init(stateCount: Int, initial: Int, rows: Int) {
            self.stateCount = stateCount
            self.initial = initial
            self.rows = rows
        }

        var table: ReachabilityTable {
            ReachabilityTable(stateCount: stateCount, initial: initial, table: verdicts, perDevice: rows != 1)
        }

        /// The next row: the verdicts of the graph whose moves `edges` adds state by state
        /// (`Reachability.masks`); 1 to 64 states (`add(_:)` with the row's verdicts otherwise).
        @inline(__always)
        mutating func add(_ edges: (_ state: Int, _ out: inout Reachability.StateMoves) -> Void) {
            add(Reachability.masks(stateCount: stateCount, initial: initial, edges: edges))
        }

        /// The next row, from its masks (1 to 64 states).
        mutating func add(_ masks: Reachability.Masks) {
            defer { added += 1 }
            if verdicts.isEmpty {
                if masks.allByDrag(stateCount: stateCount, initial: initial) { return }
                start()
            }
            for state in 0..<stateCount { verdicts.append(masks.verdict(of: state, initial: initial)) }
        }

        /// The next row, as verdicts (none, or more than 64 states).
        mutating func add(_ row: [Reachability]) {
            defer { added += 1 }
            if verdicts.isEmpty {
                if row.indices.allSatisfy({ row[$0] <= .drag }) { return }
                start()
            }
            verdicts.append(contentsOf: row)
        }

        /// The rows before this one, all reached by drags, as verdicts.
        private mutating func start() {
            verdicts.reserveCapacity(rows * stateCount)
            for _ in 0..<added {
                for state in 0..<stateCount { verdicts.append(state == initial ? .initial : .drag) }
            }
        }
    }
}

/// Which of the sheet rules that walk every height on every device find something, found in
/// one walk with the verdicts (most sheets have no finding): each flag is set exactly when its
/// rule's condition holds for some height on some device (`dead-end-state`'s is a 0 pt height;
/// the rule then asks the verdicts). A rule's condition changed there is changed here too
/// (PrecheckTests runs every rule with these flags as found and all forced on).
package struct SheetScan: Sendable {
    package struct Found: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `segment-bounds`: a height above the container, or above 0 and below the header.
        package static let segmentBounds = Found(rawValue: 1 << 0)
        /// `safe-area`: a height on the screen but above the usable height (not at its position).
        package static let safeArea = Found(rawValue: 1 << 1)
        /// `segment-order`: a height below the one declared before it (not at its position).
        package static let segmentOrder = Found(rawValue: 1 << 2)
        /// `coincident-segments`: two heights at one position.
        package static let coincidentSegments = Found(rawValue: 1 << 3)
        /// `dead-end-state`: a 0 pt height.
        package static let zeroHeight = Found(rawValue: 1 << 4)
        /// `scroll-state`: a scrolling segment below the highest restable one (not at its
        /// position).
        package static let scrollState = Found(rawValue: 1 << 5)
        /// `inverted-dim`: a dim that fades (alpha above 0) from a height not below its end's.
        package static let invertedDim = Found(rawValue: 1 << 6)
        /// `states-too-close`: two restable heights less than the pan's slop apart, not at one
        /// position (then the upper one's nearest below is at least as close).
        package static let statesTooClose = Found(rawValue: 1 << 7)
    }

    private(set) var found: Found = []
    /// The segments that scroll, as a mask of indices (`scroll.enabledIn`, found by name once
    /// per spec); past 64 segments `scroll-state` is left to look for itself.
    private var scrolling: UInt64 = 0

    init(_ c: SheetConfiguration) {
        for name in c.scrollEnabledIn {
            guard let i = c.segmentIndex(named: name) else { continue }
            if i < 64 { scrolling |= UInt64(1) << UInt64(i) } else { found.insert(.scrollState) }
        }
    }

    /// Adds what the rules find on one device.
    mutating func scan(_ behavior: SheetBehavior, usableHeight usable: Double) {
        let h = behavior.heights, container = behavior.containerHeight, header = behavior.layout.headerHeight
        for j in h.indices {
            let x = h[j]
            if x > container || (x > 0 && x < header) { found.insert(.segmentBounds) }
            if x > usable && !behavior.isSamePosition(x, usable) && x <= container { found.insert(.safeArea) }
            if j > 0 && x < h[j - 1] && !behavior.isSamePosition(x, h[j - 1]) { found.insert(.segmentOrder) }
            if x == 0 { found.insert(.zeroHeight) }
            if !found.contains(.coincidentSegments) {
                for i in 0..<j where behavior.isSamePosition(h[i], x) { found.insert(.coincidentSegments); break }
            }
            if !found.contains(.statesTooClose) && x >= 0 && x <= container {
                for i in 0..<j where h[i] >= 0 && h[i] <= container && abs(h[i] - x) < GestureClass.panSlop && !behavior.isSamePosition(h[i], x) {
                    found.insert(.statesTooClose)
                    break
                }
            }
        }
        // The layout's dim heights are the dim's segments' when both are found, with its alpha.
        let layout = behavior.layout
        if let from = layout.dimFromHeight, let to = layout.dimToHeight, layout.dimAlpha > 0, from >= to { found.insert(.invertedDim) }
        if scrolling != 0 && !found.contains(.scrollState), let highest = behavior.extreme(highest: true) {
            var rest = scrolling
            while rest != 0 {
                let i = rest.trailingZeroBitCount
                rest &= rest - 1
                if h[i] < h[highest] && !behavior.isSamePosition(h[i], h[highest]) { found.insert(.scrollState); break }
            }
        }
    }
}
