/// A data model shown on the cards; becomes a Swift struct with one property per field.
public struct ModelSpec: Sendable, Hashable {
    public var name: String
    public var fields: [Field]
    public var location: SourceLocation

    public struct Field: Sendable, Hashable {
        public var name: String
        public var type: FieldType
        public var location: SourceLocation
    }

    public func field(named name: String) -> Field? {
        fields.first { $0.name == name }
    }
}
