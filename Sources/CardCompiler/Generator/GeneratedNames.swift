/// The names generated code declares, and those Swift synthesizes for the conformances it
/// declares. The generator spells its members from here, and the decoder keeps spec names off
/// them, so the two cannot drift apart.
enum GeneratedNames {
    /// The card enum's nested enum of states.
    static let stateType = "State"
    static let initialState = "initialState"
    static let devices = "devices"
    static let orientations = "orientations"
    static let configuration = "configuration"
    /// Each model struct's sample values.
    static let samples = "samples"
    /// The private function that builds `samples`, a statement per sample; fields never start
    /// with two underscores.
    static let samplesBuilder = "__samples"

    /// Members of every card enum; a model (a nested type) of one of these names would clash.
    static let cardMembers = [stateType, initialState, devices, orientations, configuration]

    /// Members of every model struct besides its fields: the samples, the memberwise initializer,
    /// and what Swift synthesizes for `Hashable` and `Codable`. A model of one of these names would
    /// be hidden by the member inside every struct (`samples(...)` calls the array); a field named
    /// `hashValue` implements the deprecated requirement (a warning).
    static let modelMembers = [samples, samplesBuilder, "init", "CodingKeys", "hashValue", "hash", "encode"]

    /// What Swift synthesizes for the `State` enum (`String`, `CaseIterable`, `Hashable`): a case
    /// of one of these names makes `State.allCases` ambiguous or breaks the raw-value conformance.
    static let stateMembers = ["allCases", "AllCases", "rawValue", "RawValue", "init", "hashValue", "hash"]

    /// Module names generated code or its users write as qualifiers.
    static let moduleNames = ["Swift", "Foundation", "FoundationEssentials", "Dispatch", "CardEngine", "_Concurrency"]
}
