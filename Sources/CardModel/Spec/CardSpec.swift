import CardEngine

/// One card, decoded and validated: the decoder's output and the input of the checker and the
/// generator. Its configuration is the engine's own type, so that what the checker asks of the
/// engine is exactly what the generated code will construct.
public struct CardSpec: Sendable {
    /// The Swift type name generated for this card.
    public var name: String
    public var configuration: CardConfiguration
    /// The profiles the checker resolves lengths on.
    public var devices: [DeviceProfile]
    /// The orientations each profile is checked in.
    public var orientations: [DeviceOrientation]
    public var models: [ModelSpec]
    public var samples: [SampleSet]
    /// The spec's `labels`: a state's name to its accessibility label, for the states that have
    /// one (`stateLabel(_:)` gives every state's).
    public var labels: [String: String]
    /// Where each decoded key's value was written, for findings to point at.
    public var locations: SpecLocations

    public init(name: String, configuration: CardConfiguration, devices: [DeviceProfile], orientations: [DeviceOrientation],
                models: [ModelSpec], samples: [SampleSet], labels: [String: String] = [:], locations: SpecLocations) {
        self.name = name
        self.configuration = configuration
        self.devices = devices
        self.orientations = orientations
        self.models = models
        self.samples = samples
        self.labels = labels
        self.locations = locations
    }

    public var kind: CardKind { configuration.kind }

    /// Every device in every orientation, as the checker resolves the spec on them: device by
    /// device, each in the order `orientations` gives.
    public var checkedProfiles: [DeviceProfile] {
        Self.checkedProfiles(devices: devices, orientations: orientations)
    }

    /// `devices` in each of `orientations`, device by device: what `checkedProfiles` is, for
    /// devices and orientations read without a whole spec.
    public static func checkedProfiles(devices: [DeviceProfile], orientations: [DeviceOrientation]) -> [DeviceProfile] {
        // Portrait alone (the default) is the devices as they are: no new array per spec.
        if orientations.count == 1 && orientations[0] == .portrait { return devices }
        return devices.flatMap { d in orientations.map { d.turned(to: $0) } }
    }

    /// The names of the card's states, in the engine's index order (`CardConfiguration`).
    public var stateNames: [String] { configuration.stateNames }

    /// A state's accessibility label as the generated `stateLabels` holds it (docs/format.md,
    /// `labels`): the key the app's `Cards` strings table localizes, `<card name>.<state>`, and
    /// the text without a translation, the spec's label or else the state's own name.
    public func stateLabel(_ state: String) -> (key: String, defaultValue: String) {
        (name + "." + state, labels[state] ?? state)
    }

    /// The state a card starts in.
    public var initialState: String { configuration.initialState }
}
