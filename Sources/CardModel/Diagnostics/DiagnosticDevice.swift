import CardEngine

/// A device a diagnostic occurs on: the profile's name and the way it is turned, kept apart
/// (reporters write `iphone-se (landscape)`, `DiagnosticWording`; JSON and SARIF give both fields).
public struct DiagnosticDevice: Sendable, Hashable {
    public var name: String
    public var orientation: DeviceOrientation

    public init(name: String, orientation: DeviceOrientation = .portrait) {
        self.name = name
        self.orientation = orientation
    }

    /// The device a checked profile is: its declared name and the way it is turned, taken as
    /// they are (never parsed out of the printed name, which `turned(to:)` extends).
    public init(_ profile: DeviceProfile) {
        self.init(name: profile.declaredName, orientation: profile.orientation)
    }
}
