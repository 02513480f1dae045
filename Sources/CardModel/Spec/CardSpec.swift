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
    /// Where each decoded key's value was written, for findings to point at.
    public var locations: SpecLocations

    public init(name: String, configuration: CardConfiguration, devices: [DeviceProfile], orientations: [DeviceOrientation],
                models: [ModelSpec], samples: [SampleSet], locations: SpecLocations) {
        self.name = name
        self.configuration = configuration
        self.devices = devices
        self.orientations = orientations
        self.models = models
        self.samples = samples
        self.locations = locations
    }

    public var kind: CardKind { configuration.kind }

    /// Every device in every orientation, as the checker resolves the spec on them: device by
    /// device, each in the order `orientations` gives.
    public var checkedProfiles: [DeviceProfile] {
        // Portrait alone (the default) is the devices as they are: no new array per spec.
        if orientations.count == 1 && orientations[0] == .portrait { return devices }
        return devices.flatMap { d in orientations.map { d.turned(to: $0) } }
    }

    /// The names of the card's states, in order: segments of a sheet, collapsed/expanded of a
    /// stack and carousel, the resting centre and each enabled direction of a deck.
    public var stateNames: [String] {
        switch configuration {
        case .sheet(let sheet): return sheet.segments.map(\.name)
        case .stack: return StackState.allCases.map(\.rawValue)
        case .deck(let deck): return ["center"] + deck.directions.map(\.rawValue)
        case .carousel: return CarouselState.allCases.map(\.rawValue)
        }
    }

    /// The state a card starts in.
    public var initialState: String {
        switch configuration {
        case .sheet(let sheet): return sheet.segments[sheet.initialIndex].name
        case .stack(let stack): return stack.initial.rawValue
        case .deck: return "center"
        case .carousel: return CarouselState.collapsed.rawValue
        }
    }
}
