/// The names generated code declares, and those Swift synthesizes for the conformances it
/// declares. The generator spells its members from here, and the decoder keeps spec names off
/// them, so the two cannot drift apart.
package enum GeneratedNames {
    /// The card enum's nested enum of states.
    package static let stateType = "State"
    package static let initialState = "initialState"
    /// Every state in the engine's order, and their accessibility labels (`CardDefinition`).
    package static let states = "states"
    package static let stateLabels = "stateLabels"
    package static let devices = "devices"
    package static let orientations = "orientations"
    package static let configuration = "configuration"
    /// Each model struct's sample values.
    package static let samples = "samples"
    /// The private function that builds `samples`, a statement per sample; fields never start
    /// with two underscores.
    package static let samplesBuilder = "__samples"

    /// Members of every card enum; a model (a nested type) of one of these names would clash.
    package static let cardMembers = [stateType, initialState, states, stateLabels, devices, orientations, configuration]

    /// Members of every model struct besides its fields: the samples, the memberwise initializer,
    /// and what Swift synthesizes for `Hashable` and `Codable`. A model of one of these names would
    /// be hidden by the member inside every struct (`samples(...)` calls the array); a field named
    /// `hashValue` implements the deprecated requirement (a warning).
    package static let modelMembers = [samples, samplesBuilder, "init", "CodingKeys", "hashValue", "hash", "encode"]

    /// What Swift synthesizes for the `State` enum (`String`, `CaseIterable`, `Hashable`): a case
    /// of one of these names makes `State.allCases` ambiguous or breaks the raw-value conformance.
    package static let stateMembers = ["allCases", "AllCases", "rawValue", "RawValue", "init", "hashValue", "hash"]

    /// Module names generated code or its users write as qualifiers.
    package static let moduleNames = ["Swift", "Foundation", "FoundationEssentials", "Dispatch", "CardEngine", "_Concurrency"]
}
