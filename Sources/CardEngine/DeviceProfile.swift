/// A screen the checker resolves lengths on: size and safe-area insets in points, and pixels
/// per point.
public struct DeviceProfile: Sendable, Hashable {
    /// The name pictures print: `declaredName`, and `, landscape` when turned (findings name
    /// `declaredName` and the orientation apart, `DiagnosticDevice`).
    public var name: String
    /// The name the profile was declared with, whichever way it is turned. Findings name and
    /// group devices by it and `orientation`, so nothing is read back out of `name` (a custom
    /// profile's name is any text).
    public var declaredName: String
    public var width: Double
    public var height: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double
    /// Pixels per point (UIScreen.scale): 2 or 3 on current iPhones and iPads.
    public var scale: Double
    /// Which way the screen is turned; `width`, `height` and the insets are as seen that way.
    public var orientation: DeviceOrientation
    /// The top and bottom safe-area insets when the device is turned to landscape (an iPhone
    /// hides its status bar there: no top inset).
    public var landscapeSafeAreaTop: Double
    public var landscapeSafeAreaBottom: Double

    /// A profile in portrait. Turned to landscape, it keeps `landscapeSafeAreaTop` (default 0)
    /// and `landscapeSafeAreaBottom` (default: the portrait bottom inset) at top and bottom.
    public init(name: String, width: Double, height: Double, safeAreaTop: Double, safeAreaBottom: Double, scale: Double = 3,
                landscapeSafeAreaTop: Double = 0, landscapeSafeAreaBottom: Double? = nil) {
        self.name = name
        self.declaredName = name
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.scale = scale
        self.orientation = .portrait
        self.landscapeSafeAreaTop = landscapeSafeAreaTop
        self.landscapeSafeAreaBottom = landscapeSafeAreaBottom ?? safeAreaBottom
    }

    /// This profile turned to `orientation`: in landscape, width and height swap, the landscape
    /// insets apply, and the name says so (`iphone-se, landscape`), as pictures print it. The
    /// scale and `declaredName` stay.
    public func turned(to orientation: DeviceOrientation) -> DeviceProfile {
        guard orientation != self.orientation, orientation == .landscape else { return self }
        var turned = self
        turned.name = name + ", landscape"
        turned.width = height
        turned.height = width
        turned.safeAreaTop = landscapeSafeAreaTop
        turned.safeAreaBottom = landscapeSafeAreaBottom
        turned.orientation = .landscape
        return turned
    }

    /// Two heights closer than this are one position on screen: half a pixel (1/6 pt at 3x,
    /// 1/4 pt at 2x), under which both round to the same pixel row.
    public var positionTolerance: Double { 0.5 / scale }

    /// Whether two heights are one position on this screen.
    public func isSamePosition(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) < positionTolerance
    }

    /// Container height less the top safe area: what a sheet's `%` heights are of.
    public var usableHeight: Double { height - safeAreaTop }

    /// The screen between its top and bottom safe-area insets, full width (profiles have no side
    /// insets): where a deck's or carousel's card shows clear of the status bar, notch, Dynamic
    /// Island and home indicator.
    public var safeFrame: CardRect {
        CardRect(x: 0, y: safeAreaTop, width: width, height: height - safeAreaTop - safeAreaBottom)
    }

    public static let iPhoneSE = DeviceProfile(name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0, scale: 2,
                                                landscapeSafeAreaTop: 0, landscapeSafeAreaBottom: 0)
    public static let iPhone15 = DeviceProfile(name: "iphone-15", width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, scale: 3,
                                                landscapeSafeAreaTop: 0, landscapeSafeAreaBottom: 21)
    public static let iPhone15ProMax = DeviceProfile(name: "iphone-15-pro-max", width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34, scale: 3,
                                                landscapeSafeAreaTop: 0, landscapeSafeAreaBottom: 21)
    public static let iPad11 = DeviceProfile(name: "ipad-11", width: 834, height: 1194, safeAreaTop: 24, safeAreaBottom: 20, scale: 2,
                                              landscapeSafeAreaTop: 24, landscapeSafeAreaBottom: 20)

    /// Every built-in profile, in the order the documentation lists them.
    public static let builtIn: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad11]
    /// The profiles used when a spec names none.
    public static let defaults: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15ProMax]

    public static func builtIn(named name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
    }
}

/// Which way a device is turned.
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}
