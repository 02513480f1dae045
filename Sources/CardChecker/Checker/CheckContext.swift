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
    /// Per device: how each state is reached, in `spec.stateNames` order.
    public let reachability: [[Reachability]]
    /// Per device: what of a deck, stack or carousel does not fit its screen (`ScreenFit`), found
    /// once for the two rules that report it (`card-bounds`, `safe-area`). Empty when nothing
    /// overflows on any device (most specs, and every sheet): no array per device is made then.
    package let screenOverflows: [[ScreenFit.Overflow]]

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
            self.sheets = sheets
            reachability = sheets.map(Reachability.sheet)
            screenOverflows = []
        case .stack(let c):
            sheets = []
            let verdicts = Reachability.stack(StackBehavior(configuration: c))
            reachability = Self.repeated(verdicts, count: devices.count)
            let cardHeight = ScreenFit.stackCardHeight(c)
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.stack(c, cardHeight: cardHeight, $0) }
        case .deck(let c):
            sheets = []
            let behavior = DeckBehavior(configuration: c)
            // By index: `map` hands its closure a copy of each profile, and only its size is read.
            var verdicts: [[Reachability]] = []
            verdicts.reserveCapacity(devices.count)
            for i in devices.indices {
                verdicts.append(Reachability.deck(behavior, containerWidth: devices[i].width, containerHeight: devices[i].height))
            }
            reachability = verdicts
            let layout = DeckLayout(configuration: c)
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.deck(c, layout, $0) }
        case .carousel(let c):
            sheets = []
            let verdicts = Reachability.carousel(CarouselBehavior(configuration: c))
            reachability = Self.repeated(verdicts, count: devices.count)
            screenOverflows = ScreenFit.overflows(on: devices) { ScreenFit.carousel(c, $0) }
        }
        self.devices = devices
        self.spec = spec
    }

    /// The same verdicts for each of `count` devices (a stack's and a carousel's do not depend on
    /// the screen). A loop rather than `devices.map { _ in verdicts }`, which copied each profile
    /// to hand it to the closure, or `Array(repeating:count:)`, which cost more in profiles.
    private static func repeated(_ verdicts: [Reachability], count: Int) -> [[Reachability]] {
        var all: [[Reachability]] = []
        all.reserveCapacity(count)
        for _ in 0..<count { all.append(verdicts) }
        return all
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
