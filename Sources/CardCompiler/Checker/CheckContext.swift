import CardEngine

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
        self.devices = spec.devices
        switch spec.configuration {
        case .sheet(let c):
            let sheets = spec.devices.map { SheetBehavior(configuration: c, device: $0) }
            self.sheets = sheets
            reachability = sheets.map(Reachability.sheet)
        case .stack(let c):
            sheets = []
            let verdicts = Reachability.stack(StackBehavior(configuration: c))
            reachability = spec.devices.map { _ in verdicts }
        case .deck(let c):
            sheets = []
            let behavior = DeckBehavior(configuration: c)
            reachability = spec.devices.map { Reachability.deck(behavior, containerWidth: $0.width, containerHeight: $0.height) }
        case .carousel(let c):
            sheets = []
            let verdicts = Reachability.carousel(CarouselBehavior(configuration: c))
            reachability = spec.devices.map { _ in verdicts }
        }
    }

    /// Points, printed without a needless `.0`.
    static func pt(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) + " pt" }
        return "\(rounded) pt"
    }
}
