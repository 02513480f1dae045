import CardEngine
import CardModel

/// A spec with what every rule asks of the engine computed once per device: layouts,
/// behaviours and reachability verdicts.
public struct CheckContext: Sendable {
    public let spec: CardSpec
    public let devices: [DeviceProfile]
    /// Per device, in `devices` order (sheets only).
    public let sheets: [SheetBehavior]
    /// Per device: how each state is reached, in `spec.stateNames` order.
    public let reachability: [[Reachability]]

    public init(spec: CardSpec) {
        self.spec = spec
        let devices = spec.checkedProfiles
        self.devices = devices
        switch spec.configuration {
        case .sheet(let c):
            let sheets = devices.map { SheetBehavior(configuration: c, device: $0) }
            self.sheets = sheets
            reachability = sheets.map(Reachability.sheet)
        case .stack(let c):
            sheets = []
            let verdicts = Reachability.stack(StackBehavior(configuration: c))
            reachability = devices.map { _ in verdicts }
        case .deck(let c):
            sheets = []
            let behavior = DeckBehavior(configuration: c)
            reachability = devices.map { Reachability.deck(behavior, containerWidth: $0.width, containerHeight: $0.height) }
        case .carousel(let c):
            sheets = []
            let verdicts = Reachability.carousel(CarouselBehavior(configuration: c))
            reachability = devices.map { _ in verdicts }
        }
    }

    /// Points, exactly: the shortest text that reads back as the same Double (Swift's
    /// `description`), without a needless `.0`. Never rounded, so a finite value never prints
    /// as `inf` and two values that differ never print alike.
    package static func pt(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) + " pt" }
        return "\(value) pt"
    }
}
