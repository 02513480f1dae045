import CardEngine

/// A device a diagnostic occurs on: the profile's name and the way it is turned, kept apart
/// (reporters write `iphone-se, landscape`; JSON and SARIF give both fields).
public struct DiagnosticDevice: Sendable, Hashable {
    public var name: String
    public var orientation: DeviceOrientation

    public init(name: String, orientation: DeviceOrientation = .portrait) {
        self.name = name
        self.orientation = orientation
    }

    /// The device a checked profile is. A profile turned to landscape carries the orientation
    /// in its name (`DeviceProfile.turned(to:)`, which the preview draws); the name given here
    /// is the profile's own, without it.
    public init(_ profile: DeviceProfile) {
        let suffix = ", " + DeviceOrientation.landscape.rawValue
        if profile.orientation == .landscape && profile.name.hasSuffix(suffix) {
            self.init(name: String(profile.name.dropLast(suffix.count)), orientation: .landscape)
        } else {
            self.init(name: profile.name, orientation: profile.orientation)
        }
    }
}
