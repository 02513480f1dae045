import CardEngine
import CardModel
import CardSupport

/// A spec with what every rule asks of the engine computed once per device: layouts,
/// behaviours and reachability verdicts.
public struct CheckContext: Sendable {
    public let spec: CardSpec
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

    /// Per device: how each state is reached, in `spec.stateNames` order. Made on each call
    /// from `verdicts` (the rules read that; the preview and the language server read this).
    public var reachability: [[Reachability]] { verdicts.rows(deviceCount: devices.count) }

    // The spec is stored last: read after it was stored, it was copied (and the copy destroyed)
    // for every spec checked, 2.6 M instructions on the 2 MB stream. One switch over the
    // configuration finds the behaviours and the screen overflows.
    public init(spec: CardSpec) {
        let devices = spec.checkedProfiles
        switch spec.configuration {
        case .sheet(let c):
            // One configuration for every device (`SheetBehavior.on(_:)`), not a copy per device.
            var sheets: [SheetBehavior] = []
            sheets.reserveCapacity(devices.count)
            if !devices.isEmpty {
                let first = SheetBehavior(configuration: c, device: devices[0])
                sheets.append(first)
                for i in devices.indices.dropFirst() { sheets.append(first.on(devices[i])) }
            }
            var table = ReachabilityTable.Builder(stateCount: c.segments.count, initial: c.initialIndex, rows: sheets.count)
            for behavior in sheets {
                table.add { Reachability.sheetEdges(behavior, from: $0, $1) }
            }
            verdicts = table.table
            self.sheets = sheets
            screenOverflows = []
        case .stack(let c):
            sheets = []
            // One row for every device: a stack's verdicts do not depend on the screen.
            let behavior = StackBehavior(configuration: c)
            var table = ReachabilityTable.Builder(stateCount: 2, initial: StackBehavior.index(of: c.initial), rows: 1)
            table.add { Reachability.stackEdges(behavior, from: $0, $1) }
            verdicts = table.table
            let cardHeight = ScreenFit.stackCardHeight(c)
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.stack(c, cardHeight: cardHeight, $0) }
        case .deck(let c):
            sheets = []
            let behavior = DeckBehavior(configuration: c)
            var table = ReachabilityTable.Builder(stateCount: c.directions.count + 1, initial: 0, rows: devices.count)
            for i in devices.indices {
                let (width, height) = (devices[i].width, devices[i].height)
                table.add { Reachability.deckEdges(behavior, from: $0, containerWidth: width, containerHeight: height, $1) }
            }
            verdicts = table.table
            let layout = DeckLayout(configuration: c)
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.deck(c, layout, $0) }
        case .carousel(let c):
            sheets = []
            let behavior = CarouselBehavior(configuration: c)
            var table = ReachabilityTable.Builder(stateCount: 2, initial: 0, rows: 1)
            table.add { Reachability.carouselEdges(behavior, from: $0, $1) }
            verdicts = table.table
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.carousel(c, $0) }
        }
        self.devices = devices
        self.spec = spec
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

        /// The next row: the verdicts of the graph `edges` gives (`Reachability.verdicts`).
        mutating func add(_ edges: (_ state: Int, _ add: (_ to: Int, _ gesture: Reachability) -> Void) -> Void) {
            defer { added += 1 }
            guard stateCount > 0 else { return }
            if stateCount <= 64 {
                let masks = Reachability.masks(stateCount: stateCount, initial: initial, edges: edges)
                if verdicts.isEmpty {
                    if masks.allByDrag(stateCount: stateCount, initial: initial) { return }
                    start()
                }
                for state in 0..<stateCount { verdicts.append(masks.verdict(of: state, initial: initial)) }
            } else {
                let row = Reachability.verdicts(stateCount: stateCount, initial: initial, edges: edges)
                if verdicts.isEmpty {
                    if row.indices.allSatisfy({ row[$0] <= .drag }) { return }
                    start()
                }
                verdicts.append(contentsOf: row)
            }
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
