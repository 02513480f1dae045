/// Sample values of one model, checked against it; become `static let samples` on the struct.
public struct SampleSet: Sendable, Hashable {
    public var model: String
    public var values: [SampleValue]

    public init(model: String, values: [SampleValue]) {
        self.model = model
        self.values = values
    }
}
