/// A data model shown on the cards; becomes a Swift struct with one property per field.
public struct ModelSpec: Sendable, Hashable {
    public var name: String
    public var fields: [Field]
    public var location: SourceLocation

    public struct Field: Sendable, Hashable {
        public var name: String
        public var type: FieldType
        /// Where the type is written.
        public var location: SourceLocation
        /// Where the field's name is written.
        public var nameLocation: SourceLocation
    }

    public func field(named name: String) -> Field? {
        fields.first { $0.name == name }
    }
}
