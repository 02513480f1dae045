/// The view a card lives in, as the host sees it now: size, safe area, the keyboard's height
/// over its bottom edge, and pixels per point. A container change (rotation, split view, the
/// keyboard) is an event; the engine lays the card out again from it.
public struct CardContainer: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    public var safeAreaLeading: Double
    public var safeAreaTrailing: Double
    /// Height of the keyboard over the container's bottom edge (0 when hidden).
    public var keyboardInset: Double
    public var scale: Double

    /// The longest length a container is taken at, in points: far past any screen, and small
    /// enough that springs over it and a frame's numbers stay finite (a sheet on a 1e308 pt
    /// container, or a device 2e305 pt tall, showed infinite heights and speeds: issue 33,
    /// item 8). Longer lengths are taken as this.
    public static let maxLength = 1e9

    public init(width: Double, height: Double, safeAreaTop: Double = 0, safeAreaBottom: Double = 0,
                safeAreaLeading: Double = 0, safeAreaTrailing: Double = 0, keyboardInset: Double = 0, scale: Double = 3) {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(0, v), Self.maxLength) : 0 }
        self.width = clean(width)
        self.height = clean(height)
        self.safeAreaTop = clean(safeAreaTop)
        self.safeAreaBottom = clean(safeAreaBottom)
        self.safeAreaLeading = clean(safeAreaLeading)
        self.safeAreaTrailing = clean(safeAreaTrailing)
        self.keyboardInset = clean(keyboardInset)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The whole screen of a device profile (as the checker sees it), keyboard hidden.
    public init(device: DeviceProfile) {
        self.init(width: device.width, height: device.height, safeAreaTop: device.safeAreaTop,
                  safeAreaBottom: device.safeAreaBottom, scale: device.scale)
    }

    /// The profile the engine's layouts resolve against: the container less the keyboard (a
    /// card's heights are measured up from the keyboard's top when it shows).
    public var profile: DeviceProfile {
        let keyboard = min(keyboardInset, height)
        var device = DeviceProfile(name: "container", width: width, height: height - keyboard,
                                   safeAreaTop: min(safeAreaTop, height - keyboard),
                                   safeAreaBottom: keyboard > 0 ? 0 : safeAreaBottom, scale: scale)
        device.orientation = width > height ? .landscape : .portrait
        return device
    }

    /// The part of the container clear of every safe-area inset and of the keyboard (which covers
    /// the bottom inset when it shows): where a stack stands (`StackLayout.base(in:)`) and a deck
    /// is centred (`DeckLayout.origin(in:)`), for the engine, the checker and CardHost's scene.
    public var clearFrame: CardRect {
        let bottom = max(safeAreaBottom, keyboardInset)
        let width = max(0, width - safeAreaLeading - safeAreaTrailing)
        let height = max(0, height - safeAreaTop - bottom)
        return CardRect(x: safeAreaLeading, y: safeAreaTop, width: width, height: height)
    }

    /// Whether `point` is in the container (its edges included); a non-finite point is not.
    package func contains(_ point: CardVector) -> Bool {
        point.x.isFinite && point.y.isFinite && point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height
    }
}
